import {type Page, expect, test} from '@playwright/test';
import {openPaused, settle} from './frame-helpers';
import {portal} from './support';

// Links in view prefetch their route's chunks (plugins/route-prefetch): in idle time, not in the
// task that loads the page, where a sidebar's dozens of links made one long task.

const prefetched = (page: Page) => page.locator('head link[rel="prefetch"]').count();

test('links in view prefetch their routes once the page is idle, not while it loads', async ({page}) => {
  await openPaused(page, portal('live', 'rest/about-the-api/pagination'));
  await settle(page);
  // The sidebar's links are in view and have asked for their routes, but nothing is fetched yet.
  expect(await prefetched(page)).toBe(0);
  await page.clock.runFor(2_000);
  await settle(page);
  await expect.poll(() => prefetched(page)).toBeGreaterThan(0);
  // Each is a route's chunk, found from its name (plugins/client-bundle/chunkIds.ts).
  const hrefs = await page.locator('head link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  for (const href of hrefs) {
    expect(href).toMatch(/\/portal\/assets\/js\/[^/]+\.[0-9a-f]{8}\.js$/);
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
});
