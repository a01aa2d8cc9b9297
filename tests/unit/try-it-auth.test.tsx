// The console's tokens in a browser-like window (jsdom): sessionStorage of the tab, never localStorage.
import {createHash} from 'node:crypto';
import {
  type StoredToken,
  completeAuthorization,
  describeOAuthError,
  forgetToken,
  readToken,
  redirectUriOf,
  startAuthorization,
  storeToken,
} from '../../src/try-it/tryItAuth';
import {PENDING_AUTHORIZATION_KEY, isAuthorizationReturn} from '../../src/try-it/tryItReturn';

const SANDBOX = 'https://api.sandbox.lindenkauf.example';
const PRODUCTION = 'https://api.lindenkauf.example';
const TOKEN_KEY = (server: string) => `portal.try-it.token:${server}`;

const token = (overrides: Partial<StoredToken> = {}): StoredToken => ({
  accessToken: 'sandbox-token-1',
  grant: 'client_credentials',
  server: SANDBOX,
  scopes: ['checkout.read'],
  ...overrides,
});

/** Every storage written to, in order. */
let writes: Storage[] = [];

beforeEach(() => {
  writes = [];
  const setItem = Storage.prototype.setItem;
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    writes.push(this);
    setItem.call(this, key, value);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  forgetToken(SANDBOX);
  forgetToken(PRODUCTION);
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the token store', () => {
  it('keeps a token for its server only', () => {
    storeToken(token());
    expect(readToken(SANDBOX)).toEqual(token());
    expect(readToken(PRODUCTION)).toBeUndefined();
    storeToken(token({server: PRODUCTION, accessToken: 'production-token'}));
    expect(readToken(SANDBOX)?.accessToken).toBe('sandbox-token-1');
    expect(readToken(PRODUCTION)?.accessToken).toBe('production-token');
  });

  it('keeps it in the tab’s sessionStorage, never in localStorage', () => {
    storeToken(token({expiresAt: Date.now() + 60_000}));
    expect(JSON.parse(window.sessionStorage.getItem(TOKEN_KEY(SANDBOX))!)).toMatchObject({accessToken: 'sandbox-token-1', server: SANDBOX});
    expect(window.localStorage.length).toBe(0);
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((storage) => storage === window.sessionStorage)).toBe(true);
  });

  it('reads a token the tab kept across a reload (a fresh module)', () => {
    storeToken(token());
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.isolateModules needs a synchronous require()
      const reloaded = require('../../src/try-it/tryItAuth') as typeof import('../../src/try-it/tryItAuth');
      expect(reloaded.readToken(SANDBOX)).toEqual(token());
      expect(reloaded.readToken(PRODUCTION)).toBeUndefined();
    });
  });

  it('forgets an expired token, in memory and in sessionStorage', () => {
    storeToken(token({expiresAt: 1_000}));
    expect(readToken(SANDBOX, 999)?.accessToken).toBe('sandbox-token-1');
    expect(readToken(SANDBOX, 1_000)).toBeUndefined();
    expect(window.sessionStorage.getItem(TOKEN_KEY(SANDBOX))).toBeNull();
    // Gone for good, also for a clock that goes back.
    expect(readToken(SANDBOX, 0)).toBeUndefined();
  });

  it('forgets a token of an earlier load that has expired since', () => {
    window.sessionStorage.setItem(TOKEN_KEY(SANDBOX), JSON.stringify(token({expiresAt: Date.now() - 1})));
    expect(readToken(SANDBOX)).toBeUndefined();
    expect(window.sessionStorage.getItem(TOKEN_KEY(SANDBOX))).toBeNull();
  });

  it('keeps a token without an expiry until it is forgotten', () => {
    storeToken(token());
    expect(readToken(SANDBOX, Number.MAX_SAFE_INTEGER)?.accessToken).toBe('sandbox-token-1');
  });

  it('forgetToken removes it from sessionStorage and memory, for that server only', () => {
    storeToken(token());
    storeToken(token({server: PRODUCTION, accessToken: 'production-token'}));
    forgetToken(SANDBOX);
    expect(readToken(SANDBOX)).toBeUndefined();
    expect(window.sessionStorage.getItem(TOKEN_KEY(SANDBOX))).toBeNull();
    expect(readToken(PRODUCTION)?.accessToken).toBe('production-token');
  });

  it('ignores a stored token that is not JSON', () => {
    window.sessionStorage.setItem(TOKEN_KEY(SANDBOX), '{broken');
    expect(readToken(SANDBOX)).toBeUndefined();
  });
});

