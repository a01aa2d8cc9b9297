// The local sandbox behind "Try it" (`npm run sandbox`): on one loopback origin,
//   /{spec}/...     a mock of every API of the flavour, by Stoplight Prism: answers from the
//                   spec's examples, rejects requests its schemas refuse (in our problem format);
//                   a token is checked first (access.mjs): signature, expiry, the operation's scopes;
//   /oauth2/...     an OAuth 2 authorization server (oauth.mjs on oauth2-mock-server) that issues
//                   tokens to the console's clients for the scopes the specs define.
// CORS headers name the portal's origins only, on both. Request bodies are bounded. Each Prism mock
// runs on its own loopback port and is reached through this front server, so the sandbox is one
// origin for the portal and its CSP. No answer names the APIs it mocks: a live sandbox must not
// tell what the internal one has.
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createRequire} from 'node:module';
import {createServer as createPrismServer} from '@stoplight/prism-http-server';
import {getHttpOperationsFromSpec} from '@stoplight/prism-http';
import {createLogger} from '@stoplight/prism-core';
import {accessCheck} from './access.mjs';
import {DEFAULT_TOKEN_SECONDS} from './options.mjs';
import {OAUTH_ENDPOINTS, OAUTH_PREFIX, createAuthorizationServer} from './oauth.mjs';

export {OAUTH_ENDPOINTS, OAUTH_PREFIX};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
// jiti is how Docusaurus loads TypeScript; here it loads the portal's facts and its spec loader.
const jiti = require('jiti')(import.meta.url, {interopDefault: true});
const {LOCAL_SANDBOX} = jiti(path.join(root, 'lib', 'portal', 'config.ts'));
const {PROBLEM_TYPE_BASE, isVisibleIn} = jiti(path.join(root, 'lib', 'portal', 'sections.ts'));

/** The specs of a flavour, bundled as the portal bundles them (lib/openapi/load.ts). */
async function loadSpecsOf(flavour) {
  const {loadSpecs, specsDir} = jiti(path.join(root, 'lib', 'openapi', 'load.ts'));
  const {specs} = await loadSpecs(root, specsDir(root));
  return specs.filter((spec) => isVisibleIn(flavour, spec));
}

// Prism's own logger (it adds the levels Prism logs at), silenced: the reader sees answers, not Prism's log.
const silent = createLogger('SANDBOX', {enabled: false});

const problem = (slug, title, status, detail) => ({type: `${PROBLEM_TYPE_BASE}${slug}`, title, status, detail});

/** Prism's violations (its `sl-violations` header) as the portal's validation problem. */
export function validationProblem(violations) {
  const fields = violations.map((violation) => {
    const [where, ...rest] = (violation.location ?? []).slice(1);
    return {field: [where === 'body' ? undefined : where, ...rest].filter((part) => part !== undefined && part !== '').join('.'), message: violation.message};
  });
  return {
    ...problem('validation-failed', 'Validation failed', 400, `The request contains ${fields.length} invalid field${fields.length === 1 ? '' : 's'}.`),
    violations: fields,
  };
}

/** Prism's own problems (`https://stoplight.io/prism/errors#...`) in the portal's problem format, in our words. */
export function portalProblem(status, prismProblem) {
  const kind = String(prismProblem?.type ?? '').split('#')[1] ?? '';
  if (status === 401 || kind === 'UNAUTHORIZED') {
    return {
      status: 401,
      headers: {'WWW-Authenticate': 'Bearer realm="sandbox"'},
      body: problem('unauthorized', 'Unauthorized', 401, 'Send an access token of the sandbox: Authorization: Bearer <token>.'),
    };
  }
  if (kind === 'NO_PATH_MATCHED_ERROR' || kind === 'NO_RESOURCE_PROVIDED_ERROR' || status === 404) {
    return {
      status: 404,
      body: problem('not-found', 'Not Found', 404, 'This API has no operation at this path. Compare it with the path on the operation page.'),
    };
  }
  if (kind === 'NO_METHOD_MATCHED_ERROR' || status === 405) {
    return {status: 405, body: {type: 'about:blank', title: 'Method Not Allowed', status: 405, detail: 'This path has no operation for this method.'}};
  }
  return {status: 400, body: validationProblem(prismProblem?.validation ?? [])};
}

class BodyTooLarge extends Error {}

