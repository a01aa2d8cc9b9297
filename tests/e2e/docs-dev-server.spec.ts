import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import TEST_PORTS from './ports.json';
import {waitForApp} from './support';

// The writer's loop on a docs page: `npm start` is open on the page and the writer saves its file.
// The dev server serves the repository's docs: these tests edit one and put it back afterwards.
const DEV = `http://127.0.0.1:${TEST_PORTS.dev}/portal/`;
const DOC = path.resolve(__dirname, '../../docs/about-the-api/pagination.md');
const PAGE = 'rest/about-the-api/pagination';
const TITLE = 'title: Pagination\n';
const PARAGRAPH = 'Collections such as orders';
// A rule the page does not link before the save.
const RULE = 'R103001';

// One writer, one file: the steps run in order.
test.describe.configure({mode: 'serial'});

let original: string;
test.beforeAll(() => {
  original = fs.readFileSync(DOC, 'utf8');
  expect(original).toContain(TITLE);
  expect(original).toContain(PARAGRAPH);
  expect(original).not.toContain(`[[${RULE}]]`);
});
test.afterAll(() => {
  fs.writeFileSync(DOC, original);
});

/** Saves the doc as an editor does. */
function save(text: string): void {
  fs.writeFileSync(DOC, text);
}

async function openPage(page: Page): Promise<void> {
  await page.goto(`${DEV}${PAGE}`);
  await waitForApp(page);
  await expect(page.locator('article h1')).toHaveText('Pagination', {timeout: 60_000});
  // Gone after a full page load: what follows must happen in this page.
  await page.evaluate(() => ((window as unknown as {stillThisPage: boolean}).stillThisPage = true));
}

const stillThisPage = (page: Page) => page.evaluate(() => (window as unknown as {stillThisPage?: boolean}).stillThisPage === true);

test('a saved body edit, then a saved title, show on the open docs page without a reload', async ({page}) => {
  test.slow();
  await openPage(page);
  save(original.replace(PARAGRAPH, `A saved sentence. ${PARAGRAPH}`));
  await expect(page.locator('article')).toContainText('A saved sentence.', {timeout: 30_000});
  save(original.replace(TITLE, 'title: Pagination, saved\n'));
  await expect(page.locator('article h1')).toHaveText('Pagination, saved', {timeout: 30_000});
  await expect(page.locator('article')).not.toContainText('A saved sentence.');
  expect(await stillThisPage(page)).toBe(true);
  save(original);
  await expect(page.locator('article h1')).toHaveText('Pagination', {timeout: 30_000});
});

test("a body edit that links a rule: the rule lists the page, search finds the edit, the page's Markdown twin has it", async ({page, request}) => {
  test.slow();
  await openPage(page);
  save(original.replace(PARAGRAPH, `See [[${RULE}]] and the quokkapaginated cursor. ${PARAGRAPH}`));
  await expect(page.locator(`article a[data-rule-id="${RULE}"]`)).toBeVisible({timeout: 30_000});
  // The rule's page, the search and the twin follow the save after the page shows it.
  await expect(async () => {
    expect(await (await request.get(`${DEV}${PAGE}.md`)).text()).toContain('quokkapaginated');
  }).toPass({timeout: 30_000});
  // The reload's own compiles (the rule's backlinks) may still update the page and its search box.
  const search = page.getByRole('combobox', {name: 'Search'});
  await expect(async () => {
    await search.fill('quokkapaginated');
    await expect(page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first()).toContainText('Pagination', {timeout: 5_000});
  }).toPass({timeout: 60_000});
  await search.press('Escape');
  await page.goto(`${DEV}guidelines/${RULE.toLowerCase()}`);
  await waitForApp(page);
  const backlinks = page.locator('section[aria-labelledby="linked-from"]');
  await expect(backlinks.getByRole('link', {name: 'Pagination'})).toHaveAttribute('href', `/portal/${PAGE}`, {timeout: 30_000});
  save(original);
});
