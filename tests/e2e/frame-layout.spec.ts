import {type Page, expect, test} from '@playwright/test';
import {BREAKPOINTS} from '../../lib/portal/config';
import {ONE_WIDTH_TAG} from '../../playwright.config';
import {navigateInApp, portal} from './support';
import {DOC, hasSideNav, open, settle, widthOf} from './frame-helpers';

const sideNav = (page: Page) => page.locator('.theme-doc-sidebar-container');
const breadcrumb = (page: Page) => page.getByRole('navigation', {name: 'Breadcrumbs'});

// The side navigation of a page reached from another group, and the timed hash scroll, are checked
// in frame-header.spec.ts, on the page loads they share with the header's checks.

const BREADCRUMBS: [string, string[]][] = [
  [DOC, ['Home', 'REST API', 'About the API']],
  ['rest/changelog', ['Home', 'REST API']],
  ['guidelines', ['Home', 'API Guidelines']],
  ['guidelines/rest/json', ['Home', 'API Guidelines', 'REST guidelines']],
  ['guidelines/r103001', ['Home', 'API Guidelines', 'REST guidelines', 'Authorization']],
  ['support/glossary/e-h', ['Home', 'Support', 'Glossary']],
  ['gateway/security/resilience', ['Home', 'API Gateway', 'Security']],
];

test('a docs page and the pages reached from it: side navigation, table of contents, breadcrumbs, full layouts, scroll to the top', async ({page}) => {
  await open(page, portal('internal', DOC));

  await test.step('the table of contents stands beside the page from 992px and is collapsible below', async () => {
    const desktop = page.locator('.theme-doc-toc-desktop');
    const mobile = page.locator('.theme-doc-toc-mobile');
    if (widthOf(page) >= BREAKPOINTS.tabletMin) {
      await expect(desktop).toBeVisible();
      await expect(mobile).toBeHidden();
      const [content, toc] = await Promise.all([page.locator('article').boundingBox(), desktop.boundingBox()]);
      expect(toc!.x).toBeGreaterThan(content!.x + content!.width - 1);
    } else {
      await expect(desktop).toBeHidden();
      await expect(mobile).toBeVisible();
    }
  });

  await test.step('the side navigation shows from 768px as collapsible groups, open on the active page’s group', async () => {
    if (!hasSideNav(page)) {
      await expect(sideNav(page)).toBeHidden();
      return;
    }
    const nav = sideNav(page).getByRole('navigation', {name: 'REST API pages'});
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', {name: 'Pagination'})).toHaveAttribute('aria-current', 'page');
    const active = nav.getByRole('button', {name: 'About the API'});
    const other = nav.getByRole('button', {name: 'Getting started'});
    await expect(active).toHaveAttribute('aria-expanded', 'true');
    await expect(other).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', {name: 'Scopes'})).toBeHidden();
    await other.click();
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', {name: 'Scopes'})).toBeVisible();
    await active.click();
    await expect(nav.getByRole('link', {name: 'Pagination'})).toBeHidden();
  });

  await test.step(`breadcrumbs of ${BREADCRUMBS.map(([path]) => `/${path}`).join(', ')}: from Home to the group, never the page itself`, async () => {
    for (const [path, expected] of BREADCRUMBS) {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(portal('internal', path));
      await expect(breadcrumb(page).getByRole('listitem'), `/${path}`).toHaveText(expected);
      const title = (await page.locator('h1').first().textContent())!.trim();
      expect(expected, `/${path}`).not.toContain(title);
    }
  });

  await test.step('the breadcrumb’s entries lead home, to the section and to the group page', async () => {
    await navigateInApp(page, 'guidelines/r103001');
    const nav = breadcrumb(page);
    await expect(nav.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/portal/');
    await expect(nav.getByRole('link', {name: 'API Guidelines'})).toHaveAttribute('href', '/portal/guidelines');
    // A rule's breadcrumb ends on its group's rule table (front matter set by plugins/front-matter).
    await expect(nav.getByRole('link', {name: 'Authorization'})).toHaveAttribute('href', '/portal/guidelines/rest/authorization#rules');
    await nav.getByRole('link', {name: 'Authorization'}).click();
    await expect(page).toHaveURL(portal('internal', 'guidelines/rest/authorization#rules'));
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['Home', 'API Guidelines', 'REST guidelines']);
  });

  await test.step('the full layouts (/, /support, /error) have no side navigation and no breadcrumb', async () => {
    for (const [path, title] of [
      ['', 'Portal'],
      ['support', 'Support'],
      ['error', 'Error'],
    ]) {
      await navigateInApp(page, path);
      await expect(page).toHaveTitle(new RegExp(`^${title} - `));
      await expect(page.locator('h1')).toBeVisible();
      await expect(sideNav(page)).toHaveCount(0);
      await expect(breadcrumb(page)).toHaveCount(0);
    }
  });

  await test.step('after a navigation without a hash, the main scroll container goes to the top', async () => {
    await navigateInApp(page, 'rest/about-the-api/error-responses');
    await expect(page.locator('h1')).toHaveText('Error responses');
    // The navigation's own scroll to the top runs in an effect: let it run before scrolling down.
    await settle(page);
    await page.evaluate(() => window.scrollTo({top: document.body.scrollHeight, behavior: 'instant'}));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await navigateInApp(page, 'rest/about-the-api/headers');
    await expect(page.locator('h1')).toHaveText('Headers');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('table of contents', () => {
  // The test sets each width itself, so the project's width changes nothing.
  test('switches exactly at the 991/992 band', {tag: ONE_WIDTH_TAG}, async ({page}) => {
    // Both tables of contents are rendered and CSS shows the one for the width (src/theme/DocItem/Layout),
    // so one load, resized across the band, shows what a load at each width would.
    await page.setViewportSize({width: BREAKPOINTS.tabletMin - 1, height: 900});
    await open(page, portal('internal', DOC));
    for (const [width, besideThePage] of [
      [BREAKPOINTS.tabletMin - 1, false],
      [BREAKPOINTS.tabletMin, true],
      [996, true],
    ] as const) {
      await page.setViewportSize({width, height: 900});
      await expect(page.locator('.theme-doc-toc-desktop'), `${width}px`).toBeVisible({visible: besideThePage});
      await expect(page.locator('.theme-doc-toc-mobile'), `${width}px`).toBeVisible({visible: !besideThePage});
    }
  });
});
