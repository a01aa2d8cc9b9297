#!/usr/bin/env node
// Issue 12's rows of `npm run bench`, measured through nginx with the deploy configuration: the
// first-load JS of a docs page (item 9: at most 150 KB gzip) beside a stock Docusaurus 3.10 docs
// page; the load check (item 4, autocannon) on the live flavour's home, docs and operation pages;
// Lighthouse (item 8, mobile) on its page types and with search results open, and on the stock
// docs page. nginx, the collector and the stock site are stopped and removed also on failure.
//
// Standalone: node scripts/bench/deploy-rows.mjs [live build dir]  (default build/live) measures
// the docs page's JS itself and prints the rows as the bench does.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {serveBuild} from './nginx.mjs';
import {loadRows} from './load.mjs';
import {lighthouseRows} from './lighthouse.mjs';
import {pageAssets} from './page-assets.mjs';
import {STOCK_DOCS_PAGE, buildStockSite} from './stock-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DOCS_PAGE = 'rest/about-the-api/pagination';
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** The issue counts in KB (1,000 bytes); the other JS rows print KiB. */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB (${kib(bytes)})`;

/**
 * `browser`: playwright-core's Chromium (for the JS of the stock page, measured as ours);
 * `liveDir`: a live build with its deploy files; `docsPage`: pageAssets(...).js of our pagination
 * page with its `data` and `afterLoad` (its jsAfterLoad); `operationPage`: the operation page for
 * the load check. Resolves to {firstLoad: row, rows}.
 */
export async function deployRows({browser, liveDir, docsPage, operationPage}) {
  const stock = buildStockSite();
  const served = [];
  try {
    const live = await serveBuild(liveDir);
    served.push(live);
    const stockSite = await serveBuild(stock.outDir);
    served.push(stockSite);
    const stockJs = (await pageAssets(browser, stockSite.url, STOCK_DOCS_PAGE)).js;
    // The load event bounds first load: error reporting starts on idle after it (issue 12, item 6).
    const beforeLoad = docsPage.gzip - docsPage.afterLoad.gzip;
    const firstLoad = [
      'first-load JS + data (gzip, until the load event), docs page (pagination)',
      `${kb(beforeLoad)} (target at most 150 KB: ${beforeLoad <= 150_000 ? 'met' : 'NOT met'}${docsPage.data.gzip > 0 ? `; of it data ${kib(docsPage.data.gzip)}` : ''}); ${kib(docsPage.afterLoad.gzip)} more on idle after load (error reporting)`,
      `stock Docusaurus 3.10 docs page: ${kb(stockJs.gzip)} (${kib(stockJs.raw)} raw)`,
    ];
    const rows = await loadRows(live.url, [
      ['home page', ''],
      ['docs page (pagination)', DOCS_PAGE],
      [`operation page (${operationPage.split('/').slice(2).join(' ')})`, operationPage],
    ]);
    rows.push(...(await lighthouseRows(live.url, {stock: {url: `${stockSite.url}${STOCK_DOCS_PAGE}`, label: 'docs page'}})));
    return {firstLoad, rows};
  } finally {
    for (const server of served) {
      await server.stop();
    }
    stock.remove();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {chromium} = await import('playwright-core');
  const {CHROMIUM_ARGS, findChromium} = await import('../find-chromium.mjs');
  const liveDir = path.resolve(process.argv[2] ?? path.join(root, 'build', 'live'));
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  try {
    const live = await serveBuild(liveDir);
    let docsPage;
    try {
      const {js, data, jsAfterLoad} = await pageAssets(browser, live.url, DOCS_PAGE);
      docsPage = {...js, data, afterLoad: jsAfterLoad};
    } finally {
      await live.stop();
    }
    const {firstLoad, rows} = await deployRows({browser, liveDir, docsPage, operationPage: 'reference/specs/orderManagement/operations/getOrder'});
    console.log('');
    for (const row of [firstLoad, ...rows]) {
      console.log(row.join('  |  '));
    }
  } finally {
    await browser.close();
  }
}
