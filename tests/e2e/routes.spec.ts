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

/**
 * Each path answers 200 with its title and a heading in the HTML the server sends (what a direct
 * load, a crawler and a reader without JavaScript get), and the app, started on the first path,
 * reaches every other one by client-side navigation with the same title and heading: both ways in
 * to every route, in one page load per section instead of one per route.
 */
async function expectRoutes(page: Page, flavour: 'live' | 'internal', paths: readonly string[], title: string | RegExp): Promise<void> {
  const headings = new Map<string, string>();
  for (const path of paths) {
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
  await page.goto(portal(flavour, paths[0]));
  await waitForApp(page);
  for (const path of paths) {
    await navigateInApp(page, path);
    await expect(page).toHaveURL(portal(flavour, path));
    await expect(page).toHaveTitle(title);
    // The heading the server sent for this path: the app rendered this route, not the last one.
    await expect(page.locator('h1').first()).toHaveText(headings.get(path) ?? '');
  }
}

/** The text of an HTML fragment, as the browser shows it. */
function textOf(html: string): string {
  const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0'};
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .trim();
}

test.describe('every route of the spec resolves in the internal build', () => {
  for (const [label, paths] of Object.entries(ROUTES)) {
    test(`${label}: ${paths.length} pages titled "${label} - ${PRODUCT_TITLE}"`, async ({page}) => {
      await expectRoutes(page, 'internal', paths, `${label} - ${PRODUCT_TITLE}`);
    });
  }

  test(`the legal pages resolve: ${LEGAL.join(', ')}`, async ({page}) => {
    await expectRoutes(page, 'internal', LEGAL, new RegExp(` - ${PRODUCT_TITLE}$`));
  });
});

test.describe('full layout pages', () => {
  for (const [path, title] of [
    ['', 'Portal'],
    ['support', 'Support'],
    ['error', 'Error'],
  ]) {
    test(`/${path} is titled "${title}" and has no side navigation or breadcrumb`, async ({page}) => {
      await page.goto(portal('internal', path));
      await expect(page).toHaveTitle(`${title} - ${PRODUCT_TITLE}`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
      await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toHaveCount(0);
    });
  }

  test('a docs page has side navigation and a breadcrumb', async ({page}) => {
    await page.goto(portal('internal', 'rest/about-the-api/pagination'));
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toBeVisible();
  });
});

test.describe('unmatched paths end on /error', () => {
  const UNMATCHED = ['no-such-page', 'rest/no-such-page', 'guidelines/r999999/extra'];
  for (const flavour of ['live', 'internal'] as const) {
    test(`direct loads of ${UNMATCHED.map((path) => `/${path}`).join(', ')} (${flavour})`, async ({page}) => {
      for (const path of UNMATCHED) {
        await page.goto(portal(flavour, path));
        await expect(page).toHaveURL(portal(flavour, 'error'));
        await expect(page).toHaveTitle(`Error - ${PRODUCT_TITLE}`);
      }
    });
  }

  test('client-side navigation to /no-such-page and /rest/no-such-page', async ({page}) => {
    await page.goto(portal('internal'));
    await waitForApp(page);
    for (const path of ['no-such-page', 'rest/no-such-page']) {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(portal('internal', 'error'));
      await expect(page).toHaveTitle(`Error - ${PRODUCT_TITLE}`);
      await expect(page.getByText(`/portal/${path}`)).toBeVisible();
      await waitForApp(page);
      await navigateInApp(page, '');
      await expect(page).toHaveTitle(`Portal - ${PRODUCT_TITLE}`);
    }
  });
});

test.describe('redirects', () => {
  const ERROR_ANCHOR = 'rest/about-the-api/error-responses#validation-failed';
  const REDIRECTS = [
    ['errors/ValidationError', ERROR_ANCHOR],
    ['problems/validation-failed', ERROR_ANCHOR],
    ['link-relations', 'rest/link-relations'],
  ] as const;
  for (const flavour of ['live', 'internal'] as const) {
    test(`direct loads of ${REDIRECTS.map(([from]) => `/${from}`).join(', ')} land on their targets (${flavour})`, async ({page}) => {
      for (const [from, to] of REDIRECTS) {
        await page.goto(portal(flavour, from));
        await expect(page).toHaveURL(portal(flavour, to));
        await expect(page.locator('h1').first()).toBeVisible();
        const hash = to.split('#')[1];
        if (hash) {
          await expect(page.locator(`[id="${hash}"]`)).toBeAttached();
        }
      }
    });
  }

  test('client-side navigation to each redirect lands on its target', async ({page}) => {
    await page.goto(portal('internal'));
    await waitForApp(page);
    for (const [from, to] of REDIRECTS) {
      await navigateInApp(page, from);
      await expect(page).toHaveURL(portal('internal', to));
      // A redirect may load its target afresh: the next navigation needs the app running again.
      await waitForApp(page);
      await navigateInApp(page, '');
      await expect(page).toHaveURL(portal('internal'));
    }
  });
});

test.describe('the live flavour', () => {
  for (const [label, paths] of Object.entries(ROUTES)) {
    const sample = paths.slice(0, 3);
    if (INTERNAL_LABELS.has(label)) {
      test(`${label}: ${sample.join(', ')} end on /error`, async ({page}) => {
        for (const path of sample) {
          await page.goto(portal('live', path));
          await expect(page).toHaveURL(portal('live', 'error'));
          await expect(page).toHaveTitle(`Error - ${PRODUCT_TITLE}`);
        }
      });
    } else {
      test(`${label}: ${sample.join(', ')} resolve`, async ({page}) => {
        await expectRoutes(page, 'live', sample, `${label} - ${PRODUCT_TITLE}`);
      });
    }
  }

  test('offers only the public top-nav entries', async ({page}) => {
    await page.goto(portal('live'));
    const nav = page.locator('nav.navbar');
    for (const label of ['REST API', 'API Guidelines', 'Support']) {
      await expect(nav.getByRole('link', {name: label, exact: true}).first()).toBeAttached();
    }
    for (const label of INTERNAL_LABELS) {
      await expect(nav.getByRole('link', {name: label, exact: true})).toHaveCount(0);
    }
  });

  test('the internal build offers all five top-nav entries', async ({page}) => {
    await page.goto(portal('internal'));
    const nav = page.locator('nav.navbar');
    for (const label of ['REST API', 'API Guidelines', 'API Gateway', 'Support', 'Wiki']) {
      await expect(nav.getByRole('link', {name: label, exact: true}).first()).toBeAttached();
    }
  });
});
