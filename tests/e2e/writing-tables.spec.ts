import {expect, test} from '@playwright/test';
import {portal, waitForApp} from './support';

const KITCHEN_SINK = 'wiki/api-portal/content-blocks';

test.describe('wide tables', () => {
  test.use({viewport: {width: 375, height: 800}});

  test('scroll inside their container; the page has no horizontal overflow at 375px', async ({page}) => {
    await page.goto(portal('internal', KITCHEN_SINK));
    await waitForApp(page);
    const table = page.locator('article table').filter({hasText: 'Requests per minute'}).last();
    const container = table.locator('xpath=..');

    const sizes = await container.evaluate((element) => ({scrollWidth: element.scrollWidth, clientWidth: element.clientWidth}));
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    expect(sizes.clientWidth).toBeLessThanOrEqual(375);

    const page_ = await page.evaluate(() => ({scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth}));
    expect(page_.scrollWidth).toBeLessThanOrEqual(page_.innerWidth);

    // It scrolls, with the keyboard too.
    await expect(container).toHaveAttribute('tabindex', '0');
    await container.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => container.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});

test('a table that fits is not a tab stop', async ({page}) => {
  await page.goto(portal('internal', KITCHEN_SINK));
  await waitForApp(page);
  const container = page
    .locator('article table')
    .filter({has: page.getByRole('columnheader', {name: 'Environment'})})
    .locator('xpath=..');
  await expect(container).not.toHaveAttribute('tabindex', /.*/);
});
