import {type Locator, type Page, type Request, expect, test} from '@playwright/test';
import {LOCAL_SANDBOX, ROUTES, TRY_IT_LIMITS} from '../../lib/portal/config';
import {TRY_IT_TEXTS} from '../../src/try-it/tryItTexts';
import {CONSOLE_TEXTS} from '../../src/try-it/consoleTexts';
import {axeViolations, tabTo} from './frame-helpers';
import {type Flavour, FLAVOURS} from './reference-helpers';
import {navigateInApp, portal, waitForApp} from './support';
// The sandbox Playwright starts (playwright.config.ts); scripts/test.mjs builds with PORTAL_SANDBOX_URL pointing there.
import TEST_PORTS from './ports.json';
import CHROME_ARGS from '../../scripts/chromium-args.json';
import {CHROME_PATH} from '../../playwright.config';

// Issue 24: the "Try it" console of operation pages (src/try-it/components/TryIt, src/try-it/components/TryItConsole,
// src/try-it/hooks/useTryIt), against the production builds served by nginx with their real CSP, sending to
// the local sandbox (scripts/sandbox.mjs): a Prism mock of each API behind /{spec} and an OAuth 2
// server behind /oauth2. Every flow ends with the same checks (expectClean): no CSP violation, no
// token in localStorage, in a URL or in any request URL, and no Authorization header sent to any
// origin but the sandbox's.

const SANDBOX = `http://127.0.0.1:${TEST_PORTS.sandbox}`;
/** The checkout API in the sandbox: the console's first (default) server on every checkout page. */
const SANDBOX_API = `${SANDBOX}/checkout`;
/** The checkout API's production server (specs/checkout.yaml `servers`): unreachable from the tests. */
const PRODUCTION = 'https://api.lindenkauf.example';
const SERVER_OPTIONS = [`${SANDBOX_API} (${CONSOLE_TEXTS.sandboxServer})`, `${PRODUCTION} (Production)`];

const GET_CHECKOUT = ROUTES.operation('checkout', 'getCheckout');
const CREATE_CHECKOUT = ROUTES.operation('checkout', 'createCheckout');
/** The checkout example of the spec, which the sandbox's mock answers with. */
const CHECKOUT_ID = 'CHK-9D21F0';
const UNAUTHORIZED = 'https://developer.lindenkauf.example/portal/problems/unauthorized';

// ---------------------------------------------------------------------------------------------
// Watching a page: requests, navigations, tokens issued, CSP violations.

interface Recorded {
  url: string;
  method: string;
  authorization?: string;
  postData?: string;
}

interface Guard {
  requests: Recorded[];
  /** Every URL the main frame committed, same-document changes included. */
  navigations: string[];
  violations: string[];
  cspMessages: string[];
  /** Tokens the test knows of (a pasted one). */
  addToken: (token: string) => void;
  /** Every token: those the sandbox's token endpoint issued, those known, those in sessionStorage now. */
  tokens: () => Promise<string[]>;
  /** Requests to the checkout API of the sandbox (not its OAuth server). */
  apiRequests: () => Recorded[];
}

/** Starts watching `page`; call before the first navigation. */
async function guard(page: Page): Promise<Guard> {
  const requests: Recorded[] = [];
  const navigations: string[] = [];
  const violations: string[] = [];
  const cspMessages: string[] = [];
  const issued = new Set<string>();
  const reads: Promise<void>[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const text = `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`;
        seen.push(text);
        (window as unknown as {reportCspViolation?: (text: string) => void}).reportCspViolation?.(text);
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) {
      cspMessages.push(message.text());
    }
  });
  page.on('request', (request: Request) => {
    const headers = request.headers();
    requests.push({
      url: request.url(),
      method: request.method(),
      ...(headers.authorization !== undefined ? {authorization: headers.authorization} : {}),
      ...(request.postData() !== null ? {postData: request.postData()!} : {}),
    });
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      navigations.push(frame.url());
    }
  });
  page.on('response', (response) => {
    if (response.url() === `${SANDBOX}/oauth2/token` && response.request().method() === 'POST') {
      reads.push(
        response.json().then(
          (body: {access_token?: unknown}) => {
            if (typeof body.access_token === 'string') {
              issued.add(body.access_token);
            }
          },
          () => undefined,
        ),
      );
    }
  });
  return {
    requests,
    navigations,
    violations,
    cspMessages,
    addToken: (token) => issued.add(token),
    tokens: async () => {
      await Promise.all(reads);
      // Whatever the console keeps in the tab (tryItAuth: `{accessToken, ...}` as JSON) counts too.
      const stored = /^https?:/.test(page.url())
        ? await page.evaluate(() =>
            Object.keys(sessionStorage).flatMap((key) => {
              try {
                const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? '');
                return typeof value === 'object' && value !== null && typeof (value as {accessToken?: unknown}).accessToken === 'string'
                  ? [(value as {accessToken: string}).accessToken]
                  : [];
              } catch {
                return [];
              }
            }),
          )
        : [];
      return [...new Set([...issued, ...stored])];
    },
    apiRequests: () => requests.filter((request) => request.url.startsWith(`${SANDBOX_API}/`)),
  };
}

