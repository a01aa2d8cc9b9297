// The sandbox's OAuth 2 authorization server: oauth2-mock-server keeps the signing keys, the codes'
// PKCE challenges and signs the tokens; this module decides who gets a token for what, as a real
// authorization server would. oauth2-mock-server on its own issues tokens to any client for any
// scope, redirects to any redirect_uri and answers every origin's CORS request (issue 33).
//   - two clients, those of lib/portal/config.ts LOCAL_SANDBOX: a confidential one for the
//     client-credentials grant, a public one for the authorization-code grant with PKCE (S256);
//   - scopes: only those the flavour's specs define for that grant's flow, at least one;
//   - redirect_uri: a page of a portal origin (the CORS check's); anything else is refused here,
//     never redirected to (RFC 6749 section 4.1.2.1);
//   - only the token, authorization, JWKS and metadata endpoints are served.
import {createHash} from 'node:crypto';
import {Readable} from 'node:stream';
import {OAuth2Issuer, OAuth2Service} from 'oauth2-mock-server';

export const OAUTH_PREFIX = '/oauth2';
export const OAUTH_ENDPOINTS = {
  wellKnownDocument: `${OAUTH_PREFIX}/.well-known/openid-configuration`,
  token: `${OAUTH_PREFIX}/token`,
  jwks: `${OAUTH_PREFIX}/jwks`,
  authorize: `${OAUTH_PREFIX}/authorize`,
  userinfo: `${OAUTH_PREFIX}/userinfo`,
  revoke: `${OAUTH_PREFIX}/revoke`,
  endSession: `${OAUTH_PREFIX}/endsession`,
  introspect: `${OAUTH_PREFIX}/introspect`,
};
/** What the sandbox serves of the mock; its userinfo, end-session (an open redirect), revocation and introspection (every token "active") are not. */
const SERVED = new Set([
  `GET ${OAUTH_ENDPOINTS.wellKnownDocument}`,
  `GET ${OAUTH_ENDPOINTS.jwks}`,
  `GET ${OAUTH_ENDPOINTS.authorize}`,
  `POST ${OAUTH_ENDPOINTS.token}`,
]);

export const GRANTS = {clientCredentials: 'client_credentials', authorizationCode: 'authorization_code'};
/** An authorization code is good for this long (RFC 6749 section 4.1.2 recommends at most ten minutes). */
const CODE_LIFETIME_MS = 10 * 60 * 1000;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A local `$ref` of a bundled document, followed (once is enough for security schemes). */
export function resolveRef(document, node) {
  if (!isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) {
    return node;
  }
  return node.$ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((at, part) => (isObject(at) ? at[part] : undefined), document);
}

/** The scopes the specs' OAuth 2 flows define, per grant: all a token of that grant may carry. */
export function definedScopes(documents) {
  const scopes = {[GRANTS.clientCredentials]: new Set(), [GRANTS.authorizationCode]: new Set()};
  const flowOf = {clientCredentials: GRANTS.clientCredentials, authorizationCode: GRANTS.authorizationCode};
  for (const document of documents) {
    const schemes = isObject(document.components?.securitySchemes) ? document.components.securitySchemes : {};
    for (const raw of Object.values(schemes)) {
      const scheme = resolveRef(document, raw);
      if (scheme?.type !== 'oauth2' || !isObject(scheme.flows)) {
        continue;
      }
      for (const [flow, grant] of Object.entries(flowOf)) {
        const defined = resolveRef(document, scheme.flows[flow]);
        for (const scope of Object.keys(isObject(defined?.scopes) ? defined.scopes : {})) {
          scopes[grant].add(scope);
        }
      }
    }
  }
  return scopes;
}

const splitScope = (value) => (typeof value === 'string' ? value.split(' ').filter(Boolean) : []);

/** RFC 6749 section 5.2's error body; never cached. */
function sendOAuthError(res, status, error, description, headers = {}) {
  res.writeHead(status, {...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store'});
  res.end(JSON.stringify({error, error_description: description}));
}

/** The client of a token request: HTTP Basic (client_secret_basic, form-encoded id and secret) or the body's client_id and client_secret. */
function clientOf(req, body) {
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const part = (text) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        return text;
      }
    };
    return colon < 0 ? {id: part(decoded)} : {id: part(decoded.slice(0, colon)), secret: part(decoded.slice(colon + 1))};
  }
  const id = body.get('client_id') ?? undefined;
  const secret = body.get('client_secret') ?? undefined;
  return {id, secret};
}

/** A request the mock reads as if it came from the wire: the front server has read (and bounded) the body already. */
function replay(req, body, grant) {
  const copy = Readable.from(body.length > 0 ? [body] : []);
  return Object.assign(copy, {headers: req.headers, method: req.method, url: req.url, sandboxGrant: grant});
}

