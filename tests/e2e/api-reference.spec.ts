import fs from 'node:fs';
import path from 'node:path';
import {type Locator, type Page, expect, test} from '@playwright/test';
import {expectNoSeriousViolations} from './frame-helpers';
import {PRODUCT_TITLE, portal, waitForApp} from './support';

// The API reference (plugins/openapi-reference) against both production builds.
const OPERATION = 'reference/specs/checkout/operations/getCheckout';
const GET_ORDER = 'reference/specs/orderManagement/operations/getOrder';
const PUBLIC_APIS = ['checkout', 'customer', 'loyaltyRewards', 'orderManagement', 'productData', 'transactionalCommunication', 'userFeedback'];
const INTERNAL_APIS = ['benefits', 'customer-account', 'dataProtection', 'deals', 'delivery', 'discoverability', 'email-push', 'payment', 'tracking', 'warranty', 'wishlist'];

/** The viewer row of a property, by its name, inside `scope` (the first one in reading order). */
function row(scope: Page | Locator, name: string): Locator {
  const page = 'frames' in scope ? scope : scope.page();
  return scope.locator('li').filter({has: page.locator(':scope > div > code', {hasText: new RegExp(`^${name}$`)})}).first();
}
/** A property at the top level of the viewer with this id. */
const topRow = (page: Page, viewer: string, name: string) =>
  page.locator(`[id="${viewer}"] > ul > li`).filter({has: page.locator(':scope > div > code', {hasText: new RegExp(`^${name}$`)})});
/** The disclosure of a row's nested fields. */
const nested = (rowLocator: Locator) => rowLocator.locator(':scope > details');

