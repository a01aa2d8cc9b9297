import fs from 'node:fs';
import path from 'node:path';
import {type APIRequestContext, type Page, expect, test} from '@playwright/test';
import {SESSION} from '../../lib/portal/config';
import {PORTS} from '../../playwright.config';
import TEST_PORTS from './ports.json';
import {watchPolicy} from './page-types';
import {GET_CHECKOUT, GET_ORDER, waitForHydration} from './reference-helpers';
import {AUTH_FILE, SESSION_COOKIE, TEST_READERS, type TestReader, signInAtProvider} from './sign-in-helpers';
import {navigateInApp, portal, waitForApp} from './support';

// Issue 33: the internal host through deploy/nginx/internal.conf, the sign-in proxy (lib/sign-in)
// and the local test provider, as `npm run serve:nginx -- internal <port> --sign-in` runs them.
// Every test here starts without the session the other tests share.
test.use({storageState: {cookies: [], origins: []}});

const INTERNAL = `http://127.0.0.1:${PORTS.internal}`;
const LIVE = `http://127.0.0.1:${PORTS.live}`;
const PROVIDER = `http://127.0.0.1:${TEST_PORTS.provider}`;
type Flavour = keyof typeof PORTS;

/** The first file of a build folder whose name matches, as a path under /portal/ (hashed names change with every build). */
function firstFile(flavour: Flavour, folder: string, pattern: RegExp): string {
  const name = fs
    .readdirSync(path.join(__dirname, '..', '..', 'build', flavour, folder))
    .sort()
    .find((file) => pattern.test(file));
  if (!name) {
    throw new Error(`build/${flavour}/${folder} has no file like ${pattern}: build the ${flavour} flavour first.`);
  }
  return `/portal/${folder}/${name}`;
}

const PAGE = '/portal/rest/about-the-api/pagination';

/** One of every kind of file a host serves, by what it is. */
function filesOf(flavour: Flavour): Record<string, string> {
  return {
    'page data (JSON)': '/portal/page-data/_sidebars/rest.json',
    'a Markdown twin': `${PAGE}.md`,
    'llms.txt': '/portal/llms.txt',
    'llms-full.txt': '/portal/llms-full.txt',
    'a spec download (YAML)': firstFile(flavour, 'openapi', /\.yaml$/),
    'a spec download (JSON)': firstFile(flavour, 'openapi', /\.json$/),
    'the search index': firstFile(flavour, 'search-index', /\.json$/),
    'the sitemap': '/portal/sitemap.xml',
    'a feed': '/portal/rest/changelog.atom',
    'a JS asset': firstFile(flavour, 'assets/js', /\.js$/),
    'a CSS asset': firstFile(flavour, 'assets/css', /\.css$/),
    'robots.txt': '/robots.txt',
    'a path that does not exist': '/portal/no/such/page.json',
  };
}

/** Signs in from `url` as a reader and waits until the browser is back at `url`. */
async function signInFrom(page: Page, url: string, reader: TestReader): Promise<void> {
  await page.goto(url);
  await expect(page).toHaveURL(new RegExp(`^${PROVIDER}/interaction/`));
  await signInAtProvider(page, reader);
  await page.waitForURL(url);
}

