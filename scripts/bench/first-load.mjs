// Issue 34, item 4: the first-load JavaScript of a docs page and of an operation page, at most
// 120 KB gzip each, beside the same page of the last round's main (ba9c5d0) built and measured in
// the same run. First load is the scripts Chromium fetches until the load event and the hydration
// mark (src/clientModules/appReady.ts), whichever is later: what the page needs before a reader can
// use it. The JSON those scripts read before then (page data, side navigation) is printed beside
// it; later fetches (error reporting, the search code on first use, prefetches) apart.
// Both builds are live builds with error reporting on, each built with `npm run build:live` and
// served through nginx with its own revision's deploy configuration (today's does not read
// ba9c5d0's deploy files). Sizes are of the decoded bodies, gzip -9.
//
// `npm run bench -- --only first-load` builds both and prints the rows. Alone,
// `node scripts/bench/first-load.mjs [build dir ...]` (default build/live) lists each page's files.
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {serveBuild, serveRevision} from './nginx.mjs';
import {coldUserBuild} from './users-build.mjs';
import {siteAt} from './worktree.mjs';
import {gotoSettled} from './settled.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const FIRST_LOAD_PAGES = [
  ['docs page (pagination)', 'rest/about-the-api/pagination'],
  ['operation page (createCheckout)', 'reference/specs/checkout/operations/createCheckout'],
];
/** The issue counts in KB (1,000 bytes). */
export const FIRST_LOAD_BUDGET = 120_000;

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Every script and JSON file the page fetches until it has settled (gotoSettled), each with its decoded
 * size raw and gzip -9 and whether it was asked for before the page was ready: the load event or
 * the hydration mark (html[data-hydrated], src/clientModules/appReady.ts), whichever is later.
 * A build without the mark (ba9c5d0) hydrates as its load event ends.
 */
export async function firstLoadFiles(browser, baseUrl, pagePath) {
  const page = await browser.newPage();
  // When the page sets the mark (after hydration); the load event has a time of its own.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hydrated === 'true') {
        window.__portalHydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-hydrated']});
  });
  const bodies = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = new URL(response.url());
    if (type === 'script' || ((type === 'fetch' || type === 'xhr') && url.pathname.endsWith('.json'))) {
      bodies.set(response.url(), {kind: type === 'script' ? 'js' : 'data', body: response.body().catch(() => Buffer.alloc(0))});
    }
  });
  await gotoSettled(page, `${baseUrl}${pagePath}`);
  const {ready, started, timing} = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      ready: Math.max(navigation.loadEventEnd, window.__portalHydratedAt ?? 0),
      timing: {domContentLoaded: navigation.domContentLoadedEventEnd, load: navigation.loadEventEnd, hydrated: window.__portalHydratedAt},
      // A file asked for again later (a prefetch of a route it shares) keeps its first start.
      started: performance
        .getEntriesByType('resource')
        .reduce((first, entry) => ({...first, [entry.name]: Math.min(first[entry.name] ?? Infinity, entry.startTime)}), {}),
    };
  });
  if (process.env.FIRST_LOAD_DEBUG) {
    console.log(timing, started);
  }
  await page.close();
  const files = [];
  for (const [url, {kind, body}] of bodies) {
    const bytes = await body;
    files.push({
      path: new URL(url).pathname,
      kind,
      beforeReady: (started[url] ?? Infinity) <= ready,
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, {level: 9}).length,
    });
  }
  return files;
}

const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);

const ofKind = (files, kind) => files.filter((file) => file.kind === kind);

/** Rows for the bench: `now` and `before` are base URLs (…/portal/) of live builds served alike. */
export async function firstLoadRows(browser, {now, before, beforeRev}) {
  const rows = [];
  for (const [label, pagePath] of FIRST_LOAD_PAGES) {
    const files = await firstLoadFiles(browser, now, pagePath);
    const first = files.filter((file) => file.beforeReady);
    const js = sum(ofKind(first, 'js'));
    if (ofKind(first, 'js').length === 0) {
      // No script before the page was ready: it did not load as a reader's would (an error page, a reload).
      rows.push([`first-load JS (gzip), ${label}`, 'NOT measured: the page fetched no script before it was ready', files.map((file) => file.path).join(', ')]);
      continue;
    }
    const then = before
      ? sum(
          ofKind(
            (await firstLoadFiles(browser, before, pagePath)).filter((file) => file.beforeReady),
            'js',
          ),
        )
      : undefined;
    const later = files.filter((file) => !file.beforeReady);
    rows.push([
      `first-load JS (gzip), ${label}`,
      `${kb(js)} in ${ofKind(first, 'js').length} files (at ${beforeRev}: ${then === undefined ? 'no baseline build' : kb(then)}); target at most ${kb(FIRST_LOAD_BUDGET)}: ${js <= FIRST_LOAD_BUDGET ? 'met' : 'NOT met'}`,
      `beside it data ${kb(sum(ofKind(first, 'data')))}; later ${kb(sum(later))} in ${later.length} files (error reporting, prefetches)`,
    ]);
  }
  return rows;
}

/** One line per file, largest first, in each phase. */
export function describeFiles(files) {
  const lines = [];
  for (const [title, phase] of [
    ['first load', true],
    ['once ready', false],
  ]) {
    const chosen = files.filter((file) => file.beforeReady === phase).sort((a, b) => b.gzip - a.gzip);
    lines.push(`  ${title}: ${kb(sum(chosen))} gzip in ${chosen.length} files`);
    for (const file of chosen) {
      lines.push(`    ${kb(file.gzip).padStart(9)}  ${kb(file.raw).padStart(9)} raw  ${file.path}`);
    }
  }
  return lines;
}

// The browser tests' collector URL (nothing need listen): the build reports errors as the live portal does.
const ENV = {PORTAL_APM_SERVER_URL: 'http://127.0.0.1:3103', PORTAL_SANDBOX_URL: 'http://127.0.0.1:3104'};

/** `npm run build:live` in `siteDir`, as a user runs it (deploy files included). */
const buildLive = (siteDir) => coldUserBuild(siteDir, 'build:live', ENV);

/** The bench's `first-load` section: both builds, each served by its own nginx configuration, then the rows. */
export async function firstLoadSection(browser, {baselineRev}) {
  const site = siteAt(root, baselineRev, 'portal-bench-first-load-', {onMissing: (why) => console.error(`No ${baselineRev} here: ${why}`)});
  const servers = [];
  try {
    if (site) {
      await buildLive(site.dir);
      servers.push(await serveRevision(site.dir));
    }
    await buildLive(root);
    const now = await serveBuild(path.join(root, 'build', 'live'));
    servers.push(now);
    return await firstLoadRows(browser, {now: now.url, before: site ? servers[0].url : undefined, beforeRev: baselineRev});
  } finally {
    for (const server of servers) {
      await server.stop();
    }
    site?.remove();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {chromium} = await import('playwright-core');
  const {CHROMIUM_ARGS, findChromium} = await import('../find-chromium.mjs');
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : [path.join(root, 'build', 'live')];
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  try {
    for (const dir of dirs) {
      const served = await serveBuild(path.resolve(dir));
      try {
        for (const [label, pagePath] of FIRST_LOAD_PAGES) {
          console.log(`${dir}: ${label}`);
          console.log(describeFiles(await firstLoadFiles(browser, served.url, pagePath)).join('\n'));
        }
      } finally {
        await served.stop();
      }
    }
  } finally {
    await browser.close();
  }
}
