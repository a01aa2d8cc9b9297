import {expect, test} from '@playwright/test';
import {COMPANY, SOCIAL_NETWORKS} from '../../lib/portal/config';
import {portal} from './support';
import {ONE_WIDTH_TAG} from '../../playwright.config';
import {DOC, open, waitForIcons} from './frame-helpers';

const footer = (page: import('@playwright/test').Page) => page.getByRole('contentinfo');

test.describe('footer', () => {
  test('has Imprint (external), Data protection, Terms and conditions and Contact', {tag: ONE_WIDTH_TAG}, async ({page}) => {
    await open(page, portal('internal', DOC));
    const legal = footer(page).getByRole('navigation', {name: 'Legal and contact'});
    await expect(legal.getByRole('link')).toHaveText(['Imprint (opens in a new tab)', 'Data protection', 'Terms and conditions', 'Contact']);
    const imprint = legal.getByRole('link', {name: 'Imprint (opens in a new tab)'});
    await expect(imprint).toHaveAttribute('href', COMPANY.imprintUrl);
    await expect(imprint).toHaveAttribute('target', '_blank');
    await expect(imprint).toHaveAttribute('rel', /noopener/);
    await expect(imprint.locator('svg')).toBeVisible();
    await expect(legal.getByRole('link', {name: 'Data protection'})).toHaveAttribute('href', '/portal/data-protection');
    await expect(legal.getByRole('link', {name: 'Terms and conditions'})).toHaveAttribute('href', '/portal/terms-and-conditions');
    await expect(legal.getByRole('link', {name: 'Contact'})).toHaveAttribute('href', '/portal/support/contact/get-in-touch');
    await legal.getByRole('link', {name: 'Data protection'}).click();
    await expect(page).toHaveURL(portal('internal', 'data-protection'));
  });

  test('has icons for six social networks, each with an accessible name, loaded from /portal/common/icons/', {tag: ONE_WIDTH_TAG}, async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.svg')) {
        requested.push(new URL(request.url()).pathname);
      }
    });
    await open(page, portal('internal'));
    await waitForIcons(page);
    const social = footer(page).getByRole('list', {name: 'Lindenkauf on social networks'});
    const links = social.getByRole('link');
    await expect(links).toHaveCount(6);
    for (const {network, url, icon} of SOCIAL_NETWORKS) {
      const link = social.getByRole('link', {name: `${COMPANY.name} on ${network} (opens in a new tab)`});
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      // The icon is the file from /portal/common/icons/, inlined.
      expect(requested).toContain(`/portal/common/icons/${icon}.svg`);
      await expect(link.locator('svg')).toBeVisible();
      await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(new Set(SOCIAL_NETWORKS.map((entry) => entry.network)).size).toBe(6);
  });

  test('the copyright line has the year when the page is viewed and the company address', {tag: ONE_WIDTH_TAG}, async ({page, request}) => {
    // Not frozen at build time: the static HTML carries no year ...
    const html = await (await request.get(portal('internal'))).text();
    // (The minified HTML may leave out the closing </p>.)
    const line = html.match(/data-testid="?copyright"?[^>]*>(.*?)<\/(?:p|div|footer)>/)?.[1] ?? '';
    expect(line).toContain(COMPANY.name);
    expect(line.replace(/<[^>]+>/g, '')).not.toMatch(/\b(19|20)\d\d\b/);
    // ... and the browser fills in the reader's year.
    await page.clock.setFixedTime(new Date('2031-06-15T10:00:00Z'));
    await open(page, portal('internal'));
    const copyright = footer(page).getByTestId('copyright');
    await expect(copyright).toContainText(`© 2031 ${COMPANY.name}`);
    await expect(copyright).toContainText(COMPANY.address);
  });
});
