import {expect, test} from '@playwright/test';
import {SESSION} from '../../lib/portal/config';
import {portal} from './support';
import {DOC, drawer, header, isMobileHeader, menuButton, open, tabTo, widthOf} from './frame-helpers';

// Issue 33: the internal portal's header offers Sign out (src/frame/components/SignOut): in the
// header above 860px, in the drawer below. It leads to the proxy's sign-out, which returns to the
// start page. The live portal has no session and no such entry. Nothing here follows the link: the
// test servers have no proxy behind /oauth2/.

const SIGN_OUT = `/oauth2/sign_out?rd=${encodeURIComponent('/portal/')}`;

test('internal: Sign out is in the header, or in the drawer at 860px and below, reachable by keyboard', async ({page}) => {
  await open(page, portal('internal', DOC));
  if (isMobileHeader(page)) {
    await expect(header(page).getByRole('link', {name: SESSION.texts.signOut})).toBeHidden();
    await tabTo(page, menuButton(page));
    await page.keyboard.press('Enter');
    const link = drawer(page).getByRole('link', {name: SESSION.texts.signOut});
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', SIGN_OUT);
    await tabTo(page, link);
    await expect(link).toBeFocused();
  } else {
    const link = header(page).getByRole('link', {name: SESSION.texts.signOut});
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', SIGN_OUT);
    await tabTo(page, link);
    await expect(link).toBeFocused();
    // In the window, a target of at least 24 px, with its words as tooltip; the brand still leads home.
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(widthOf(page));
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await expect(link).toHaveAttribute('title', SESSION.texts.signOut);
    await expect(header(page).getByRole('link', {name: 'Lindenkauf Consumer API, home'})).toBeVisible();
  }
});

test('live: no Sign out anywhere', async ({page}) => {
  await open(page, portal('live', DOC));
  await expect(page.getByRole('link', {name: SESSION.texts.signOut})).toHaveCount(0);
  if (isMobileHeader(page)) {
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('link', {name: SESSION.texts.signOut})).toHaveCount(0);
  }
  await expect(page.locator('a[href^="/oauth2/"]')).toHaveCount(0);
});
