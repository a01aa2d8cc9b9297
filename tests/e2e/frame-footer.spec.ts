import {expect, test} from '@playwright/test';
import {COMPANY, SOCIAL_NETWORKS} from '../../lib/portal/config';
import {navigateInApp, portal} from './support';
import {ONE_WIDTH_TAG} from '../../playwright.config';
import {DOC, open, waitForIcons} from './frame-helpers';

const footer = (page: import('@playwright/test').Page) => page.getByRole('contentinfo');

// Links, their targets, the icons' files and the year do not depend on the width: one width. How the
// footer looks at each width is in frame-visual's screenshots, its accessibility in frame-visual's axe runs.
test.describe('footer', () => {
  test('the copyright line’s year and address, the social networks’ icons, the legal and contact links', {tag: ONE_WIDTH_TAG}, async ({page, request}) => {
    await test.step('the static HTML carries no year in the copyright line', async () => {
      // Not frozen at build time: the static HTML carries no year ...
      const html = await (await request.get(portal('internal'))).text();
      // (The minified HTML may leave out the closing </p>.)
      const line = html.match(/data-testid="?copyright"?[^>]*>(.*?)<\/(?:p|div|footer)>/)?.[1] ?? '';
      expect(line).toContain(COMPANY.name);
      expect(line.replace(/<[^>]+>/g, '')).not.toMatch(/\b(19|20)\d\d\b/);
    });

    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.svg')) {
        requested.push(new URL(request.url()).pathname);
      }
    });
    // ... and the browser fills in the reader's year.
    await page.clock.setFixedTime(new Date('2031-06-15T10:00:00Z'));
    await open(page, portal('internal'));

    await test.step('the copyright line has the year when the page is viewed and the company address', async () => {
      const copyright = footer(page).getByTestId('copyright');
      await expect(copyright).toContainText(`© 2031 ${COMPANY.name}`);
      await expect(copyright).toContainText(COMPANY.address);
    });

    await test.step('icons for six social networks, each with an accessible name, loaded from /portal/common/icons/', async () => {
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

    await test.step('on a docs page: Imprint (external), Data protection, Terms and conditions and Contact', async () => {
      await navigateInApp(page, DOC);
      await expect(page).toHaveURL(portal('internal', DOC));
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
  });
});
