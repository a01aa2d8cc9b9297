// How the bench loads a page before it counts what the page fetched.

/**
 * Opens `url` in `page` and waits until the page has settled: its app started and hydrated where
 * the page starts it after the first paint (`link[data-app-script]`, APP_START_SCRIPT; the app
 * marks `html[data-hydrated]`), and then no request in flight for `quietMs`. Playwright's
 * `networkidle` alone can come before such a page's app asks for its route's chunks and data: the
 * network may rest for 500 ms between the first paint and the app's start on a busy machine.
 * A page without the deferred start (a stock Docusaurus site, ba9c5d0) hydrates as it loads.
 */
export async function gotoSettled(page, url, {quietMs = 500, timeout = 60_000} = {}) {
  const inFlight = new Set();
  const started = (request) => inFlight.add(request);
  const ended = (request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url, {waitUntil: 'load', timeout});
    if ((await page.locator('link[data-app-script]').count()) > 0) {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {timeout});
    }
    const deadline = Date.now() + timeout;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) {
        throw new Error(`${url}: still fetching ${[...inFlight].map((request) => request.url()).join(', ')} after ${timeout} ms`);
      }
      await page.waitForTimeout(50);
      if (inFlight.size > 0) {
        quietSince = Date.now();
      }
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
