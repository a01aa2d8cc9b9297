#!/usr/bin/env node
// Lighthouse rows of `npm run bench` (issue 12, item 8): Lighthouse 12 (npm `lighthouse`, its
// default config, which is the mobile profile: a Moto G Power screen, simulated slow 4G and a 4x
// CPU slowdown) in Debian's Chromium, started here with scripts/chromium-args.json and a
// remote-debugging port that Lighthouse connects to. Pages are served through nginx exactly as
// deployed (scripts/bench/nginx.mjs). Per page: performance, accessibility, best practices and SEO
// beside their targets (performance at least 95, the others 100), TBT and LCP, and the ids of the
// audits that cost points in any category below 100. BENCH_LIGHTHOUSE_RUNS (default 1) runs each
// page that many times and keeps the run with the median performance score. The JSON reports are
// written to BENCH_LIGHTHOUSE_DIR (default <tmp>/portal-bench-lighthouse) for the details.
//
// Search results open: no URL opens the header's search (src/search/hooks/useSearchBox.ts keeps its query
// and open state in React state only), so that row is a Lighthouse user flow (startFlow, driven
// through puppeteer-core, Lighthouse's own dependency): a navigation to the page, a timespan in
// which the reader taps the search field and types a query until its results are listed
// (index and worker loading included), and a snapshot with the results open. The row reports the
// navigation's performance score, LCP and TBT, the TBT of the timespan (typing and searching), and
// the snapshot's accessibility, best practices and SEO (of the page with the result list shown).
//
// Standalone: node scripts/bench/lighthouse.mjs [baseUrl ending in /portal/ | build dir] [--details]
// (default build/live, served through nginx on a free port); --details prints what each failing
// audit found (elements, messages).
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath, pathToFileURL} from 'node:url';
import lighthouse, {startFlow} from 'lighthouse';
import {CHROMIUM_ARGS, findChromium} from '../find-chromium.mjs';
import {freePort, serveBuild} from './nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const LIGHTHOUSE_PAGES = [
  ['home page', ''],
  ['docs page (pagination)', 'rest/about-the-api/pagination'],
  ['rule page (R101001)', 'guidelines/r101001'],
  // Issue 23 holds the operation page, now with its sample panel, to 98.
  ['operation page (orderManagement getOrder)', 'reference/specs/orderManagement/operations/getOrder', 98],
  ['profile page (orderManagement cancellation-reason)', 'profiles/orderManagement/cancellation-reason'],
];
/** The page the search flow starts on, and what the reader types. */
export const SEARCH_FLOW = {page: '', query: 'pagination'};

const CATEGORIES = [
  ['performance', 'performance', 95],
  ['accessibility', 'accessibility', 100],
  ['best-practices', 'best practices', 100],
  ['seo', 'SEO', 100],
];
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
export const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR ?? path.join(os.tmpdir(), 'portal-bench-lighthouse');

/**
 * Debian's Chromium with our flags and a DevTools port; the extra flags are those Lighthouse's own
 * launcher (chrome-launcher) adds so background work does not disturb the measurements.
 */
