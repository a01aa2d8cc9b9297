// The local sandbox behind "Try it" (`npm run sandbox`): on one loopback origin,
//   /{spec}/...     a mock of every API of the flavour, by Stoplight Prism: answers from the
//                   spec's examples, rejects requests its schemas refuse (in our problem format);
//   /oauth2/...     an OAuth 2 authorization server (oauth2-mock-server) that issues tokens for
//                   the client-credentials grant and the authorization-code grant with PKCE.
// CORS headers name the portal's origins only. Each Prism mock runs on its own loopback port and
// is reached through this front server, so the sandbox is one origin for the portal and its CSP.
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createRequire} from 'node:module';
import {OAuth2Issuer, OAuth2Service} from 'oauth2-mock-server';
import {createServer as createPrismServer} from '@stoplight/prism-http-server';
import {getHttpOperationsFromSpec} from '@stoplight/prism-http';
import {createLogger} from '@stoplight/prism-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

/** The portal's problem types (lib/portal/sections.ts names the same base). */
const PROBLEM_BASE = 'https://developer.lindenkauf.example/portal/problems/';

/** Where the OAuth server answers, below the sandbox's origin. */
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

/** The specs of a flavour, bundled as the portal bundles them (plugins/openapi-reference). */
async function loadModels(flavour) {
  const jiti = require('jiti')(import.meta.url, {interopDefault: true});
  const {loadCatalogue} = jiti(path.join(root, 'plugins', 'openapi-reference', 'catalogue.ts'));
  const {models} = await loadCatalogue(root, flavour, {baseUrl: '/portal/'});
  return models;
}

// Prism's own logger (it adds the levels Prism logs at); the sandbox reports requests itself.
const silent = createLogger('SANDBOX', {enabled: false});

/** Prism's violations (its `sl-violations` header) as the portal's validation problem. */
export function validationProblem(violations) {
  const fields = violations.map((violation) => {
    const [where, ...rest] = (violation.location ?? []).slice(1);
    return {field: [where === 'body' ? undefined : where, ...rest].filter((part) => part !== undefined && part !== '').join('.'), message: violation.message};
  });
  return {
    type: `${PROBLEM_BASE}validation-failed`,
    title: 'Validation failed',
    status: 400,
    detail: `The request contains ${fields.length} invalid field${fields.length === 1 ? '' : 's'}.`,
    violations: fields,
  };
}

/** Prism's own problems (`https://stoplight.io/prism/errors#...`) in the portal's problem format. */
export function portalProblem(status, prismProblem) {
  const kind = String(prismProblem?.type ?? '').split('#')[1] ?? '';
  if (status === 401 || kind === 'UNAUTHORIZED') {
    return {
      status: 401,
      body: {
        type: `${PROBLEM_BASE}unauthorized`,
        title: 'Unauthorized',
        status: 401,
        detail: 'Send an access token of the sandbox: Authorization: Bearer <token>.',
      },
    };
  }
  if (kind === 'NO_PATH_MATCHED_ERROR' || kind === 'NO_RESOURCE_PROVIDED_ERROR' || status === 404) {
    return {
      status: 404,
      body: {type: `${PROBLEM_BASE}not-found`, title: 'Not Found', status: 404, detail: prismProblem?.detail ?? 'No operation of this API has this path.'},
    };
  }
  if (kind === 'NO_METHOD_MATCHED_ERROR' || status === 405) {
    return {status: 405, body: {type: `${PROBLEM_BASE}method-not-allowed`, title: 'Method Not Allowed', status: 405, detail: prismProblem?.detail ?? ''}};
  }
  return {status: 400, body: validationProblem(prismProblem?.validation ?? [])};
}

function readBody(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function corsHeaders(origin, allowed) {
  if (!origin || !allowed(origin)) {
    return {};
  }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Accept-Language, If-Match, If-None-Match, Idempotency-Key, X-Request-Id',
    'Access-Control-Expose-Headers': 'Location, ETag, X-Request-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, WWW-Authenticate',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/** Loopback portals (the dev server, the test builds) and the origins named by the caller. */
export function originFilter(extra = []) {
  return (origin) => extra.includes(origin) || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
}

/** Forwards a request to a Prism mock and rewrites its problems into ours. */
async function forward(req, res, target, pathname, body, cors) {
  const {origin: _origin, ...headers} = req.headers;
  const upstream = http.request({host: '127.0.0.1', port: target, method: req.method, path: pathname, headers: {...headers, host: `127.0.0.1:${target}`}});
  upstream.end(body);
  const response = await new Promise((resolve, reject) => upstream.on('response', resolve).on('error', reject));
  const payload = await readBody(response);
  const kept = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !/^access-control-|^content-length$|^connection$|^transfer-encoding$|^sl-violations$/i.test(name)),
  );
  const status = response.statusCode ?? 502;
  const problemJson = /problem\+json/.test(String(response.headers['content-type']));
  const parsed = problemJson ? safeJson(payload) : undefined;
  // An invalid request: Prism answers with the spec's documented error example; the reader gets
  // the violations Prism found instead of the example's.
  const violations = safeJson(Buffer.from(String(response.headers['sl-violations'] ?? '[]'))) ?? [];
  let rewritten;
  if (String(parsed?.type ?? '').startsWith('https://stoplight.io/prism/errors')) {
    rewritten = portalProblem(status, parsed);
  } else if (status >= 400 && status !== 401 && violations.length > 0) {
    rewritten = {status: 400, body: validationProblem(violations)};
  }
  if (rewritten) {
    res.writeHead(rewritten.status, {...kept, ...cors, 'Content-Type': 'application/problem+json'});
    res.end(JSON.stringify(rewritten.body));
    return;
  }
  res.writeHead(status, {...kept, ...cors});
  res.end(payload);
}

