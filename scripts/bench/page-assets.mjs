// The JS and CSS a browser loads for a page, shared by the bench's rows for the portal and for the
// stock Docusaurus site, so both are measured the same way.
import zlib from 'node:zlib';
import {gotoSettled} from './settled.mjs';

/**
 * The JS (with the data files it fetches: page data, side navigation) and the CSS a browser loads
 * for a page until it has settled (gotoSettled: route chunks included, which the HTML does not name),
 * measured in headless Chromium (playwright-core) against the served build. Sizes are of the
 * decoded bodies, raw and gzip -9, whatever the server sent. `js` includes `data` (the .json);
 * `jsAfterLoad` is the part of `js` requested after the load event (deferred, like error reporting).
 */
export async function pageAssets(browser, baseUrl, pagePath) {
  const page = await browser.newPage();
  const files = new Map();
  // Requests made after the load event: what a page defers (the error-reporting agent starts on idle after load).
  const requestedAfterLoad = new Set();
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    if (loaded) {
      requestedAfterLoad.add(request.url());
    }
  });
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    const kind = {script: 'js', fetch: 'data', xhr: 'data', stylesheet: 'css'}[type];
    if (kind && !(kind === 'data' && !new URL(response.url()).pathname.endsWith('.json'))) {
      files.set(response.url(), {kind, afterLoad: requestedAfterLoad.has(response.url()), body: await response.body().catch(() => Buffer.alloc(0))});
    }
  });
  await gotoSettled(page, `${baseUrl}${pagePath}`);
  await page.close();
  const totals = {js: {raw: 0, gzip: 0}, data: {raw: 0, gzip: 0}, css: {raw: 0, gzip: 0}, jsAfterLoad: {raw: 0, gzip: 0}};
  for (const {kind, afterLoad, body} of files.values()) {
    const gzip = zlib.gzipSync(body, {level: 9}).length;
    const keys = kind === 'data' ? ['data', 'js'] : [kind];
    if (afterLoad && kind !== 'css') {
      keys.push('jsAfterLoad');
    }
    for (const key of keys) {
      totals[key].raw += body.length;
      totals[key].gzip += gzip;
    }
  }
  return totals;
}
