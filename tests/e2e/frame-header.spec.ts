import {type Page, expect, test} from '@playwright/test';
import {SESSION, TEXTS, TIMINGS} from '../../lib/portal/config';
import {HEADER_TAGS, ONE_WIDTH_TAG} from '../../playwright.config';
import {navigateInApp, portal} from './support';
import {
  DOC,
  HEADER,
  HEADER_AND_DRAWER,
  drawer,
  expectNoViolations,
  finishAnimations,
  focusedText,
  hasSideNav,
  header,
  menuButton,
  open,
  openPaused,
  screenshot,
  settle,
  tabTo,
  waitForIcons,
  widthOf,
} from './frame-helpers';

const ENTRIES = ['REST API', 'API Guidelines', 'API Gateway', 'Support', 'Wiki'];
const sideNav = (page: Page) => page.locator('.theme-doc-sidebar-container');
const banner = (page: Page) => page.getByRole('complementary', {name: TEXTS.infoBanner.region});

// Issue 33: the internal portal's header offers Sign out (src/frame/components/SignOut): in the
// header above 860px, in the drawer below. It leads to the proxy's sign-out, which returns to the
// start page. Nothing here follows the link: the test servers have no proxy behind /oauth2/.
// frame-sign-out.spec.ts checks that the live portal has none.
const SIGN_OUT = `/oauth2/sign_out?rd=${encodeURIComponent('/portal/')}`;

// The 300 ms delays are checked with Playwright's clock, paused (openPaused): open 1 ms before, closed on time.
// Each test serves the checks of one page load; a step names what it checks, so a failure says what broke.

/** Hash scrolling after a client-side navigation (spec section 2), with the clock paused since the page loaded. */
async function expectDelayedHashScroll(page: Page): Promise<void> {
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
}

/** The info banner shows on the develop host only (frame-banner.spec.ts): here, well past its delay, it never came. */
async function expectNoBannerOnThisHost(page: Page): Promise<void> {
  await page.clock.runFor(2 * TIMINGS.infoBannerDelayMs);
  await settle(page);
  await expect(banner(page), 'no info banner on the 127.0.0.1 host').toHaveCount(0);
}

