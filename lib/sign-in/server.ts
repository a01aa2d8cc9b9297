import http from 'node:http';
import * as oidc from 'openid-client';
import {decideAccess} from './access';
import {NO_STORE, PAGE_HEADERS, allowedPage, failedPage, forbiddenPage, signedOutPage, startPage} from './pages';
import {returnPathFromQuery, safeReturnPath} from './redirect';
import {FLOW_SECONDS, sealFlow, sealSession, unsealFlow, unsealSession, type Session} from './session';
import {issuerIsLoopback, type SignInSettings} from './settings';

/**
 * The authenticating proxy on node:http, with oauth2-proxy's contract towards nginx (auth_request):
 *   GET /oauth2/auth       202 + X-Auth-Request-User/-Email (allowed), 401 (no session), 403 (not allowed)
 *   GET /oauth2/start?rd=  OpenID Connect authorization code with PKCE, back to rd afterwards
 *   GET /oauth2/callback   finishes the sign-in, then redirects to rd
 *   GET /oauth2/sign_out   ends this session, and the provider's where it offers end_session
 *   GET /oauth2/forbidden  the "not allowed" page (nginx's error_page 403)
 * Every protocol step is openid-client's; this file only moves its results in and out of cookies.
 */

/** `__Host-`: only this host may set or read them, over https, on every path (browsers enforce it). */
export const SESSION_COOKIE = '__Host-portal-session';
export const FLOW_COOKIE = '__Host-portal-sign-in';

export interface SignInServer {
  server: http.Server;
  /** Resolves once the server listens on 127.0.0.1:<settings.port>. */
  listening: Promise<void>;
  close(): Promise<void>;
}

type Log = (message: string) => void;

function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) {
      cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
    }
  }
  return cookies;
}