/** A request body of at most `limit` bytes; beyond that it rejects with BodyTooLarge and drains the rest unread. */
function readBody(stream, limit = Infinity) {
  return new Promise((resolve, reject) => {
    const declared = Number(stream.headers?.['content-length']);
    const chunks = [];
    let size = 0;
    let over = declared > limit;
    if (over) {
      reject(new BodyTooLarge());
    }
    stream.on('data', (chunk) => {
      if (over) {
        return;
      }
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
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

/** Loopback portals (the dev server, the test builds) and the origins named by the caller: CORS and redirect_uri both ask this. */
export function originFilter(extra = []) {
  return (origin) => extra.includes(origin) || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
}

function sendProblem(res, status, body, headers = {}) {
  res.writeHead(status, {...headers, 'Content-Type': 'application/problem+json'});
  res.end(JSON.stringify(body));
}

/** A 404 that says where to go instead, and names no API of the sandbox. */
const notFound = (res, detail) => sendProblem(res, 404, problem('not-found', 'Not Found', 404, detail));

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
    sendProblem(res, rewritten.status, rewritten.body, {...kept, ...rewritten.headers, ...cors});
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
 * its origin, the spec keys it mocks and `close()`. `origins` are portal origins beyond loopback
 * ones, `tokenSeconds` the lifetime of the tokens it issues.
 */
export async function startSandbox({port = 4010, host = '127.0.0.1', flavour = 'live', origins = [], tokenSeconds = DEFAULT_TOKEN_SECONDS} = {}) {
  const specs = await loadSpecsOf(flavour);
  const allowed = originFilter(origins);
  const oauth = await createAuthorizationServer({
    documents: specs.map((spec) => spec.document),
    clients: LOCAL_SANDBOX,
    portalOrigin: allowed,
    tokenSeconds,
  });
  const jwks = {keys: oauth.issuer.keys.toJSON()};
  let tokenUrl = OAUTH_ENDPOINTS.token;
  const mocks = new Map();
  for (const spec of specs) {
    const operations = await getHttpOperationsFromSpec(spec.document);
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
    const check = accessCheck({document: spec.document, operations, jwks, issuer: () => oauth.issuer.url, tokenUrl: () => tokenUrl});
    mocks.set(spec.key, {server, port: Number(new URL(address).port), check});
  }
  const tooLarge = {
    type: 'about:blank',
    title: 'Content Too Large',
    status: 413,
    detail: `The sandbox reads request bodies of up to ${LOCAL_SANDBOX.maxBodyBytes} bytes. Send a smaller body.`,
  };
  const front = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const cors = corsHeaders(req.headers.origin, allowed);
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(Object.keys(cors).length > 0 ? 204 : 403, cors);
        res.end();
        return;
      }
      for (const [name, value] of Object.entries(cors)) {
        res.setHeader(name, value);
      }
      const body = await readBody(req, LOCAL_SANDBOX.maxBodyBytes);
      if (url.pathname.startsWith(`${OAUTH_PREFIX}/`)) {
        oauth.handle(req, res, body, () =>
          notFound(
            res,
            `The sandbox's OAuth server answers at ${OAUTH_ENDPOINTS.token} and ${OAUTH_ENDPOINTS.authorize}, its metadata at ${OAUTH_ENDPOINTS.wellKnownDocument}.`,
          ),
        );
        return;
      }
      const [, key, ...rest] = url.pathname.split('/');
      const mock = mocks.get(key);
      if (!mock) {
        notFound(res, 'No API of this sandbox answers at this path. Send the request to the sandbox server the operation page names.');
        return;
      }
      const pathname = `/${rest.join('/')}`;
      const refused = await mock.check(req, pathname);
      if (refused) {
        const [slug, title] = refused.status === 403 ? ['forbidden', 'Forbidden'] : ['unauthorized', 'Unauthorized'];
        sendProblem(res, refused.status, problem(slug, title, refused.status, refused.detail), refused.headers);
        return;
      }
      await forward(req, res, mock.port, `${pathname}${url.search}`, body, cors);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        sendProblem(res, 413, tooLarge);
        return;
      }
      console.error(`The sandbox failed on ${req.method} ${url.pathname}:`, error);
      if (!res.headersSent) {
        sendProblem(res, 502, {type: 'about:blank', title: 'Bad Gateway', status: 502, detail: 'The sandbox failed on this request; its terminal says why.'});
      } else {
        res.end();
      }
    }
  });
  await new Promise((resolve, reject) => front.listen(port, host, resolve).on('error', reject));
  const origin = `http://${host}:${front.address().port}`;
  oauth.issuer.url = `${origin}${OAUTH_PREFIX}`;
  tokenUrl = `${origin}${OAUTH_ENDPOINTS.token}`;
  return {
    origin,
    specs: [...mocks.keys()],
    clients: LOCAL_SANDBOX,
    close: async () => {
      await new Promise((resolve) => front.close(resolve));
      await Promise.all([...mocks.values()].map(({server}) => server.close()));
    },
  };
}
