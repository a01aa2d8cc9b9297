/**
 * Tokens of the "Try it" console, by oauth4webapi (the OAuth 2 client: no protocol code of ours).
 * A token is kept for one server only, in the tab's sessionStorage: never in localStorage, never
 * in a URL, and the console sends it to that server alone. The client secret stays in memory.
 */
import * as oauth from 'oauth4webapi';
import {PENDING_AUTHORIZATION_KEY as PENDING_KEY} from './tryItReturn';

export type Grant = 'client_credentials' | 'authorization_code' | 'pasted';

export interface StoredToken {
  accessToken: string;
  grant: Grant;
  /** The server the token is for: the only one it is sent to. */
  server: string;
  scopes: string[];
  /** Milliseconds since the epoch, when the token endpoint said. */
  expiresAt?: number;
}

/** What an authorization-code flow keeps while the reader is at the authorization server. */
interface PendingAuthorization {
  state: string;
  verifier: string;
  clientId: string;
  tokenUrl: string;
  authorizationUrl: string;
  redirectUri: string;
  server: string;
  scopes: string[];
}

const TOKEN_KEY = 'portal.try-it.token:';

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: tokens live in memory only.
    return undefined;
  }
}

const memory = new Map<string, StoredToken>();

export function readToken(server: string, now = Date.now()): StoredToken | undefined {
  let token = memory.get(server);
  if (!token) {
    const stored = session()?.getItem(TOKEN_KEY + server);
    try {
      token = stored ? (JSON.parse(stored) as StoredToken) : undefined;
    } catch {
      token = undefined;
    }
  }
  if (token && token.expiresAt !== undefined && token.expiresAt <= now) {
    forgetToken(server);
    return undefined;
  }
  return token;
}

export function storeToken(token: StoredToken): void {
  memory.set(token.server, token);
  session()?.setItem(TOKEN_KEY + token.server, JSON.stringify(token));
}

export function forgetToken(server: string): void {
  memory.delete(server);
  session()?.removeItem(TOKEN_KEY + server);
}

/** The authorization server as oauth4webapi takes it, from the URLs the spec names. */
function authorizationServer(tokenUrl: string, authorizationUrl?: string): oauth.AuthorizationServer {
  return {issuer: new URL(tokenUrl).origin, token_endpoint: tokenUrl, ...(authorizationUrl ? {authorization_endpoint: authorizationUrl} : {})};
}

/** oauth4webapi refuses plain http; the local sandbox on loopback is the one exception we allow. */
function insecure(url: string): {[oauth.allowInsecureRequests]?: boolean} {
  const {protocol, hostname} = new URL(url);
  return protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]') ? {[oauth.allowInsecureRequests]: true} : {};
}

function tokenFrom(response: oauth.TokenEndpointResponse, grant: Grant, server: string, scopes: readonly string[], now = Date.now()): StoredToken {
  return {
    accessToken: response.access_token,
    grant,
    server,
    scopes: typeof response.scope === 'string' ? response.scope.split(' ').filter(Boolean) : [...scopes],
    ...(typeof response.expires_in === 'number' ? {expiresAt: now + response.expires_in * 1000} : {}),
  };
}

/** An OAuth error as a sentence: the server's own words where it gave some. */
export function describeOAuthError(error: unknown): string {
  if (error instanceof oauth.ResponseBodyError) {
    return `The token endpoint refused: ${error.error}${error.error_description ? ` (${error.error_description})` : ''}.`;
  }
  if (error instanceof oauth.AuthorizationResponseError) {
    return `The authorization server refused: ${error.error}${error.error_description ? ` (${error.error_description})` : ''}.`;
  }
  if (error instanceof TypeError) {
    return 'The token endpoint could not be reached: it is not running, does not allow requests from this portal (CORS), or its certificate is not trusted.';
  }
  return `The token could not be fetched: ${error instanceof Error ? error.message : String(error)}.`;
}

export async function clientCredentialsToken(input: {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
  server: string;
}): Promise<StoredToken> {
  const as = authorizationServer(input.tokenUrl);
  const client: oauth.Client = {client_id: input.clientId};
  const parameters = new URLSearchParams(input.scopes.length > 0 ? {scope: input.scopes.join(' ')} : {});
  const response = await oauth.clientCredentialsGrantRequest(as, client, oauth.ClientSecretBasic(input.clientSecret), parameters, insecure(input.tokenUrl));
  return tokenFrom(await oauth.processClientCredentialsResponse(as, client, response), 'client_credentials', input.server, input.scopes);
}

/** The page to come back to: this operation page, without query or hash. */
export function redirectUriOf(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

/** Sends the reader to the authorization server (PKCE with S256); the flow ends in completeAuthorization. */
export async function startAuthorization(input: {
  authorizationUrl: string;
  tokenUrl: string;
  clientId: string;
  scopes: readonly string[];
  server: string;
  redirectUri: string;
}): Promise<string> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const pending: PendingAuthorization = {
    state,
    verifier,
    clientId: input.clientId,
    tokenUrl: input.tokenUrl,
    authorizationUrl: input.authorizationUrl,
    redirectUri: input.redirectUri,
    server: input.server,
    scopes: [...input.scopes],
  };
  session()?.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(input.authorizationUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  if (input.scopes.length > 0) {
    url.searchParams.set('scope', input.scopes.join(' '));
  }
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

/** Exchanges the code the authorization server sent back for a token of the server the flow was for. */
export async function completeAuthorization(currentUrl: URL): Promise<StoredToken> {
  const stored = session()?.getItem(PENDING_KEY);
  session()?.removeItem(PENDING_KEY);
  if (!stored) {
    throw new Error('no authorization was started in this tab');
  }
  const pending = JSON.parse(stored) as PendingAuthorization;
  const as = authorizationServer(pending.tokenUrl, pending.authorizationUrl);
  const client: oauth.Client = {client_id: pending.clientId};
  const parameters = oauth.validateAuthResponse(as, client, currentUrl, pending.state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    parameters,
    pending.redirectUri,
    pending.verifier,
    insecure(pending.tokenUrl),
  );
  const token = tokenFrom(await oauth.processAuthorizationCodeResponse(as, client, response), 'authorization_code', pending.server, pending.scopes);
  storeToken(token);
  return token;
}
