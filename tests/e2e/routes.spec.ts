import {type Page, expect, test} from '@playwright/test';
import {PRODUCT_TITLE, navigateInApp, portal, waitForApp} from './support';

// Spec section 2: every side-navigation path, with the top-nav label that starts its title.
const ROUTES: Record<string, string[]> = {
  'REST API': [
    'rest/getting-started/introduction',
    'rest/getting-started/getting-access',
    'rest/getting-started/scopes',
    'rest/getting-started/authentication',
    ...['api-operations', 'http-methods', 'status-codes', 'error-responses', 'headers', 'pagination', 'hypermedia', 'versioning', 'preview', 'deprecation'].map(
      (page) => `rest/about-the-api/${page}`,
    ),
    'rest/changelog',
    'rest/link-relations',
  ],
  'API Guidelines': [
    'guidelines',
    'guidelines/changelog',
    ...['api-design', 'api-as-a-product', 'api-scope', 'contract-first', 'quality-standards', 'documentation'].map(
      (page) => `guidelines/core-principles/${page}`,
    ),
    ...['contract', 'json', 'authorization', 'http', 'resources', 'hypermedia', 'errors', 'compatibility'].map((group) => `guidelines/rest/${group}`),
    ...['contract', 'json', 'concepts', 'format', 'semantics', 'kafka', 'compatibility'].map((group) => `guidelines/event/${group}`),
  ],
  'API Gateway': [
    'gateway/about-the-gateway/introduction',
    'gateway/about-the-gateway/scope-of-service',
    ...['environments', 'requirements', 'preparation', 'integration'].map((page) => `gateway/backend-integration/${page}`),
    ...['logging-and-monitoring', 'resilience', 'infrastructure-security', 'data-protection', 'topics'].map((page) => `gateway/security/${page}`),
  ],
  Support: [
    'support',
    'support/faq/topics',
    ...['a-d', 'e-h', 'i-l', 'm-p', 'q-t', 'u-z'].map((range) => `support/glossary/${range}`),
    'support/contact/get-in-touch',
  ],
  Wiki: ['wiki/introduction', 'wiki/faq/topics'],
};

const LEGAL = ['data-protection', 'terms-and-conditions', 'terms-and-conditions/api-portal'];
const INTERNAL_LABELS = new Set(['API Gateway', 'Wiki']);

/** A path and the title its page must have. */
type Route = readonly [path: string, title: string | RegExp];

/**
 * Each path answers 200 with its title and a heading in the HTML the server sends (what a direct
 * load, a crawler and a reader without JavaScript get), and the app, started on the first path,
 * reaches every other one by client-side navigation with the same title and heading: both ways in
 * to every route, in one page load for many routes instead of one per route.
 */
async function expectRoutes(page: Page, flavour: 'live' | 'internal', routes: readonly Route[]): Promise<void> {
  const headings = new Map<string, string>();
  for (const [path, title] of routes) {
    const response = await page.request.get(portal(flavour, path), {maxRedirects: 0});
    expect(response.status(), `/${path}`).toBe(200);
    const html = await response.text();
    const served = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    if (typeof title === 'string') {
      expect(served, `/${path}: <title>`).toBe(title);
    } else {
      expect(served, `/${path}: <title>`).toMatch(title);
    }
    const heading = /<h1(?:\s[^>]*)?>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    expect(heading, `/${path}: <h1>`).toBeDefined();
    headings.set(path, textOf(heading ?? ''));
  }
  await page.goto(portal(flavour, routes[0]![0]));
  await waitForApp(page);
  for (const [path, title] of routes) {
    await navigateInApp(page, path);
    await expect(page).toHaveURL(portal(flavour, path));
    await expect(page).toHaveTitle(title);
    // The heading the server sent for this path: the app rendered this route, not the last one.
    await expect(page.locator('h1').first()).toHaveText(headings.get(path) ?? '');
  }
}

