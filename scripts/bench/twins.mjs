// Issue 27's rows: the Markdown twins of each flavour (llms-full.txt, llms.txt, the largest .md),
// and search in the dev server: its start with and without the index (PORTAL_DEV_SEARCH=off), the
// first index, and a saved docs edit until search finds it, beside the page showing it.
import fs from 'node:fs';
import path from 'node:path';
import {startDevServer} from './dev-loop.mjs';
import {siteAt} from './worktree.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');
const LIMIT = 10 * 1024 * 1024;

function twinsOf(outDir) {
  const files = fs
    .readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({file, bytes: fs.statSync(path.join(outDir, file)).size}));
  const largest = files.reduce((best, entry) => (entry.bytes > (best?.bytes ?? -1) ? entry : best), undefined);
  const full = fs.readdirSync(outDir).filter((file) => /^llms-full(-[a-z]+(-\d+)?)?\.txt$/.test(file));
  const fullBytes = full.reduce((sum, file) => sum + fs.statSync(path.join(outDir, file)).size, 0);
  return {count: files.length, largest, full, fullBytes, llms: fs.statSync(path.join(outDir, 'llms.txt')).size};
}

export function twinRows(outDirs) {
  return ['live', 'internal'].map((flavour) => {
    const twins = twinsOf(outDirs[flavour]);
    const split = twins.full.length > 1 ? `split by section into ${twins.full.length} files` : 'one file';
    return [
      `Markdown twins, ${flavour}: ${twins.count} pages; llms-full.txt / llms.txt`,
      `${mib(twins.fullBytes)} (${split}; over ${mib(LIMIT)} it splits) / ${kib(twins.llms)}`,
      `largest .md: ${twins.largest.file} ${kib(twins.largest.bytes)}`,
    ];
  });
}

const DOC = 'docs/about-the-api/pagination.md';
const DOC_PAGE = 'rest/about-the-api/pagination';

/** Milliseconds from saving a new word into the docs page until the open page's search finds it, and until the page shows it. */
async function timeFindable(page, server, siteDir) {
  const file = path.join(siteDir, DOC);
  const original = fs.readFileSync(file, 'utf8');
  const word = `Benchwort${Date.now().toString(36)}`;
  await page.goto(`${server.url}${DOC_PAGE}`);
  await page.locator('article').waitFor({timeout: 60_000});
  const search = page.getByRole('combobox', {name: 'Search'});
  const manifestUrl = `${server.url}search-index/manifest.json`;
  const before = await (await fetch(manifestUrl)).text();
  const started = Date.now();
  fs.writeFileSync(
    file,
    original.replace(/\n\n([A-Z][^\n]+)\n/, (_whole, paragraph) => `\n\n${word} ${paragraph}\n`),
  );
  let shown = Infinity;
  let indexed = Infinity;
  try {
    page
      .waitForFunction((text) => document.querySelector('article')?.textContent?.includes(text), word, {timeout: 60_000, polling: 'raf'})
      .then(
        () => (shown = Date.now() - started),
        () => undefined,
      );
    // The index itself: its manifest changes once the rebuild with the save is done.
    void (async () => {
      while (Date.now() - started < 60_000) {
        if ((await (await fetch(manifestUrl)).text()) !== before) {
          indexed = Date.now() - started;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    for (;;) {
      await page.locator('h1').click();
      await search.click();
      await search.fill(word.toLowerCase());
      const found = await page
        .getByRole('listbox', {name: 'Search results'})
        .getByRole('option')
        .first()
        .waitFor({timeout: 100})
        .then(
          () => true,
          () => false,
        );
      if (found) {
        return {findable: Date.now() - started, shown, indexed};
      }
      if (Date.now() - started > 60_000) {
        return {findable: Infinity, shown, indexed};
      }
    }
  } finally {
    fs.writeFileSync(file, original);
  }
}

/** The first index: from the dev server's start until the manifest answers. */
async function firstIndex(server) {
  const started = Date.now();
  const response = await fetch(`${server.url}search-index/manifest.json`);
  if (!response.ok) {
    throw new Error(`The dev server's search index did not answer (${response.status}).`);
  }
  const {docCount} = await response.json();
  return {ms: Date.now() - started, docCount};
}

export async function devSearchRows(browser, {root}) {
  const site = siteAt(root, 'HEAD', 'portal-bench-dev-search-');
  try {
    // Each started twice, alternating: the first start of a new worktree fills caches for both.
    const starts = {on: [], off: []};
    for (const round of [0, 1]) {
      for (const mode of round === 0 ? ['off', 'on'] : ['on', 'off']) {
        const started = await startDevServer(site.dir, mode === 'off' ? {PORTAL_DEV_SEARCH: 'off'} : {});
        starts[mode].push(started.startMs);
        await started.stop();
      }
    }
    const server = await startDevServer(site.dir);
    const page = await browser.newPage({viewport: {width: 1440, height: 900}});
    try {
      const first = await firstIndex(server);
      const edit = await timeFindable(page, server, site.dir);
      return [
        [
          'dev server: start until it answers, with the search index / without (PORTAL_DEV_SEARCH=off), second start of each',
          `${seconds(starts.on[1])} / ${seconds(starts.off[1])}`,
          `the first index (${first.docCount} documents, built when search first opens): ${seconds(first.ms)}`,
        ],
        [
          'dev server: a saved docs edit until the index has it / until the open page shows it',
          `${seconds(edit.indexed)} / ${seconds(edit.shown)}`,
          `target: within the page's time: ${edit.indexed <= edit.shown ? 'met' : 'NOT met'}; a search typed again and again finds it after ${seconds(edit.findable)}`,
        ],
      ];
    } finally {
      await page.close();
      await server.stop();
    }
  } finally {
    site.remove();
  }
}
