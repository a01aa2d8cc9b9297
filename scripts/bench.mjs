#!/usr/bin/env node
// `npm run bench`: the portal's performance figures, measured in one run and printed as a table.
// Rows: cold build time and peak memory per flavour; JS and CSS a browser loads for the home page
// and a docs page (raw and gzip). Machines here are noisy: compare ratios within one run.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, findChromium} from './find-chromium.mjs';
import {createServer} from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const rows = [];

function coldBuild(flavour) {
  const outDir = path.join(os.tmpdir(), `portal-bench-${flavour}`);
  const rssFile = path.join(os.tmpdir(), `portal-bench-${flavour}.rss`);
  for (const dir of [outDir, path.join(root, '.docusaurus'), path.join(root, 'node_modules/.cache')]) {
    fs.rmSync(dir, {recursive: true, force: true});
  }
  const started = process.hrtime.bigint();
  const {status} = spawnSync(process.execPath, ['--require', path.join(root, 'scripts/bench/report-rss.cjs'), docusaurus, 'build', '--out-dir', outDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, PORTAL_FLAVOUR: flavour, BENCH_RSS_FILE: rssFile},
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (status !== 0) {
    throw new Error(`The ${flavour} build failed; run npm run build:${flavour} to see why.`);
  }
  const peakMiB = Number(fs.readFileSync(rssFile, 'utf8')) / 1024;
  rows.push([`cold build, ${flavour}`, `${seconds.toFixed(1)} s`, `peak memory ${peakMiB.toFixed(0)} MiB`]);
  return outDir;
}

/**
 * The JS and CSS a browser loads for a page until the network is idle (route chunks included,
 * which the HTML does not name), measured in headless Chromium against the served build.
 */
async function pageAssets(browser, baseUrl, pagePath) {
  const page = await browser.newPage();
  const files = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      files.set(response.url(), {kind: type === 'script' ? 'js' : 'css', body: await response.body().catch(() => Buffer.alloc(0))});
    }
  });
  await page.goto(`${baseUrl}${pagePath}`, {waitUntil: 'networkidle'});
  await page.close();
  const totals = {js: {raw: 0, gzip: 0}, css: {raw: 0, gzip: 0}};
  for (const {kind, body} of files.values()) {
    totals[kind].raw += body.length;
    totals[kind].gzip += zlib.gzipSync(body, {level: 9}).length;
  }
  return totals;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const outDirs = {};
for (const flavour of ['live', 'internal']) {
  outDirs[flavour] = coldBuild(flavour);
}
const server = createServer(outDirs.live).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
try {
  const baseUrl = `http://127.0.0.1:${server.address().port}/portal/`;
  for (const [label, pagePath] of [
    ['home page', ''],
    ['docs page (pagination)', 'rest/about-the-api/pagination'],
  ]) {
    const {js, css} = await pageAssets(browser, baseUrl, pagePath);
    rows.push([`JS, ${label}`, `${kib(js.raw)} raw`, `${kib(js.gzip)} gzip`]);
    rows.push([`CSS, ${label}`, `${kib(css.raw)} raw`, `${kib(css.gzip)} gzip`]);
  }
} finally {
  await browser.close();
  server.close();
}

const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
console.log(`\nPortal benchmarks (${os.cpus().length} cores, node ${process.version})`);
for (const row of rows) {
  console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  |  '));
}