export async function launchChromium() {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-chromium-'));
  const args = [
    ...CHROMIUM_ARGS,
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    '--disable-extensions',
    '--disable-background-timer-throttling',
    '--disable-backgrounding-occluded-windows',
    '--disable-renderer-backgrounding',
    '--disable-default-apps',
    '--no-default-browser-check',
    '--mute-audio',
    '--password-store=basic',
    '--use-mock-keychain',
    'about:blank',
  ];
  const child = spawn(findChromium(), args, {stdio: 'ignore'});
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes can still write to the profile for a moment after it exits (ENOTEMPTY).
    fs.rmSync(profile, {recursive: true, force: true, maxRetries: 5, retryDelay: 200});
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) {
        return {port, close};
      }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || attempt > 200) {
      await close();
      throw new Error(`Chromium did not open its DevTools port ${port}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** puppeteer-core as Lighthouse itself resolves it (the version its user flows are made for). */
async function puppeteer() {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  return (await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href)).default;
}

const slug = (label) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function saveReport(name, result) {
  fs.mkdirSync(REPORT_DIR, {recursive: true});
  const file = path.join(REPORT_DIR, `${slug(name)}.json`);
  fs.writeFileSync(file, JSON.stringify(result));
  return file;
}

/**
 * The audits that cost a category points: for performance its weighted metrics scoring below 1
 * (with their values), for the others every scored audit below 1.
 */
export function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category || category.score === null || category.score >= 1) {
    return [];
  }
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode))
    .map((audit) =>
      categoryId === 'performance' ? `${audit.id} ${audit.displayValue ?? ''} (score ${audit.score.toFixed(2)})`.replace(/\s+/g, ' ') : audit.id,
    );
}

/** Scores (0-100, null where the mode has no such category), TBT, LCP and failing audits of a report. */
export function summarize(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map(([id]) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]));
  const failing = Object.fromEntries(CATEGORIES.map(([id]) => [id, failingAudits(lhr, id)]));
  return {
    scores,
    tbt: lhr.audits['total-blocking-time']?.numericValue,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue,
    failing,
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
    // Lighthouse's own CPU score of the machine at the time (a busy machine scores low, and its
    // simulated TBT grows: compare within one run).
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

const ATTEMPTS = 3;

/**
 * One navigation report of `url` (the default config: mobile). On a busy machine Lighthouse now and
 * then loses the trace (NO_NAVSTART, NO_FCP): such a run is repeated, up to ATTEMPTS times.
 */
async function navigationReport(port, url) {
  let lhr;
  for (let attempt = 0; attempt < ATTEMPTS && (!lhr || lhr.runtimeError); attempt += 1) {
    lhr = (await lighthouse(url, {port, logLevel: 'error', output: 'json'})).lhr;
  }
  return lhr;
}

/** The median-performance run of RUNS navigations of `url`. */
export async function auditPage(port, url, name) {
  const reports = [];
  for (let run = 0; run < RUNS; run += 1) {
    reports.push(await navigationReport(port, url));
  }
  reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const lhr = reports[Math.floor((reports.length - 1) / 2)];
  return {...summarize(lhr), lhr, file: saveReport(name, lhr)};
}

/**
 * The search flow (see the header comment): navigation, timespan of typing the query until its
 * results are listed, snapshot with them open.
 */
export async function auditSearch(port, url, query = SEARCH_FLOW.query) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await searchFlow(port, url, query);
      if (!result.runtimeError || attempt === ATTEMPTS) {
        return result;
      }
    } catch (error) {
      if (attempt === ATTEMPTS) {
        throw error;
      }
    }
  }
}

async function searchFlow(port, url, query) {
  const {connect} = await puppeteer();
  const browser = await connect({browserURL: `http://127.0.0.1:${port}`, defaultViewport: null});
  const page = await browser.newPage();
  try {
    const flow = await startFlow(page, {name: 'search results open', flags: {logLevel: 'error'}});
    await flow.navigate(url, {name: 'navigation'});
    await flow.startTimespan({name: `type "${query}"`});
    await page.click('input[role="combobox"]');
    await page.keyboard.type(query, {delay: 80});
    await page.waitForSelector(`[role="listbox"][data-query="${query}"] [role="option"]`, {timeout: 30_000});
    await flow.endTimespan();
    await flow.snapshot({name: 'results open'});
    const result = await flow.createFlowResult();
    const [navigation, timespan, snapshot] = result.steps.map((step) => step.lhr);
    const nav = summarize(navigation);
    const snap = summarize(snapshot);
    return {
      scores: {...snap.scores, performance: nav.scores.performance},
      failing: {...snap.failing, performance: nav.failing.performance},
      tbt: nav.tbt,
      lcp: nav.lcp,
      benchmarkIndex: nav.benchmarkIndex,
      runtimeError: nav.runtimeError ?? snap.runtimeError ?? timespan.runtimeError?.message,
      typingTbt: timespan.audits['total-blocking-time']?.numericValue,
      results: await page.$$eval('[role="listbox"] [role="option"]', (options) => options.length),
      lhr: {navigation, timespan, snapshot},
      file: saveReport('search results open (flow)', result),
    };
  } finally {
    await page.close().catch(() => {});
    await browser.disconnect();
  }
}

const met = (ok) => (ok ? 'met' : 'NOT met');
const score = (value) => (value === null ? 'n/a' : String(value));

/** Bench row cells for a summary; `targets` false prints the scores only (the stock site). */
export function lighthouseRow(label, summary, {targets = true, performance} = {}) {
  const cells = CATEGORIES.map(([id, name, categoryTarget]) => {
    const target = id === 'performance' && performance !== undefined ? performance : categoryTarget;
    const value = summary.scores[id];
    const aim = id === 'performance' ? `>= ${target}` : `${target}`;
    return targets ? `${name} ${score(value)} (${aim}: ${met(value !== null && value >= target)})` : `${name} ${score(value)}`;
  });
  const failing = CATEGORIES.filter(([id]) => summary.failing[id]?.length).map(([id, name]) => `${name}: ${summary.failing[id].join(', ')}`);
  const timing = [
    `TBT ${summary.tbt === undefined ? 'n/a' : `${Math.round(summary.tbt)} ms`}${targets ? ` (aim < 100 ms: ${met(summary.tbt < 100)})` : ''}`,
    summary.typingTbt === undefined ? undefined : `TBT while typing and searching ${Math.round(summary.typingTbt)} ms`,
    `LCP ${summary.lcp === undefined ? 'n/a' : `${(summary.lcp / 1000).toFixed(1)} s`}`,
    summary.benchmarkIndex === undefined ? undefined : `CPU benchmark index ${Math.round(summary.benchmarkIndex)}`,
  ].filter(Boolean);
  return [
    `Lighthouse 12 (mobile), ${label}`,
    cells.join(', '),
    `${timing.join(', ')}; ${failing.length ? `below 100: ${failing.join('; ')}` : 'no failing audit'}${summary.runtimeError ? `; runtime error: ${summary.runtimeError}` : ''}`,
  ];
}

/**
 * All Lighthouse rows: our pages and the search flow at `baseUrl`, and, when given, the stock
 * Docusaurus docs page at `stock.url` (measured in the same browser, right after ours).
 */
export async function lighthouseRows(baseUrl, {pages = LIGHTHOUSE_PAGES, stock, details = false} = {}) {
  const chromium = await launchChromium();
  const rows = [];
  const summaries = [];
  try {
    for (const [label, pagePath, performance] of pages) {
      const summary = await auditPage(chromium.port, `${baseUrl}${pagePath}`, label);
      summaries.push([label, summary]);
      rows.push(lighthouseRow(label, summary, {performance}));
    }
    const search = await auditSearch(chromium.port, `${baseUrl}${SEARCH_FLOW.page}`);
    summaries.push(['search results open', search]);
    rows.push(lighthouseRow(`search results open (user flow on the home page: type "${SEARCH_FLOW.query}", ${search.results} results listed)`, search));
    if (stock) {
      const summary = await auditPage(chromium.port, stock.url, `stock docusaurus ${stock.label}`);
      summaries.push([`stock Docusaurus ${stock.label}`, summary]);
      rows.push(lighthouseRow(`stock Docusaurus 3.10 ${stock.label} (for comparison)`, summary, {targets: false}));
    }
  } finally {
    await chromium.close();
  }
  console.error(`Lighthouse reports (JSON): ${REPORT_DIR}`);
  if (details) {
    for (const [label, summary] of summaries) {
      printDetails(label, summary);
    }
  }
  return rows;
}

/** What a failing audit found: elements (selector, snippet, why), messages, URLs. */
export function auditFindings(audit) {
  const items = audit.details?.items ?? [];
  return items.slice(0, 8).map((item) => {
    const parts = [];
    if (item.node) {
      parts.push(item.node.selector, item.node.snippet, item.node.explanation?.replace(/\s+/g, ' '));
    }
    for (const key of ['description', 'source', 'url', 'href', 'text', 'label', 'issueType', 'reason']) {
      if (typeof item[key] === 'string' && item[key]) {
        parts.push(`${key}: ${item[key]}`);
      }
    }
    if (item.sourceLocation?.url) {
      parts.push(`at ${item.sourceLocation.url}:${item.sourceLocation.line}`);
    }
    if (item.subItems?.items?.length) {
      parts.push(item.subItems.items.map((sub) => sub.url ?? sub.description ?? JSON.stringify(sub)).join(' / '));
    }
    return parts.filter(Boolean).join(' | ') || JSON.stringify(item).slice(0, 300);
  });
}

function printDetails(label, summary) {
  const ids = CATEGORIES.map(([id]) => id);
  // A flow: performance of its navigation, the other categories of its snapshot.
  const parts = summary.lhr.navigation
    ? [
        [summary.lhr.navigation, ['performance']],
        [summary.lhr.snapshot, ids.filter((id) => id !== 'performance')],
      ]
    : [[summary.lhr, ids]];
  console.log(`\n== ${label}  (report: ${summary.file})`);
  for (const [lhr, categoryIds] of parts) {
    for (const id of categoryIds) {
      const category = lhr.categories[id];
      if (!category || category.score === null || category.score >= 1) {
        continue;
      }
      console.log(`  ${category.title} ${Math.round(category.score * 100)}:`);
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        // Performance: its weighted metrics, and the diagnostics that name savings.
        const counts = ref.weight > 0 || (id === 'performance' && audit?.scoreDisplayMode === 'metricSavings' && audit.score !== null && audit.score < 0.9);
        if (!audit || !counts || audit.score === null || audit.score >= 1 || ['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) {
          continue;
        }
        console.log(`    ${audit.id} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''}): ${audit.title}`);
        for (const finding of auditFindings(audit)) {
          console.log(`      - ${finding}`);
        }
      }
    }
    if (lhr.runWarnings?.length) {
      console.log(`  warnings: ${lhr.runWarnings.join(' / ')}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const details = args.includes('--details');
  const target = args.find((arg) => !arg.startsWith('--')) ?? path.join(root, 'build', 'live');
  const server = /^https?:/.test(target) ? undefined : await serveBuild(path.resolve(target));
  try {
    const rows = await lighthouseRows(server?.url ?? target, {details});
    console.log('');
    for (const row of rows) {
      console.log(row.join('  |  '));
    }
  } finally {
    await server?.stop();
  }
}
