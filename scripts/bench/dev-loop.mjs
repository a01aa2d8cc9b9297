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

const SPEC = 'specs/checkout.yaml';
const SPEC_PAGE = 'reference/specs/checkout/operations/getCheckout';
const DOC = 'docs/about-the-api/pagination.md';
const DOC_PAGE = 'rest/about-the-api/pagination';
const RUNS = 3;

/** Starts the dev server in `siteDir`; resolves once it answers, with the milliseconds that took. */
export async function startDevServer(siteDir, env = {}) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    cwd: siteDir,
    stdio: 'ignore',
    env: {...process.env, BROWSER: 'none', PORTAL_FLAVOUR: 'internal', ...env},
  });
  const url = `http://127.0.0.1:${port}/portal/`;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The dev server in ${siteDir} exited (${child.exitCode}).`);
    }
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {url, startMs: Date.now() - started, stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))))};
}

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
        .waitForFunction(([css, text]) => document.querySelector(css)?.textContent?.includes(text), [selector, expected], {timeout: reloadEverySecond ? 1_000 : 60_000, polling: 'raf'})
        .then(() => true, () => false);
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
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
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
