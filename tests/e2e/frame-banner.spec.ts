import {expect, test} from '@playwright/test';
import {HOSTS, PORTAL_NAME, STORAGE_KEYS, TEXTS, TIMINGS, portalUrl} from '../../lib/portal/config';
import {ONE_WIDTH_TAG, PORTS} from '../../playwright.config';
import {navigateInApp} from './support';
import {DOC, expectNoViolations, openPaused, screenshot, settle} from './frame-helpers';

/** The internal build served under the develop host name (mapped to 127.0.0.1 in playwright.config.ts). */
const DEVELOP = `http://${HOSTS.develop}:${PORTS.internal}/portal/`;
const banner = (page: import('@playwright/test').Page) => page.getByRole('complementary', {name: TEXTS.infoBanner.region});

// The delay is checked with Playwright's clock, paused from before the page loads (openPaused):
// the app mounts at one instant and time moves only as the test advances it. That it never shows
// on another host is checked in frame-header.spec.ts, at the end of its timed tests.

test.describe('info banner', () => {
  // The internal host is behind its sign-in, and its session cookie (Secure: https or loopback only)
  // belongs to 127.0.0.1: requests to the develop host name go to the same server with that session.
  test.beforeEach(async ({page}) => {
    await page.route(`${new URL(DEVELOP).origin}/**`, async (route) =>
      route.fulfill({response: await route.fetch({url: route.request().url().replace(HOSTS.develop, '127.0.0.1'), maxRedirects: 0})}),
    );
  });
  // A request still on its way when the test ends (a lazy chunk) must not fail it.
  test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

  test('on the develop host it appears 1 second after mount and can be dismissed', async ({page}, testInfo) => {
    await openPaused(page, DEVELOP);
    await page.clock.runFor(TIMINGS.infoBannerDelayMs - 1);
    await settle(page);
    await expect(banner(page), 'not there 1 ms before the delay ends').toHaveCount(0);
    await page.clock.runFor(1);
    const region = banner(page);
    await expect(region, 'there when the delay ends').toBeVisible();
    await expect(region).toContainText('not stable and is for testing only');
    await expect(region.getByRole('link', {name: TEXTS.infoBanner.live})).toHaveAttribute('href', portalUrl(HOSTS.live));
    await expect(region.getByRole('link', {name: TEXTS.infoBanner.live})).toContainText('public content only');
    await expect(region.getByRole('link', {name: TEXTS.infoBanner.internal})).toHaveAttribute('href', portalUrl(HOSTS.internal));
    await expect(region.getByRole('link', {name: TEXTS.infoBanner.internal})).toContainText('public and internal content');

    await screenshot(page, testInfo, 'banner');
    // axe-core needs running timers; from here on time only has to pass.
    await page.clock.resume();
    // The page around it is home at rest, which frame-visual checks in full at this width.
    await expectNoViolations(page, {within: '[data-testid="info-banner"]'});

    await region.getByRole('button', {name: TEXTS.infoBanner.dismiss}).click();
    await expect(region).toHaveCount(0);
    // It stays dismissed while the reader moves around, well past another delay.
    await navigateInApp(page, DOC);
    await expect(page).toHaveURL(`${DEVELOP}${DOC}`);
    await page
      .getByRole('link', {name: `${PORTAL_NAME}, home`})
      .first()
      .click();
    await expect(page).toHaveURL(DEVELOP);
    await settle(page);
    await page.clock.runFor(2 * TIMINGS.infoBannerDelayMs);
    await settle(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test('never shows when local storage "Prevent Info-Banner" is true', {tag: ONE_WIDTH_TAG}, async ({page}) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.preventInfoBanner);
    await openPaused(page, DEVELOP);
    await page.clock.runFor(2 * TIMINGS.infoBannerDelayMs);
    await settle(page);
    await expect(banner(page)).toHaveCount(0);
  });
});
