import {expect, test} from '@playwright/test';
import {TIMINGS} from '../../src/portal/config';
import {portal} from './support';
import {DOC, drawer, focusedText, hasSideNav, header, isMobileHeader, menuButton, open, readTiming, tabTo, widthOf} from './frame-helpers';

const ENTRIES = ['REST API', 'API Guidelines', 'API Gateway', 'Support', 'Wiki'];
// Margins around the 300 ms delays: timers never fire early, but a busy machine can be late.
const EARLY = 20;
const LATE = 450;

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
    await open(page, portal('internal', DOC));
    const nav = header(page);
    const entry = nav.getByRole('link', {name: 'Support', exact: true});
    const menu = nav.getByRole('link', {name: 'Glossary'});
    await expect(menu).toBeHidden();
    await entry.hover();
    await expect(menu).toBeVisible();
    // Record in the page when the pointer leaves the group, when the menu hides, and whether it
    // was still open half-way through the delay.
    await page.evaluate((probeMs) => {
      const group = document.querySelector('[aria-label="Support pages"]')!.parentElement!;
      const panel = group.querySelector('div[id]') as HTMLElement;
      const timing: {start?: number; end?: number; probe?: boolean} = {};
      (window as unknown as {__timing: typeof timing}).__timing = timing;
      group.addEventListener(
        'mouseleave',
        () => {
          timing.start = performance.now();
          setTimeout(() => (timing.probe = !panel.hidden), probeMs);
        },
        {once: true},
      );
      new MutationObserver(() => {
        if (panel.hidden && timing.start !== undefined && timing.end === undefined) {
          timing.end = performance.now();
        }
      }).observe(panel, {attributes: true, attributeFilter: ['hidden']});
    }, TIMINGS.dropdownCloseMs / 2);
    await page.mouse.move(5, 600);
    const {elapsed, probe} = await readTiming(page);
    expect(probe, 'still open half-way through the delay').toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(TIMINGS.dropdownCloseMs - EARLY);
    expect(elapsed).toBeLessThan(TIMINGS.dropdownCloseMs + LATE);
    await expect(menu).toBeHidden();
  });

  test('coming back within the delay keeps the dropdown open', async ({page}) => {
    await open(page, portal('internal', DOC));
    const nav = header(page);
    await nav.getByRole('link', {name: 'API Guidelines', exact: true}).hover();
    const item = nav.getByRole('link', {name: 'Core principles'});
    await expect(item).toBeVisible();
    // Leave and come back with raw pointer moves: hover()'s actionability checks could take longer
    // than the delay on a loaded machine.
    const box = (await item.boundingBox())!;
    await page.mouse.move(5, 600);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(TIMINGS.dropdownCloseMs + 200);
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
    await open(page, portal('internal', DOC));
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate((probeMs) => {
      const root = document.querySelector('[data-testid="drawer"]')!;
      const panel = root.querySelector('[role="dialog"]') as HTMLElement;
      const timing: {start?: number; end?: number; probe?: boolean; offset?: number} = {};
      (window as unknown as {__timing: typeof timing}).__timing = timing;
      root.querySelector('[aria-label="Close menu"]')!.addEventListener('click', () => {
        timing.start = performance.now();
        setTimeout(() => {
          // Half-way: still there, sliding out (moved left, not yet fully).
          timing.probe = root.isConnected && root.getAttribute('data-state') === 'closing';
          timing.offset = panel.getBoundingClientRect().left;
        }, probeMs);
      });
      new MutationObserver(() => {
        if (!root.isConnected && timing.end === undefined) {
          timing.end = performance.now();
        }
      }).observe(document.body, {childList: true, subtree: true});
    }, TIMINGS.drawerCloseMs / 2);
    await drawer(page).getByRole('button', {name: 'Close menu'}).click();
    const {elapsed, probe} = await readTiming(page);
    const offset = await page.evaluate(() => (window as unknown as {__timing: {offset: number}}).__timing.offset);
    expect(probe, 'still closing half-way through').toBe(true);
    expect(offset).toBeLessThan(0);
    expect(elapsed).toBeGreaterThanOrEqual(TIMINGS.drawerCloseMs - EARLY);
    expect(elapsed).toBeLessThan(TIMINGS.drawerCloseMs + LATE);
    await expect(drawer(page)).toHaveCount(0);
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
        return controls.filter((element) => element.getBoundingClientRect().right > viewport + 0.5).map((element) => element.getAttribute('aria-label') ?? element.textContent);
      }, width);
      expect({width, overflowing}).toEqual({width, overflowing: []});
    }
  });
});
