import {expect, test} from '@playwright/test';
import {COMPANY} from '../../lib/portal/config';
import {portal} from './support';
import {open} from './frame-helpers';

// Width does not change how an icon file is read: this runs once, not at every frame width.
const footer = (page: import('@playwright/test').Page) => page.getByRole('contentinfo');

test.describe('icons', () => {
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
