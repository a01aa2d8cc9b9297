import {expect, test} from '@playwright/test';
import {TIMINGS} from '../../lib/portal/config';
import {portal} from './support';
import {DOC, drawer, focusedText, hasSideNav, header, isMobileHeader, menuButton, open, openPaused, settle, tabTo, widthOf} from './frame-helpers';

const ENTRIES = ['REST API', 'API Guidelines', 'API Gateway', 'Support', 'Wiki'];
// The 300 ms delays are checked with Playwright's clock, paused (openPaused): open 1 ms before, closed on time.

test.describe('header above 860px: logo, entries, dropdowns, search', () => {
  test.beforeEach(({page}) => test.skip(isMobileHeader(page), 'desktop header only'));

  test('shows the logo, every top-nav entry, the dropdown toggles and search; no menu button', async ({page}) => {
    await open(page, portal('internal', DOC));
    const nav = header(page);
    await expect(nav.getByRole('link', {name: 'Lindenkauf Consumer API, home'})).toBeVisible();
    for (const label of ENTRIES) {
      await expect(nav.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(nav.getByRole('button', {name: 'API Guidelines pages'})).toBeVisible();
    await expect(nav.getByRole('button', {name: 'Support pages'})).toBeVisible();
    await expect(nav.getByRole('combobox', {name: 'Search'})).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
  });

  test('marks the active entry and the active dropdown page', async ({page}) => {
    await open(page, portal('internal', 'guidelines/rest/json'));
    const nav = header(page);
    await expect(nav.getByRole('link', {name: 'API Guidelines', exact: true})).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('link', {name: 'REST API', exact: true})).not.toHaveAttribute('aria-current');
    await nav.getByRole('button', {name: 'API Guidelines pages'}).click();
    await expect(nav.getByRole('link', {name: 'REST guidelines'})).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('link', {name: 'Changelog'})).not.toHaveAttribute('aria-current');
  });

  test('a dropdown opens on hover and closes 300 ms after the mouse leaves', async ({page}) => {
    await openPaused(page, portal('internal', DOC));
    const nav = header(page);
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

  test('coming back within the delay keeps the dropdown open', async ({page}) => {
    await openPaused(page, portal('internal', DOC));
    const nav = header(page);
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

test.describe('header at 860px and below: menu button, logo, search and the drawer', () => {
  test.beforeEach(({page}) => test.skip(!isMobileHeader(page), 'mobile header only'));

  test('shows the menu button, the logo and search; the entries wait in the drawer', async ({page}) => {
    await open(page, portal('internal', DOC));
    const nav = header(page);
    await expect(menuButton(page)).toBeVisible();
    await expect(nav.getByRole('link', {name: 'Lindenkauf Consumer API, home'})).toBeVisible();
    await expect(nav.getByRole('combobox', {name: 'Search'})).toBeVisible();
    for (const label of ENTRIES) {
      await expect(nav.getByRole('link', {name: label, exact: true})).toBeHidden();
    }
    await expect(drawer(page)).toHaveCount(0);
  });

  test('the drawer lists every entry and its pages, with the active ones marked', async ({page}) => {
    await open(page, portal('internal', 'guidelines/rest/json'));
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

  test('closing animates and the drawer is gone after 300 ms', async ({page}) => {
    await openPaused(page, portal('internal', DOC));
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

  test('the backdrop closes it, and following a link closes it', async ({page}) => {
    await open(page, portal('internal', DOC));
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.mouse.click(widthOf(page) - 10, 400);
    await expect(drawer(page)).toHaveCount(0);

    await menuButton(page).click();
    await drawer(page).getByRole('link', {name: 'Wiki', exact: true}).click();
    await expect(page).toHaveURL(portal('internal', 'wiki/introduction'));
    await expect(drawer(page)).toHaveCount(0);
  });

  test('below 768px the drawer carries the side navigation of the section', async ({page}) => {
    await open(page, portal('internal', DOC));
    await menuButton(page).click();
    const sectionPages = drawer(page).getByRole('region', {name: /In this section/});
    if (hasSideNav(page)) {
      // From 768px the side navigation is on the page itself.
      await expect(sectionPages).toBeHidden();
      return;
    }
    await expect(sectionPages).toBeVisible();
    await expect(sectionPages.getByRole('link', {name: 'Pagination'})).toHaveAttribute('aria-current', 'page');
    await sectionPages.getByRole('button', {name: /Getting started/}).click();
    await sectionPages.getByRole('link', {name: 'Scopes'}).click();
    await expect(page).toHaveURL(portal('internal', 'rest/getting-started/scopes'));
    await expect(drawer(page)).toHaveCount(0);
  });

  test('the drawer works with the keyboard alone', async ({page}) => {
    await open(page, portal('internal', DOC));
    await tabTo(page, menuButton(page));
    await page.keyboard.press('Enter');
    const panel = drawer(page);
    await expect(panel).toBeVisible();
    // Focus moved into the drawer and Tab keeps it there.
    for (let i = 0; i < 40; i++) {
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();

    // Open again and follow an entry with Enter.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await tabTo(page, panel.getByRole('link', {name: 'Support', exact: true}));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(portal('internal', 'support'));
  });
});

test('search is in the header at every width', async ({page}) => {
  await open(page, portal('internal'));
  await expect(header(page).getByRole('combobox', {name: 'Search'})).toBeVisible();
});

test.describe('header at the band edges', () => {
  test('every header control fits in the window at 767/768, 860/861, 991/992 and 1279/1280', async ({page}) => {
    test.skip(widthOf(page) !== 1440, 'resizes the window itself: once is enough');
    for (const width of [767, 768, 860, 861, 991, 992, 1279, 1280]) {
      await page.setViewportSize({width, height: 800});
      await open(page, portal('internal', DOC));
      const overflowing = await header(page).evaluate((nav, viewport) => {
        const controls = Array.from(nav.querySelectorAll<HTMLElement>('a, button, input')).filter((element) => element.getClientRects().length > 0);
        return controls
          .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
          .map((element) => element.getAttribute('aria-label') ?? element.textContent);
      }, width);
      expect({width, overflowing}).toEqual({width, overflowing: []});
    }
  });
});