/** Response headers of the mock minus its `Access-Control-*` (it allows every origin); the front server sets ours. */
function withoutMockCors(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (/^access-control-/i.test(name) ? res : setHeader(name, value));
  return res;
}

/**
 * The authorization server for `documents` (the flavour's specs). `clients` are LOCAL_SANDBOX's,
 * `portalOrigin(origin)` says whether a portal runs there, `tokenSeconds` is every token's lifetime.
 * Resolves with `issuer` (set `issuer.url` once the origin is known), `scopes` and `handle(req, res, body)`.
 */
export async function createAuthorizationServer({documents, clients, portalOrigin, tokenSeconds}) {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer, OAUTH_ENDPOINTS);
  const scopes = definedScopes(documents);
  /** Codes handed out, with what they were handed out for: code -> {clientId, redirectUri, scope, challenge, at}. */
  const codes = new Map();

  service.on('beforeWellKnownOpenIdConfiguration', ({body}) => {
    for (const endpoint of ['userinfo_endpoint', 'revocation_endpoint', 'end_session_endpoint', 'introspection_endpoint']) {
      delete body[endpoint];
    }
    // The mock joins the issuer (which ends in OAUTH_PREFIX) and the endpoints (which start with it).
    const at = (endpoint) => new URL(endpoint, issuer.url).href;
    Object.assign(body, {token_endpoint: at(OAUTH_ENDPOINTS.token), authorization_endpoint: at(OAUTH_ENDPOINTS.authorize), jwks_uri: at(OAUTH_ENDPOINTS.jwks)});
    body.grant_types_supported = Object.values(GRANTS);
    body.token_endpoint_auth_methods_supported = ['client_secret_basic', 'client_secret_post', 'none'];
    body.code_challenge_methods_supported = ['S256'];
    body.scopes_supported = [...new Set([...scopes[GRANTS.clientCredentials], ...scopes[GRANTS.authorizationCode]])].sort();
  });
  service.on('beforeAuthorizeRedirect', ({url}, req) => {
    const code = url.searchParams.get('code');
    if (code && req.sandboxGrant) {
      const now = Date.now();
      for (const [old, entry] of codes) {
        if (now - entry.at > CODE_LIFETIME_MS) {
          codes.delete(old);
        }
      }
      codes.set(code, {...req.sandboxGrant, at: now});
    }
  });
  // Our APIs use OAuth 2, not OpenID Connect, and the sandbox has no refresh grant: a token response
  // carries the access token alone, with the scopes granted and the configured lifetime.
  service.on('beforeTokenSigning', (token, req) => {
    const grant = req.sandboxGrant;
    if (!grant) {
      return;
    }
    Object.assign(token.payload, {scope: grant.scope, client_id: grant.clientId, sub: grant.subject, exp: token.payload.iat + tokenSeconds});
    delete token.payload.aud;
  });
  service.on('beforeResponse', ({body}, req) => {
    delete body.id_token;
    delete body.refresh_token;
    if (req.sandboxGrant) {
      Object.assign(body, {scope: req.sandboxGrant.scope, expires_in: tokenSeconds});
    }
  });

  /** The scopes asked for, or why they cannot be granted. */
  const checkScope = (grant, requested) => {
    const asked = splitScope(requested);
    if (asked.length === 0) {
      return {error: `Ask for the scopes the operation needs in the scope parameter (space-separated); the operation page lists them.`};
    }
    const unknown = asked.filter((scope) => !scopes[grant].has(scope));
    if (unknown.length > 0) {
      return {error: `No API of this sandbox defines ${unknown.join(', ')} for the ${grant} grant. Ask for the scopes the operation page lists.`};
    }
    return {scope: [...new Set(asked)].join(' ')};
  };

  /** A redirect URI the reader may be sent to: a page (no fragment) of a portal origin. */
  const redirectTarget = (value) => {
    let url;
    try {
      url = new URL(value);
    } catch {
      return undefined;
    }
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hash === '' && url.username === '' && portalOrigin(url.origin) ? url : undefined;
  };

  const authorize = (req, res) => {
    const query = new URL(req.url ?? '/', 'http://sandbox').searchParams;
    const clientId = query.get('client_id');
    const redirectUri = query.get('redirect_uri') ?? '';
    // Who asks and where the answer goes are checked before anything is sent there.
    if (clientId !== clients.appClient.id) {
      sendOAuthError(
        res,
        400,
        clientId === clients.partnerClient.id ? 'unauthorized_client' : 'invalid_request',
        `The sandbox signs in for its console client only: client_id=${clients.appClient.id} (authorization code with PKCE, no secret).`,
      );
      return;
    }
    const target = redirectTarget(redirectUri);
    if (!target) {
      sendOAuthError(
        res,
        400,
        'invalid_request',
        'redirect_uri must be a page of a portal this sandbox serves: a loopback origin (the dev server, npm run serve) or one listed in PORTAL_SANDBOX_ORIGINS, without a fragment.',
      );
      return;
    }
    const back = (error, description) => {
      target.searchParams.set('error', error);
      target.searchParams.set('error_description', description);
      if (query.get('state')) {
        target.searchParams.set('state', query.get('state'));
      }
      res.writeHead(302, {Location: target.href, 'Cache-Control': 'no-store'});
      res.end();
    };
    if (query.get('response_type') !== 'code') {
      back('unsupported_response_type', 'The sandbox answers response_type=code only.');
      return;
    }
    const challenge = query.get('code_challenge');
    if (!challenge || query.get('code_challenge_method') !== 'S256') {
      back('invalid_request', 'Send PKCE: code_challenge with code_challenge_method=S256.');
      return;
    }
    const scope = checkScope(GRANTS.authorizationCode, query.get('scope'));
    if (scope.error) {
      back('invalid_scope', scope.error);
      return;
    }
    req.sandboxGrant = {clientId, redirectUri, scope: scope.scope, challenge, subject: 'sandbox-customer'};
    service.requestHandler(req, res);
  };

  const token = (req, res, raw) => {
    if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) {
      sendOAuthError(res, 400, 'invalid_request', 'Send the token request as application/x-www-form-urlencoded.');
      return;
    }
    const body = new URLSearchParams(raw.toString('utf8'));
    const client = clientOf(req, body);
    const grantType = body.get('grant_type');
    const known = [clients.partnerClient.id, clients.appClient.id];
    if (!known.includes(client.id)) {
      sendOAuthError(
        res,
        401,
        'invalid_client',
        `Unknown client. The sandbox issues tokens to client id ${clients.partnerClient.id} (client credentials) and ${clients.appClient.id} (authorization code with PKCE).`,
        {'WWW-Authenticate': 'Basic realm="sandbox"'},
      );
      return;
    }
    if (grantType === GRANTS.clientCredentials) {
      if (client.id !== clients.partnerClient.id) {
        sendOAuthError(res, 400, 'unauthorized_client', `The client-credentials grant is for client id ${clients.partnerClient.id}.`);
        return;
      }
      if (client.secret !== clients.partnerClient.secret) {
        sendOAuthError(res, 401, 'invalid_client', `Wrong client secret for ${clients.partnerClient.id}: the sandbox's banner and the README name it.`, {
          'WWW-Authenticate': 'Basic realm="sandbox"',
        });
        return;
      }
      const scope = checkScope(GRANTS.clientCredentials, body.get('scope'));
      if (scope.error) {
        sendOAuthError(res, 400, 'invalid_scope', scope.error);
        return;
      }
      service.requestHandler(replay(req, raw, {clientId: client.id, scope: scope.scope, subject: client.id}), res);
      return;
    }
    if (grantType === GRANTS.authorizationCode) {
      if (client.id !== clients.appClient.id) {
        sendOAuthError(res, 400, 'unauthorized_client', `The authorization-code grant is for client id ${clients.appClient.id}.`);
        return;
      }
      const code = body.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code);
      const verifier = body.get('code_verifier') ?? '';
      if (
        !issued ||
        Date.now() - issued.at > CODE_LIFETIME_MS ||
        issued.clientId !== client.id ||
        issued.redirectUri !== body.get('redirect_uri') ||
        createHash('sha256').update(verifier).digest('base64url') !== issued.challenge
      ) {
        sendOAuthError(
          res,
          400,
          'invalid_grant',
          'The code is unknown, used or expired, or was issued for another client or redirect_uri, or the code_verifier does not match its challenge. Sign in again.',
        );
        return;
      }
      service.requestHandler(replay(req, raw, {clientId: client.id, scope: issued.scope, subject: issued.subject}), res);
      return;
    }
    sendOAuthError(res, 400, 'unsupported_grant_type', `The sandbox answers grant_type=${GRANTS.clientCredentials} and ${GRANTS.authorizationCode}.`);
  };

  /** Answers a request below OAUTH_PREFIX; `body` is the request body, read and bounded by the caller. */
  const handle = (req, res, body, notFound) => {
    const pathname = new URL(req.url ?? '/', 'http://sandbox').pathname.replace(/(.)\/$/, '$1');
    const route = `${req.method} ${pathname}`;
    if (!SERVED.has(route)) {
      notFound();
      return;
    }
    withoutMockCors(res);
    if (route === `GET ${OAUTH_ENDPOINTS.authorize}`) {
      authorize(req, res);
    } else if (route === `POST ${OAUTH_ENDPOINTS.token}`) {
      token(req, res, body);
    } else {
      service.requestHandler(req, res);
    }
  };

  return {issuer, scopes, handle};
}
