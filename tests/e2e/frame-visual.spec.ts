import {expect, test} from '@playwright/test';
import {portal} from './support';
import {
  AXE_SCHEME_RULES,
  DOC,
  drawer,
  expectNoViolations,
  finishAnimations,
  header,
  isMobileHeader,
  menuButton,
  open,
  screenshot,
  waitForIcons,
} from './frame-helpers';

// Screenshots land in test-results/screenshots/<width>-<name>.png (and in the report).
test.describe('the frame at this width: screenshots and accessibility', () => {
  test('home', async ({page}, testInfo) => {
    await open(page, portal('internal'));
    await waitForIcons(page);
    await screenshot(page, testInfo, 'home');
    await expectNoViolations(page);
  });

  test('a docs page', async ({page}, testInfo) => {
    await open(page, portal('internal', DOC));
    await waitForIcons(page);
    await screenshot(page, testInfo, 'docs');
    await expectNoViolations(page);
  });

  test('the open drawer (the open dropdown above 860px)', async ({page}, testInfo) => {
    await open(page, portal('internal', DOC));
    await waitForIcons(page);
    if (isMobileHeader(page)) {
      await menuButton(page).click();
      await expect(drawer(page)).toBeVisible();
      await finishAnimations(page.getByTestId('drawer'));
      await screenshot(page, testInfo, 'drawer');
    } else {
      await header(page).getByRole('button', {name: 'API Guidelines pages'}).click();
      await expect(header(page).getByRole('link', {name: 'Core principles'})).toBeVisible();
      await screenshot(page, testInfo, 'dropdown');
    }
    await expectNoViolations(page);
  });

  // The light runs above checked every rule on these pages at this width; dark mode can change only these.
  test('dark mode: home and a docs page', async ({page}, testInfo) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, portal('internal', DOC));
    await waitForIcons(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await screenshot(page, testInfo, 'docs-dark');
    await expectNoViolations(page, {rules: AXE_SCHEME_RULES});
    await open(page, portal('internal'));
    await waitForIcons(page);
    await screenshot(page, testInfo, 'home-dark');
    await expectNoViolations(page, {rules: AXE_SCHEME_RULES});
  });
});
