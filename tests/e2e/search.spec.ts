import {type Page, expect, test} from '@playwright/test';
import {TEXTS} from '../../lib/portal/config';
import {expectNoViolations} from './frame-helpers';
import {portal, waitForApp} from './support';

// The header's search (issue 11; spec sections 2, 3, 4, 8) against both production builds.

const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DOC = 'rest/getting-started/introduction';

const input = (page: Page) => page.getByRole('combobox', {name: TEXTS.search.label});
const listbox = (page: Page) => page.getByRole('listbox', {name: TEXTS.search.results});
const options = (page: Page) => listbox(page).getByRole('option');
const chip = (page: Page, name: string) => page.getByRole('group', {name: TEXTS.search.filters}).getByRole('button', {name});

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
        (await status(page).textContent()) === TEXTS.search.empty ||
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

test.describe('the shortcut opens and focuses the search from anywhere', () => {
  test.use({userAgent: LINUX_UA});
  test('Ctrl+K on Linux, with the hint saying so', async ({page}) => {
    await openPage(page);
    await expect(page.locator('kbd')).toHaveText('Ctrl K');
    await page.locator('main').click();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(chip(page, 'REST API')).toBeVisible();
  });
});

test.describe('the shortcut on a Mac', () => {
  test.use({userAgent: MAC_UA});
  test('Cmd+K opens and focuses the search; Ctrl+K is left to the browser', async ({page}) => {
    await openPage(page);
    await expect(page.locator('kbd')).toHaveText('⌘ K');
    await page.locator('main').click();
    await page.keyboard.press('Control+k');
    await expect(input(page)).not.toBeFocused();
    await page.keyboard.press('Meta+k');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
  });
});

test('the search code and its index load on the first sign of a search, not with the page, and answers come from a worker', async ({page}) => {
  const indexRequests: string[] = [];
  const codeRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/portal/search-index/')) {
      indexRequests.push(url);
    }
    // The panel and the worker's client: the chunk "search" (src/search/hooks/useSearchBox).
    if (/\/assets\/js\/search\.[0-9a-f]+\.js$/.test(url)) {
      codeRequests.push(url);
    }
  });
  await openPage(page);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  expect(codeRequests).toEqual([]);
  expect(page.workers()).toHaveLength(0);
  await input(page).hover();
  await expect.poll(() => indexRequests.some((url) => url.endsWith('/manifest.json'))).toBe(true);
  expect(codeRequests).toHaveLength(1);
  expect(page.workers()).toHaveLength(1);
  await search(page, 'pagination');
  await expect(options(page).first()).toContainText('/rest/about-the-api/pagination');
});

