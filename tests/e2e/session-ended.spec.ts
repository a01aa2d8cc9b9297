import {type Page, expect, test} from '@playwright/test';
import {ROUTES, SESSION, TEXTS} from '../../lib/portal/config';
import {SEARCH_PANEL_TEXTS} from '../../lib/portal/texts/search';
import {REFERENCE_TEXTS} from '../../lib/portal/texts/reference';
import {navigateInApp, portal, waitForApp} from './support';

// Issue 33: when the internal host's session has ended, its proxy answers the portal's fetches with
// 401 (a page request goes to the sign-in instead). The open page then says the session ended and
// offers to sign in again, back to where the reader is (src/shared/session), instead of failing to
// read the sign-in page as data. The 401 is played here by page.route: the test servers have no
// proxy. The live portal has no session: a 401 there is just a failure.

const DOC = 'rest/about-the-api/pagination';
const OPERATION = ROUTES.operation('checkout', 'getCheckout');
const SIGN_IN_PAGE = '<!doctype html><title>Sign in</title><p>Sign in with your company account.</p>';

const refuse = (page: Page, pattern: string) =>
  page.context().route(pattern, (route) => route.fulfill({status: SESSION.endedStatus, contentType: 'text/html; charset=utf-8', body: SIGN_IN_PAGE}));

const notice = (page: Page) => page.getByRole('complementary', {name: SESSION.texts.region});

test('internal: page data refused, the page says the session ended and signs in back to it', async ({page}) => {
  await page.goto(portal('internal', DOC));
  await waitForApp(page);
  await expect(notice(page)).toHaveCount(0);
  await refuse(page, '**/portal/page-data/**');
  await navigateInApp(page, `${OPERATION}#responses`);
  await expect(notice(page).getByRole('alert')).toContainText(SESSION.texts.ended);
  const signIn = notice(page).getByRole('link', {name: SESSION.texts.signInAgain});
  await expect(signIn).toHaveAttribute('href', `${SESSION.signInPath}?rd=${encodeURIComponent(`/portal${OPERATION}#responses`)}`);
  await expect(signIn).toBeInViewport();
  await expect(page.getByText(SESSION.texts.pageWaiting)).toBeVisible();
  await expect(page.getByText(REFERENCE_TEXTS.pageUnavailable)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('JSON');
});

test('internal: the search index refused, search says why and the notice offers the sign-in', async ({page}) => {
  await refuse(page, '**/portal/search-index/**');
  await page.goto(portal('internal', DOC));
  await waitForApp(page);
  const input = page.getByRole('combobox', {name: TEXTS.search.label});
  await input.click();
  await input.fill('pagination');
  await expect(page.getByText(SEARCH_PANEL_TEXTS.sessionEnded)).toBeVisible();
  await expect(page.getByText(SEARCH_PANEL_TEXTS.unavailable)).toHaveCount(0);
  await expect(notice(page).getByRole('link', {name: SESSION.texts.signInAgain})).toHaveAttribute(
    'href',
    `${SESSION.signInPath}?rd=${encodeURIComponent(`/portal/${DOC}`)}`,
  );
});

test('live: a refused fetch is a plain failure, with no word of sessions', async ({page}) => {
  await page.goto(portal('live', DOC));
  await waitForApp(page);
  await refuse(page, '**/portal/page-data/**');
  await navigateInApp(page, OPERATION);
  await expect(page.getByText(REFERENCE_TEXTS.pageUnavailable)).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByText(SESSION.texts.pageWaiting)).toHaveCount(0);
});