test.describe('header above 860px: logo, entries, dropdowns, search, Sign out', {tag: HEADER_TAGS.desktop}, () => {
  test('on a docs page: every entry, the dropdown toggles, search and Sign out, an open dropdown passing axe; then the active entry on a guidelines page', async ({
    page,
  }, testInfo) => {
    await open(page, portal('internal', DOC));
    const nav = header(page);
    await test.step('the logo, every top-nav entry, the dropdown toggles and search; no menu button', async () => {
      await expect(nav.getByRole('link', {name: 'Lindenkauf Consumer API, home'})).toBeVisible();
      for (const label of ENTRIES) {
        await expect(nav.getByRole('link', {name: label, exact: true})).toBeVisible();
      }
      await expect(nav.getByRole('button', {name: 'API Guidelines pages'})).toBeVisible();
      await expect(nav.getByRole('button', {name: 'Support pages'})).toBeVisible();
      await expect(nav.getByRole('combobox', {name: 'Search'})).toBeVisible();
      await expect(menuButton(page)).toBeHidden();
    });
    await test.step('internal: Sign out is in the header, a 24 px target in the window, reachable by keyboard', async () => {
      const link = nav.getByRole('link', {name: SESSION.texts.signOut});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', SIGN_OUT);
      await tabTo(page, link);
      await expect(link).toBeFocused();
      // In the window, a target of at least 24 px, with its words as tooltip; the brand still leads home.
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(widthOf(page));
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      await expect(link).toHaveAttribute('title', SESSION.texts.signOut);
      await expect(nav.getByRole('link', {name: 'Lindenkauf Consumer API, home'})).toBeVisible();
    });
    await test.step('the open dropdown: screenshot, and axe on the header', async () => {
      await waitForIcons(page);
      await nav.getByRole('button', {name: 'API Guidelines pages'}).click();
      await expect(nav.getByRole('link', {name: 'Core principles'})).toBeVisible();
      await screenshot(page, testInfo, 'dropdown');
      // The page around it is the page at rest, checked in full by frame-visual at this width.
      await expectNoViolations(page, {within: HEADER});
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', {name: 'Core principles'})).toBeHidden();
    });
    // Which entry is active follows the page shown; a client-side navigation shows it as a load would.
    await navigateInApp(page, 'guidelines/rest/json');
    // Rendered, and the header's effects for the new page have run (a change of page closes the drawer).
    await expect(page.locator('h1')).toHaveText('REST: JSON');
    await settle(page);
    await test.step('on a REST guidelines page, the header marks the active entry and the active dropdown page', async () => {
      await expect(nav.getByRole('link', {name: 'API Guidelines', exact: true})).toHaveAttribute('aria-current', 'true');
      await expect(nav.getByRole('link', {name: 'REST API', exact: true})).not.toHaveAttribute('aria-current');
      await nav.getByRole('button', {name: 'API Guidelines pages'}).click();
      await expect(nav.getByRole('link', {name: 'REST guidelines'})).toHaveAttribute('aria-current', 'true');
      await expect(nav.getByRole('link', {name: 'Changelog'})).not.toHaveAttribute('aria-current');
      // Closed again, so that it covers nothing of the side navigation below.
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', {name: 'REST guidelines'})).toBeHidden();
    });
    await test.step('the side navigation opens the group of the page after navigating to another group', () => expectSideNavFollowsNavigation(page));
  });

  test('timed: a dropdown closes 300 ms after the mouse leaves, unless it comes back; hash scroll after 500 ms', async ({page}) => {
    await openPaused(page, portal('internal', DOC));
    const nav = header(page);
    await test.step('a dropdown opens on hover and closes 300 ms after the mouse leaves', async () => {
      const entry = nav.getByRole('link', {name: 'Support', exact: true});
      const menu = nav.getByRole('link', {name: 'Glossary'});
      const toggle = nav.getByRole('button', {name: 'Support pages'});
      await expect(menu).toBeHidden();
      await entry.hover();
      await expect(menu).toBeVisible();
      await page.mouse.move(5, 600);
      await settle(page);
      await page.clock.runFor(TIMINGS.dropdownCloseMs - 1);
      await settle(page);
      await expect(menu, 'still open 1 ms before the delay ends').toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.clock.runFor(1);
      await expect(menu, 'closed when the delay ends').toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
    await test.step('coming back within the delay keeps the dropdown open', async () => {
      await nav.getByRole('link', {name: 'API Guidelines', exact: true}).hover();
      const item = nav.getByRole('link', {name: 'Core principles'});
      await expect(item).toBeVisible();
      const box = (await item.boundingBox())!;
      await page.mouse.move(5, 600);
      await settle(page);
      await page.clock.runFor(TIMINGS.dropdownCloseMs - 1);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await settle(page);
      // Well past the first delay: the pending close was cancelled.
      await page.clock.runFor(2 * TIMINGS.dropdownCloseMs);
      await settle(page);
      await expect(item).toBeVisible();
      await item.click();
      await expect(page).toHaveURL(portal('internal', 'guidelines/core-principles/api-design'));
      await expect(item).toBeHidden();
    });
    await test.step('with a hash, the view scrolls to the target 500 ms after a navigation', () => expectDelayedHashScroll(page));
    await test.step('no info banner on another host than develop', () => expectNoBannerOnThisHost(page));
  });

  test('keyboard users open the dropdown, move through it and leave it', async ({page}) => {
    await open(page, portal('internal', DOC));
    const nav = header(page);
    const toggle = nav.getByRole('button', {name: 'API Guidelines pages'});
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Overview');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Core principles');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe('Changelog');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Space opens it too; Tab walks through the pages and out, which closes it.
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Overview', 'Core principles', 'REST guidelines', 'Event guidelines', 'Changelog']) {
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe(label);
    }
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('API Gateway');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', {name: 'Event guidelines'})).toBeHidden();

    // Enter on a page follows it.
    await tabTo(page, nav.getByRole('button', {name: 'Support pages'}));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('FAQ');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(portal('internal', 'support/faq/topics'));
  });
});