describe('the authorization-code flow', () => {
  it('sends the reader to the authorization server with PKCE S256, and keeps the verifier in sessionStorage only', async () => {
    const target = new URL(
      await startAuthorization({
        authorizationUrl: 'https://auth.sandbox.lindenkauf.example/oauth2/authorize',
        tokenUrl: 'https://auth.sandbox.lindenkauf.example/oauth2/token',
        clientId: 'portal-client',
        scopes: ['checkout.read', 'checkout.write'],
        server: SANDBOX,
        redirectUri: 'https://developer.lindenkauf.example/portal/reference/specs/checkout/operations/getCheckout',
      }),
    );
    expect(target.origin + target.pathname).toBe('https://auth.sandbox.lindenkauf.example/oauth2/authorize');
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('client_id')).toBe('portal-client');
    expect(target.searchParams.get('scope')).toBe('checkout.read checkout.write');
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const pending = JSON.parse(window.sessionStorage.getItem(PENDING_AUTHORIZATION_KEY)!) as {state: string; verifier: string; server: string};
    expect(target.searchParams.get('state')).toBe(pending.state);
    expect(pending.server).toBe(SANDBOX);
    // RFC 7636: the challenge is the base64url SHA-256 of the verifier the tab kept.
    expect(target.searchParams.get('code_challenge')).toBe(createHash('sha256').update(pending.verifier).digest('base64url'));
    // The verifier never leaves the tab: it is not in the URL the reader is sent to.
    expect(target.href).not.toContain(pending.verifier);
    expect(window.localStorage.length).toBe(0);
    expect(writes.every((storage) => storage === window.sessionStorage)).toBe(true);
    // Back from the authorization server, the page knows it is the end of this flow.
    expect(isAuthorizationReturn(`?code=abc&state=${pending.state}`)).toBe(true);
  });

  it('refuses to complete a flow this tab did not start', async () => {
    await expect(completeAuthorization(new URL('https://developer.lindenkauf.example/portal/x?code=abc&state=s'))).rejects.toThrow(
      'no authorization was started in this tab',
    );
  });

  it('comes back to the operation page, without query or hash', () => {
    expect(redirectUriOf({origin: 'https://developer.lindenkauf.example', pathname: '/portal/reference/specs/checkout/operations/getCheckout'})).toBe(
      'https://developer.lindenkauf.example/portal/reference/specs/checkout/operations/getCheckout',
    );
  });

  it('explains a token endpoint that cannot be reached', () => {
    expect(describeOAuthError(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(describeOAuthError(new Error('boom'))).toBe('The token could not be fetched: boom.');
  });
});

describe('isAuthorizationReturn', () => {
  beforeEach(() => {
    window.sessionStorage.setItem(PENDING_AUTHORIZATION_KEY, JSON.stringify({state: 's'}));
  });

  it('is the return of a flow this tab started: code or error, with state', () => {
    expect(isAuthorizationReturn('?code=abc&state=s')).toBe(true);
    expect(isAuthorizationReturn('?error=access_denied&state=s')).toBe(true);
  });

  it('is not without state, without code or error', () => {
    expect(isAuthorizationReturn('?code=abc')).toBe(false);
    expect(isAuthorizationReturn('?state=s')).toBe(false);
    expect(isAuthorizationReturn('')).toBe(false);
    expect(isAuthorizationReturn('?q=code&state=s')).toBe(false);
  });

  it('is not when this tab started no flow', () => {
    window.sessionStorage.removeItem(PENDING_AUTHORIZATION_KEY);
    expect(isAuthorizationReturn('?code=abc&state=s')).toBe(false);
  });
});
