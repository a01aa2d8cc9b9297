import {type Page, expect, test} from '@playwright/test';
import {TEXTS} from '../../lib/portal/config';
import {SEARCH_PANEL_TEXTS} from '../../lib/portal/texts/search';
import {expectNoViolations} from './frame-helpers';
import {portal, waitForApp} from './support';

// The header's search (issue 11; spec sections 2, 3, 4, 8) against both production builds.

const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DOC = 'rest/getting-started/introduction';

const input = (page: Page) => page.getByRole('combobox', {name: TEXTS.search.label});
const listbox = (page: Page) => page.getByRole('listbox', {name: SEARCH_PANEL_TEXTS.results});
const options = (page: Page) => listbox(page).getByRole('option');
const chip = (page: Page, name: string) => page.getByRole('group', {name: SEARCH_PANEL_TEXTS.filters}).getByRole('button', {name});

async function openPage(page: Page, flavour: 'live' | 'internal' = 'internal', path = DOC): Promise<void> {
  await page.goto(portal(flavour, path));
  await waitForApp(page);
}

/** Types a query and waits for all the results of exactly that query (the first ones come ahead). */
async function search(page: Page, query: string): Promise<void> {
  await input(page).click();
  await input(page).fill(query);
  await expect(listbox(page)).toHaveAttribute('data-query', query);
  await expect(listbox(page)).not.toHaveAttribute('aria-busy');
}

const status = (page: Page) => page.locator('nav.navbar').getByRole('status');

/** Waits until the results, or the empty message, are those of `query`. */
async function settled(page: Page, query: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await status(page).textContent()) === SEARCH_PANEL_TEXTS.empty ||
        (await listbox(page)
          .getAttribute('data-query')
          .catch(() => null)) === query,
    )
    .toBe(true);
}

const selectedOption = (page: Page) => listbox(page).locator('[role="option"][aria-selected="true"]');

async function expectSelected(page: Page, index: number): Promise<void> {
  const id = await options(page).nth(index).getAttribute('id');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', id!);
  await expect(options(page).nth(index)).toHaveAttribute('aria-selected', 'true');
  await expect(selectedOption(page)).toHaveCount(1);
}

/** The box's logic, the panel and the worker's client: the chunk "search" (src/search/hooks/useSearchField). */
const SEARCH_CHUNK = /\/assets\/js\/search\.[0-9a-f]+\.js$/;

/**
 * Holds the chunk "search" back until the returned function is called: the page as a reader on a
 * slow connection meets it, who uses the search before its code is there.
 */
async function holdSearchChunk(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: Promise<void>[] = [];
  await page.route(SEARCH_CHUNK, (route) => {
    requested.push(released.then(() => route.continue()));
  });
  return async () => {
    release();
    await Promise.all(requested);
  };
}

/** The search in the header: its root holds the field, the chips and the results (the part axe looks at once they change). */
const SEARCH_ROOT = 'nav.navbar div[data-open="true"]';

// Each test below opens one page and takes the search through several states, one step each: a page
// load with its hydration costs more than the step itself. Steps leave the search closed or with a
// fresh query, so each starts from a state it sets up itself.