test.describe('header at 860px and below: menu button, logo, search and the drawer', {tag: HEADER_TAGS.mobile}, () => {
  test('on a docs page: the entries wait in the drawer, which the backdrop and its links close, the open drawer passing axe; then the active entry on a guidelines page', async ({
    page,
  }, testInfo) => {
    await open(page, portal('internal', DOC));
    const nav = header(page);
    await test.step('the menu button, the logo and search; the entries and Sign out wait in the drawer', async () => {
      await expect(menuButton(page)).toBeVisible();
      await expect(nav.getByRole('link', {name: 'Lindenkauf Consumer API, home'})).toBeVisible();
      await expect(nav.getByRole('combobox', {name: 'Search'})).toBeVisible();
      for (const label of ENTRIES) {
        await expect(nav.getByRole('link', {name: label, exact: true})).toBeHidden();
      }
      await expect(drawer(page)).toHaveCount(0);
      await expect(nav.getByRole('link', {name: SESSION.texts.signOut})).toBeHidden();
    });
    await test.step('the backdrop closes it', async () => {
      await menuButton(page).click();
      await expect(drawer(page)).toBeVisible();
      await page.mouse.click(widthOf(page) - 10, 400);
      await expect(drawer(page)).toHaveCount(0);
    });
    await test.step('the open drawer: screenshot, and axe on the header and the drawer', async () => {
      await waitForIcons(page);
      await menuButton(page).click();
      await expect(drawer(page)).toBeVisible();
      await finishAnimations(page.getByTestId('drawer'));
      await screenshot(page, testInfo, 'drawer');
      // The page behind it is the page at rest, checked in full by frame-visual at this width.
      await expectNoViolations(page, {within: HEADER_AND_DRAWER});
    });
    await test.step('below 768px the drawer carries the side navigation of the section', async () => {
      const sectionPages = drawer(page).getByRole('region', {name: /In this section/});
      if (hasSideNav(page)) {
        // From 768px the side navigation is on the page itself.
        await expect(sectionPages).toBeHidden();
        await drawer(page).getByRole('button', {name: 'Close menu'}).click();
        await expect(drawer(page)).toHaveCount(0);
        return;
      }
      await expect(sectionPages).toBeVisible();
      await expect(sectionPages.getByRole('link', {name: 'Pagination'})).toHaveAttribute('aria-current', 'page');
      await sectionPages.getByRole('button', {name: /Getting started/}).click();
      await sectionPages.getByRole('link', {name: 'Scopes'}).click();
      await expect(page).toHaveURL(portal('internal', 'rest/getting-started/scopes'));
      await expect(drawer(page)).toHaveCount(0);
    });
    await test.step('following a link closes it', async () => {
      await menuButton(page).click();
      await drawer(page).getByRole('link', {name: 'Wiki', exact: true}).click();
      await expect(page).toHaveURL(portal('internal', 'wiki/introduction'));
      await expect(drawer(page)).toHaveCount(0);
    });
    // Which entry is active follows the page shown; a client-side navigation shows it as a load would.
    await navigateInApp(page, 'guidelines/rest/json');
    // Rendered, and the header's effects for the new page have run (a change of page closes the drawer).
    await expect(page.locator('h1')).toHaveText('REST: JSON');
    await settle(page);
    await test.step('on a REST guidelines page, the drawer lists every entry and its pages, with the active ones marked', async () => {
      await menuButton(page).click();
      const panel = drawer(page);
      await expect(panel).toBeVisible();
      for (const label of ENTRIES) {
        await expect(panel.getByRole('link', {name: label, exact: true})).toBeVisible();
      }
      await expect(panel.getByRole('link', {name: 'API Guidelines', exact: true})).toHaveAttribute('aria-current', 'true');
      // The active group is open; the others fold out on request.
      await expect(panel.getByRole('link', {name: 'REST guidelines'})).toHaveAttribute('aria-current', 'true');
      await expect(panel.getByRole('link', {name: 'Glossary'})).toBeHidden();
      await panel.getByRole('button', {name: 'Support pages'}).click();
      await expect(panel.getByRole('link', {name: 'Glossary'})).toBeVisible();
    });
    if (hasSideNav(page)) {
      await test.step('from 768px the side navigation opens the group of the page after navigating to another group', async () => {
        await drawer(page).getByRole('button', {name: 'Close menu'}).click();
        await expect(drawer(page)).toHaveCount(0);
        await expectSideNavFollowsNavigation(page);
      });
    }
  });

  test('timed: closing the drawer animates and it is gone after 300 ms; hash scroll after 500 ms', async ({page}) => {
    await openPaused(page, portal('internal', DOC));
    await test.step('closing animates and the drawer is gone after 300 ms', async () => {
      await menuButton(page).click();
      await expect(drawer(page)).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      const root = page.getByTestId('drawer');
      await drawer(page).getByRole('button', {name: 'Close menu'}).click();
      await expect(root).toHaveAttribute('data-state', 'closing');
      // The panel slides out over the delay: paused half-way, it stands left of its place.
      const halfWay = await drawer(page).evaluate((panel, ms) => {
        const slide = panel.getAnimations().find((animation) => (animation as CSSAnimation).animationName?.startsWith('slideOut'));
        if (!slide) {
          return null;
        }
        slide.pause();
        const duration = slide.effect!.getTiming().duration;
        slide.currentTime = ms / 2;
        const left = panel.getBoundingClientRect().left;
        slide.play();
        return {duration, left};
      }, TIMINGS.drawerCloseMs);
      expect(halfWay, 'the panel runs its slide-out animation').not.toBeNull();
      expect(halfWay!.duration).toBe(TIMINGS.drawerCloseMs);
      expect(halfWay!.left).toBeLessThan(0);
      await settle(page);
      await page.clock.runFor(TIMINGS.drawerCloseMs - 1);
      await settle(page);
      await expect(root, 'still there, closing, 1 ms before the delay ends').toHaveAttribute('data-state', 'closing');
      await page.clock.runFor(1);
      await expect(drawer(page), 'gone when the delay ends').toHaveCount(0);
      await expect(root).toHaveCount(0);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    });
    await test.step('with a hash, the view scrolls to the target 500 ms after a navigation', () => expectDelayedHashScroll(page));
    await test.step('no info banner on another host than develop', () => expectNoBannerOnThisHost(page));
  });

  test('the drawer works with the keyboard alone, Sign out included', async ({page}) => {
    await open(page, portal('internal', DOC));
    await tabTo(page, menuButton(page));
    await page.keyboard.press('Enter');
    const panel = drawer(page);
    await expect(panel).toBeVisible();
    const focusInDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    expect(await focusInDrawer(), 'focus moved into the drawer').toBe(true);
    await test.step('internal: Sign out is in the drawer, reachable by keyboard', async () => {
      const link = panel.getByRole('link', {name: SESSION.texts.signOut});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', SIGN_OUT);
      await tabTo(page, link);
      await expect(link).toBeFocused();
    });
    await test.step('focus stays in the drawer; Escape closes it and gives focus back to the menu button', async () => {
      for (let i = 0; i < 40; i++) {
        expect(await focusInDrawer()).toBe(true);
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDrawer()).toBe(true);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(menuButton(page)).toBeFocused();
    });
    await test.step('open again and follow an entry with Enter', async () => {
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      await tabTo(page, panel.getByRole('link', {name: 'Support', exact: true}));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(portal('internal', 'support'));
    });
  });
});

