import {expect, test} from '@playwright/test';
import {SESSION} from '../../lib/portal/config';
import {portal} from './support';
import {DOC, drawer, isMobileHeader, menuButton, open} from './frame-helpers';

// Issue 33: the internal portal's header offers Sign out (src/frame/components/SignOut), in the header
// above 860px and in the drawer below: frame-header.spec.ts checks it there, on the page loads it
// shares with the header's other checks. The live portal has no session and no such entry.

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