function safeJson(buffer) {
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Starts the sandbox on `host:port` (0 for any free port) for the flavour's specs; resolves with
 * its origin, the spec keys it mocks and `close()`.
 */
export async function startSandbox({port = 4010, host = '127.0.0.1', flavour = 'internal', origins = []} = {}) {
  const models = await loadModels(flavour);
  const mocks = new Map();
  for (const model of models) {
    const operations = await getHttpOperationsFromSpec(model.spec.document);
    const server = createPrismServer(operations, {
      components: {logger: silent},
      cors: false,
      config: {
        mock: {dynamic: false},
        checkSecurity: true,
        validateRequest: true,
        validateResponse: false,
        errors: true,
        upstreamProxy: undefined,
        isProxy: false,
      },
    });
    const address = await server.listen(0, '127.0.0.1');
    mocks.set(model.spec.key, {server, port: Number(new URL(address).port)});
  }
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const oauth = new OAuth2Service(issuer, OAUTH_ENDPOINTS);
  // Our APIs use OAuth 2, not OpenID Connect: a token response carries no ID token, as the real
  // authorization server's does not (a client such as oauth4webapi would otherwise validate one).
  // The scopes a reader consented to go into the token of that code (the mock would say "dummy").
  const consented = new Map();
  oauth.on('beforeAuthorizeRedirect', ({url: redirect}, req) => {
    const scope = new URL(req.url ?? '/', 'http://sandbox').searchParams.get('scope');
    if (scope && redirect.searchParams.has('code')) {
      consented.set(redirect.searchParams.get('code'), scope);
    }
  });
  const grantedScope = (req) => (req.body?.grant_type === 'authorization_code' ? consented.get(req.body.code) : undefined);
  oauth.on('beforeTokenSigning', (token, req) => {
    const scope = grantedScope(req);
    if (scope) {
      token.payload.scope = scope;
    }
  });
  oauth.on('beforeResponse', (tokenEndpointResponse, req) => {
    delete tokenEndpointResponse.body.id_token;
    const scope = grantedScope(req);
    if (scope) {
      tokenEndpointResponse.body.scope = scope;
      consented.delete(req.body.code);
    }
  });
  const allowed = originFilter(origins);
  const front = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const cors = corsHeaders(req.headers.origin, allowed);
    try {
      if (url.pathname.startsWith(`${OAUTH_PREFIX}/`)) {
        oauth.requestHandler(req, res);
        return;
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(Object.keys(cors).length > 0 ? 204 : 403, cors);
        res.end();
        return;
      }
      const [, key, ...rest] = url.pathname.split('/');
      const mock = mocks.get(key);
      if (!mock) {
        res.writeHead(404, {...cors, 'Content-Type': 'application/problem+json'});
        res.end(
          JSON.stringify({
            type: `${PROBLEM_BASE}not-found`,
            title: 'Not Found',
            status: 404,
            detail: `The sandbox mocks ${[...mocks.keys()].map((name) => `/${name}`).join(', ')}.`,
          }),
        );
        return;
      }
      await forward(req, res, mock.port, `/${rest.join('/')}${url.search}`, await readBody(req), cors);
    } catch (error) {
      res.writeHead(502, {...cors, 'Content-Type': 'text/plain; charset=utf-8'});
      res.end(`The sandbox failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  await new Promise((resolve, reject) => front.listen(port, host, resolve).on('error', reject));
  const origin = `http://${host}:${front.address().port}`;
  issuer.url = `${origin}${OAUTH_PREFIX}`;
  return {
    origin,
    specs: [...mocks.keys()],
    close: async () => {
      await new Promise((resolve) => front.close(resolve));
      await Promise.all([...mocks.values()].map(({server}) => server.close()));
    },
  };
}
