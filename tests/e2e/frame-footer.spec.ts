import {expect, test} from '@playwright/test';
import {COMPANY, SOCIAL_NETWORKS} from '../../lib/portal/config';
import {portal} from './support';
import {DOC, open, waitForIcons} from './frame-helpers';

const footer = (page: import('@playwright/test').Page) => page.getByRole('contentinfo');

test.describe('footer', () => {
  test('has Imprint (external), Data protection, Terms and conditions and Contact', async ({page}) => {
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

  test('has icons for six social networks, each with an accessible name', async ({page}) => {
    await open(page, portal('internal'));
    await waitForIcons(page);
    const social = footer(page).getByRole('list', {name: 'Lindenkauf on social networks'});
    const links = social.getByRole('link');
    await expect(links).toHaveCount(6);
    for (const {network, url} of SOCIAL_NETWORKS) {
      const link = social.getByRole('link', {name: `${COMPANY.name} on ${network} (opens in a new tab)`});
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      // The icon is the file from /portal/common/icons/, inlined.
      await expect(link.locator('svg')).toBeVisible();
      await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(new Set(SOCIAL_NETWORKS.map((entry) => entry.network)).size).toBe(6);
  });

  test('the copyright line has the year when the page is viewed and the company address', async ({page, request}) => {
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

test.describe('icons', () => {
  test('are loaded from /portal/common/icons/', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.svg')) {
        requested.push(new URL(request.url()).pathname);
      }
    });
    await open(page, portal('internal'));
    await waitForIcons(page);
    for (const {icon} of SOCIAL_NETWORKS) {
      expect(requested).toContain(`/portal/common/icons/${icon}.svg`);
    }
  });

  test('an icon file without valid SVG content fails with "invalid icon syntax" and shows no broken image', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    await page.route('**/portal/common/icons/social-github.svg', (route) =>
      route.fulfill({status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"</svg'}),
    );
    await page.route('**/portal/common/icons/social-youtube.svg', (route) =>
      route.fulfill({status: 200, contentType: 'image/svg+xml', body: 'This is not an icon.'}),
    );
    await open(page, portal('internal'));
    await expect.poll(() => errors.filter((text) => text.includes('invalid icon syntax')).length).toBe(2);
    expect(errors).toContain('invalid icon syntax (/portal/common/icons/social-github.svg)');
    const social = footer(page).getByRole('list', {name: 'Lindenkauf on social networks'});
    for (const network of ['GitHub', 'YouTube']) {
      const link = social.getByRole('link', {name: `${COMPANY.name} on ${network} (opens in a new tab)`});
      await expect(link).toBeVisible();
      await expect(link.locator('svg, img, [data-icon]')).toHaveCount(0);
    }
    await expect(social.getByRole('link', {name: /on Mastodon/}).locator('svg')).toBeVisible();
    // No broken image anywhere on the page.
    const broken = await page.evaluate(() => Array.from(document.images).filter((image) => image.complete && image.naturalWidth === 0).length);
    expect(broken).toBe(0);
  });
});
