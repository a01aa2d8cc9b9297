#!/usr/bin/env node
// Serves a production build the way the portal is deployed: under /portal/, with extension-less
// URLs and the build's 404.html (which leads to /error) for anything else.
// Usage: node scripts/serve.mjs [live|internal] [port]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = '/portal/';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.yaml': 'application/yaml',
};

/** The file a request path maps to, trying `x`, `x.html` and `x/index.html` like nginx's try_files. */
export function resolveFile(dir, urlPath) {
  const relative = decodeURIComponent(urlPath.slice(BASE.length));
  const candidate = path.resolve(dir, relative);
  if (!candidate.startsWith(dir)) {
    return null;
  }
  for (const file of [candidate, `${candidate}.html`, path.join(candidate, 'index.html')]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) {
      return file;
    }
  }
  return null;
}

/**
 * `mounts` serves other directories under some URL prefixes (the bench serves a synthetic search
 * index in place of the build's), e.g. {'/portal/search-index/': '/tmp/index'}.
 */
export function createServer(dir, {mounts = {}} = {}) {
  return http.createServer((request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/' || pathname === '/portal') {
      response.writeHead(302, {location: BASE}).end();
      return;
    }
    const mount = Object.keys(mounts).find((prefix) => pathname.startsWith(prefix));
    const file = mount ? resolveFile(mounts[mount], `${BASE}${pathname.slice(mount.length)}`) : pathname.startsWith(BASE) ? resolveFile(dir, pathname) : null;
    const status = file ? 200 : 404;
    const body = file ?? path.join(dir, '404.html');
    response.writeHead(status, {'content-type': TYPES[path.extname(body)] ?? 'application/octet-stream'});
    fs.createReadStream(body).pipe(response);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flavour = process.argv[2] ?? 'internal';
  const port = Number(process.argv[3] ?? (flavour === 'live' ? 3101 : 3102));
  const dir = path.join(root, 'build', flavour);
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`build/${flavour} does not exist. Run \`npm run build:${flavour}\` first.`);
    process.exit(1);
  }
  createServer(dir).listen(port, '127.0.0.1', () => {
    console.log(`Serving build/${flavour} at http://127.0.0.1:${port}${BASE}`);
  });
}
