import fs from 'node:fs';
import path from 'node:path';
import {type Page, expect, test} from '@playwright/test';
import {CHANGELOG_TEXTS} from '../../lib/portal/texts/changelog';
import {EVENT_TEXTS} from '../../lib/portal/texts/events';
import {LINT_TEXTS} from '../../lib/portal/texts/guidelines';
import {REDIRECT_KEEP_HASH_SCRIPT} from '../../lib/portal/redirect';
import {SUPPORT_PAGE_TEXTS} from '../../lib/portal/texts/pages';
import {REFERENCE_TEXTS} from '../../lib/portal/texts/reference';
import {RELEASE_TEXTS} from '../../lib/portal/texts/releases';
import {SEARCH_PANEL_TEXTS} from '../../lib/portal/texts/search';
import {GET_CHECKOUT, GET_ORDER, nestedSummary, operationPath, propertyRow, waitForHydration} from './reference-helpers';
import {consoleErrors, navigateInApp, portal} from './support';

// Operation and profile pages load their data from page-data/ files (lib/reference/pageData):
// static HTML first, then the browser fetches only that page's file and its side navigation.

/** The page-data files the page requests from now on. */
function dataRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const match = /\/portal\/(page-data\/.*)$/.exec(new URL(request.url()).pathname);
    if (match) {
      files.push(match[1]!);
    }
  });
  return files;
}

test.describe('page data', () => {
  test('a direct load hydrates with its own data file and side navigation only; navigating to another operation fetches its file, going back nothing new', async ({
    page,
  }) => {
    const files = dataRequests(page);
    const errors = consoleErrors(page);
    await page.goto(portal('live', GET_ORDER));
    await waitForHydration(page);
    // Whatever the hydrated page loads by itself has been requested by now.
    await page.waitForLoadState('networkidle');
    await test.step('a direct load hydrates the static page with its own data file and side navigation only', async () => {
      expect(files).toEqual([`page-data/${GET_ORDER}.json`, 'page-data/_sidebars/rest.json']);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Get an order');
      expect(errors).toEqual([]);
    });

    await test.step('navigating to another operation fetches that page’s file, and going back needs nothing new', async () => {
      const before = files.length;
      await navigateInApp(page, GET_CHECKOUT);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Get a checkout');
      expect(files.slice(before)).toEqual([`page-data/${GET_CHECKOUT}.json`]);
      await page.goBack();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Get an order');
      expect(files.slice(before)).toHaveLength(1);
    });
  });

  test('a profile page loads its own file the same way', async ({page}) => {
    const files = dataRequests(page);
    const errors = consoleErrors(page);
    await page.goto(portal('live', 'profiles/checkout'));
    await waitForHydration(page);
    const profile = page.locator('main a[href^="/portal/profiles/checkout/"]').first();
    const href = (await profile.getAttribute('href'))!;
    await profile.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('#profile')).toBeVisible();
    expect(files).toEqual([`page-data${href.replace('/portal', '')}.json`, 'page-data/_sidebars/rest.json']);
    expect(errors).toEqual([]);
  });

  test('an operation that does not exist shows the 404 page; a page whose data cannot be loaded says so', async ({page}) => {
    await page.goto(portal('live', operationPath('orderManagement', 'noSuchOperation')));
    await waitForHydration(page);
    await test.step('an operation that does not exist shows the 404 page, loaded directly or in the app', async () => {
      await expect(page.getByRole('heading', {level: 1})).toHaveText('This page does not exist');
      await navigateInApp(page, GET_ORDER);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Get an order');
      await navigateInApp(page, operationPath('checkout', 'noSuchOperation'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText('This page does not exist');
    });

    await test.step('when a page’s data cannot be loaded, the page says so', async () => {
      await navigateInApp(page, GET_ORDER);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Get an order');
      await page.route(`**/page-data/${GET_CHECKOUT}.json`, (route) => route.abort('connectionfailed'));
      await navigateInApp(page, GET_CHECKOUT);
      await expect(page.getByRole('alert')).toHaveText(REFERENCE_TEXTS.pageUnavailable);
      // A later visit tries again.
      await page.unroute(`**/page-data/${GET_CHECKOUT}.json`);
      await navigateInApp(page, GET_ORDER);
      await navigateInApp(page, GET_CHECKOUT);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Get a checkout');
    });
  });

  test('opening a schema shown above fetches its bundle; a failed fetch says so in the row', async ({page}) => {
    await page.goto(portal('live', operationPath('checkout', 'updateCheckout')));
    await waitForHydration(page);
    const files = dataRequests(page);
    await page.route('**/page-data/_bundles/**', (route) => route.abort('connectionfailed'));
    const repeated = propertyRow(page.locator('#r0m0'), 'shippingAddress');
    await nestedSummary(repeated).click();
    await expect(repeated.getByRole('alert')).toHaveText(REFERENCE_TEXTS.fieldsUnavailable);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^page-data\/_bundles\/\w+\.json$/);
  });
});

const BUILD_JS = path.join(__dirname, '..', '..', 'build', 'internal', 'assets', 'js');

/** The internal build's scripts whose names match `name`, joined. */
function scripts(name: RegExp): string {
  return fs
    .readdirSync(BUILD_JS)
    .filter((file) => name.test(file))
    .map((file) => fs.readFileSync(path.join(BUILD_JS, file), 'utf8'))
    .join('\n');
}

/** The internal build's main.js: the script every page loads first. */
const mainScript = (): string => scripts(/^main\..*\.js$/);

test('the browser’s route table has one route per pattern of data pages, not one per page', () => {
  // main.js and the chunks of the sections' route data (src/reference/routeSections.ts).
  const table = scripts(/^(main|route-section-\w+)\.\w+\.js$/);
  expect(table).toContain('/portal/reference/specs/:spec/operations/*');
  expect(table).toContain('/portal/profiles/:spec/*');
  expect(table).not.toContain(`/portal/${GET_ORDER}`);
  expect(table).not.toContain('/portal/profiles/checkout/');
});

test('main.js leaves out the texts only some pages show (lib/portal/texts)', () => {
  const main = mainScript();
  const texts = [
    REFERENCE_TEXTS.showFewerValues,
    EVENT_TEXTS.key,
    CHANGELOG_TEXTS.subscribe,
    RELEASE_TEXTS.lastChanged,
    LINT_TEXTS.checks,
    SUPPORT_PAGE_TEXTS.lead,
    SEARCH_PANEL_TEXTS.unavailableInDevServer,
    REDIRECT_KEEP_HASH_SCRIPT,
  ];
  for (const text of texts) {
    expect(main).not.toContain(text);
  }
});