/** What must hold after every flow (issue 24): no CSP violation, tokens only in sessionStorage, Authorization only to the sandbox. */
async function expectClean(page: Page, watched: Guard): Promise<void> {
  expect(watched.violations, 'securitypolicyviolation events').toEqual([]);
  expect(await page.evaluate(() => (window as unknown as {cspViolations?: string[]}).cspViolations ?? []), 'violations recorded on window').toEqual([]);
  expect(watched.cspMessages, 'console messages about the Content Security Policy').toEqual([]);
  const tokens = await watched.tokens();
  const local = await page.evaluate(() => Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''] as const));
  for (const token of tokens) {
    expect(
      local.filter(([key, value]) => key.includes(token) || value.includes(token)),
      'localStorage entries holding a token',
    ).toEqual([]);
    expect(page.url()).not.toContain(token);
    expect(
      watched.navigations.filter((url) => url.includes(token)),
      'page URLs holding a token',
    ).toEqual([]);
    expect(
      watched.requests.filter((request) => request.url.includes(token)).map((request) => request.url),
      'request URLs holding a token',
    ).toEqual([]);
  }
  const elsewhere = watched.requests.filter((request) => request.authorization !== undefined && new URL(request.url).origin !== SANDBOX);
  expect(
    elsewhere.map((request) => `${request.method} ${request.url}`),
    'requests with Authorization to another origin than the sandbox',
  ).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// The console's parts.

/** The open/close button (its name changes from "Try it" to "Close the console"). */
const toggleOf = (page: Page) => page.locator('button[aria-controls="try-it-console"]');
const consoleOf = (page: Page) => page.locator('#try-it-console');
const serverSelect = (page: Page) => consoleOf(page).locator('#try-it-server');
const authOf = (page: Page) => consoleOf(page).getByRole('group', {name: CONSOLE_TEXTS.authorisation, exact: true});
const tokenStatus = (page: Page) => authOf(page).getByRole('status');
const sendButton = (page: Page) => consoleOf(page).getByRole('button', {name: CONSOLE_TEXTS.send, exact: true});
const responseOf = (page: Page) => consoleOf(page).locator('section[aria-labelledby="try-it-response"]');
const statusOf = (page: Page) => responseOf(page).locator('[data-status]');
const responseBody = (page: Page) => responseOf(page).locator('pre');
const bodyInput = (page: Page) => consoleOf(page).locator('#try-it-body');
const checkoutIdInput = (page: Page) => consoleOf(page).getByRole('textbox', {name: /^checkoutId\b/});
const curlOf = (page: Page) =>
  consoleOf(page)
    .locator('details')
    .filter({has: page.getByText(CONSOLE_TEXTS.curl, {exact: true})});
const failureOf = (page: Page) => consoleOf(page).getByRole('alert');

/** Opens an operation page of the checkout API, checks it came with the build's CSP, and waits for the app. */
async function openOperation(page: Page, flavour: Flavour, route: string): Promise<void> {
  const response = await page.goto(portal(flavour, route));
  const csp = response?.headers()['content-security-policy'] ?? '';
  const connect =
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'connect-src') ?? [];
  // The nginx test server sends the build's real policy: the console may reach the sandbox, nothing unlisted.
  expect(connect, `connect-src of ${csp}`).toContain(SANDBOX);
  expect(csp).toContain("script-src 'self'");
  await waitForApp(page);
}

