#!/usr/bin/env node
// Load check of `npm run bench` (issue 12, item 4): autocannon against nginx serving a flavour on
// loopback, one bounded run per page (LOAD_SECONDS, 10 connections, no pipelining), sending
// Accept-Encoding: gzip as browsers do (gzip only, so the figure is the same where nginx has a brotli
// module), so nginx answers with the build's precompressed .gz files. It reports
// requests per second (mean of the per-second samples), p99 latency, connection errors (timeouts
// included) and non-2xx responses; the target is zero of both. Both cores are shared by nginx and
// autocannon, so the rate is what this machine manages, not a capacity figure.
//
// Standalone: node scripts/bench/load.mjs [baseUrl ending in /portal/ | build dir]   (default
// build/live, served through nginx on a free port)
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import autocannon from 'autocannon';
import {serveBuild} from './nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const LOAD_SECONDS = 5;
export const LOAD_CONNECTIONS = 10;
export const LOAD_HEADERS = {'accept-encoding': 'gzip', accept: 'text/html,application/xhtml+xml,*/*;q=0.8'};
export const LOAD_PAGES = [
  ['home page', ''],
  ['docs page (pagination)', 'rest/about-the-api/pagination'],
  ['operation page (orderManagement getOrder)', 'reference/specs/orderManagement/operations/getOrder'],
];

/** One bounded autocannon run against `url`. */
export async function loadPage(url) {
  // What the server sends to a browser: status and encoding, checked once before the run.
  const probe = await fetch(url, {headers: LOAD_HEADERS, redirect: 'manual'});
  await probe.arrayBuffer();
  // nginx closes a keep-alive connection after 1,000 requests (keepalive_requests), saying so with
  // `Connection: close`; autocannon ignores that header and may write its next request into the
  // closing socket (a rare ECONNRESET that no browser would see). Reconnecting every 500 requests,
  // as a browser reopens connections, keeps that client artefact out of the error count.
  const instance = autocannon({
    url,
    connections: LOAD_CONNECTIONS,
    pipelining: 1,
    duration: LOAD_SECONDS,
    headers: LOAD_HEADERS,
    timeout: 10,
    reconnectRate: 500,
  });
  // What the errors were (ECONNRESET, timeouts ...), counted by code, to print beside the count.
  const kinds = new Map();
  instance.on('reqError', (error) => {
    const kind = error.code ?? error.message;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  });
  const result = await instance;
  return {
    errorKinds: [...kinds].map(([kind, count]) => `${kind} x${count}`).join(', '),
    statusCodes: Object.entries(result.statusCodeStats ?? {})
      .map(([code, {count}]) => `${code} x${count}`)
      .join(', '),
    status: probe.status,
    encoding: probe.headers.get('content-encoding') ?? 'identity',
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Bench rows: one per page of `pages` ([label, path below baseUrl]). */
export async function loadRows(baseUrl, pages = LOAD_PAGES) {
  const rows = [];
  for (const [label, pagePath] of pages) {
    const run = await loadPage(`${baseUrl}${pagePath}`);
    rows.push([
      `load, ${label}: autocannon ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections, nginx on loopback (${run.encoding})`,
      `${run.requestsPerSecond.toFixed(0)} requests/s (${run.total} in all), p99 ${run.p99} ms (p50 ${run.p50} ms)`,
      `${run.errors} errors (${run.timeouts} timeouts${run.errorKinds ? `; ${run.errorKinds}` : ''}), ${run.non2xx} non-2xx${run.non2xx ? ` (${run.statusCodes})` : ''} ` +
        `(target 0 and 0: ${run.errors === 0 && run.non2xx === 0 && run.status === 200 ? 'met' : 'NOT met'})` +
        (run.status === 200 ? '' : `; the page answers ${run.status}`),
    ]);
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = process.argv[2] ?? path.join(root, 'build', 'live');
  const server = /^https?:/.test(target) ? undefined : await serveBuild(path.resolve(target));
  try {
    const rows = await loadRows(server?.url ?? target);
    for (const row of rows) {
      console.log(row.join('  |  '));
    }
  } finally {
    await server?.stop();
  }
}
