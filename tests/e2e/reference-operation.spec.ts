import {type Page, expect, test} from '@playwright/test';
import {PRODUCT_TITLE, portal} from './support';
import {
  type Flavour,
  GET_CHECKOUT,
  GET_ORDER,
  flag,
  nestedOf,
  nestedSummary,
  operationPath,
  propertyRow,
  rowHeader,
  topLevelNames,
  waitForHydration,
} from './reference-helpers';

// Operation pages: /reference/specs/<key>/operations/<operationId>[/<version>].

/** The REST API frame of getOrder: title, heading, path, method, breadcrumbs, sections and the responses as lines. */
async function expectGetOrderInFrame(page: Page): Promise<void> {
  await expect(page).toHaveTitle(`REST API - ${PRODUCT_TITLE}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Get an order');
  const article = page.locator('article');
  await expect(article.getByText('/orders/{orderId}', {exact: true})).toBeVisible();
  await expect(article.locator('header').getByText('get', {exact: true})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem')).toHaveText([
    'Home',
    'REST API',
    'API reference',
    'Order Management API',
  ]);

  for (const [id, text] of [
    ['parameters', 'Parameters'],
    ['path-parameters', 'Path parameters'],
    ['header-parameters', 'Header parameters'],
    ['responses', 'Responses'],
    ['request-samples', 'Request samples'],
  ]) {
    await expect(page.locator(`[id="${id}"]`)).toContainText(text!);
  }
  await expect(page.locator('#response-200 > h3')).toContainText('200');
  await expect(page.locator('#response-200 > h3')).toContainText('OK');
  // Error responses are one line whose button opens the body.
  await expect(page.locator('#response-404 > h3').getByRole('button')).toBeVisible();
  await expect(page.locator('#response-404 > h3').getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  // getOrder has no request body; createCheckout has one.
  await expect(page.locator('#request-body')).toHaveCount(0);
}

/** The version picker of getOrder (hydrated, on order-v2): it shows the newest version and opens order-v1, then order-v2 again. */
async function expectVersionPicker(page: Page, flavour: Flavour): Promise<void> {
  const picker = page.locator('select#operation-version');
  await expect(page.getByLabel('Version', {exact: true})).toHaveAttribute('id', 'operation-version');
  await expect(picker).toHaveValue('order-v2');
  await expect(picker.locator('option')).toHaveText(['order-v2 (newest)', 'order-v1 (deprecated)']);
  await expect(page.getByText('profile order-v2', {exact: true})).toBeVisible();
  await expect(page.getByText('profile order-v1', {exact: true})).toHaveCount(0);
  await expect(page.locator('#r0m0').getByRole('link', {name: 'OrderV2', exact: true}).first()).toBeVisible();

  await picker.selectOption('order-v1');
  await expect(page).toHaveURL(portal(flavour, `${GET_ORDER}/order-v1`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Get an order');
  await expect(page.getByText('profile order-v1', {exact: true})).toBeVisible();
  await expect(page.getByText('profile order-v2', {exact: true})).toHaveCount(0);
  await expect(page.locator('select#operation-version')).toHaveValue('order-v1');
  await expect(page.locator('#r0m0').getByRole('link', {name: 'OrderV1', exact: true}).first()).toBeVisible();

  await page.locator('select#operation-version').selectOption('order-v2');
  await expect(page).toHaveURL(portal(flavour, `${GET_ORDER}/order-v2`));
  await expect(page.getByText('profile order-v2', {exact: true})).toBeVisible();
}

// The steps of a test share one load of the page: each starts from the state the one before left.
test.describe('operation page', () => {
  test('getOrder (live): the REST API frame, the schema viewer by mouse and keyboard, and the side navigation', async ({page}) => {
    await page.goto(portal('live', GET_ORDER));
    const sideNav = page.getByRole('navigation', {name: 'REST API pages'});
    await test.step('shows the operation in the REST API frame', () => expectGetOrderInFrame(page));

    await test.step('the side navigation shows the API reference group with the current operation active', async () => {
      await expect(sideNav.getByRole('button', {name: 'API reference'})).toHaveAttribute('aria-expanded', 'true');
      for (const api of ['Checkout API', 'Customer API', 'Order Management API', 'Product Data API']) {
        await expect(sideNav.getByRole('button', {name: api, exact: true})).toBeVisible();
      }
      await expect(sideNav.getByRole('button', {name: 'Order Management API', exact: true})).toHaveAttribute('aria-expanded', 'true');
      await expect(sideNav.getByRole('link', {name: 'List orders', exact: true})).toBeVisible();
      const current = sideNav.locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText('Get an order');
      await expect(current).toHaveAttribute('href', `/portal/${GET_ORDER}`);
      await expect(current).toHaveClass(/menu__link--active/);
    });

    await test.step('_embedded and _links come first in a representation', async () => {
      const names = await topLevelNames(page.locator('#r0m0'));
      expect(names.slice(0, 2)).toEqual(['_embedded', '_links']);
      expect(names).toContain('orderId');
      expect(names.filter((name) => name.startsWith('_'))).toEqual(['_embedded', '_links']);
    });

    await test.step('the type of a response body links to its profile', async () => {
      await expect(page.locator('#r0m0 > div:first-child').getByRole('link', {name: 'OrderV2', exact: true})).toHaveAttribute(
        'href',
        '/portal/profiles/orderManagement/order-v2',
      );
    });

    await waitForHydration(page);
    const links = propertyRow(page.locator('#r0m0'), '_links');
    const summary = nestedSummary(links);
    const self = propertyRow(nestedOf(links), 'self');
    await test.step('expands and collapses nested fields by mouse', async () => {
      await expect(summary).toHaveText(/^Show \d+ nested fields?$/, {useInnerText: true});
      await expect(self).toBeHidden();
      const count = Number((await summary.innerText()).match(/\d+/)![0]);
      await expect(nestedOf(links).locator(':scope > ul > li')).toHaveCount(count);
      await summary.click();
      await expect(self).toBeVisible();
      await expect(summary).toHaveText(/^Hide \d+ nested fields?$/, {useInnerText: true});
      await expect(nestedOf(links)).toHaveAttribute('open', '');
      await summary.click();
      await expect(self).toBeHidden();
      await expect(summary).toHaveText(/^Show \d+ nested fields?$/, {useInnerText: true});
    });

    await test.step('expands and collapses nested fields by keyboard', async () => {
      await summary.focus();
      await expect(summary).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(self).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(self).toBeHidden();
      await page.keyboard.press('Space');
      await expect(self).toBeVisible();
      await page.keyboard.press('Space');
      await expect(self).toBeHidden();
    });

    await test.step('following another operation in the side navigation moves the mark', async () => {
      await sideNav.getByRole('link', {name: 'List orders', exact: true}).click();
      await expect(page).toHaveURL(portal('live', operationPath('orderManagement', 'listOrders')));
      await expect(sideNav.locator('a[aria-current="page"]')).toHaveText('List orders');
    });
  });

  test('shows the operation in the REST API frame; the picker opens order-v1 (internal)', async ({page}) => {
    await page.goto(portal('internal', GET_ORDER));
    await test.step('shows the operation in the REST API frame', () => expectGetOrderInFrame(page));
    await waitForHydration(page);
    await test.step('the default page is the newest version, and the picker opens order-v1', () => expectVersionPicker(page, 'internal'));
  });

  test('the default page is the newest version, and the picker opens order-v1 (live)', async ({page}) => {
    await page.goto(portal('live', GET_ORDER));
    await waitForHydration(page);
    await expectVersionPicker(page, 'live');
  });

  test('request samples: curl by default, then ten more languages in tabs; the chosen one stays chosen on the next page', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(await response.text().catch(() => ''));
      }
    });
    await page.goto(portal('live', GET_ORDER));
    await waitForHydration(page);
    // Whatever the hydrated page still loads has been requested and answered.
    await page.waitForLoadState('networkidle');
    const samples = page.locator('h2#request-samples ~ *').getByRole('tablist').first();
    const visiblePanel = page.locator('h2#request-samples ~ *').first().getByRole('tabpanel').filter({visible: true});
    await test.step('hydrating keeps the highlighted samples', async () => {
      // The server's highlighting was kept: no Prism grammar was needed.
      expect(scripts.some((script) => /languages\.javascript/.test(script))).toBe(false);
      await expect(page.getByRole('tabpanel').filter({visible: true}).locator('.token').first()).toBeVisible();
    });

    await test.step('curl by default, then ten more languages in tabs', async () => {
      await expect(samples.getByRole('tab')).toHaveText(['curl', 'JavaScript', 'Node.js', 'Python', 'Java', 'C#', 'Go', 'PHP', 'Ruby', 'Kotlin', 'Swift']);
      await expect(samples.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
      // A GET says no method: curl's default.
      await expect(visiblePanel).toContainText('curl https://api.lindenkauf.example/orders/');
      await expect(visiblePanel).toContainText('https://api.lindenkauf.example/orders/');
      await samples.getByRole('tab', {name: 'JavaScript'}).click();
      await expect(samples.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
      await expect(visiblePanel).toContainText('fetch(');
      await expect(visiblePanel).not.toContainText('curl https://');
      // Only the first tab is highlighted in the HTML; a tab the reader picks is highlighted then.
      await expect(visiblePanel.locator('pre .token.string').first()).toBeVisible();
    });

    await page.goto(portal('live', operationPath('checkout', 'createCheckout')));
    await test.step('the request body has its own section, with the required flag', async () => {
      const heading = page.locator('h2#request-body');
      await expect(heading).toContainText('Request body');
      await expect(heading.getByText('required', {exact: true})).toBeVisible();
      await expect(page.locator('h2#request-body ~ section').first()).toContainText('application/json');
    });

    await test.step('the chosen sample language stays chosen on the next page', async () => {
      await waitForHydration(page);
      const next = page.locator('h2#request-samples ~ *').getByRole('tablist').first();
      await expect(next.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
      await expect(next.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'false');
      await expect(page.locator('h2#request-samples ~ *').first().getByRole('tabpanel').filter({visible: true})).toContainText('fetch(');
    });
  });
});

test.describe('without JavaScript', () => {
  test('an operation page reads from the HTML: headings, parameters, types, flags and collapsed nested fields', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(portal('live', GET_ORDER));
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Get an order');
    await expect(page.locator('h2#parameters')).toBeVisible();

    const orderId = propertyRow(page.locator('section').filter({has: page.locator('h3#path-parameters')}), 'orderId');
    await expect(rowHeader(orderId)).toContainText('string');
    await expect(flag(orderId, 'required')).toBeVisible();
    await expect(orderId.locator('dl')).toContainText('pattern');

    const ifNoneMatch = propertyRow(page.locator('section').filter({has: page.locator('h3#header-parameters')}), 'If-None-Match');
    await expect(rowHeader(ifNoneMatch)).toContainText('string');
    await expect(flag(ifNoneMatch, 'required')).toHaveCount(0);

    const body = page.locator('#r0m0');
    await expect(body).toContainText('OrderV2');
    const embedded = propertyRow(body, '_embedded');
    await expect(rowHeader(embedded)).toContainText('object');
    // The nested field is in the HTML, inside a closed native disclosure that opens without JavaScript.
    await expect(nestedOf(embedded)).not.toHaveAttribute('open');
    const orderItems = propertyRow(nestedOf(embedded), 'orderItems');
    await expect(orderItems).toBeAttached();
    await expect(orderItems).toBeHidden();
    await expect(rowHeader(orderItems)).toHaveText(/array of\s*OrderItem/);
    await nestedSummary(embedded).click();
    await expect(orderItems).toBeVisible();

    // The version picker is a list of links; alternatives show every option.
    await expect(page.getByRole('list', {name: 'Version'}).getByRole('link')).toHaveText(['order-v2 (newest)', 'order-v1 (deprecated)']);
    await expect(page.getByRole('list', {name: 'Version'}).locator('a[aria-current="page"]')).toHaveText('order-v2 (newest)');
    await context.close();
  });

  test('alternatives list every option with its fields', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(portal('live', GET_CHECKOUT));
    const shipping = propertyRow(page.locator('#r0m0'), 'shippingAddress');
    await nestedSummary(shipping).click();
    for (const option of ['HOME', 'PARCEL_LOCKER', 'PICKUP_SHOP']) {
      await expect(shipping.locator(`[data-option="${option}"]`)).toBeVisible();
    }
    await expect(propertyRow(shipping.locator('[data-option="PICKUP_SHOP"]'), 'shopId')).toBeVisible();
    await context.close();
  });
});

test.describe('versions', () => {
  test('both version pages exist and load directly; order-v1 keeps its operation marked in the side navigation', async ({page}) => {
    for (const [version, other] of [
      ['order-v2', 'order-v1'],
      ['order-v1', 'order-v2'],
    ] as const) {
      const response = await page.goto(portal('live', `${GET_ORDER}/${version}`));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(portal('live', `${GET_ORDER}/${version}`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Get an order');
      await expect(page.getByText(`profile ${version}`, {exact: true})).toBeVisible();
      await expect(page.getByText(`profile ${other}`, {exact: true})).toHaveCount(0);
      await waitForHydration(page);
      await expect(page.locator('select#operation-version')).toHaveValue(version);
    }
    // The last one loaded is order-v1: the page of a version is the operation's page, its entry
    // in the side navigation shown and marked as the active one.
    await test.step('a version page keeps its operation marked in the side navigation', async () => {
      const entry = page.getByRole('navigation', {name: 'REST API pages'}).getByRole('link', {name: 'Get an order', exact: true});
      await expect(entry).toBeVisible();
      await expect(entry).toHaveClass(/menu__link--active/);
    });
  });
});