/** Watches the page (guard), opens an operation page and its console, which offers the sandbox first. */
async function consoleOn(page: Page, flavour: Flavour, route: string): Promise<Guard> {
  const watched = await guard(page);
  await openOperation(page, flavour, route);
  await openConsole(page);
  await expectSandboxFirst(page);
  return watched;
}

/** Opens the console by mouse and waits until its form is there. */
async function openConsole(page: Page): Promise<void> {
  const button = page.getByRole('button', {name: TRY_IT_TEXTS.open, exact: true});
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggleOf(page)).toHaveText(TRY_IT_TEXTS.close);
  await expect(serverSelect(page)).toBeVisible();
}

/** The sandbox is the server the console starts with, the spec's production server next. */
async function expectSandboxFirst(page: Page): Promise<void> {
  await expect(serverSelect(page).locator('option')).toHaveText(SERVER_OPTIONS);
  await expect(serverSelect(page)).toHaveValue('0');
}

async function getClientCredentialsToken(page: Page): Promise<void> {
  const auth = authOf(page);
  await auth.getByRole('radio', {name: CONSOLE_TEXTS.grants.client_credentials, exact: true}).check();
  // The sandbox issues tokens to its own clients only (scripts/sandbox/oauth.mjs).
  await auth.getByLabel(CONSOLE_TEXTS.clientId, {exact: true}).fill(LOCAL_SANDBOX.partnerClient.id);
  await auth.getByLabel(CONSOLE_TEXTS.clientSecret, {exact: true}).fill(LOCAL_SANDBOX.partnerClient.secret);
  await auth.getByRole('button', {name: CONSOLE_TEXTS.getToken, exact: true}).click();
}

async function pasteToken(page: Page, token: string): Promise<void> {
  const auth = authOf(page);
  await auth.getByRole('radio', {name: CONSOLE_TEXTS.grants.pasted, exact: true}).check();
  await auth.getByLabel(CONSOLE_TEXTS.pastedToken, {exact: true}).fill(token);
  await auth.getByRole('button', {name: CONSOLE_TEXTS.useToken, exact: true}).click();
  await expect(tokenStatus(page)).toContainText(held('pasted', ''));
}

const held = (grant: keyof typeof CONSOLE_TEXTS.grants, scopes: string) => CONSOLE_TEXTS.tokenHeld(CONSOLE_TEXTS.grants[grant].toLowerCase(), scopes);

/** The Authorization header of the last request to the sandbox's checkout API. */
function lastApiAuthorization(watched: Guard): string | undefined {
  return watched.apiRequests().at(-1)?.authorization;
}

// ---------------------------------------------------------------------------------------------

