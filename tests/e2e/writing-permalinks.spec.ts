import {expect, test} from '@playwright/test';
import {TIMINGS} from '../../lib/portal/config';
import {navigateInApp, portal, waitForApp} from './support';
import {openPaused, settle} from './frame-helpers';

const KITCHEN_SINK = 'wiki/api-portal/content-blocks';

test.beforeEach(async ({context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

const readClipboard = (page: import('@playwright/test').Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('headings with copyable permalinks', () => {
  // One visit of the kitchen sink: each step copies the link of another heading.
  test('h2 and h3 only copy their absolute URL (with /portal/ and the hash, whatever the page URL), by mouse and keyboard', async ({page}) => {
    await page.goto(portal('internal', KITCHEN_SINK));
    await waitForApp(page);

    await test.step('only h2 and h3 get the button; the footnotes label gets none', async () => {
      await expect(page.locator('article h1 button')).toHaveCount(0);
      await expect(page.locator('article h4 button, article h5 button, article h6 button')).toHaveCount(0);
      await expect(page.locator('#footnote-label')).toHaveText('Footnotes');
      await expect(page.locator('#footnote-label button, #footnote-label a')).toHaveCount(0);
      const headings = await page.locator('article .markdown h2[id], article .markdown h3[id]').count();
      const buttons = await page.locator('article .markdown :is(h2, h3) button[aria-label^="Copy link to "]').count();
      expect(buttons).toBe(headings - 1); // all but the visually hidden footnotes label
    });

    await test.step('the button is hidden until needed and works from the keyboard', async () => {
      const button = page.getByRole('button', {name: 'Copy link to Tables in GitHub style'});
      await page.mouse.move(0, 0);
      await expect(button).toHaveCSS('opacity', '0');
      await button.focus();
      await expect(button).toHaveCSS('opacity', '1');
      await page.keyboard.press('Enter');
      await expect(page.locator('h2#tables').getByRole('status')).toHaveText('Copied!');
      expect(await readClipboard(page)).toBe(portal('internal', `${KITCHEN_SINK}#tables`));
    });

    await test.step('an h2 copies its absolute URL, with /portal/ and the hash', async () => {
      const heading = page.locator('h2#headings');
      const button = heading.getByRole('button', {name: 'Copy link to Headings with copyable permalinks'});
      await heading.hover();
      await expect(button).toBeVisible();
      await button.click();
      expect(await readClipboard(page)).toBe(portal('internal', `${KITCHEN_SINK}#headings`));
      await expect(heading.getByRole('status')).toHaveText('Copied!');
    });

    await test.step('an h3 copies its URL, even when the page URL has a query and another hash', async () => {
      await navigateInApp(page, `${KITCHEN_SINK}?from=search#tables`);
      await expect(page).toHaveURL(`${portal('internal', KITCHEN_SINK)}?from=search#tables`);
      const button = page.getByRole('button', {name: 'Copy link to Scope register updates'});
      await page.locator('h3#scope-register-updates').hover();
      await button.click();
      expect(await readClipboard(page)).toBe(portal('internal', `${KITCHEN_SINK}#scope-register-updates`));
    });
  });

  test('"Copied!" shows for 1500 ms', async ({page}) => {
    // Playwright's clock, paused: the indicator's time runs only as the test advances it.
    await openPaused(page, portal('internal', 'rest/about-the-api/pagination'));
    const heading = page.locator('h2[id]').first();
    const id = await heading.getAttribute('id');
    const copied = heading.getByText('Copied!');
    await heading.hover();
    await expect(copied).toHaveCount(0);
    await heading.getByRole('button').click();
    await expect(copied).toBeVisible();
    expect(await readClipboard(page)).toBe(portal('internal', `rest/about-the-api/pagination#${id}`));
    await settle(page);
    await page.clock.runFor(TIMINGS.copiedIndicatorMs - 1);
    await settle(page);
    await expect(copied, 'still there 1 ms before the time is up').toBeVisible();
    await page.clock.runFor(1);
    await expect(copied, 'gone when the time is up').toHaveCount(0);
  });
});