const routesOf = (label: string, paths: readonly string[]): Route[] => paths.map((path) => [path, `${label} - ${PRODUCT_TITLE}`]);

/** The text of an HTML fragment, as the browser shows it. */
function textOf(html: string): string {
  const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0'};
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .trim();
}

/** Checks that the top navigation offers exactly these of the five entries. */
async function expectTopNav(page: Page, offered: readonly string[]): Promise<void> {
  const nav = page.locator('nav.navbar');
  for (const label of ['REST API', 'API Guidelines', 'API Gateway', 'Support', 'Wiki']) {
    if (offered.includes(label)) {
      await expect(nav.getByRole('link', {name: label, exact: true}).first(), `top-nav entry ${label}`).toBeAttached();
    } else {
      await expect(nav.getByRole('link', {name: label, exact: true}), `top-nav entry ${label}`).toHaveCount(0);
    }
  }
}

test.describe('every route of the spec resolves in the internal build', () => {
  for (const [label, paths] of Object.entries(ROUTES)) {
    test(`${label}: ${paths.length} pages titled "${label} - ${PRODUCT_TITLE}"`, async ({page}) => {
      await expectRoutes(page, 'internal', routesOf(label, paths));
    });
  }

  test(`the legal pages resolve: ${LEGAL.join(', ')}`, async ({page}) => {
    await expectRoutes(
      page,
      'internal',
      LEGAL.map((path) => [path, new RegExp(` - ${PRODUCT_TITLE}$`)]),
    );
  });
});

