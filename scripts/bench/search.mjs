// Search rows of `npm run bench` (issue 11), measured in headless Chromium against served builds:
// last keystroke to results painted (p50/p95), gzip bytes fetched before the first result and per
// further query, and relevance (top-1, top-5) of the fixed query list in search-queries.json.
// Our search is measured on the internal portal and on a synthetic 5,000-page index
// (lib/search/syntheticCorpus.ts) served in place of the portal's; the stock easyops search bar
// on the baseline build, in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {createRequire} from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// jiti is how Docusaurus loads TypeScript config; here it loads the index builder's sources.
const jiti = createRequire(import.meta.url)('jiti')(fileURLToPath(import.meta.url));

export const RELEVANCE = JSON.parse(fs.readFileSync(path.join(root, 'scripts/bench/search-queries.json'), 'utf8')).queries;

/** Queries over the synthetic corpus: its technical and German words, typos, ids, several words. */
export function syntheticQueries(firstRule) {
  return [
    'idempotency key',
    'pagnation',
    firstRule,
    firstRule.toLowerCase(),
    'gutschein',
    'groesse',
    'Größentabelle',
    'createOrder',
    'cursor pagination limit',
    'warehouse inventory',
    'circuit breaker',
    'voucher discount',
    'webhook signature',
    'sandbox credential',
    'latency throughput',
    'refund invoice',
    'Packstation',
    'compatibility migration',
    'authentcation',
    'sunset lifecycle',
  ];
}

/** Writes the synthetic 5,000-page index to a temporary directory. */
export function writeSyntheticIndex() {
  const {syntheticCorpus} = jiti(path.join(root, 'lib/search/syntheticCorpus.ts'));
  const {buildSearchIndex} = jiti(path.join(root, 'lib/search/indexBuilder.ts'));
  const docs = syntheticCorpus();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-search-'));
  for (const [name, content] of buildSearchIndex(docs).files) {
    fs.writeFileSync(path.join(dir, name), content);
  }
  return {dir, documents: docs.length, firstRule: docs.find((doc) => doc.kind === 'rule').keywords[0]};
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** How each search bar is driven: its input, and when the results of a query are on screen. */
const BARS = {
  ours: {
    input: 'input[role="combobox"]',
    // The list of this query, or the empty message.
    shown: (query) => {
      const list = document.querySelector('[role="listbox"]');
      const status = document.querySelector('nav [role="status"]');
      return list?.getAttribute('data-query') === query.trim() || Boolean(status && status.textContent && !/result/.test(status.textContent));
    },
  },
  easyops: {
    input: 'input.navbar__search-input',
    // autocomplete.js re-renders its menu for every query: the menu's first change after the keystroke.
    menu: '[class*="dropdownMenu"]',
    shown: () => window.__benchChanged === true,
  },
};

/**
 * Types `query` into an open search bar; times only the last keystroke, from its keydown event to
 * the first frame painted after the results of the whole query are in the page.
 */
async function lastKeystroke(page, bar, query) {
  const {input, shown, menu} = BARS[bar];
  await page.fill(input, '');
  await page.keyboard.type(query.slice(0, -1));
  await page.waitForTimeout(bar === 'easyops' ? 400 : 50);
  if (bar === 'ours') {
    await page.waitForFunction(shown, query.slice(0, -1).trim(), {timeout: 10_000}).catch(() => undefined);
  }
  await page.evaluate(
    ({input: selector, shownSource, query: full, menu: menuSelector}) => {
      const isShown = new Function(`return (${shownSource})`)();
      const field = document.querySelector(selector);
      window.__benchChanged = false;
      window.__benchTiming = new Promise((resolve) => {
        let start;
        field.addEventListener('keydown', (event) => (start = event.timeStamp), {once: true, capture: true});
        const observer = new MutationObserver((records) => {
          const target = (node) => (node.nodeType === 1 ? node : node.parentElement);
          window.__benchChanged ||= start !== undefined && (!menuSelector || records.some((record) => target(record.target)?.closest(menuSelector)));
          if (start !== undefined && isShown(full)) {
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          }
        });
        observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
      });
    },
    {input, shownSource: shown.toString(), query, menu},
  );
  await page.keyboard.press(query.slice(-1) === ' ' ? 'Space' : query.slice(-1));
  return page.evaluate(() => Promise.race([window.__benchTiming, new Promise((resolve) => setTimeout(() => resolve(Number.NaN), 10_000))]));
}

/** gzip bytes of the responses a page receives while `run` runs (worker requests included). */
async function bytesDuring(page, run) {
  const bodies = [];
  const onResponse = (response) => bodies.push(response.body().catch(() => Buffer.alloc(0)));
  page.on('response', onResponse);
  try {
    await run();
  } finally {
    page.off('response', onResponse);
  }
  return (await Promise.all(bodies)).reduce((sum, body) => sum + zlib.gzipSync(body, {level: 9}).length, 0);
}

async function openBar(browser, url, bar) {
  const context = await browser.newContext({viewport: {width: 1440, height: 900}});
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'networkidle'});
  return {context, page, focus: () => page.click(BARS[bar].input)};
}

/**
 * Keystroke-to-paint over `queries` (each typed fresh into a warm search bar), the bytes of the
 * first query in a fresh browser, and the bytes of each further query.
 */
export async function measureSearch(browser, url, bar, queries) {
  const {context, page, focus} = await openBar(browser, url, bar);
  const first = await bytesDuring(page, async () => {
    await focus();
    await lastKeystroke(page, bar, queries[0]);
    await page.waitForLoadState('networkidle');
  });
  const times = [];
  const further = [];
  const relevance = [];
  for (const query of queries.slice(1)) {
    further.push(await bytesDuring(page, async () => times.push(await lastKeystroke(page, bar, query))));
  }
  for (const query of queries) {
    times.push(await lastKeystroke(page, bar, query));
    if (bar === 'ours') {
      relevance.push(await page.$$eval('[role="option"]', (options) => options.slice(0, 5).map((option) => option.getAttribute('data-link'))));
    }
  }
  await context.close();
  const valid = times.filter((ms) => Number.isFinite(ms));
  return {
    p50: percentile(valid, 50),
    p95: percentile(valid, 95),
    timedOut: times.length - valid.length,
    samples: times.length,
    firstBytes: first,
    furtherMax: Math.max(...further),
    furtherP50: percentile(further, 50),
    relevance,
  };
}

/** Top-1 and top-5 of the relevance list from the result links seen in the browser. */
export function scoreRelevance(queries, seen) {
  const hits = (links, expected) => links.map((link) => link === expected || (!expected.includes('#') && link?.split('#')[0] === expected));
  const top1 = queries.filter(({expected}, index) => hits(seen[index] ?? [], expected)[0]).length;
  const top5 = queries.filter(({expected}, index) => hits(seen[index] ?? [], expected).some(Boolean)).length;
  const misses = queries
    .map(({query, expected}, index) => ({query, expected, got: seen[index]?.[0] ?? 'nothing', rank: hits(seen[index] ?? [], expected).indexOf(true) + 1}))
    .filter((miss) => miss.rank !== 1);
  return {top1, top5, total: queries.length, misses};
}
