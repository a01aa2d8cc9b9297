#!/usr/bin/env node
// A stand-in for the Elastic APM Server on loopback, for tests/e2e/error-reporting.spec.ts.
// Usage: node tests/e2e/apm-collector.mjs <port>
//
// - POST /intake/v2/rum/events (and /intake/v3/rum/events): the RUM agent's ndjson events, gzip- or
//   deflate-compressed when the browser has CompressionStream (Content-Encoding says which).
// - GET /config/v1/rum/agents?service.name=…&service.environment=…: central configuration; answers
//   {} with an ETag, and 304 when the agent sends that ETag back as ifnonematch.
// - OPTIONS: CORS preflight. The page's origin differs from the collector's (another port), and
//   the agent's POST sends Content-Type application/x-ndjson and Content-Encoding.
// - GET /__received: what arrived so far, as JSON: [{method, path, serviceName, environment,
//   errors, transactions, contentEncoding}], oldest first. Also the readiness URL.
// - DELETE /__received: forgets what arrived.
import http from 'node:http';
import zlib from 'node:zlib';

const ETAG = '"portal-test-config"';
const MAX_BODY = 5 * 1024 * 1024;

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error('Usage: node tests/e2e/apm-collector.mjs <port>');
  process.exit(2);
}

/** @type {{method: string, path: string, serviceName?: string, environment?: string, errors: string[], transactions: number, contentEncoding?: string, problem?: string}[]} */
const received = [];

function cors(request) {
  const origin = request.headers.origin;
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    Vary: 'Origin',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? 'Content-Type, Content-Encoding',
    // The agent reads the ETag of the central configuration; Chromium logs an error for a header it may not read.
    'Access-Control-Expose-Headers': 'ETag',
    'Access-Control-Max-Age': '600',
    ...(request.headers['access-control-request-private-network'] ? {'Access-Control-Allow-Private-Network': 'true'} : {}),
  };
}

function send(request, response, status, body, headers = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, {
    ...cors(request),
    'Cache-Control': 'no-store',
    ...(text ? {'Content-Type': 'application/json'} : {}),
    ...headers,
  });
  response.end(text);
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error(`body over ${MAX_BODY} bytes`));
        request.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function decode(body, encoding) {
  switch ((encoding ?? 'identity').toLowerCase()) {
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'identity':
      return body;
    default:
      throw new Error(`unknown Content-Encoding ${encoding}`);
  }
}

/** Service, environment, error messages and transaction count of an events payload (API v2 keys, or v3's short ones). */
function parseEvents(text) {
  const result = {errors: [], transactions: 0};
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      continue;
    }
    const event = JSON.parse(line);
    if (event.metadata || event.m) {
      const service = event.metadata?.service ?? {name: event.m.se?.n, environment: event.m.se?.en};
      result.serviceName = service.name;
      result.environment = service.environment;
    } else if (event.error || event.e) {
      result.errors.push(event.error?.exception?.message ?? event.e?.ex?.mg ?? '');
    } else if (event.transaction || event.x) {
      result.transactions += 1;
    }
  }
  return result;
}

async function handle(request, response) {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
  const {pathname} = url;
  if (pathname === '/__received') {
    if (request.method === 'DELETE') {
      received.length = 0;
      return send(request, response, 204);
    }
    return send(request, response, 200, received);
  }
  if (request.method === 'OPTIONS') {
    received.push({method: 'OPTIONS', path: pathname, errors: [], transactions: 0});
    return send(request, response, 204);
  }
  if (request.method === 'POST' && /^\/intake\/v[23]\/rum\/events$/.test(pathname)) {
    const record = {method: 'POST', path: pathname, errors: [], transactions: 0, contentEncoding: request.headers['content-encoding']};
    received.push(record);
    try {
      // The text as well: a test checks that no URL in it kept its query string or fragment.
      record.text = decode(await readBody(request), record.contentEncoding).toString('utf8');
      Object.assign(record, parseEvents(record.text));
    } catch (error) {
      record.problem = String(error instanceof Error ? error.message : error);
      return send(request, response, 400, {errors: [{message: record.problem}]});
    }
    return send(request, response, 202);
  }
  if (request.method === 'GET' && pathname === '/config/v1/rum/agents') {
    received.push({
      method: 'GET',
      path: pathname,
      serviceName: url.searchParams.get('service.name') ?? undefined,
      environment: url.searchParams.get('service.environment') ?? undefined,
      errors: [],
      transactions: 0,
    });
    if (url.searchParams.get('ifnonematch') === ETAG.replaceAll('"', '')) {
      return send(request, response, 304, undefined, {ETag: ETAG});
    }
    return send(request, response, 200, {}, {ETag: ETAG});
  }
  received.push({method: request.method ?? '', path: pathname, errors: [], transactions: 0, problem: 'unknown endpoint'});
  return send(request, response, 404, {errors: [{message: `no ${request.method} ${pathname} here`}]});
}

const server = http.createServer((request, response) => {
  handle(request, response).catch((error) => {
    if (!response.headersSent) {
      send(request, response, 500, {errors: [{message: String(error)}]});
    }
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`APM collector for the browser tests on http://127.0.0.1:${port} (GET /__received lists what arrived)`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