test.describe('on a docs page of the internal portal', () => {
  test.use({userAgent: LINUX_UA});

  test('the search loads on its first sign; results show path, title and excerpt, are chosen by keyboard and open at their heading', async ({page}) => {
    const indexRequests: string[] = [];
    const codeRequests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/portal/search-index/')) {
        indexRequests.push(url);
      }
      if (SEARCH_CHUNK.test(url)) {
        codeRequests.push(url);
      }
    });
    await openPage(page);

    await test.step('the search code comes in idle time after the load, its index and worker on the first sign of a search; answers come from a worker', async () => {
      // Whatever the page fetches by itself has arrived: the search's index would be among it.
      await page.waitForLoadState('networkidle');
      await expect.poll(() => codeRequests).toHaveLength(1);
      expect(indexRequests).toEqual([]);
      expect(page.workers()).toHaveLength(0);
      await input(page).hover();
      await expect.poll(() => indexRequests.some((url) => url.endsWith('/manifest.json'))).toBe(true);
      expect(codeRequests).toHaveLength(1);
      expect(page.workers()).toHaveLength(1);
      await search(page, 'pagination');
      await expect(options(page).first()).toContainText('/rest/about-the-api/pagination');
    });

    await test.step('a result shows its route path, its title with the match highlighted and an excerpt cut with [...]', async () => {
      await search(page, 'idempotency key');
      const first = options(page).first();
      await expect(first).toContainText('/rest/about-the-api/headers');
      await expect(first.locator('mark').first()).toHaveText(/idempotency/i);
      const excerpt = first.locator('span').nth(2);
      await expect(excerpt).toContainText('[...]');
      // About 50 characters each side of the first match, [...] marking both cuts.
      const text = (await excerpt.textContent())!;
      const match = text.search(/Idempotency/i);
      expect(text.startsWith('[...] ') && text.endsWith(' [...]')).toBe(true);
      expect(match).toBeGreaterThanOrEqual(40);
      expect(match).toBeLessThanOrEqual(65);
      expect(text.length - match - 'Idempotency-Key'.length).toBeLessThanOrEqual(65);
    });

    await test.step('listbox semantics: combobox with aria-controls and aria-activedescendant, options with aria-selected', async () => {
      await search(page, 'pagination');
      const listboxId = await listbox(page).getAttribute('id');
      await expect(input(page)).toHaveAttribute('aria-controls', listboxId!);
      await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(input(page)).toHaveAttribute('aria-autocomplete', 'list');
      expect(await options(page).count()).toBeGreaterThan(2);
      await expectSelected(page, 0);
      await expect(status(page)).toHaveText(/^\d+ results?$/);
    });

    await test.step('Up and Down move the selection and wrap around; the mouse selects too', async () => {
      const count = await options(page).count();
      await expectSelected(page, 0);
      await page.keyboard.press('ArrowDown');
      await expectSelected(page, 1);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expectSelected(page, count - 1);
      await page.keyboard.press('ArrowDown');
      await expectSelected(page, 0);
      await options(page).nth(2).hover();
      await expectSelected(page, 2);
      await expect(input(page)).toBeFocused();
    });

    await test.step('one typo still finds the word', async () => {
      await search(page, 'pagnation');
      await expect(options(page).first()).toContainText('/rest/about-the-api/pagination');
      await search(page, 'idempotncy');
      await expect(listbox(page)).toContainText('Idempotency-Key');
    });

    await test.step('a letter that continues a known word shows its results at once, before the worker could reply', async () => {
      /**
       * Types `query` in one go and reports whether its results were in the page before any other
       * task ran: a reply from the worker is a task of its own, an answer ahead is not.
       */
      const shownWithinKeystroke = (query: string) =>
        page.evaluate(async (next) => {
          const field = document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, next);
          field.dispatchEvent(new Event('input', {bubbles: true}));
          // React commits a discrete event's update in a microtask; no task can run in between.
          for (let turn = 0; turn < 5; turn += 1) {
            await Promise.resolve();
          }
          return document.querySelector('[role="listbox"]')?.getAttribute('data-query') === next;
        }, query);
      await expect
        .poll(async () => {
          await search(page, 'paginatio');
          return shownWithinKeystroke('pagination');
        })
        .toBe(true);
      await expect(options(page).first()).toContainText('/rest/about-the-api/pagination');
      // A word the index cannot continue is answered by the worker, a task later.
      await search(page, 'paginatio');
      expect(await shownWithinKeystroke('paginatioz')).toBe(false);
    });

    await test.step('Enter opens the selected result, at its heading, and closes the search', async () => {
      await search(page, 'idempotency key');
      await expect(options(page).first()).toContainText('/rest/about-the-api/headers');
      await expectSelected(page, 0);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(portal('internal', 'rest/about-the-api/headers#idempotency-key'));
      await expect(listbox(page)).toHaveCount(0);
      await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Headers');
    });
  });

  test('the search closes by Escape, its icons and a click outside, opens by Ctrl+K, filters by module, and a click opens a result', async ({page}) => {
    await openPage(page);

    await test.step('Escape closes the search and keeps the focus in the field; typing opens it again', async () => {
      await search(page, 'pagination');
      await page.keyboard.press('Escape');
      await expect(listbox(page)).toHaveCount(0);
      await expect(chip(page, 'REST API')).toHaveCount(0);
      await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(input(page)).not.toHaveAttribute('aria-activedescendant');
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue('pagination');
      await page.keyboard.press('Backspace');
      await expect(listbox(page)).toHaveAttribute('data-query', 'paginatio');
    });

    await test.step('Escape on a chip closes the search and gives the focus back to the field', async () => {
      await search(page, 'pagination');
      await chip(page, 'Support').focus();
      await page.keyboard.press('Escape');
      await expect(listbox(page)).toHaveCount(0);
      await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(input(page)).toBeFocused();
    });

    await test.step('the close icon closes the search; the clear icon empties the field', async () => {
      await search(page, 'pagination');
      await page.getByRole('button', {name: TEXTS.search.clear}).click();
      await expect(input(page)).toHaveValue('');
      await expect(input(page)).toBeFocused();
      await expect(listbox(page)).toHaveCount(0);
      await expect(page.getByRole('button', {name: TEXTS.search.clear})).toHaveCount(0);
      await search(page, 'pagination');
      await page.getByRole('button', {name: TEXTS.search.close}).click();
      await expect(listbox(page)).toHaveCount(0);
      await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(input(page)).toHaveValue('pagination');
    });

    await test.step('a click outside closes the search', async () => {
      await search(page, 'pagination');
      await page.getByRole('heading', {level: 1}).click({position: {x: 5, y: 5}});
      await expect(listbox(page)).toHaveCount(0);
    });

    await test.step('Ctrl+K on Linux opens and focuses the search from anywhere, with the hint saying so', async () => {
      await page.getByRole('button', {name: TEXTS.search.clear}).click();
      await page.locator('main').click();
      await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('kbd')).toHaveText('Ctrl K');
      await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(chip(page, 'REST API')).toBeVisible();
    });

    await test.step('one toggle button per top-nav entry of the internal portal; pressing one keeps results to its section', async () => {
      await input(page).click();
      const chips = page.getByRole('group', {name: SEARCH_PANEL_TEXTS.filters}).getByRole('button');
      await expect(chips).toHaveText(['REST API', 'API Guidelines', 'API Gateway', 'Support', 'Wiki']);
      for (const name of ['REST API', 'API Guidelines', 'API Gateway', 'Support', 'Wiki']) {
        await expect(chip(page, name)).toHaveAttribute('aria-pressed', 'false');
      }
      await search(page, 'pagination');
      await expect(listbox(page)).toContainText('/rest/');
      await chip(page, 'API Guidelines').click();
      await expect(chip(page, 'API Guidelines')).toHaveAttribute('aria-pressed', 'true');
      await expect(async () => {
        const paths = await options(page).locator('span:first-child').allTextContents();
        expect(paths.length).toBeGreaterThan(0);
        expect(paths.filter((path) => !path.startsWith('/guidelines'))).toEqual([]);
      }).toPass();
      await chip(page, 'Support').click();
      await expect(async () => {
        const paths = await options(page).locator('span:first-child').allTextContents();
        expect(paths.some((path) => path.startsWith('/support'))).toBe(true);
        expect(paths.filter((path) => !/^\/(guidelines|support)/.test(path))).toEqual([]);
      }).toPass();
      await chip(page, 'API Guidelines').click();
      await chip(page, 'Support').click();
      await expect(chip(page, 'Support')).toHaveAttribute('aria-pressed', 'false');
      await expect(async () => {
        const paths = await options(page).locator('span:first-child').allTextContents();
        expect(paths[0]).toBe('/rest/about-the-api/pagination');
      }).toPass();
    });

    await test.step('no match: the empty message, also when a filter leaves nothing', async () => {
      await input(page).click();
      await input(page).fill('zzqxjv');
      await expect(page.getByText(SEARCH_PANEL_TEXTS.empty, {exact: true})).toBeVisible();
      await expect(listbox(page)).toHaveCount(0);
      await expect(input(page)).not.toHaveAttribute('aria-activedescendant');
      await search(page, 'R102001');
      await chip(page, 'Support').click();
      await expect(page.getByText(SEARCH_PANEL_TEXTS.empty, {exact: true})).toBeVisible();
      await chip(page, 'Support').click();
      await expect(chip(page, 'Support')).toHaveAttribute('aria-pressed', 'false');
    });

    // The page types' visit runs axe on the whole page with the results open (page-types.ts): here
    // the search alone, in the state only this test reaches (a chip pressed).
    await test.step('axe: no violation in the search with the results open and a chip pressed', async () => {
      await search(page, 'idempotency key');
      await chip(page, 'REST API').click();
      await expect(chip(page, 'REST API')).toHaveAttribute('aria-pressed', 'true');
      await expect(listbox(page).getByRole('option').first()).toBeVisible();
      await expectNoViolations(page, {within: SEARCH_ROOT});
      await chip(page, 'REST API').click();
      await expect(chip(page, 'REST API')).toHaveAttribute('aria-pressed', 'false');
    });

    await test.step('the internal portal finds the internal pages (those the live portal must not find)', async () => {
      await search(page, 'gateway environments');
      await expect(options(page).first()).toContainText('/gateway/');
      await search(page, 'authorizePayment');
      await expect(options(page).first()).toContainText('/reference/specs/payment/operations/authorizePayment');
    });

    await test.step('a click on a result opens it and closes the search', async () => {
      await search(page, 'R102001');
      await expect(options(page).first()).toContainText('/guidelines/r102001');
      await options(page).first().click();
      await expect(page).toHaveURL(portal('internal', 'guidelines/r102001'));
      await expect(listbox(page)).toHaveCount(0);
    });
  });
});

