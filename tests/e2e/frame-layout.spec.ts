import {expect, test} from '@playwright/test';
import {BREAKPOINTS, TIMINGS} from '../../lib/portal/config';
import {navigateInApp, portal} from './support';
import {DOC, hasSideNav, open, openPaused, settle, widthOf} from './frame-helpers';

const sideNav = (page: import('@playwright/test').Page) => page.locator('.theme-doc-sidebar-container');
const breadcrumb = (page: import('@playwright/test').Page) => page.getByRole('navigation', {name: 'Breadcrumbs'});

test.describe('side navigation', () => {
  test('shows from 768px as collapsible groups, open on the active page’s group', async ({page}) => {
    await open(page, portal('internal', DOC));
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

  test('opens the group of the page after navigating to another group', async ({page}) => {
    test.skip(!hasSideNav(page), 'side navigation from 768px');
    await open(page, portal('internal', 'guidelines/rest/json'));
    const nav = sideNav(page).getByRole('navigation', {name: 'API Guidelines pages'});
    await expect(nav.getByRole('button', {name: 'REST guidelines'})).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', {name: 'Core principles'})).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('button', {name: 'Core principles'}).click();
    await expect(nav.getByRole('button', {name: 'Core principles'})).toHaveAttribute('aria-expanded', 'true');
    // The group opens with a height transition; a click while it still moves can land beside the link.
    const group = nav
      .locator('li.theme-doc-sidebar-item-category')
      .filter({has: page.locator(':scope > div').getByRole('button', {name: 'Core principles', exact: true})});
    await expect(group.locator(':scope > ul')).toHaveAttribute('style', /overflow: visible/);
    await expect(nav.getByRole('link', {name: 'Contract first'})).toBeVisible();
    await nav.getByRole('link', {name: 'Contract first'}).click();
    await expect(page).toHaveURL(portal('internal', 'guidelines/core-principles/contract-first'));
    await expect(nav.getByRole('link', {name: 'Contract first'})).toHaveAttribute('aria-current', 'page');
  });

  test('the full layouts (/, /support, /error) have none, and no breadcrumb', async ({page}) => {
    await open(page, portal('internal'));
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
});

test.describe('breadcrumb', () => {
  const CASES: [string, string[]][] = [
    [DOC, ['Home', 'REST API', 'About the API']],
    ['rest/changelog', ['Home', 'REST API']],
    ['guidelines', ['Home', 'API Guidelines']],
    ['guidelines/rest/json', ['Home', 'API Guidelines', 'REST guidelines']],
    ['guidelines/r103001', ['Home', 'API Guidelines', 'REST guidelines', 'Authorization']],
    ['support/glossary/e-h', ['Home', 'Support', 'Glossary']],
    ['gateway/security/resilience', ['Home', 'API Gateway', 'Security']],
  ];
  test(`${CASES.map(([path]) => `/${path}`).join(', ')}: from Home to the group, never the page itself`, async ({page}) => {
    await open(page, portal('internal', CASES[0][0]));
    for (const [path, expected] of CASES) {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(portal('internal', path));
      await expect(breadcrumb(page).getByRole('listitem'), `/${path}`).toHaveText(expected);
      const title = (await page.locator('h1').first().textContent())!.trim();
      expect(expected, `/${path}`).not.toContain(title);
    }
  });

  test('its entries lead home, to the section and to the group page', async ({page}) => {
    await open(page, portal('internal', 'guidelines/r103001'));
    const nav = breadcrumb(page);
    await expect(nav.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/portal/');
    await expect(nav.getByRole('link', {name: 'API Guidelines'})).toHaveAttribute('href', '/portal/guidelines');
    // A rule's breadcrumb ends on its group's rule table (front matter set by plugins/front-matter).
    await expect(nav.getByRole('link', {name: 'Authorization'})).toHaveAttribute('href', '/portal/guidelines/rest/authorization#rules');
    await nav.getByRole('link', {name: 'Authorization'}).click();
    await expect(page).toHaveURL(portal('internal', 'guidelines/rest/authorization#rules'));
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText(['Home', 'API Guidelines', 'REST guidelines']);
  });
});

test.describe('table of contents', () => {
  test('stands beside the page from 992px and is collapsible below', async ({page}) => {
    await open(page, portal('internal', DOC));
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

  test('switches exactly at the 991/992 band', async ({page}) => {
    test.skip(widthOf(page) !== 1440, 'resizes the window itself: once is enough');
    for (const [width, besideThePage] of [
      [BREAKPOINTS.tabletMin - 1, false],
      [BREAKPOINTS.tabletMin, true],
      [996, true],
    ] as const) {
      await page.setViewportSize({width, height: 900});
      await open(page, portal('internal', DOC));
      await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible({visible: besideThePage});
      await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible({visible: !besideThePage});
    }
  });
});

test.describe('scrolling after navigation', () => {
  test('with a hash, the view scrolls to the target after 500 ms', async ({page}) => {
    // Playwright's clock, paused: the delay runs only as the test advances it.
    await openPaused(page, portal('internal'));
    const target = page.locator('[id="rate-limit-exceeded"]');
    const targetTop = () => target.evaluate((element) => element.getBoundingClientRect().top);
    await navigateInApp(page, 'rest/about-the-api/error-responses#rate-limit-exceeded');
    // The delay counts from the navigation's end, when the new page has been committed.
    await expect(target).toBeAttached();
    await settle(page);
    // Docusaurus jumps to the target at once by itself: put the view back to the top and watch
    // the portal's delayed scroll bring the target into view.
    await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
    await page.clock.runFor(TIMINGS.hashScrollDelayMs - 1);
    await settle(page);
    expect(await page.evaluate(() => window.scrollY), 'still at the top 1 ms before the delay ends').toBe(0);
    expect(await targetTop()).toBeGreaterThan(await page.evaluate(() => window.innerHeight));
    await page.clock.runFor(1);
    await settle(page);
    const top = await targetTop();
    expect(top, 'the target at the top of the view when the delay ends').toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  test('without a hash, the main scroll container goes to the top', async ({page}) => {
    await open(page, portal('internal', 'rest/about-the-api/error-responses'));
    await page.evaluate(() => window.scrollTo({top: document.body.scrollHeight, behavior: 'instant'}));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/portal/rest/about-the-api/headers');
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    });
    await expect(page.locator('h1')).toHaveText('Headers');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