test.describe('signing in', () => {
  test("a page asked for without a session leads to the sign-in and back to it, query and fragment intact; signing out ends the proxy's and the provider's session", async ({
    page,
    context,
  }) => {
    const policy = await watchPolicy(page);
    const codes: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/oauth2/callback') {
        codes.push(url.searchParams.get('code') ?? '', url.searchParams.get('state') ?? '');
      }
    });
    const deepLink = `${INTERNAL}${PAGE}?view=all&lang=en#links`;
    await test.step('a page asked for without a session leads to the sign-in and back to it, query and fragment intact', async () => {
      const first = await page.request.get(deepLink, {maxRedirects: 0, headers: {'Sec-Fetch-Mode': 'navigate', Accept: 'text/html'}});
      expect(first.status()).toBe(302);
      expect(first.headers().location).toBe(`/oauth2/start?rd=${PAGE}?view=all&lang=en`);

      await signInFrom(page, deepLink, 'allowed');
      await waitForApp(page);
      expect(page.url()).toBe(deepLink);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();

      // Nothing of the protocol stays behind: no code or state in the address, nothing in storage, no readable cookie.
      expect(codes.filter(Boolean).length).toBe(2);
      const stored = await page.evaluate(() => JSON.stringify({local: {...localStorage}, session: {...sessionStorage}, cookie: document.cookie}));
      for (const value of codes) {
        expect(page.url()).not.toContain(value);
        expect(stored).not.toContain(value);
      }
      expect(stored).not.toMatch(/eyJ[\w-]+\.|access_token|id_token|code_verifier/);
      expect(stored).not.toContain(SESSION_COOKIE);

      const cookies = await context.cookies(INTERNAL);
      const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE);
      expect(session).toMatchObject({httpOnly: true, secure: true, sameSite: 'Lax', path: '/'});
      // A lifetime, not a cookie for ever (the test provider's proxy keeps it 8 hours).
      expect(session!.expires).toBeGreaterThan(Date.now() / 1000);
      expect(session!.expires).toBeLessThanOrEqual(Date.now() / 1000 + 8 * 3600 + 60);
      // The flow's cookie (PKCE verifier, state, nonce) is gone once the sign-in has finished.
      expect(cookies.map((cookie) => cookie.name)).not.toContain('__Host-portal-sign-in');

      // The page signed in to runs under the portal's policy without a violation (every page type's
      // visit with the shared session, made by the same sign-in: page-types.spec.ts).
      expect(policy.violations).toEqual([]);
    });

    await test.step("signing out ends the proxy's session and the provider's: the next page asks to sign in again", async () => {
      await page.goto(`${INTERNAL}/oauth2/sign_out`);
      // The provider's end_session asks to confirm.
      await expect(page).toHaveURL(new RegExp(`^${PROVIDER}/`));
      await page.getByRole('button', {name: 'Sign out'}).click();
      await page.waitForURL(`${INTERNAL}/oauth2/signed_out`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('You have signed out');
      expect((await page.context().cookies(INTERNAL)).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);

      const data = await page.request.get(`${INTERNAL}/portal/page-data/_sidebars/rest.json`, {maxRedirects: 0, headers: {'Sec-Fetch-Mode': 'cors'}});
      expect(data.status()).toBe(401);
      // The provider forgot the reader too: its login form, not a silent sign-in.
      await page.goto(deepLink);
      await expect(page).toHaveURL(new RegExp(`^${PROVIDER}/interaction/`));
      await expect(page.getByLabel('Email')).toBeVisible();
    });
  });

  test('without a session, every kind of internal file is refused: a page is redirected to the sign-in, anything else gets a 401', async ({request}) => {
    const navigations: Record<string, string>[] = [
      {'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', Accept: 'text/html,application/xhtml+xml'},
      {Accept: 'text/html'},
    ];
    for (const headers of navigations) {
      for (const url of [PAGE, '/portal/', `${PAGE}.md`]) {
        const response = await request.get(`${INTERNAL}${url}`, {maxRedirects: 0, headers});
        expect(response.status(), `${url} as a navigation`).toBe(302);
        expect(response.headers().location, url).toBe(`/oauth2/start?rd=${url}`);
      }
    }
    for (const [kind, url] of Object.entries(filesOf('internal'))) {
      // As the open page fetches (Sec-Fetch-Mode: cors), and as a client that sends no Sec-Fetch headers.
      const fetches: Record<string, string>[] = [{'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty', Accept: '*/*'}, {Accept: 'application/json'}];
      for (const headers of fetches) {
        const response = await request.get(`${INTERNAL}${url}`, {maxRedirects: 0, headers});
        expect(response.status(), `${kind}: ${url}`).toBe(401);
        expect(response.headers()['content-type'], kind).toMatch(/^text\/plain/);
        expect(await response.text(), kind).not.toMatch(/<html|<!doctype/i);
      }
    }
  });

  test('a reader who is signed in but not allowed sees why and how to get access, without a redirect loop', async ({page}) => {
    const starts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/oauth2/start') {
        starts.push(request.url());
      }
    });
    const deepLink = `${INTERNAL}${PAGE}`;
    await page.goto(deepLink);
    await signInAtProvider(page, 'refused');
    await page.waitForURL(deepLink);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('You are signed in, but not allowed here');
    await expect(page.getByText(TEST_READERS.refused.email).first()).toBeVisible();
    await expect(page.getByRole('link', {name: /@lindenkauf\.example$/})).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', {name: 'Sign out'})).toHaveAttribute('href', '/oauth2/sign_out');
    // The start page's hop, then the sign-in: no third round.
    expect(starts.length).toBe(2);

    const again = await page.request.get(deepLink, {maxRedirects: 0});
    expect(again.status()).toBe(403);
    expect(again.headers()['cache-control']).toContain('private');
    expect(again.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
    const data = await page.request.get(`${INTERNAL}/portal/page-data/_sidebars/rest.json`, {maxRedirects: 0, headers: {'Sec-Fetch-Mode': 'cors'}});
    expect(data.status()).toBe(403);
  });
});