test('the console is not in the first load; its code and words come when "Try it" is pressed; it works by keyboard, axe finds nothing on it; a webhook page has none', async ({
  page,
}) => {
  // The OAuth client (its code names itself in its user agent; a chunk id naming its path is not
  // its code) and sentences only the console says.
  const markers = ['oauth4webapi/v', CONSOLE_TEXTS.tokenInStorage, CONSOLE_TEXTS.exposedHeaders, CONSOLE_TEXTS.cookieNote, CONSOLE_TEXTS.noAuthorisation];
  const seen = {scripts: 0, pending: 0, found: new Map<string, string>()};
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') {
      return;
    }
    seen.pending++;
    response
      .text()
      .then(
        (text) => {
          seen.scripts++;
          for (const marker of markers.filter((candidate) => text.includes(candidate))) {
            seen.found.set(marker, response.url());
          }
        },
        () => undefined,
      )
      .finally(() => seen.pending--);
  });
  const watched = await guard(page);
  await openOperation(page, 'live', GET_CHECKOUT);

  await test.step('the console is not in the first load', async () => {
    // Every script the page fetches by itself has arrived.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', {name: TRY_IT_TEXTS.open, exact: true})).toBeVisible();
    await expect(page.getByText(TRY_IT_TEXTS.lead)).toBeVisible();
    // Every script body read.
    await expect.poll(() => seen.pending).toBe(0);
    expect(seen.scripts).toBeGreaterThan(0);
    expect([...seen.found.entries()]).toEqual([]);
  });

  await test.step('"Try it" opens the console by keyboard, its code and words come then, and Tab reaches Send', async () => {
    const button = page.getByRole('button', {name: TRY_IT_TEXTS.open, exact: true});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(serverSelect(page)).toBeVisible();
    await expect(toggleOf(page)).toBeFocused();
    await expect(authOf(page).getByText(CONSOLE_TEXTS.tokenInStorage)).toBeVisible();
    await expect.poll(() => [...seen.found.keys()].sort()).toEqual([...markers].sort());
    await page.keyboard.press('Tab');
    await expect(serverSelect(page)).toBeFocused();
    await tabTo(page, sendButton(page));
    await expect(sendButton(page)).toBeFocused();
  });

  await test.step('Enter in a text field sends the form', async () => {
    await checkoutIdInput(page).focus();
    await page.keyboard.press('Enter');
    await expect(statusOf(page)).toHaveAttribute('data-status', '401');
    expect(watched.apiRequests()).toHaveLength(1);
  });

  // The operation page as a whole is axe's in the page types' visit (page-types.ts), with the console closed.
  await test.step('axe finds nothing on the open console with its response', async () => {
    expect(await axeViolations(page, {within: 'section[aria-labelledby="try-it"]'})).toEqual([]);
    await expectClean(page, watched);
  });

  await test.step('a webhook page, reached in the app, has no Try it', async () => {
    await navigateInApp(page, ROUTES.webhook('orderManagement', 'orderStatusChanged'));
    await expect(page).toHaveURL(portal('live', ROUTES.webhook('orderManagement', 'orderStatusChanged')));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('complementary', {name: 'Request and response samples'})).toBeVisible();
    await expect(page.getByRole('button', {name: TRY_IT_TEXTS.open, exact: true})).toHaveCount(0);
    await expect(page.locator('#try-it, #try-it-console')).toHaveCount(0);
  });
});

