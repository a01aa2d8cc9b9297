import fs from 'node:fs';
import path from 'node:path';
import {type Page, type Request, expect, test} from '@playwright/test';
import {openPaused, settle} from './frame-helpers';
import {consoleErrors, navigateInApp, portal, waitForApp} from './support';

// The route data split by section (src/reference/routeSections.ts): main.js has the routes of no
// section; a page's HTML references its own section's chunk, which downloads with main.js, and
// another section's comes before a navigation shows one of its pages, or before a link to one is
// prefetched or preloaded.

const PAGES = [
  {section: 'rest', path: 'rest/about-the-api/pagination', heading: 'Pagination'},
  {section: 'reference', path: 'reference/specs/checkout/operations/createCheckout', heading: 'Create a checkout'},
  {section: 'guidelines', path: 'guidelines/r101001', heading: 'Provide an OpenAPI specification for every API'},
  {section: 'support', path: 'support/faq/topics', heading: 'Frequently asked questions'},
  {section: undefined, path: '', heading: undefined},
] as const;

const sectionOf = (url: string) => /\/route-section-(\w+)\.[\w]+\.js$/.exec(new URL(url).pathname)?.[1];

/** The sections whose route data the page asks for from now on, in order. */
function sectionRequests(page: Page): string[] {
  const sections: string[] = [];
  page.on('request', (request: Request) => {
    const section = sectionOf(request.url());
    if (section) {
      sections.push(section);
    }
  });
  return sections;
}

const h1 = (page: Page) => page.getByRole('heading', {level: 1});

/**
 * The sections whose route data the page asked for before it hydrated (html[data-hydrated]): once
 * it has, route prefetching may ask for other sections' in idle time, which can come before a test
 * sees the mark on a busy machine.
 */
async function sectionsRequestedBeforeHydration(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hydrated === 'true') {
        (window as unknown as {hydratedAt: number}).hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-hydrated']});
  });
  return async () => {
    const urls = await page.evaluate(() => {
      const {hydratedAt} = window as unknown as {hydratedAt: number};
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= hydratedAt)
        .map((entry) => entry.name);
    });
    return urls.map(sectionOf).filter((section): section is string => section !== undefined);
  };
}

/** The file names of the scripts the page adds to its document from now on, in order. */
async function addedScripts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as {addedScripts: string[]}).addedScripts = added;
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLScriptElement && child.src) {
        added.push(new URL(child.src).pathname.split('/').pop()!);
      }
      return appendChild.call(this, child) as T;
    };
  });
  return () => page.evaluate(() => (window as unknown as {addedScripts: string[]}).addedScripts);
}

test('the page adds each of its scripts once: the section chunk the app start added is the one the chunk loader waits for', async ({page}) => {
  const scripts = await addedScripts(page);
  await page.goto(portal('live', 'rest/about-the-api/pagination'));
  await waitForApp(page);
  await expect(h1(page)).toHaveText('Pagination');
  const added = await scripts();
  expect(added.filter((name) => sectionOf(`http://x/${name}`) === 'rest')).toHaveLength(1);
  expect(added.filter((name, index) => added.indexOf(name) !== index)).toEqual([]);
});

for (const {section, path: pagePath, heading} of PAGES) {
  test(`a direct load of /${pagePath} references ${section ? `the ${section} section's route data` : 'no section data'} in its HTML and hydrates with it alone`, async ({
    page,
  }) => {
    const requested = await sectionsRequestedBeforeHydration(page);
    const errors = consoleErrors(page);
    const response = await page.goto(portal('live', pagePath));
    const html = await response!.text();
    const referenced = [...html.matchAll(/<link[^>]*href="([^"]*route-section-[^"]*)"[^>]*>/g)].map(([tag, href]) => [
      sectionOf(`http://x${href}`),
      tag.includes('data-app-script'),
    ]);
    expect(referenced).toEqual(section ? [[section, true]] : []);
    await waitForApp(page);
    expect((await requested()).filter((other) => other !== section)).toEqual([]);
    if (heading) {
      await expect(h1(page)).toHaveText(heading);
    }
    expect(errors).toEqual([]);
  });
}

test('a page shown stays mounted as other sections’ route data comes in: a link to one of its headings keeps the page as it is', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  const requested = sectionRequests(page);
  await page.goto(portal('live', 'rest/about-the-api/pagination'));
  await waitForApp(page);
  await page.evaluate(() => {
    (window as unknown as {shownArticle: Element | null}).shownArticle = document.querySelector('article');
  });
  // Idle prefetching of the header's links brings the other sections' route data into the table.
  await expect.poll(() => [...requested].sort()).toEqual(expect.arrayContaining(['guidelines', 'support']));
  const heading = page.locator('.theme-doc-toc-desktop a[href^="#"]').first();
  const hash = await heading.getAttribute('href');
  await heading.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  expect(await page.evaluate(() => document.querySelector('article') === (window as unknown as {shownArticle: Element | null}).shownArticle)).toBe(true);
});