test.describe('a session that ends while a page is open', () => {
  test.use({storageState: AUTH_FILE});

  test('the page says so when it next fetches, and its sign-in link comes back to the page', async ({page, context}) => {
    await page.goto(portal('internal', GET_ORDER));
    await waitForHydration(page);
    await expect(page.getByTestId('session-ended')).toHaveCount(0);
    // The session ends (its cookie expires); the reader moves on inside the app, which fetches page data.
    await context.clearCookies({name: SESSION_COOKIE});
    await navigateInApp(page, GET_CHECKOUT);
    const notice = page.getByRole('complementary', {name: SESSION.texts.region});
    await expect(notice).toContainText(SESSION.texts.ended);
    const signIn = notice.getByRole('link', {name: SESSION.texts.signInAgain});
    await expect(signIn).toHaveAttribute('href', `${SESSION.signInPath}?${SESSION.returnParameter}=${encodeURIComponent(`/portal/${GET_CHECKOUT}`)}`);

    await signIn.click();
    // The provider still knows the reader (only the portal's session ended): straight back.
    await page.waitForURL(portal('internal', GET_CHECKOUT));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Get a checkout');
    await expect(page.getByTestId('session-ended')).toHaveCount(0);
  });
});

/** Every kind of response of a host: pages, data, twins, specs, assets, redirects, errors. */
async function responsesOf(request: APIRequestContext, origin: string, files: Record<string, string>) {
  const urls = {
    'a page': PAGE,
    'the start page': '/portal/',
    'a redirect (/)': '/',
    'a redirect (trailing slash)': '/portal/rest/',
    'a missing page (404)': '/portal/no/such/page',
    ...files,
  };
  const responses = [];
  for (const [kind, url] of Object.entries(urls)) {
    const response = await request.get(`${origin}${url}`, {maxRedirects: 0});
    // Each kind as it is meant to be answered, so that the headers checked are those of that kind.
    const expected = /not exist|missing/.test(kind) ? 404 : /redirect/.test(kind) ? 301 : 200;
    expect(response.status(), `${kind} ${url}`).toBe(expected);
    responses.push({kind: `${kind} ${url} (${response.status()})`, headers: response.headers()});
  }
  return responses;
}

test.describe('headers of every response', () => {
  test('the live host: HSTS on every kind of response', async ({request}) => {
    for (const {kind, headers} of await responsesOf(request, LIVE, filesOf('live'))) {
      expect(headers['strict-transport-security'], kind).toMatch(/max-age=\d+/);
    }
  });

  test.describe('the internal host, signed in', () => {
    test.use({storageState: AUTH_FILE});

    test('HSTS and private caching on every kind of response', async ({request}) => {
      const responses = await responsesOf(request, INTERNAL, {
        ...filesOf('internal'),
        'the sign-in start page': '/oauth2/start?rd=/portal/',
        'the signed-out page': '/oauth2/signed_out',
      });
      for (const {kind, headers} of responses) {
        expect(headers['strict-transport-security'], kind).toMatch(/max-age=\d+/);
        expect(headers['cache-control'], kind).toContain('private');
      }
    });
  });

  test('the internal host, not signed in: the redirect to the sign-in and the 401 carry HSTS and are private', async ({request}) => {
    const navigation = await request.get(`${INTERNAL}${PAGE}`, {maxRedirects: 0, headers: {'Sec-Fetch-Mode': 'navigate'}});
    const fetch = await request.get(`${INTERNAL}/portal/llms.txt`, {maxRedirects: 0, headers: {'Sec-Fetch-Mode': 'cors'}});
    for (const response of [navigation, fetch]) {
      expect(response.headers()['strict-transport-security'], response.url()).toMatch(/max-age=\d+/);
      expect(response.headers()['cache-control'], response.url()).toContain('private');
    }
  });
});