for (const flavour of FLAVOURS) {
  test.describe(`${flavour} build`, () => {
    test('client credentials, then a GET and a POST to the sandbox', async ({page}) => {
      test.slow();
      const watched = await consoleOn(page, flavour, GET_CHECKOUT);

      // The operation's required scope is preselected, and marked.
      const auth = authOf(page);
      const read = auth.getByRole('checkbox', {name: 'checkout.read'});
      const write = auth.getByRole('checkbox', {name: 'checkout.write'});
      await expect(read).toBeChecked();
      await expect(read.locator('xpath=..')).toContainText(CONSOLE_TEXTS.scopeNeeded);
      await expect(write).not.toBeChecked();
      await getClientCredentialsToken(page);
      await expect(tokenStatus(page)).toContainText(held('client_credentials', 'checkout.read'));
      const [token] = await watched.tokens();
      expect(token).toBeTruthy();

      await checkoutIdInput(page).fill(CHECKOUT_ID);
      await sendButton(page).click();
      await expect(statusOf(page)).toHaveAttribute('data-status', '200');
      expect(watched.apiRequests().at(-1)?.url).toBe(`${SANDBOX_API}/checkouts/${CHECKOUT_ID}`);
      expect(lastApiAuthorization(watched)).toBe(`Bearer ${token}`);
      await expect(responseOf(page).getByRole('heading', {level: 3})).toContainText(/\b\d+ ms\b/);
      // Headers: the ones the sandbox exposes, listed by name.
      const headers = responseOf(page).locator('details');
      await headers.locator('summary').click();
      const names = await headers.locator('dt').allTextContents();
      expect(names).toContain('content-type');
      await expect(headers.locator('summary')).toHaveText(`${CONSOLE_TEXTS.headers} (${names.length})`);
      // The JSON body, pretty-printed.
      const text = (await responseBody(page).textContent()) ?? '';
      const body: unknown = JSON.parse(text);
      expect(body).toMatchObject({checkoutId: CHECKOUT_ID});
      expect(text).toBe(JSON.stringify(body, null, 2));
      // The curl command masks the token.
      await curlOf(page).locator('summary').click();
      const curl = curlOf(page).locator('pre');
      await expect(curl).toContainText(`${SANDBOX_API}/checkouts/${CHECKOUT_ID}`);
      await expect(curl).toContainText('Authorization: Bearer ••••••••');
      await expect(curl).not.toContainText(token!);
      // The client secret stays in memory.
      expect(await page.evaluate(() => JSON.stringify({...localStorage, ...sessionStorage}))).not.toContain(LOCAL_SANDBOX.partnerClient.secret);
      await expectClean(page, watched);

      // createCheckout: its own scope preselected, the body prefilled with the spec's example.
      await openOperation(page, flavour, CREATE_CHECKOUT);
      await openConsole(page);
      await expectSandboxFirst(page);
      // The token of this tab's sandbox is still held, and said to lack the scope this operation needs.
      await expect(tokenStatus(page)).toContainText(held('client_credentials', 'checkout.read'));
      await expect(tokenStatus(page)).toContainText(CONSOLE_TEXTS.missingScopes('checkout.write'));
      await authOf(page).getByRole('button', {name: CONSOLE_TEXTS.forgetToken, exact: true}).click();
      await expect(authOf(page).getByRole('checkbox', {name: 'checkout.write'})).toBeChecked();
      await expect(authOf(page).getByRole('checkbox', {name: 'checkout.read'})).not.toBeChecked();
      await getClientCredentialsToken(page);
      await expect(tokenStatus(page)).toContainText(held('client_credentials', 'checkout.write'));
      const prefilled = await bodyInput(page).inputValue();
      expect(JSON.parse(prefilled)).toMatchObject({
        cartLines: [
          {sku: 'PRD-100734-42', quantity: 1},
          {sku: 'PRD-220519-M', quantity: 2},
        ],
      });
      await sendButton(page).click();
      await expect(statusOf(page)).toHaveAttribute('data-status', /^2\d\d$/);
      const post = watched.apiRequests().at(-1);
      expect(post).toMatchObject({method: 'POST', url: `${SANDBOX_API}/checkouts`, postData: prefilled});
      expect(post?.authorization).toMatch(/^Bearer \S+$/);
      expect(post?.authorization).not.toBe(`Bearer ${token}`);
      expect((await watched.tokens()).length).toBeGreaterThanOrEqual(2);
      await expectClean(page, watched);
    });

    test('sign-in with the authorization code and PKCE comes back with a token; without one the sandbox answers 401, its problem type linked', async ({
      page,
    }) => {
      test.slow();
      const watched = await consoleOn(page, flavour, GET_CHECKOUT);
      await test.step('sign-in with the authorization code and PKCE comes back to the page, token in hand', async () => {
        const auth = authOf(page);
        await auth.getByRole('radio', {name: CONSOLE_TEXTS.grants.authorization_code, exact: true}).check();
        await expect(auth.getByLabel(CONSOLE_TEXTS.clientSecret, {exact: true})).toHaveCount(0);
        await auth.getByLabel(CONSOLE_TEXTS.clientId, {exact: true}).fill(LOCAL_SANDBOX.appClient.id);
        await auth.getByRole('button', {name: CONSOLE_TEXTS.signIn, exact: true}).click();

        // Off to the sandbox's authorization endpoint and back, with the code in the query.
        await expect
          .poll(() => watched.navigations.some((url) => url.startsWith(portal(flavour, GET_CHECKOUT)) && /[?&]code=/.test(url) && /[?&]state=/.test(url)))
          .toBe(true);
        await waitForApp(page);
        const authorize = watched.requests.find((request) => request.url.startsWith(`${SANDBOX}/oauth2/authorize?`));
        expect(authorize).toBeDefined();
        const query = new URL(authorize!.url).searchParams;
        expect(
          Object.fromEntries(['response_type', 'client_id', 'redirect_uri', 'scope', 'code_challenge_method'].map((name) => [name, query.get(name)])),
        ).toEqual({
          response_type: 'code',
          client_id: LOCAL_SANDBOX.appClient.id,
          redirect_uri: portal(flavour, GET_CHECKOUT),
          scope: 'checkout.read',
          code_challenge_method: 'S256',
        });
        expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(query.get('state')).toBeTruthy();

        // The console opens by itself, exchanges the code (with the verifier) and clears the address bar.
        await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'true');
        await expect(tokenStatus(page)).toContainText(held('authorization_code', 'checkout.read'));
        await expect(page).toHaveURL(portal(flavour, GET_CHECKOUT));
        expect(page.url()).not.toMatch(/[?&](code|state)=/);
        const exchange = watched.requests.find((request) => request.url === `${SANDBOX}/oauth2/token` && request.method === 'POST');
        expect(exchange?.postData).toContain('grant_type=authorization_code');
        expect(exchange?.postData).toContain('code_verifier=');
        const [token] = await watched.tokens();
        expect(token).toBeTruthy();

        await sendButton(page).click();
        await expect(statusOf(page)).toHaveAttribute('data-status', '200');
        expect(lastApiAuthorization(watched)).toBe(`Bearer ${token}`);
        await expectClean(page, watched);
      });

      await test.step('without a token the sandbox answers 401, its problem type linked to the errors page', async () => {
        await authOf(page).getByRole('button', {name: CONSOLE_TEXTS.forgetToken, exact: true}).click();
        await expect(authOf(page).getByText(CONSOLE_TEXTS.noToken)).toBeVisible();
        const before = watched.apiRequests().length;
        await sendButton(page).click();
        await expect(statusOf(page)).toHaveAttribute('data-status', '401');
        expect(watched.apiRequests()).toHaveLength(before + 1);
        expect(lastApiAuthorization(watched)).toBeUndefined();
        const link = responseOf(page).getByRole('link', {name: UNAUTHORIZED, exact: true});
        await expect(link).toHaveAttribute('href', `/portal${ROUTES.referenceErrors}#unauthorized`);
        await expectClean(page, watched);
        await link.click();
        await expect(page).toHaveURL(`${portal(flavour, ROUTES.referenceErrors)}#unauthorized`);
        await expect(page.locator('h2#unauthorized')).toBeVisible();
      });
    });
  });
}