test('a letter that continues a known word shows its results at once, before the worker could reply', async ({page}) => {
  await openPage(page);
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

test('a result shows its route path, its title with the match highlighted and an excerpt cut with [...]', async ({page}) => {
  await openPage(page);
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

test('listbox semantics: combobox with aria-controls and aria-activedescendant, options with aria-selected', async ({page}) => {
  await openPage(page);
  await search(page, 'pagination');
  const listboxId = await listbox(page).getAttribute('id');
  await expect(input(page)).toHaveAttribute('aria-controls', listboxId!);
  await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(input(page)).toHaveAttribute('aria-autocomplete', 'list');
  expect(await options(page).count()).toBeGreaterThan(2);
  await expectSelected(page, 0);
  await expect(status(page)).toHaveText(/^\d+ results?$/);
});

test('Up and Down move the selection and wrap around; the mouse selects too', async ({page}) => {
  await openPage(page);
  await search(page, 'pagination');
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

test('Enter opens the selected result, at its heading, and closes the search', async ({page}) => {
  await openPage(page);
  await search(page, 'idempotency key');
  await expect(options(page).first()).toContainText('/rest/about-the-api/headers');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(portal('internal', 'rest/about-the-api/headers#idempotency-key'));
  await expect(listbox(page)).toHaveCount(0);
  await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Headers');
});

test('a click on a result opens it and closes the search', async ({page}) => {
  await openPage(page);
  await search(page, 'R102001');
  await expect(options(page).first()).toContainText('/guidelines/r102001');
  await options(page).first().click();
  await expect(page).toHaveURL(portal('internal', 'guidelines/r102001'));
  await expect(listbox(page)).toHaveCount(0);
});

test('Escape closes the search and keeps the focus in the field; typing opens it again', async ({page}) => {
  await openPage(page);
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

test('Escape on a chip closes the search and gives the focus back to the field', async ({page}) => {
  await openPage(page);
  await search(page, 'pagination');
  await chip(page, 'Support').focus();
  await page.keyboard.press('Escape');
  await expect(listbox(page)).toHaveCount(0);
  await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(input(page)).toBeFocused();
});

test('the close icon closes the search; the clear icon empties the field', async ({page}) => {
  await openPage(page);
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

test('a click outside closes the search', async ({page}) => {
  await openPage(page);
  await search(page, 'pagination');
  await page.getByRole('heading', {level: 1}).click({position: {x: 5, y: 5}});
  await expect(listbox(page)).toHaveCount(0);
});

test('one typo still finds the word', async ({page}) => {
  await openPage(page);
  await search(page, 'pagnation');
  await expect(options(page).first()).toContainText('/rest/about-the-api/pagination');
  await search(page, 'idempotncy');
  await expect(listbox(page)).toContainText('Idempotency-Key');
});

test('no match: the empty message, also when a filter leaves nothing', async ({page}) => {
  await openPage(page);
  await input(page).click();
  await input(page).fill('zzqxjv');
  await expect(page.getByText(TEXTS.search.empty, {exact: true})).toBeVisible();
  await expect(listbox(page)).toHaveCount(0);
  await expect(input(page)).not.toHaveAttribute('aria-activedescendant');
  await search(page, 'R102001');
  await chip(page, 'Support').click();
  await expect(page.getByText(TEXTS.search.empty, {exact: true})).toBeVisible();
});

test.describe('module filter chips', () => {
  test('one toggle button per top-nav entry of the internal portal; pressing one keeps results to its section', async ({page}) => {
    await openPage(page);
    await input(page).click();
    const chips = page.getByRole('group', {name: TEXTS.search.filters}).getByRole('button');
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

  test('the live portal has no Gateway or Wiki chip', async ({page}) => {
    await openPage(page, 'live');
    await input(page).click();
    await expect(page.getByRole('group', {name: TEXTS.search.filters}).getByRole('button')).toHaveText(['REST API', 'API Guidelines', 'Support']);
  });
});

test('the live portal finds nothing internal', async ({page}) => {
  await openPage(page, 'live');
  for (const query of ['gateway environments', 'api portal publishing', 'authorizePayment']) {
    await input(page).click();
    await input(page).fill(query);
    await settled(page, query);
    const paths = (await options(page).locator('span:first-child').allTextContents()).join(' ');
    expect(paths).not.toMatch(/\/(gateway|wiki)\/|\/payment\//);
  }
  // The same queries find those pages on the internal portal.
  await openPage(page, 'internal');
  await search(page, 'gateway environments');
  await expect(options(page).first()).toContainText('/gateway/');
  await search(page, 'authorizePayment');
  await expect(options(page).first()).toContainText('/reference/specs/payment/operations/authorizePayment');
});

test.describe('in the mobile header', () => {
  test.use({viewport: {width: 375, height: 812}});
  test('the search is in the header; opened, its results span the window and lead to the page', async ({page}) => {
    await openPage(page);
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

test('axe: no violation with the results open', async ({page}) => {
  await openPage(page);
  await search(page, 'idempotency key');
  await chip(page, 'REST API').click();
  await expect(chip(page, 'REST API')).toHaveAttribute('aria-pressed', 'true');
  await expectNoViolations(page);
});

test('the field shows its whole placeholder at every width where it shows, closed and open', async ({page}) => {
  /** The placeholder's width in the input's font against the room the input gives it; null where no field shows. */
  const fit = () =>
    page.evaluate(() => {
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
  /** The field's measures once its width transition (150 ms of CSS) has come to rest. */
  const settledFit = async () => {
    let last = '';
    await expect
      .poll(async () => {
        const now = JSON.stringify(await fit());
        const settled = now === last;
        last = now;
        return settled;
      })
      .toBe(true);
    return JSON.parse(last) as Awaited<ReturnType<typeof fit>>;
  };
  await openPage(page);
  for (const width of [375, 768, 800, 861, 992, 1024, 1279, 1280, 1440, 1920]) {
    await page.setViewportSize({width, height: 900});
    const closed = await settledFit();
    // Where the field is an icon until it opens (below 768 px, and from 861 to 991 px), only its open state shows text.
    if (closed && closed.drawn > 64) {
      expect(closed.text, `${width}px, closed: "${closed.placeholder}"`).toBeLessThanOrEqual(closed.room);
    }
    await input(page).focus();
    const open = await settledFit();
    expect(open?.drawn ?? 0, `${width}px: a field shows once the search is open`).toBeGreaterThan(64);
    expect(open!.text, `${width}px, open: "${open!.placeholder}"`).toBeLessThanOrEqual(open!.room);
    await page.keyboard.press('Escape');
    await input(page).blur();
  }
});
