import {expect, test} from '@playwright/test';
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

test.describe('every route of the spec resolves in the internal build', () => {
  for (const [label, paths] of Object.entries(ROUTES)) {
    for (const path of paths) {
      test(`${path} has the title "${label} - ${PRODUCT_TITLE}"`, async ({page}) => {
        const response = await page.goto(portal('internal', path));
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL(portal('internal', path));
        await expect(page).toHaveTitle(`${label} - ${PRODUCT_TITLE}`);
        await expect(page.locator('h1').first()).toBeVisible();
      });
    }
  }

  for (const path of LEGAL) {
    test(`legal page ${path} resolves`, async ({page}) => {
      const response = await page.goto(portal('internal', path));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(` - ${PRODUCT_TITLE}$`));
    });
  }
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
  for (const flavour of ['live', 'internal'] as const) {
    for (const path of ['no-such-page', 'rest/no-such-page', 'guidelines/r999999/extra']) {
      test(`direct load of /${path} (${flavour})`, async ({page}) => {
        await page.goto(portal(flavour, path));
        await expect(page).toHaveURL(portal(flavour, 'error'));
        await expect(page).toHaveTitle(`Error - ${PRODUCT_TITLE}`);
      });
    }
  }

  for (const path of ['no-such-page', 'rest/no-such-page']) {
    test(`client-side navigation to /${path}`, async ({page}) => {
      await page.goto(portal('internal'));
      await waitForApp(page);
      await navigateInApp(page, path);
      await expect(page).toHaveURL(portal('internal', 'error'));
      await expect(page).toHaveTitle(`Error - ${PRODUCT_TITLE}`);
      await expect(page.getByText(`/portal/${path}`)).toBeVisible();
    });
  }
});

test.describe('redirects', () => {
  const ERROR_ANCHOR = 'rest/about-the-api/error-responses#validation-failed';
  for (const [from, to] of [
    ['errors/ValidationError', ERROR_ANCHOR],
    ['problems/validation-failed', ERROR_ANCHOR],
    ['link-relations', 'rest/link-relations'],
  ]) {
    for (const flavour of ['live', 'internal'] as const) {
      test(`direct load of /${from} lands on /${to} (${flavour})`, async ({page}) => {
        await page.goto(portal(flavour, from));
        await expect(page).toHaveURL(portal(flavour, to));
        await expect(page.locator('h1').first()).toBeVisible();
        const hash = to.split('#')[1];
        if (hash) {
          await expect(page.locator(`[id="${hash}"]`)).toBeAttached();
        }
      });
    }

    test(`client-side navigation to /${from} lands on /${to}`, async ({page}) => {
      await page.goto(portal('internal'));
      await waitForApp(page);
      await navigateInApp(page, from);
      await expect(page).toHaveURL(portal('internal', to));
    });
  }
});

test.describe('the live flavour', () => {
  for (const [label, paths] of Object.entries(ROUTES)) {
    const internal = INTERNAL_LABELS.has(label);
    for (const path of paths.slice(0, 3)) {
      test(`${path} ${internal ? 'ends on /error' : 'resolves'}`, async ({page}) => {
        await page.goto(portal('live', path));
        if (internal) {
          await expect(page).toHaveURL(portal('live', 'error'));
          await expect(page).toHaveTitle(`Error - ${PRODUCT_TITLE}`);
        } else {
          await expect(page).toHaveURL(portal('live', path));
          await expect(page).toHaveTitle(`${label} - ${PRODUCT_TITLE}`);
        }
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