test('a pasted token is sent to the sandbox, and stays home when the reader picks a server that cannot be reached, which is explained', async ({
  page,
  request,
}) => {
  const watched = await guard(page);
  // One the sandbox issued, as a reader pastes theirs: the sandbox checks a token's signature and scopes.
  const issued = await request.post(`${SANDBOX}/oauth2/token`, {
    headers: {Authorization: `Basic ${Buffer.from(`${LOCAL_SANDBOX.partnerClient.id}:${LOCAL_SANDBOX.partnerClient.secret}`).toString('base64')}`},
    form: {grant_type: 'client_credentials', scope: 'checkout.read'},
  });
  expect(issued.status()).toBe(200);
  const pasted = ((await issued.json()) as {access_token: string}).access_token;
  watched.addToken(pasted);
  await openOperation(page, 'live', GET_CHECKOUT);
  await openConsole(page);
  await expectSandboxFirst(page);

  await test.step('a pasted token is sent to the sandbox', async () => {
    await pasteToken(page, pasted);
    await sendButton(page).click();
    await expect(statusOf(page)).toHaveAttribute('data-status', '200');
    expect(lastApiAuthorization(watched)).toBe(`Bearer ${pasted}`);
    await curlOf(page).locator('summary').click();
    await expect(curlOf(page).locator('pre')).toContainText('Authorization: Bearer ••••••••');
    await expect(curlOf(page).locator('pre')).not.toContainText(pasted);
    await expectClean(page, watched);
  });

  await test.step("a server that cannot be reached is explained, and the sandbox's token is not sent there", async () => {
    // The production server: unreachable here (its name does not resolve; routed so that the
    // machine's DNS does not matter), and the sandbox's token stays home.
    await page.route(`${PRODUCTION}/**`, (route) => route.abort('namenotresolved'));
    await serverSelect(page).selectOption({label: SERVER_OPTIONS[1]!});
    await expect(tokenStatus(page)).toHaveCount(0);
    // Client credentials are for the sandbox only: a reader never types a production secret into the page.
    await expect(authOf(page).getByRole('radio', {name: CONSOLE_TEXTS.grants.authorization_code, exact: true})).toHaveCount(1);
    await expect(authOf(page).getByRole('radio', {name: CONSOLE_TEXTS.grants.client_credentials, exact: true})).toHaveCount(0);
    await sendButton(page).click();
    await expect(failureOf(page)).toHaveText(CONSOLE_TEXTS.failures.network(PRODUCTION));
    await expect(page.locator('body')).not.toContainText('Failed to fetch');
    const production = watched.requests.filter((request) => request.url.startsWith(`${PRODUCTION}/`));
    expect(production.map((request) => `${request.method} ${request.url}`)).toContain(`GET ${PRODUCTION}/checkouts/${CHECKOUT_ID}`);
    expect(production.filter((request) => request.authorization !== undefined)).toEqual([]);
    await expectClean(page, watched);
  });
});

