import {expect, test} from '@playwright/test';
import {navigateInApp, portal} from './support';
import {AXE_SCHEME_RULES, DOC, expectNoViolations, header, open, screenshot, waitForIcons} from './frame-helpers';

// Screenshots land in test-results/screenshots/<width>-<name>.png (and in the report). They are
// viewport screenshots, one per page and colour scheme at each width, for a reader to look at.
// The open drawer and the open dropdown are shot, and checked by axe, in frame-header.spec.ts.
test.describe('the frame at this width: screenshots and accessibility', () => {
  test('home, light', async ({page}, testInfo) => {
    await open(page, portal('internal'));
    await waitForIcons(page);
    await expect(header(page).getByRole('combobox', {name: 'Search'}), 'search is in the header').toBeVisible();
    await screenshot(page, testInfo, 'home');
    await expectNoViolations(page);
  });

  test('a docs page, light', async ({page}, testInfo) => {
    await open(page, portal('internal', DOC));
    await waitForIcons(page);
    await screenshot(page, testInfo, 'docs');
    await expectNoViolations(page);
  });

  // The light runs above checked every rule on these pages at this width; dark mode can change only these.
  test('home and a docs page, dark', async ({page}, testInfo) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, portal('internal', DOC));
    await waitForIcons(page);

    await test.step('a docs page, dark: screenshot; axe, the rules a colour scheme changes', async () => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await screenshot(page, testInfo, 'docs-dark');
      await expectNoViolations(page, {rules: AXE_SCHEME_RULES});
    });

    await test.step('home, dark: screenshot; axe, the rules a colour scheme changes', async () => {
      await navigateInApp(page, '');
      await expect(page).toHaveTitle(/^Portal - /);
      await waitForIcons(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await screenshot(page, testInfo, 'home-dark');
      await expectNoViolations(page, {rules: AXE_SCHEME_RULES});
    });
  });
});
