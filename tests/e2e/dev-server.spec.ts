import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {DEV_SPECS_COPY} from '../../playwright.dev.config';
import TEST_PORTS from './ports.json';
import {waitForApp} from './support';

// The writer's loop: `npm start` is open on an operation page and the writer saves the spec.
// The dev server serves a copy of specs/ (scripts/dev-server-copy.mjs); these tests edit the copy.
const DEV = `http://127.0.0.1:${TEST_PORTS.dev}/portal/`;
const SPEC = path.join(DEV_SPECS_COPY, 'checkout.yaml');
const PAGE = 'reference/specs/checkout/operations/getCheckout';
const SUMMARY = 'summary: Get a checkout\n';

// One writer, one spec: the steps run in order.
test.describe.configure({mode: 'serial'});

let original: string;
test.beforeAll(() => {
  original = fs.readFileSync(SPEC, 'utf8');
  expect(original).toContain(SUMMARY);
});
test.afterAll(() => {
  fs.writeFileSync(SPEC, original);
});

/** Saves the spec as an editor does. */
function save(text: string): void {
  fs.writeFileSync(SPEC, text);
}

/** The dev server's error overlay (webpack-dev-server's, an iframe). */
const overlay = (page: Page) => page.frameLocator('#webpack-dev-server-client-overlay');

async function openPage(page: Page, title: string): Promise<void> {
  await page.goto(`${DEV}${PAGE}`);
  await waitForApp(page);
  await expect(page.locator('h1')).toHaveText(title, {timeout: 60_000});
  // Gone after a full page load: what follows must happen in this page.
  await page.evaluate(() => ((window as unknown as {stillThisPage: boolean}).stillThisPage = true));
}

const stillThisPage = (page: Page) => page.evaluate(() => (window as unknown as {stillThisPage?: boolean}).stillThisPage === true);

test('a saved summary shows on the open operation page without a reload', async ({page}) => {
  test.slow();
  await openPage(page, 'Get a checkout');
  save(original.replace(SUMMARY, 'summary: Get a checkout by its id\n'));
  await expect(page.locator('h1')).toHaveText('Get a checkout by its id', {timeout: 30_000});
  expect(await stillThisPage(page)).toBe(true);
});

test('a spec broken by a save shows the error with its file and line, the page stays, the fix recovers', async ({page}) => {
  test.slow();
  // As the previous test left it.
  await openPage(page, 'Get a checkout by its id');
  const broken = original.replace('  title: Checkout API\n', '  title: "Checkout API\n');
  expect(broken).not.toBe(original);
  save(broken);
  await expect(overlay(page).locator('body')).toContainText(/checkout\.yaml:\d+: invalid YAML/, {timeout: 30_000});
  // The last good page stays readable behind the overlay.
  await expect(page.locator('h1')).toHaveText('Get a checkout by its id');

  save(original.replace(SUMMARY, 'summary: Get one checkout\n'));
  await expect(page.locator('h1')).toHaveText('Get one checkout', {timeout: 30_000});
  await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
  expect(await stillThisPage(page)).toBe(true);
});

test('the API page lists the lint findings of the saved spec, in the same reload', async ({page}) => {
  test.slow();
  await page.goto(`${DEV}rest/checkout`);
  await waitForApp(page);
  const conformance = page.locator('section', {has: page.locator('h2#conformance')});
  await expect(conformance).not.toContainText('check_outs_extra');
  save(
    original.replace(
      '  /checkouts:\n',
      '  /check_outs_extra:\n    get:\n      operationId: listExtraCheckouts\n      summary: List extra checkouts\n      responses:\n        "204":\n          description: Nothing.\n  /checkouts:\n',
    ),
  );
  await expect(conformance).toContainText('R105001', {timeout: 30_000});
  await expect(conformance).toContainText('check_outs_extra');
  save(original);
  await expect(conformance).not.toContainText('check_outs_extra', {timeout: 30_000});
});

test("search finds what a save put on a page a moment before, and the page's Markdown twin has it", async ({page, request}) => {
  test.slow();
  await page.goto(`${DEV}${PAGE}`);
  await waitForApp(page);
  const search = page.getByRole('combobox', {name: 'Search'});
  const results = page.getByRole('listbox', {name: 'Search results'});
  // A word no page has until the save.
  await search.fill('quokkaflavoured');
  await expect(page.locator('nav.navbar').getByRole('status')).toContainText('did not return any matches', {timeout: 30_000});
  await search.press('Escape');
  await page.locator('h1').click();
  save(original.replace(SUMMARY, 'summary: Get a quokkaflavoured checkout\n'));
  await expect(page.locator('h1')).toHaveText('Get a quokkaflavoured checkout', {timeout: 30_000});
  // The open page, the writer back in the search: the index has the saved word.
  await search.click();
  await search.fill('quokkaflavoured');
  await expect(results.getByRole('option').first()).toContainText('Get a quokkaflavoured checkout', {timeout: 30_000});
  expect(await (await request.get(`${DEV}${PAGE}.md`)).text()).toMatch(/^# Get a quokkaflavoured checkout/);
  save(original);
});
