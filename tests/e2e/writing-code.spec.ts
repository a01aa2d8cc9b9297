import {expect, test, type Locator, type Page} from '@playwright/test';
import {navigateInApp, portal, turnScheme, waitForApp, waitForTransitions} from './support';

const KITCHEN_SINK = 'wiki/api-portal/content-blocks';

// The two fixtures of the kitchen sink: 15 line breaks (stays open) and 16 (collapses).
const AT_LIMIT = 'servers-and-tags.yaml';
const OVER_LIMIT = 'wishlist-paths.yaml';
const OVER_LIMIT_CODE = `servers:
  - url: https://api.lindenkauf.example
    description: Production
  - url: https://api.sandbox.lindenkauf.example
    description: Sandbox
tags:
  - name: Wishlists
  - name: Wishlist items
paths:
  /wishlists:
    get:
      operationId: listWishlists
      summary: List wishlists
  /wishlists/{wishlistId}:
    get:
      operationId: getWishlist
      summary: Get a wishlist`;

function codeBlock(page: Page, title: string): Locator {
  return page.locator('article .theme-code-block').filter({has: page.locator('[class*="codeBlockTitle"]', {hasText: title})});
}

const isClipped = (block: Locator) => block.locator('pre').evaluate((pre) => pre.scrollHeight > pre.clientHeight + 1);

// One visit of the kitchen sink for all of its code blocks: each step looks at a block of its own.
test('code blocks: highlighted, collapsed from 16 line breaks behind Show more / Hide, copied whole', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(portal('internal', KITCHEN_SINK));
  await waitForApp(page);

  await test.step('code is highlighted', async () => {
    const block = codeBlock(page, AT_LIMIT);
    await expect(block).toHaveCount(1);
    expect(await block.locator('.token:not(.plain)').count()).toBeGreaterThan(10);
  });

  await test.step('a block with exactly 15 line breaks does not collapse', async () => {
    const block = codeBlock(page, AT_LIMIT);
    await expect(block.locator('.token-line')).toHaveCount(16);
    await expect(block.getByRole('button', {name: 'Show more'})).toHaveCount(0);
    await expect(block.getByRole('button', {name: 'Hide'})).toHaveCount(0);
    expect(await isClipped(block)).toBe(false);
  });

  await test.step('copying a collapsed block copies all of it', async () => {
    const block = codeBlock(page, OVER_LIMIT);
    await expect(block.getByRole('button', {name: 'Show more'})).toBeVisible();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(OVER_LIMIT_CODE);
    // Copying does not expand the block.
    await expect(block.getByRole('button', {name: 'Show more'})).toBeVisible();
  });

  await test.step('a block with 16 line breaks collapses behind Show more / Hide', async () => {
    const block = codeBlock(page, OVER_LIMIT);
    await expect(block.locator('.token-line')).toHaveCount(17);
    const toggle = block.locator('button[aria-expanded]');
    await expect(toggle).toHaveText('Show more');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await isClipped(block)).toBe(true);
    await expect(block.getByText('summary: Get a wishlist')).not.toBeInViewport();

    await toggle.click();
    await expect(toggle).toHaveText('Hide');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await isClipped(block)).toBe(false);

    await toggle.click();
    await expect(toggle).toHaveText('Show more');
    expect(await isClipped(block)).toBe(true);
  });
});

test.describe('Prism loads only where code is rendered in the browser (plugins/lazy-prism)', () => {
  /** Whether a script the page loaded carries Prism's grammars. */
  const watchPrism = (page: Page) => {
    const seen = {prism: false};
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && /languages\.javascript/.test(await response.text().catch(() => ''))) {
        seen.prism = true;
      }
    });
    return seen;
  };

  test('a page without code does not load Prism; code on a page reached in the app loads it and is highlighted', async ({page}) => {
    const loaded = watchPrism(page);
    await page.goto(portal('live'));
    await waitForApp(page);
    // Whatever the page would fetch has arrived: a Prism chunk would be among it.
    await page.waitForLoadState('networkidle');
    expect(loaded.prism, 'the home page, which has no code, loaded Prism').toBe(false);

    await navigateInApp(page, 'rest/about-the-api/pagination');
    await expect(page).toHaveURL(/rest\/about-the-api\/pagination$/);
    await expect(page.locator('article pre.language-http .token.method').first()).toBeVisible();
    await expect(page.locator('article pre.language-json .token.property').first()).toBeVisible();
    // The watcher reads each script's body asynchronously, after the response has arrived.
    await expect.poll(() => loaded.prism).toBe(true);
  });

  test("a page opened directly keeps the server's highlighting (no Prism, no second render), in dark colours in dark mode", async ({page}) => {
    const loaded = watchPrism(page);
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as {removedCode: string[]}).removedCode = removed;
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => Array.from(record.removedNodes))) {
          if (node instanceof Element && (node.matches('.prism-code, .theme-code-block') || node.querySelector('.prism-code'))) {
            removed.push(node.className);
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(portal('live', 'rest/about-the-api/pagination'));
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('article pre.language-http .token.method').first()).toBeVisible();
    await expect(page.locator('article pre.language-json .token.property').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {removedCode: string[]}).removedCode)).toEqual([]);
    expect(loaded.prism).toBe(false);

    const colours = () =>
      page
        .locator('article pre.language-json')
        .first()
        .evaluate((pre) => ({background: getComputedStyle(pre).backgroundColor, property: getComputedStyle(pre.querySelector('.token.property')!).color}));
    await waitForTransitions(page);
    const light = await colours();
    // The reader's system turns dark while the page is open.
    await turnScheme(page, 'dark');
    const dark = await colours();
    expect(light.background).toBe('rgb(246, 248, 250)');
    expect(dark.background).toBe('rgb(40, 42, 54)');
    expect(dark.property).not.toBe(light.property);
  });
});
