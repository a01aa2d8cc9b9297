import {expect, test} from '@playwright/test';
import {LINT_TEXTS} from '../../lib/portal/texts/guidelines';
import {navigateInApp, portal, waitForApp} from './support';

// Issue 13: rule pages show their automated check, the rule index filters by it, and the API
// reference shows each spec's conformance, computed at build time.

test.describe('automated rules', () => {
  // One page load: the rule pages after the first are reached in the app.
  test('an automated rule page shows the badge with its severity and what the linter checks; a rule the linter cannot check has none', async ({page}) => {
    await page.goto(portal('live', 'guidelines/r102001'));
    await waitForApp(page);
    await test.step('an automated rule page shows the badge with its severity and what the linter checks', async () => {
      const article = page.locator('article');
      await expect(article.getByText(`${LINT_TEXTS.badge} · error`)).toBeVisible();
      await expect(article.getByText(LINT_TEXTS.checks)).toContainText('camelCase');

      await navigateInApp(page, 'guidelines/r104003');
      await expect(page).toHaveURL(portal('live', 'guidelines/r104003'));
      await expect(page.locator('article').getByText(`${LINT_TEXTS.badge} · warning`)).toBeVisible();
    });

    await test.step('a rule the linter cannot check has no badge', async () => {
      await navigateInApp(page, 'guidelines/r103003');
      await expect(page.locator('h1')).toHaveText('Use the authorization code grant with PKCE for customer context');
      await expect(page.locator('article').getByText(LINT_TEXTS.badge)).toHaveCount(0);
    });
  });

  test('the rule index filters by "Automated", also with a type, and keeps it in the URL', async ({page}) => {
    await page.goto(portal('live', 'guidelines'));
    await waitForApp(page);
    const index = page.getByRole('region', {name: 'Rule index'});
    const automated = index.getByRole('button', {name: LINT_TEXTS.filter, exact: true});
    const rows = index.locator('table tbody tr');
    await automated.click();
    await expect(automated).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?automated=?$/);
    // REST: 31 checked by lint:specs, 3 by its compatibility gate (--base); events: 13 and 3 (issue 36).
    await expect(index.getByText(/^Showing \d+ of \d+ rules$/)).toHaveText(/^Showing 50 of/);
    await expect(rows.filter({hasText: 'R102001'})).toHaveCount(1);
    await expect(rows.filter({hasText: 'R103003'})).toHaveCount(0);
    await index.getByRole('button', {name: 'SHOULD', exact: true}).click();
    for (const badge of await rows.locator('td:first-child').allTextContents()) {
      expect(badge).toBe('SHOULD');
    }
    await expect(rows.filter({hasText: 'R104003'})).toHaveCount(1);
  });
});

test.describe('conformance in the API reference', () => {
  test('an API page lists its warnings with links to the rule pages', async ({page}) => {
    await page.goto(portal('internal', 'rest/discoverability'));
    const section = page.locator('section').filter({has: page.locator('h2#conformance')});
    await expect(section.locator('h2')).toHaveText(LINT_TEXTS.conformanceHeading);
    await expect(section.getByText(LINT_TEXTS.passed(30, 31))).toContainText('1 warning');
    const rule = section.getByRole('link', {name: /R104003/});
    await expect(rule).toHaveAttribute('href', '/portal/guidelines/r104003');
    await expect(section.getByRole('listitem')).toContainText('POST /discoverability/product-searches');
    // The line under the title leads down to the section.
    await expect(page.getByRole('link', {name: /^Passes 30 of 31/}).first()).toHaveAttribute('href', '#conformance');
  });

  test('declared exceptions show with their reason and do not count; the overview shows each API’s result and leads to its section', async ({page}) => {
    await page.goto(portal('live', 'rest/orderManagement'));
    await waitForApp(page);
    await test.step('declared exceptions show with their reason and do not count', async () => {
      const section = page.locator('section').filter({has: page.locator('h2#conformance')});
      await expect(section.getByText(LINT_TEXTS.passed(31, 31))).toContainText('2 excepted');
      await expect(section.getByRole('listitem')).toHaveCount(2);
      await expect(section.getByRole('listitem').first()).toContainText('Profile order-v1 is frozen');
    });

    await test.step('the overview shows each API’s result and leads to its section', async () => {
      await navigateInApp(page, 'rest');
      const checkout = page.locator('section').filter({has: page.locator('h2#checkout')});
      const line = checkout.getByRole('link', {name: LINT_TEXTS.passed(31, 31)});
      await expect(line).toHaveAttribute('href', '/portal/rest/checkout#conformance');
    });
  });
});