test.describe('before the search code has arrived (held back)', () => {
  test.use({userAgent: LINUX_UA});

  test('what is typed at once after the focus stays in the same field and is searched once the code is there; then Down, Up and Escape work', async ({
    page,
  }) => {
    const release = await holdSearchChunk(page);
    await openPage(page);
    await input(page).click();
    // The element the server rendered: the box's code must take it over, not put another in its place.
    await input(page).evaluate((element) => ((window as unknown as {searchField: Element}).searchField = element));
    await page.keyboard.type('pagination');
    await expect(input(page)).toHaveValue('pagination');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox(page)).toHaveCount(0);

    await release();
    await expect(listbox(page)).toHaveAttribute('data-query', 'pagination');
    await expect(listbox(page)).not.toHaveAttribute('aria-busy');
    expect(await input(page).evaluate((element) => element === (window as unknown as {searchField: Element}).searchField)).toBe(true);
    await expect(input(page)).toBeFocused();
    await expect(options(page).first()).toContainText('/rest/about-the-api/pagination');

    await expectSelected(page, 0);
    await page.keyboard.press('ArrowDown');
    await expectSelected(page, 1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expectSelected(page, (await options(page).count()) - 1);
    await page.keyboard.press('Escape');
    await expect(listbox(page)).toHaveCount(0);
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('pagination');
  });

  test('an IME composition started before the code arrives goes on undisturbed and its text is searched', async ({page}) => {
    const release = await holdSearchChunk(page);
    await openPage(page);
    await input(page).click();
    await page.keyboard.type('pagi');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', {text: 'n', selectionStart: 1, selectionEnd: 1});
    await release();
    // The box's code takes over while the composition is open (it starts the worker as it does); the reader goes on composing.
    await expect.poll(() => page.workers().length).toBe(1);
    await cdp.send('Input.imeSetComposition', {text: 'nation', selectionStart: 6, selectionEnd: 6});
    await cdp.send('Input.insertText', {text: 'nation'});
    await expect(input(page)).toHaveValue('pagination');
    await expect(listbox(page)).toHaveAttribute('data-query', 'pagination');
    await expect(input(page)).toBeFocused();
  });

  test('Ctrl+K on a page just loaded opens and focuses the search; what is typed then is searched once the code is there', async ({page}) => {
    const release = await holdSearchChunk(page);
    await openPage(page);
    await expect(page.locator('kbd')).toHaveText('Ctrl K');
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('idempotency key');
    await release();
    await expect(listbox(page)).toHaveAttribute('data-query', 'idempotency key');
    await expect(options(page).first()).toContainText('/rest/about-the-api/headers');
    await expect(chip(page, 'REST API')).toBeVisible();
  });
});

