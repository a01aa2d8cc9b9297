import {expect, test} from '@playwright/test';
import {portal, waitForApp} from './support';

const KITCHEN_SINK = 'wiki/api-portal/content-blocks';

// One visit of the kitchen sink: the table that fits at the desktop width, then the wide one on a
// phone's width (the container follows its table's overflow as the window changes).
test('a table that fits is not a tab stop; wide tables scroll inside their container, the page has no horizontal overflow at 375px', async ({page}) => {
  await page.goto(portal('internal', KITCHEN_SINK));
  await waitForApp(page);

  await test.step('a table that fits is not a tab stop', async () => {
    const container = page
      .locator('article table')
      .filter({has: page.getByRole('columnheader', {name: 'Environment'})})
      .locator('xpath=..');
    await expect(container).not.toHaveAttribute('tabindex', /.*/);
  });

  await test.step('at 375px a wide table scrolls inside its container, with the keyboard too', async () => {
    await page.setViewportSize({width: 375, height: 800});
    const table = page.locator('article table').filter({hasText: 'Requests per minute'}).last();
    const container = table.locator('xpath=..');
    // It scrolls, with the keyboard too: a tab stop once its table overflows.
    await expect(container).toHaveAttribute('tabindex', '0');

    const sizes = await container.evaluate((element) => ({scrollWidth: element.scrollWidth, clientWidth: element.clientWidth}));
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    expect(sizes.clientWidth).toBeLessThanOrEqual(375);

    // Once the page has laid itself out at the new width (the frame's layout follows the resize a
    // moment later), nothing but the container scrolls sideways.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await container.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => container.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});