test('full layout pages (/, /support, /error) have no side navigation or breadcrumb, a docs page has both; the internal build offers all five top-nav entries', async ({
  page,
}) => {
  await page.goto(portal('internal'));
  await waitForApp(page);
  await test.step('the internal build offers all five top-nav entries', async () => {
    await expectTopNav(page, ['REST API', 'API Guidelines', 'API Gateway', 'Support', 'Wiki']);
  });
  for (const [path, title] of [
    ['', 'Portal'],
    ['support', 'Support'],
    ['error', 'Error'],
  ] as const) {
    await test.step(`/${path} is titled "${title}" and has no side navigation or breadcrumb`, async () => {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(portal('internal', path));
      await expect(page).toHaveTitle(`${title} - ${PRODUCT_TITLE}`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
      await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toHaveCount(0);
    });
  }
  await test.step('a docs page has side navigation and a breadcrumb', async () => {
    await navigateInApp(page, 'rest/about-the-api/pagination');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toBeVisible();
  });
});

const UNMATCHED = ['no-such-page', 'rest/no-such-page', 'guidelines/r999999/extra', 'no/such/page'];
const ERROR_ANCHOR = 'rest/about-the-api/error-responses#validation-failed';
const REDIRECTS = [
  ['errors/ValidationError', ERROR_ANCHOR],
  ['problems/validation-failed', ERROR_ANCHOR],
  ['link-relations', 'rest/link-relations'],
] as const;
/** The pages of the internal-only sections that the live build must not have (the first three of each). */
const INTERNAL_ONLY_SAMPLES = Object.entries(ROUTES).flatMap(([label, paths]) => (INTERNAL_LABELS.has(label) ? paths.slice(0, 3) : []));

// A direct load of a path the build does not have gets the build's one error page (404.html, the
// same bytes for every such path), which leads to /error; a redirect's page names its target. The
// browser follows one of each per build; every other path is checked for answering the same page,
// or a redirect page naming its own target with the same redirect.
for (const flavour of ['live', 'internal'] as const) {
  const unmatched = flavour === 'live' ? [...UNMATCHED, ...INTERNAL_ONLY_SAMPLES] : UNMATCHED;
  test(`${flavour}: direct loads of ${unmatched.map((path) => `/${path}`).join(', ')} end on /error; of ${REDIRECTS.map(([from]) => `/${from}`).join(', ')} on their targets`, async ({
    page,
  }) => {
    await test.step('every unmatched path answers the error page, which leads to /error', async () => {
      const [visited] = unmatched.slice(2);
      const errorPage = await page.request.get(portal(flavour, visited!));
      expect(errorPage.status(), `/${visited}`).toBe(404);
      const body = await errorPage.text();
      for (const path of unmatched) {
        const response = await page.request.get(portal(flavour, path));
        expect(response.status(), `/${path}`).toBe(404);
        expect(await response.text(), `/${path}: the error page`).toBe(body);
      }
      await page.goto(portal(flavour, visited!));
      await expect(page).toHaveURL(portal(flavour, 'error'));
      await expect(page).toHaveTitle(`Error - ${PRODUCT_TITLE}`);
    });

    await test.step('every redirect leads to its target', async () => {
      const redirectScript = (html: string) =>
        /<script[^>]*>\(function\(\)\{var m=document\.querySelector\('meta\[http-equiv=refresh\]'\)[\s\S]*?<\/script>/.exec(html)?.[0];
      const [[visitedFrom, visitedTo]] = REDIRECTS;
      const script = redirectScript(await (await page.request.get(portal(flavour, visitedFrom))).text());
      expect(script, `/${visitedFrom}: the redirect script`).toBeDefined();
      for (const [from, to] of REDIRECTS) {
        const response = await page.request.get(portal(flavour, from), {maxRedirects: 0});
        expect(response.status(), `/${from}`).toBe(200);
        const html = await response.text();
        expect(/http-equiv="refresh" content="0; url=([^"]*)"/.exec(html)?.[1], `/${from}: the redirect's target`).toBe(`/portal/${to}`);
        expect(redirectScript(html), `/${from}: the redirect script`).toBe(script);
        const [targetPath, hash] = to.split('#');
        const target = await page.request.get(portal(flavour, targetPath!), {maxRedirects: 0});
        expect(target.status(), `/${targetPath}`).toBe(200);
        const targetHtml = await target.text();
        expect(targetHtml, `/${targetPath}: <h1>`).toMatch(/<h1[\s>]/);
        if (hash) {
          expect(targetHtml, `/${targetPath}: #${hash}`).toContain(`id="${hash}"`);
        }
      }
      await page.goto(portal(flavour, visitedFrom));
      await expect(page).toHaveURL(portal(flavour, visitedTo));
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator(`[id="${visitedTo.split('#')[1]}"]`)).toBeAttached();
    });
  });
}

test('client-side navigation to /no-such-page and /rest/no-such-page shows /error; to each redirect lands on its target', async ({page}) => {
  await page.goto(portal('internal'));
  await waitForApp(page);
  for (const path of ['no-such-page', 'rest/no-such-page']) {
    await test.step(`/${path} shows /error`, async () => {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(portal('internal', 'error'));
      await expect(page).toHaveTitle(`Error - ${PRODUCT_TITLE}`);
      await expect(page.getByText(`/portal/${path}`)).toBeVisible();
      await waitForApp(page);
      await navigateInApp(page, '');
      await expect(page).toHaveTitle(`Portal - ${PRODUCT_TITLE}`);
    });
  }
  for (const [from, to] of REDIRECTS) {
    await test.step(`/${from} lands on /${to}`, async () => {
      await navigateInApp(page, from);
      await expect(page).toHaveURL(portal('internal', to));
      // A redirect may load its target afresh: the next navigation needs the app running again.
      await waitForApp(page);
      await navigateInApp(page, '');
      await expect(page).toHaveURL(portal('internal'));
    });
  }
});

test.describe('the live flavour', () => {
  const samples = Object.entries(ROUTES).flatMap(([label, paths]) => (INTERNAL_LABELS.has(label) ? [] : routesOf(label, paths.slice(0, 3))));
  test(`offers only the public top-nav entries; ${samples.map(([path]) => path).join(', ')} resolve`, async ({page}) => {
    await expectRoutes(page, 'live', samples);
    await expectTopNav(page, ['REST API', 'API Guidelines', 'Support']);
  });
});