test.describe('the live portal, on a Mac', () => {
  test.use({userAgent: MAC_UA});

  test('Cmd+K opens and focuses the search (Ctrl+K is left to the browser); no Gateway or Wiki chip; nothing internal is found', async ({page}) => {
    await openPage(page, 'live');

    await test.step('Cmd+K opens and focuses the search; Ctrl+K is left to the browser', async () => {
      await expect(page.locator('kbd')).toHaveText('⌘ K');
      await page.locator('main').click();
      await page.keyboard.press('Control+k');
      await expect(input(page)).not.toBeFocused();
      await page.keyboard.press('Meta+k');
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
    });

    await test.step('the live portal has no Gateway or Wiki chip', async () => {
      await input(page).click();
      await expect(page.getByRole('group', {name: SEARCH_PANEL_TEXTS.filters}).getByRole('button')).toHaveText(['REST API', 'API Guidelines', 'Support']);
    });

    // The internal portal finds these (the second test above).
    await test.step('the live portal finds nothing internal', async () => {
      for (const query of ['gateway environments', 'api portal publishing', 'authorizePayment']) {
        await input(page).click();
        await input(page).fill(query);
        await settled(page, query);
        const paths = (await options(page).locator('span:first-child').allTextContents()).join(' ');
        expect(paths).not.toMatch(/\/(gateway|wiki)\/|\/payment\//);
      }
    });
  });
});

test('the field shows its whole placeholder at every width where it shows, closed and open; in the mobile header the results span the window', async ({
  page,
}) => {
  /** The placeholder's width in the input's font against the room the input gives it, once the field's width transition has ended; null where no field shows. */
  const fit = () =>
    page.evaluate(async () => {
      // A change of width or of state starts the field's CSS transition (150 ms) at the next frame.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((transition) => transition.finished.catch(() => undefined)),
      );
      const field = Array.from(document.querySelectorAll<HTMLInputElement>('input[role="combobox"]')).find((element) => element.getClientRects().length > 0);
      if (!field) {
        return null;
      }
      const style = getComputedStyle(field);
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The field as drawn: collapsed to its icon, it shows no text at all.
      const drawn = field.parentElement!.getBoundingClientRect().width;
      return {room, drawn, text: context.measureText(field.placeholder).width, placeholder: field.placeholder};
    });
  await openPage(page);
  await test.step('the whole placeholder shows at every width, closed and open', async () => {
    for (const width of [375, 768, 800, 861, 992, 1024, 1279, 1280, 1440, 1920]) {
      await page.setViewportSize({width, height: 900});
      const closed = await fit();
      // Where the field is an icon until it opens (below 768 px, and from 861 to 991 px), only its open state shows text.
      if (closed && closed.drawn > 64) {
        expect(closed.text, `${width}px, closed: "${closed.placeholder}"`).toBeLessThanOrEqual(closed.room);
      }
      await input(page).focus();
      const open = await fit();
      expect(open?.drawn ?? 0, `${width}px: a field shows once the search is open`).toBeGreaterThan(64);
      expect(open!.text, `${width}px, open: "${open!.placeholder}"`).toBeLessThanOrEqual(open!.room);
      await page.keyboard.press('Escape');
      await input(page).blur();
    }
  });

  await test.step('in the mobile header (375 px) the search is in the header; opened, its results span the window and lead to the page', async () => {
    await page.setViewportSize({width: 375, height: 812});
    await expect(page.getByRole('button', {name: 'Open menu'})).toBeVisible();
    await expect(input(page)).toBeVisible();
    await search(page, 'pagination');
    const box = (await listbox(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(options(page).first()).toBeInViewport();
    await options(page).first().click();
    await expect(page).toHaveURL(portal('internal', 'rest/about-the-api/pagination'));
    await expect(listbox(page)).toHaveCount(0);
  });
});
