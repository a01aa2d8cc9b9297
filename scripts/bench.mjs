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

/** The JS and CSS files a page's HTML makes the browser load before it is interactive. */
function pageAssets(outDir, htmlFile) {
  const html = fs.readFileSync(path.join(outDir, htmlFile), 'utf8');
  const urls = new Set([
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/<link[^>]+rel="(?:stylesheet|preload)"[^>]*href="([^"]+\.(?:js|css))"/g)].map((match) => match[1]),
    ...[...html.matchAll(/<link[^>]+href="([^"]+\.(?:js|css))"[^>]*rel="(?:stylesheet|preload)"/g)].map((match) => match[1]),
  ]);
  const totals = {js: {raw: 0, gzip: 0}, css: {raw: 0, gzip: 0}};
  for (const url of urls) {
    const file = path.join(outDir, url.replace(/^\/portal\//, ''));
    const content = fs.readFileSync(file);
    const kind = file.endsWith('.css') ? 'css' : 'js';
    totals[kind].raw += content.length;
    totals[kind].gzip += zlib.gzipSync(content, {level: 9}).length;
  }
  return totals;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const outDirs = {};
for (const flavour of ['live', 'internal']) {
  outDirs[flavour] = coldBuild(flavour);
}
for (const [label, file] of [
  ['home page', 'index.html'],
  ['docs page (pagination)', 'rest/about-the-api/pagination.html'],
]) {
  const {js, css} = pageAssets(outDirs.live, file);
  rows.push([`JS, ${label}`, `${kib(js.raw)} raw`, `${kib(js.gzip)} gzip`]);
  rows.push([`CSS, ${label}`, `${kib(css.raw)} raw`, `${kib(css.gzip)} gzip`]);
}

const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
console.log(`\nPortal benchmarks (${os.cpus().length} cores, node ${process.version})`);
for (const row of rows) {
  console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  |  '));
}
