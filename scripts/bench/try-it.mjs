// Issue 24's budgets for the "Try it" console: the first-load JS of a docs page and of an operation
// page beside the build before the console (BENCH_ISSUE24_REV), and what opening the console
// fetches: its chunk (with the OAuth client and the validator; target under 40 KB gzip) and its data.
import zlib from 'node:zlib';
import {pageAssets} from './page-assets.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const met = (ok) => (ok ? 'met' : 'NOT met');

export const TRY_IT_PAGE = 'reference/specs/checkout/operations/createCheckout';
const DOCS_PAGE = 'rest/about-the-api/pagination';

/** The JS and data a reader's click on "Try it" fetches, gzip -9. */
async function consoleBytes(browser, url) {
  const page = await browser.newPage({viewport: {width: 1440, height: 900}});
  await page.goto(url, {waitUntil: 'networkidle'});
  const fetched = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'fetch') {
      fetched.push({type, body: await response.body().catch(() => Buffer.alloc(0))});
    }
  });
  await page.getByRole('button', {name: 'Try it', exact: true}).click();
  await page.locator('#try-it-server').waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  const sum = (type) => fetched.filter((file) => file.type === type).reduce((total, file) => total + zlib.gzipSync(file.body, {level: 9}).length, 0);
  return {js: sum('script'), data: sum('fetch'), files: fetched.length};
}

/** Rows for the bench: `now` and `before` are base URLs (…/portal/) of the live build now and before the console. */
export async function tryItRows(browser, {now, before, beforeRev}) {
  const rows = [];
  // What every page gains is shared code, not the console: the hydration mark
  // (src/clientModules/appReady.ts), the lazy loader's failure state and the runtime's entries for
  // the console's chunks. An operation page also gains the "Try it" button.
  for (const [label, pagePath, allowance, what] of [
    ['docs page (pagination)', DOCS_PAGE, 640, 'the hydration mark and chunk-map entries'],
    ['operation page (createCheckout)', TRY_IT_PAGE, 1280, 'those and the "Try it" button'],
  ]) {
    const after = (await pageAssets(browser, now, pagePath)).js.gzip;
    const then = before ? (await pageAssets(browser, before, pagePath)).js.gzip : undefined;
    rows.push([
      `first-load JS + data, ${label}, against the build before the console (${beforeRev})`,
      then === undefined ? `${kib(after)} gzip (no baseline build)` : `${kib(after)} vs ${kib(then)} gzip, ${after - then >= 0 ? '+' : ''}${after - then} B`,
      then === undefined ? '' : `target unchanged: the console loads on demand (${what} at most ${allowance} B): ${met(after - then <= allowance)}`,
    ]);
  }
  const opened = await consoleBytes(browser, `${now}${TRY_IT_PAGE}`);
  rows.push([
    'opening the "Try it" console (createCheckout): what the click fetches',
    `JS ${kib(opened.js)} gzip (target under 40 KB: ${met(opened.js < 40 * 1000)})`,
    `its data ${kib(opened.data)} gzip; ${opened.files} files`,
  ]);
  return rows;
}