test('a body its schema refuses is not sent (the field is named, the textarea marked invalid); a POST to a server that is not a sandbox asks first', async ({
  page,
}) => {
  const watched = await guard(page);
  await openOperation(page, 'live', CREATE_CHECKOUT);
  await openConsole(page);

  await test.step('a body its schema refuses is not sent: the field is named and the textarea marked invalid', async () => {
    const body = bodyInput(page);
    const errors = consoleOf(page).locator('#try-it-body-error');
    const example = await body.inputValue();

    // A required field of the wrong type.
    await body.fill('{"cartLines": "PRD-100734-42"}');
    await sendButton(page).click();
    await expect(errors.locator('li')).toHaveText(['cartLines: must be array']);
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(body).toHaveAttribute('aria-describedby', 'try-it-body-error');
    await expect(failureOf(page)).toHaveText(CONSOLE_TEXTS.invalid(1));

    // Editing clears the mark; a required property left out is named as well.
    await body.fill('{"partnerReference": "PX-2026-88121"}');
    await expect(body).not.toHaveAttribute('aria-invalid', 'true');
    await expect(errors).toHaveCount(0);
    await sendButton(page).click();
    await expect(errors.locator('li')).toHaveText(['cartLines: is required']);
    await expect(body).toHaveAttribute('aria-invalid', 'true');

    // The example goes: the one request that reaches the sandbox (401, no token).
    await body.fill(example);
    await sendButton(page).click();
    await expect(statusOf(page)).toHaveAttribute('data-status', '401');
    await expect(body).not.toHaveAttribute('aria-invalid', 'true');
    expect(watched.apiRequests().map((request) => `${request.method} ${request.postData ?? ''}`)).toEqual([`POST ${example}`]);
    await expectClean(page, watched);
  });

  await test.step('a POST to a server that is not a sandbox asks first', async () => {
    await page.route(`${PRODUCTION}/**`, (route) => route.abort('namenotresolved'));
    await serverSelect(page).selectOption({label: SERVER_OPTIONS[1]!});
    await sendButton(page).click();
    const dialog = consoleOf(page).getByRole('alertdialog', {name: CONSOLE_TEXTS.confirmUnsafe('POST', PRODUCTION)});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', {name: CONSOLE_TEXTS.confirmSend, exact: true})).toBeVisible();
    const cancel = dialog.getByRole('button', {name: CONSOLE_TEXTS.cancel, exact: true});
    await expect(cancel).toBeFocused();
    await expect(sendButton(page)).toHaveCount(0);
    await cancel.click();
    await expect(dialog).toHaveCount(0);
    await expect(sendButton(page)).toBeVisible();

    // Asked again and confirmed, it goes: exactly one POST reached the server, so the unconfirmed ones sent nothing.
    await sendButton(page).click();
    await dialog.getByRole('button', {name: CONSOLE_TEXTS.confirmSend, exact: true}).click();
    await expect(failureOf(page)).toHaveText(CONSOLE_TEXTS.failures.network(PRODUCTION));
    const posts = watched.requests.filter((request) => request.url.startsWith(`${PRODUCTION}/`) && request.method === 'POST');
    expect(posts.map((request) => request.url)).toEqual([`${PRODUCTION}/checkouts`]);
    await expectClean(page, watched);
  });
});

// The sandbox answers CORS for loopback origins only: a portal served under another name is refused.
const ELSEWHERE = 'portal-elsewhere.test';
test('a server that refuses CORS is explained, with what to do', async ({playwright}) => {
  // A browser of its own, which resolves that name to this machine.
  const browser = await playwright.chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_ARGS, `--host-resolver-rules=MAP ${ELSEWHERE} 127.0.0.1`],
  });
  try {
    const page = await browser.newPage({viewport: {width: 1440, height: 900}});
    const watched = await guard(page);
    const url = new URL(portal('live', GET_CHECKOUT));
    url.hostname = ELSEWHERE;
    await page.goto(url.href);
    await waitForApp(page);
    await openConsole(page);
    await expectSandboxFirst(page);
    await sendButton(page).click();
    await expect(failureOf(page)).toHaveText(CONSOLE_TEXTS.failures.cors(SANDBOX, url.origin));
    await expect(responseOf(page)).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('Failed to fetch');
    await expectClean(page, watched);
  } finally {
    await browser.close();
  }
});