test.describe('header at the band edges', () => {
  // The test sets each width itself, so the project's width changes nothing.
  test('every header control fits in the window at 767/768, 860/861, 991/992 and 1279/1280', {tag: ONE_WIDTH_TAG}, async ({page}) => {
    // The header is laid out by CSS and by media queries the app follows (useMediaQuery), so one
    // load, resized across the band edges, lays it out as a load at each width would.
    const widths = [767, 768, 860, 861, 991, 992, 1279, 1280];
    await page.setViewportSize({width: widths[0], height: 800});
    await open(page, portal('internal', DOC));
    const overflowingAt = (width: number) =>
      header(page).evaluate((nav, viewport) => {
        const controls = Array.from(nav.querySelectorAll<HTMLElement>('a, button, input')).filter((element) => element.getClientRects().length > 0);
        return controls
          .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
          .map((element) => element.getAttribute('aria-label') ?? element.textContent);
      }, width);
    for (const width of widths) {
      await page.setViewportSize({width, height: 800});
      // The app's media-query state changes on the resize event, so its render can still be pending
      // right after the resize: poll until the header settles; a real overflow never does.
      await expect.poll(() => overflowingAt(width), {message: `header controls past the window's edge at ${width}px`}).toEqual([]);
    }
  });
});

/** On /guidelines/rest/json, with the side navigation on the page (from 768px). */
async function expectSideNavFollowsNavigation(page: Page): Promise<void> {
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
}