/** HttpOnly (no script reads it), Secure (https only), SameSite=Lax (sent on the provider's redirect back, not on cross-site subrequests). */
const cookie = (name: string, value: string, maxAgeSeconds: number) => `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;
const expired = (name: string) => cookie(name, '', 0);

const claimString = (value: unknown) => (typeof value === 'string' ? value : '');
function claimList(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

export function createSignInServer(settings: SignInSettings, {log = console.error}: {log?: Log} = {}): SignInServer {
  let configuration: Promise<oidc.Configuration> | undefined;
  /** Discovery on first use, and again after a failure (the provider may start after the proxy). */
  const provider = () => {
    configuration ??= oidc
      .discovery(
        settings.issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        issuerIsLoopback(settings) ? {execute: [oidc.allowInsecureRequests]} : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  const send = (response: http.ServerResponse, status: number, body: string, headers: http.OutgoingHttpHeaders = {}) => {
    response.writeHead(status, {...PAGE_HEADERS, ...headers});
    response.end(body);
  };
  const redirect = (response: http.ServerResponse, location: string, cookies: string[] = []) => {
    response.writeHead(302, {Location: location, 'Cache-Control': NO_STORE, ...(cookies.length ? {'Set-Cookie': cookies} : {})});
    response.end();
  };
  const sessionOf = (request: http.IncomingMessage) => unsealSession(readCookies(request.headers.cookie).get(SESSION_COOKIE), settings.cookieSecret);

  async function auth(request: http.IncomingMessage, response: http.ServerResponse) {
    const session = await sessionOf(request);
    if (!session) {
      response.writeHead(401, {'Cache-Control': NO_STORE});
      response.end();
      return;
    }
    const decision = decideAccess(session, settings);
    response.writeHead(decision.allowed ? 202 : 403, {
      'Cache-Control': NO_STORE,
      'X-Auth-Request-User': session.user,
      'X-Auth-Request-Email': session.email,
    });
    response.end();
  }

  async function start(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const returnTo = returnPathFromQuery(url.search.slice(1));
    // `hop=1` first: the start page's own second request (a page's own query may hold a `hop`).
    if (!url.search.startsWith('?hop=1&')) {
      send(response, 200, startPage(returnTo));
      return;
    }
    const config = await provider();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const flow = {codeVerifier, state: oidc.randomState(), nonce: oidc.randomNonce(), returnTo};
    const target = oidc.buildAuthorizationUrl(config, {
      redirect_uri: settings.redirectUri,
      scope: settings.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    redirect(response, target.href, [cookie(FLOW_COOKIE, await sealFlow(flow, settings.cookieSecret), FLOW_SECONDS)]);
  }

  async function callback(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const flow = await unsealFlow(readCookies(request.headers.cookie).get(FLOW_COOKIE), settings.cookieSecret);
    if (!flow) {
      send(response, 400, failedPage('This sign-in has expired or was started in another browser. Please start again.'), {'Set-Cookie': expired(FLOW_COOKIE)});
      return;
    }
    const config = await provider();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      // The public URL, not the Host header: the callback must be the redirect_uri registered at the provider.
      tokens = await oidc.authorizationCodeGrant(config, new URL(`${url.pathname}${url.search}`, settings.publicUrl), {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      log(`sign-in: the callback was refused: ${error instanceof Error ? error.message : String(error)}`);
      const denied = url.searchParams.get('error') === 'access_denied';
      send(response, 400, failedPage(denied ? 'The sign-in was cancelled at the identity provider.' : 'Your identity provider did not confirm the sign-in.'), {
        'Set-Cookie': expired(FLOW_COOKIE),
      });
      return;
    }
    let claims: Record<string, unknown> = {...tokens.claims()};
    const needsMore = !claims.email || (settings.allowedGroups.length > 0 && claims[settings.groupsClaim] === undefined);
    if (needsMore && config.serverMetadata().userinfo_endpoint) {
      claims = {...(await oidc.fetchUserInfo(config, tokens.access_token, claimString(claims.sub))), ...claims};
    }
    const email = claimString(claims.email);
    const session: Session = {
      subject: claimString(claims.sub),
      user: claimString(claims.preferred_username) || email || claimString(claims.sub),
      email,
      // A provider that does not say is trusted to hand out only its own addresses.
      emailVerified: claims.email_verified !== false,
      groups: claimList(claims[settings.groupsClaim]),
    };
    const sealed = await sealSession(session, settings.cookieSecret, settings.sessionSeconds);
    log(`sign-in: ${session.user} signed in (${decideAccess(session, settings).allowed ? 'allowed' : 'not allowed'})`);
    redirect(response, safeReturnPath(flow.returnTo), [expired(FLOW_COOKIE), cookie(SESSION_COOKIE, sealed, settings.sessionSeconds)]);
  }

  async function signOut(response: http.ServerResponse) {
    const signedOut = new URL('/oauth2/signed_out', settings.publicUrl).href;
    let target = '/oauth2/signed_out';
    try {
      const config = await provider();
      if (config.serverMetadata().end_session_endpoint) {
        target = oidc.buildEndSessionUrl(config, {post_logout_redirect_uri: signedOut}).href;
      }
    } catch (error) {
      // The proxy's session ends regardless; the provider's may outlive it.
      log(`sign-in: no end_session at the provider (${error instanceof Error ? error.message : String(error)})`);
    }
    redirect(response, target, [expired(SESSION_COOKIE), expired(FLOW_COOKIE)]);
  }

  async function forbidden(request: http.IncomingMessage, response: http.ServerResponse) {
    const session = await sessionOf(request);
    const decision = session ? decideAccess(session, settings) : undefined;
    if (!session || !decision || decision.allowed) {
      // Reached without being refused: nothing to explain, and no redirect that could loop.
      send(response, session ? 200 : 401, session ? allowedPage() : failedPage('You are not signed in.'));
      return;
    }
    send(response, 403, forbiddenPage({who: session.email || session.user, reason: decision.reason, contact: settings.accessContact}));
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://proxy.invalid');
    const handle = async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        send(response, 405, failedPage('This address takes GET requests only.'), {Allow: 'GET, HEAD'});
        return;
      }
      switch (url.pathname) {
        case '/oauth2/auth':
          return auth(request, response);
        case '/oauth2/start':
          return start(request, response, url);
        case '/oauth2/callback':
          return callback(request, response, url);
        case '/oauth2/sign_out':
          return signOut(response);
        case '/oauth2/signed_out':
          return send(response, 200, signedOutPage());
        case '/oauth2/forbidden':
          return forbidden(request, response);
        default:
          return send(response, 404, failedPage('There is no such sign-in address.'));
      }
    };
    handle().catch((error: unknown) => {
      log(`sign-in: ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) {
        send(response, 502, failedPage('The identity provider could not be reached.'));
      } else {
        response.end();
      }
    });
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, '127.0.0.1', () => resolve());
  });
  return {
    server,
    listening,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