test('in-app navigation across every section and back, with the history, keeps one page load and shows each page', async ({page}) => {
  const errors = consoleErrors(page);
  await page.goto(portal('live', 'support/faq/topics'));
  await waitForApp(page);
  await page.evaluate(() => Object.assign(window, {__sameLoad: true}));
  const visits = [PAGES[2], PAGES[0], PAGES[4], PAGES[1], PAGES[3], PAGES[2]];
  for (const {path: pagePath, heading} of visits) {
    await navigateInApp(page, pagePath);
    await expect(page).toHaveURL(portal('live', pagePath));
    if (heading) {
      await expect(h1(page)).toHaveText(heading);
    } else {
      await expect(page.locator('.navbar')).toBeVisible();
    }
  }
  for (const {heading} of [...visits].reverse().slice(1)) {
    await page.goBack();
    if (heading) {
      await expect(h1(page)).toHaveText(heading);
    }
  }
  await page.goBack();
  await expect(h1(page)).toHaveText('Frequently asked questions');
  for (const {heading} of visits.slice(0, 3)) {
    await page.goForward();
    if (heading) {
      await expect(h1(page)).toHaveText(heading);
    }
  }
  expect(await page.evaluate(() => (window as {__sameLoad?: boolean}).__sameLoad)).toBe(true);
  expect(errors).toEqual([]);
});

test("a click on a link to another section shows its page; the section's data came first", async ({page}) => {
  const requested = sectionRequests(page);
  const errors = consoleErrors(page);
  await page.goto(portal('live', 'rest/about-the-api/pagination'));
  await waitForApp(page);
  await page.locator('article a[href="/portal/guidelines/r106001"]').first().click();
  await expect(page).toHaveURL(portal('live', 'guidelines/r106001'));
  await expect(h1(page)).toHaveText('Use HAL for hypermedia links');
  expect(requested).toContain('guidelines');
  await page.getByRole('link', {name: 'REST API'}).first().click();
  await expect(page).toHaveURL(/\/portal\/rest/);
  expect(errors).toEqual([]);
});

test("hovering a link to another section preloads that section's data and the page's chunks; prefetching in view waits for idle time", async ({page}) => {
  const requested = sectionRequests(page);
  await openPaused(page, portal('live', 'rest/about-the-api/pagination'));
  await settle(page);
  expect([...new Set(requested)]).toEqual(['rest']);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.locator('article a[href="/portal/guidelines/r106001"]').first().hover();
  await expect.poll(() => [...new Set(requested)]).toEqual(['rest', 'guidelines']);
  // The rule page's own chunks follow its section's data.
  await expect.poll(() => scripts.filter((script) => !sectionOf(`http://x${script}`)).length).toBeGreaterThan(0);
});

test('links in view prefetch the routes of another section in idle time', async ({page}) => {
  const requested = sectionRequests(page);
  await openPaused(page, portal('live', 'support/faq/topics'));
  await settle(page);
  expect([...new Set(requested)]).toEqual(['support']);
  await page.clock.runFor(2_000);
  await settle(page);
  // The header links to the REST API's getting-started page.
  await expect.poll(() => requested).toContain('rest');
  await expect.poll(() => page.locator('head link[rel="prefetch"]').count()).toBeGreaterThan(0);
});

test("main.js has no section's routes; each section's chunk has its own", () => {
  const js = path.join(__dirname, '..', '..', 'build', 'live', 'assets', 'js');
  const files = fs.readdirSync(js);
  const read = (pattern: RegExp) =>
    fs.readFileSync(
      path.join(
        js,
        files.find((file) => pattern.test(file))!,
      ),
      'utf8',
    );
  // A route of the table, as the bundler writes it (the docs plugin's global data names the same paths).
  const hasRoute = (source: string, routePath: string) => source.includes(`{path:"${routePath}",component:`);
  const main = read(/^main\.\w+\.js$/);
  expect(hasRoute(main, '/portal/guidelines/r101001')).toBe(false);
  expect(hasRoute(main, '/portal/rest/about-the-api/pagination')).toBe(false);
  expect(hasRoute(main, '/portal/reference/specs/:spec/operations/*')).toBe(false);
  expect(hasRoute(main, '/portal/data-protection')).toBe(true);
  expect(hasRoute(read(/^route-section-guidelines\.\w+\.js$/), '/portal/guidelines/r101001')).toBe(true);
  expect(hasRoute(read(/^route-section-rest\.\w+\.js$/), '/portal/rest/about-the-api/pagination')).toBe(true);
  // The reference, which the REST section also serves, is a part of its own: a docs page loads none of its routes.
  expect(hasRoute(read(/^route-section-rest\.\w+\.js$/), '/portal/reference/specs/:spec/operations/*')).toBe(false);
  expect(hasRoute(read(/^route-section-reference\.\w+\.js$/), '/portal/reference/specs/:spec/operations/*')).toBe(true);
  expect(hasRoute(read(/^route-section-reference\.\w+\.js$/), '/portal/rest/about-the-api/pagination')).toBe(false);
});