// Issue 33: the console neither follows a redirect nor reads a body without bound.
test('what the sandbox answers is shown safely: a body as text, a redirect not followed, a body over the limit cut; and the CSP watcher of these tests sees a violation', async ({
  page,
}) => {
  const watched = await guard(page);
  await openOperation(page, 'live', GET_CHECKOUT);
  await openConsole(page);
  const answer = (reply: Parameters<import('@playwright/test').Route['fulfill']>[0]) =>
    page.route(`${SANDBOX_API}/checkouts/**`, (route) => route.fulfill({...reply, headers: {'Access-Control-Allow-Origin': '*', ...reply?.headers}}));

  await test.step('a response body is shown as text: its markup and scripts do nothing', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await answer({status: 200, contentType: 'text/html; charset=utf-8', body: payload});
    await sendButton(page).click();
    await expect(statusOf(page)).toHaveAttribute('data-status', '200');
    expect(await responseBody(page).textContent()).toBe(payload);
    // Not parsed into elements (the CSP would stop the scripts as well; expectClean would then see violations).
    await expect(consoleOf(page).locator('img, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: unknown}).__pwned)).toBeUndefined();
    await expectClean(page, watched);
    await page.unroute(`${SANDBOX_API}/checkouts/**`);
  });

  await test.step('a redirect is shown, not followed: the console says the browser hides where it points', async () => {
    const elsewhere = 'https://elsewhere.lindenkauf.example/collect';
    await page.route(`${elsewhere}**`, (route) => route.abort('namenotresolved'));
    await answer({status: 302, headers: {Location: elsewhere}, body: ''});
    await sendButton(page).click();
    await expect(statusOf(page)).toHaveAttribute('data-status', 'redirect');
    await expect(responseOf(page)).toContainText(CONSOLE_TEXTS.redirectNotFollowed(undefined));
    expect(watched.requests.filter((request) => request.url.startsWith(elsewhere))).toEqual([]);
    await expectClean(page, watched);
    await page.unroute(`${SANDBOX_API}/checkouts/**`);
  });

  await test.step('a body over the limit is cut, and the console says where', async () => {
    const limit = TRY_IT_LIMITS.responseBodyBytes;
    await answer({status: 200, contentType: 'text/plain; charset=utf-8', body: 'a'.repeat(limit) + 'b'.repeat(limit)});
    await sendButton(page).click();
    await expect(statusOf(page)).toHaveAttribute('data-status', '200');
    await expect(responseOf(page)).toContainText(CONSOLE_TEXTS.bodyCut('1 MB'));
    expect(await responseBody(page).evaluate((pre) => ({length: pre.textContent?.length, cut: pre.textContent?.includes('b')}))).toEqual({
      length: limit,
      cut: false,
    });
    await expectClean(page, watched);
  });

  // expectClean's "no violation" means something only if a violation would be seen: last, as it makes one.
  await test.step('the CSP watcher of these tests sees a violation', async () => {
    await page.evaluate(() => fetch('https://csp-probe.invalid/').catch(() => undefined));
    await expect.poll(() => watched.violations.length).toBeGreaterThan(0);
    await expect.poll(() => watched.cspMessages.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations.length)).toBeGreaterThan(0);
  });
});

test('without JavaScript there is no Try it', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(portal('live', GET_CHECKOUT));
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  const panel: Locator = page.getByRole('complementary', {name: 'Request and response samples'});
  await expect(panel.locator('pre').first()).toBeVisible();
  await expect(page.locator('section[aria-labelledby="try-it"]')).toBeHidden();
  await expect(page.getByRole('button', {name: TRY_IT_TEXTS.open, exact: true})).toBeHidden();
  await expect(page.getByText(TRY_IT_TEXTS.lead)).toBeHidden();
  await context.close();
});