test.describe('reference overview', () => {
  test('lists every API of the flavour in a section anchored by its spec key', async ({page}) => {
    for (const [flavour, apis] of [
      ['internal', [...PUBLIC_APIS, ...INTERNAL_APIS]],
      ['live', PUBLIC_APIS],
    ] as const) {
      await page.goto(portal(flavour, 'rest'));
      const anchors = await page.locator('article h2[id]').evaluateAll((headings) => headings.map((heading) => heading.id));
      expect([...anchors].sort()).toEqual([...apis].sort());
    }
    await expect(page.getByRole('heading', {level: 1, name: 'API reference'})).toBeVisible();
    const checkout = page.locator('section').filter({has: page.locator('h2#checkout')});
    await expect(checkout.getByRole('link', {name: 'Get a checkout'})).toHaveAttribute('href', '/portal/reference/specs/checkout/operations/getCheckout');
    await expect(checkout.getByText('/checkouts/{checkoutId}', {exact: true}).first()).toBeVisible();
  });

  test('opens at the section of the hash', async ({page}) => {
    await page.goto(portal('live', 'rest#orderManagement'));
    await expect(page.locator('h2#orderManagement')).toBeInViewport();
  });

  test('a spec landing page redirects to its section of the overview', async ({page}) => {
    await page.goto(portal('live', 'reference/specs/checkout'));
    await expect(page).toHaveURL(/\/portal\/rest#checkout$/);
    await expect(page.locator('h2#checkout')).toBeInViewport();
  });
});

test.describe('operation page', () => {
  test('shows the operation in the REST API frame', async ({page}) => {
    await page.goto(portal('live', OPERATION));
    await expect(page).toHaveTitle(`REST API - ${PRODUCT_TITLE}`);
    await expect(page.getByRole('heading', {level: 1, name: 'Get a checkout'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem')).toHaveText(['Home', 'REST API', 'API reference', 'Checkout API']);
    const sideNav = page.getByRole('navigation', {name: 'REST API pages'});
    await expect(sideNav.locator('a[aria-current="page"]')).toHaveText('Get a checkout');
    for (const id of ['parameters', 'responses', 'request-samples']) {
      await expect(page.locator(`h2#${id}`)).toBeVisible();
    }
    await expect(page.locator('h3#response-200')).toContainText('200 OK');
    await expect(page.getByRole('tab', {name: 'curl'})).toBeVisible();
    await page.getByRole('tab', {name: 'JavaScript'}).click();
    await expect(page.getByRole('tabpanel')).toContainText('await fetch(url, options)');
  });

  test('the short URL redirects to the operation page and keeps the hash', async ({page}) => {
    await page.goto(portal('live', 'rest/checkout/getCheckout#responses'));
    await expect(page).toHaveURL(/\/portal\/reference\/specs\/checkout\/operations\/getCheckout#responses$/);
  });

  test('reads without JavaScript: headings, parameters, types, flags and nested fields are in the HTML', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(portal('live', 'reference/specs/checkout/operations/createCheckout'));
    await expect(page.getByRole('heading', {level: 1, name: 'Create a checkout'})).toBeVisible();
    const idempotency = row(page, 'Idempotency-Key');
    await expect(idempotency).toContainText('string');
    const cartLines = topRow(page, 'b0', 'cartLines');
    await expect(cartLines).toContainText('array of CartLineInput');
    await expect(cartLines.locator(':scope > div').first().getByText('required', {exact: true})).toBeVisible();
    // Nested fields sit collapsed in a native disclosure, present in the HTML and openable.
    const disclosure = nested(cartLines);
    await expect(disclosure).not.toHaveAttribute('open', '');
    expect(await disclosure.locator('code', {hasText: /^sku$/}).count()).toBeGreaterThan(0);
    await disclosure.locator(':scope > summary').click();
    await expect(disclosure.locator('code', {hasText: /^sku$/}).first()).toBeVisible();
    await context.close();
  });

  test('expands and collapses nested fields by mouse and by keyboard', async ({page}) => {
    await page.goto(portal('live', OPERATION));
    await waitForApp(page);
    const links = topRow(page, 'r0m0', '_links');
    const summary = nested(links).locator(':scope > summary');
    const self = row(nested(links), 'self');
    await expect(self).toBeHidden();
    await summary.click();
    await expect(self).toBeVisible();
    await expect(summary).toContainText('Hide');
    await summary.click();
    await expect(self).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(self).toBeVisible();
    await page.keyboard.press('Space');
    await expect(self).toBeHidden();
  });

  test('lists _embedded and _links before the other properties', async ({page}) => {
    await page.goto(portal('live', GET_ORDER));
    const names = await page.locator('#r0m0 > ul > li > div > code').allTextContents();
    expect(names.slice(0, 3)).toEqual(['_embedded', '_links', 'orderId']);
  });

  test('alternatives: the first option is the default, another shows its own fields, and the choice stays', async ({page}) => {
    await page.goto(portal('live', OPERATION));
    await waitForApp(page);
    const shipping = topRow(page, 'r0m0', 'shippingAddress');
    await nested(shipping).locator(':scope > summary').click();
    const choice = shipping.getByRole('combobox', {name: 'ONE OF'});
    await expect(choice).toBeEnabled();
    await expect(choice.locator('option:checked')).toHaveText('HOME');
    const home = shipping.locator('[data-option="HOME"]');
    const pickup = shipping.locator('[data-option="PICKUP_SHOP"]');
    await expect(home).toBeVisible();
    await expect(pickup).toBeHidden();
    await choice.selectOption({label: 'PICKUP_SHOP'});
    await expect(pickup).toBeVisible();
    await expect(home).toBeHidden();
    await expect(row(pickup, 'shopId')).toBeVisible();
    // Collapsing and reopening the parent keeps the choice.
    await nested(shipping).locator(':scope > summary').click();
    await nested(shipping).locator(':scope > summary').click();
    await expect(choice.locator('option:checked')).toHaveText('PICKUP_SHOP');
    await expect(row(pickup, 'shopId')).toBeVisible();
  });

  test('versions: the newest profile is the default, and the picker opens the other version', async ({page}) => {
    await page.goto(portal('live', GET_ORDER));
    await waitForApp(page);
    await expect(page.getByText('profile order-v2', {exact: true})).toBeVisible();
    await expect(page.getByText('profile order-v1', {exact: true})).toHaveCount(0);
    // Before hydration the picker is a list of links; the dropdown replaces it in the browser.
    const picker = page.getByRole('combobox', {name: 'Version'});
    await expect(picker).toHaveValue('order-v2');
    await picker.selectOption('order-v1');
    await expect(page).toHaveURL(/\/operations\/getOrder\/order-v1$/);
    await expect(page.getByText('profile order-v1', {exact: true})).toBeVisible();
    await expect(page.getByRole('combobox', {name: 'Version'})).toHaveValue('order-v1');
    const response = await page.request.get(portal('live', `${GET_ORDER}/order-v2`));
    expect(response.status()).toBe(200);
  });

  test('shows flags and enum values with their badges', async ({page}) => {
    await page.goto(portal('live', 'profiles/orderManagement/order-v2'));
    const status = topRow(page, 'profile', 'status');
    await expect(status).toContainText('Extensible enum: clients must accept values not listed here.');
    await expect(status.locator('code', {hasText: /^PLACED$/})).toBeVisible();
    await expect(topRow(page, 'profile', 'orderId').getByText('required', {exact: true})).toBeVisible();
    await page.goto(portal('live', 'profiles/orderManagement/order-v1'));
    await expect(page.getByRole('heading', {level: 1})).toContainText('deprecated');
  });
});

test.describe('problem types and profiles', () => {
  test('/rest/errors lists each problem type with its explanation and operations', async ({page}) => {
    await page.goto(portal('live', 'rest/errors'));
    const notFound = page.locator('section').filter({has: page.locator('h2#not-found')});
    await expect(notFound).toContainText('https://developer.lindenkauf.example/portal/problems/not-found');
    await expect(notFound).toContainText('404');
    await expect(notFound.getByRole('link', {name: /How to handle/})).toHaveAttribute('href', '/portal/rest/about-the-api/error-responses#not-found');
    await notFound.locator('summary').click();
    await expect(notFound.getByRole('link', {name: 'getCheckout'})).toHaveAttribute('href', '/portal/reference/specs/checkout/operations/getCheckout');
  });

  test('profiles: the lists, a profile page, and a named type linking to its profile', async ({page}) => {
    await page.goto(portal('live', 'profiles'));
    await expect(page.getByRole('heading', {level: 2, name: 'Order Management API'})).toBeVisible();
    await page.goto(portal('live', 'profiles/orderManagement'));
    await expect(page.getByRole('link', {name: 'OrderV2'})).toHaveAttribute('href', '/portal/profiles/orderManagement/order-v2');
    await page.goto(portal('live', GET_ORDER));
    await waitForApp(page);
    await page.locator('#r0m0').getByRole('link', {name: 'OrderV2'}).first().click();
    await expect(page).toHaveURL(/\/portal\/profiles\/orderManagement\/order-v2$/);
    await expect(page.getByRole('heading', {level: 1, name: 'OrderV2'})).toBeVisible();
    await expect(page.getByText('https://developer.lindenkauf.example/portal/profiles/orderManagement/order-v2')).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem')).toHaveText(['Home', 'REST API', 'Resource representation', 'Profiles']);
  });

  test('every profile URI of the public specs resolves on the live portal', async ({page}) => {
    const specs = path.resolve(__dirname, '..', '..', 'specs');
    const uris = new Set<string>();
    for (const file of fs.readdirSync(specs).filter((name) => name.endsWith('.yaml'))) {
      const text = fs.readFileSync(path.join(specs, file), 'utf8');
      if (/^x-public: true$/m.test(text)) {
        for (const match of text.matchAll(/https:\/\/developer\.lindenkauf\.example\/portal\/(profiles\/[A-Za-z]+\/[a-z0-9/-]+)/g)) {
          uris.add(match[1]!);
        }
      }
    }
    expect(uris.size).toBeGreaterThan(3);
    for (const uri of uris) {
      const response = await page.request.get(portal('live', uri));
      expect({uri, status: response.status()}).toEqual({uri, status: 200});
    }
  });
});

test.describe('internal APIs on the live portal', () => {
  test('their pages do not exist and end on the error page', async ({page}) => {
    for (const route of ['rest/delivery', 'reference/specs/delivery/operations/getDelivery', 'profiles/delivery', 'profiles/delivery/delivery-v2']) {
      await page.goto(portal('live', route));
      await expect(page).toHaveURL(/\/portal\/error$/);
    }
    await page.goto(portal('internal', 'reference/specs/delivery/operations/getDelivery'));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page).toHaveURL(/getDelivery$/);
  });

  test('the side navigation lists only public APIs on live', async ({page}) => {
    await page.goto(portal('live', 'rest/getting-started/introduction'));
    await waitForApp(page);
    const sideNav = page.getByRole('navigation', {name: 'REST API pages'});
    await sideNav.getByRole('button', {name: 'API reference'}).or(sideNav.getByText('API reference', {exact: true})).first().click();
    await expect(sideNav.getByText('Checkout API', {exact: true})).toBeVisible();
    await expect(sideNav.getByText('Order Management API', {exact: true})).toBeVisible();
    await expect(sideNav.getByText('Delivery API', {exact: true})).toHaveCount(0);
  });
});

test.describe('accessibility of the reference', () => {
  for (const route of ['rest', OPERATION, 'profiles/orderManagement/order-v2']) {
    test(`axe finds no serious or critical violation on /${route}`, async ({page}) => {
      await page.goto(portal('live', route));
      await waitForApp(page);
      await expectNoSeriousViolations(page);
    });
  }
});
