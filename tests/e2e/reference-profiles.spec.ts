import {type Page, expect, test} from '@playwright/test';
import {PRODUCT_TITLE, portal} from './support';
import {
  type Flavour,
  GET_ORDER,
  PROFILE_HOST,
  PUBLIC_APIS,
  nestedSummary,
  propertyRow,
  publicProfilePaths,
  rowHeader,
  waitForHydration,
} from './reference-helpers';

// Problem types (/rest/errors) and profiles (/profiles, /profiles/<key>, /profiles/<key>/<id>).

/** The not-found problem type of /rest/errors: type URI, status, explanation link and the operations, one of which it then opens. */
async function expectNotFoundType(page: Page, flavour: Flavour): Promise<void> {
  await expect(page).toHaveTitle(`REST API - ${PRODUCT_TITLE}`);
  const section = page.locator('section').filter({has: page.locator('h2#not-found')});
  await expect(section.locator('h2')).toContainText('not found');
  await expect(section.getByText(`${PROFILE_HOST}/portal/problems/not-found`, {exact: true})).toBeVisible();
  await expect(section.getByText('404', {exact: true})).toBeVisible();
  await expect(section.getByRole('link', {name: /^How to handle/})).toHaveAttribute('href', '/portal/rest/about-the-api/error-responses#not-found');

  const operations = section.locator('details');
  await expect(operations.locator('summary')).toHaveText(/^Returned by \d+ operations$/);
  const getCheckout = operations.getByRole('link', {name: 'getCheckout', exact: true});
  await expect(getCheckout).toBeHidden();
  await operations.locator('summary').click();
  await expect(getCheckout).toBeVisible();
  await expect(getCheckout).toHaveAttribute('href', '/portal/reference/specs/checkout/operations/getCheckout');
  await getCheckout.click();
  await expect(page).toHaveURL(portal(flavour, 'reference/specs/checkout/operations/getCheckout'));
  // The 404 response is one line, its heading inside the section the operations list links to.
  await expect(page.locator('section#response-404 > h3')).toContainText('404');
}

test.describe('problem types /rest/errors', () => {
  // One load of /rest/errors: the steps go on from the state the one before left.
  test('live: the operations count matches, every explanation link leads to an existing anchor, each problem type shows its type URI, status, explanation link and operations', async ({
    page,
  }) => {
    await page.goto(portal('live', 'rest/errors'));
    await test.step('the operations count matches the listed operations', async () => {
      const section = page.locator('section').filter({has: page.locator('h2#validation-failed')});
      const count = Number((await section.locator('summary').innerText()).match(/\d+/)![0]);
      expect(count).toBeGreaterThan(0);
      await expect(section.locator('details li')).toHaveCount(count);
    });

    const slugs = await page.locator('article section > h2[id]').evaluateAll((headings) => headings.map((heading) => heading.id));
    await test.step('every explanation link leads to an anchor of the error responses page', async () => {
      expect(slugs).toEqual(expect.arrayContaining(['validation-failed', 'unauthorized', 'forbidden', 'not-found', 'internal-error']));
      for (const slug of slugs) {
        await expect(
          page
            .locator('section')
            .filter({has: page.locator(`h2[id="${slug}"]`)})
            .getByRole('link', {name: /^How to handle/}),
        ).toHaveAttribute('href', `/portal/rest/about-the-api/error-responses#${slug}`);
      }
    });

    await test.step('each problem type shows its type URI, status, explanation link and operations', () => expectNotFoundType(page, 'live'));

    await test.step('the anchors the explanation links lead to exist', async () => {
      await page.goto(portal('live', 'rest/about-the-api/error-responses'));
      for (const slug of slugs) {
        await expect(page.locator(`[id="${slug}"]`), slug).toHaveCount(1);
      }
    });
  });

  test('internal: each problem type shows its type URI, status, explanation link and operations', async ({page}) => {
    await page.goto(portal('internal', 'rest/errors'));
    await expectNotFoundType(page, 'internal');
  });
});

test.describe('profiles', () => {
  test('/profiles lists every API of the build with its named schemas', async ({page}) => {
    await page.goto(portal('live', 'profiles'));
    await expect(page).toHaveTitle(`REST API - ${PRODUCT_TITLE}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Profiles');
    const anchors = await page.locator('article h2[id]').evaluateAll((headings) => headings.map((heading) => heading.id));
    expect([...anchors].sort()).toEqual([...PUBLIC_APIS].sort());
    const orders = page.locator('section').filter({has: page.locator('h2#orderManagement')});
    await expect(orders.locator('h2')).toContainText('Order Management API');
    await expect(orders.getByRole('link', {name: 'OrderV2', exact: true})).toHaveAttribute('href', '/portal/profiles/orderManagement/order-v2');
    await expect(orders.getByRole('listitem').filter({has: page.getByRole('link', {name: 'OrderV2', exact: true})})).toContainText('order-v2');

    await page.goto(portal('internal', 'profiles'));
    await expect(page.locator('h2#delivery')).toBeVisible();
  });

  test('/profiles/<key> lists one API', async ({page}) => {
    await page.goto(portal('live', 'profiles/orderManagement'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Profiles: Order Management API');
    await expect(page.getByRole('link', {name: 'OrderV1', exact: true})).toHaveAttribute('href', '/portal/profiles/orderManagement/order-v1');
    await expect(page.getByRole('link', {name: 'OrderV2', exact: true})).toHaveAttribute('href', '/portal/profiles/orderManagement/order-v2');
    // Another API's schemas are not on it.
    await expect(page.locator('article a[href^="/portal/profiles/checkout/"]')).toHaveCount(0);
  });

  test('/profiles/<key>/<id> shows the schema in the viewer', async ({page}) => {
    await page.goto(portal('live', 'profiles/orderManagement/order-v2'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('OrderV2');
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem')).toHaveText([
      'Home',
      'REST API',
      'Resource representation',
      'Profiles',
    ]);
    await expect(page.getByText(`${PROFILE_HOST}/portal/profiles/orderManagement/order-v2`, {exact: true})).toBeVisible();
    const viewer = page.locator('#profile');
    await expect(viewer.locator(':scope > div:first-child')).toContainText('OrderV2');
    await expect(rowHeader(propertyRow(viewer, 'orderId'))).toContainText('string');
    await expect(page.getByRole('link', {name: 'Order Management API', exact: true}).first()).toHaveAttribute('href', '/portal/rest/orderManagement');
    // "Used by" lists the operation that returns it.
    await expect(page.locator('h2#used-by')).toBeVisible();
    await expect(page.locator('article').getByRole('link', {name: 'Get an order', exact: true})).toHaveAttribute('href', `/portal/${GET_ORDER}`);
  });

  test('a named type on an operation page links to its profile page', async ({page}) => {
    await page.goto(portal('live', GET_ORDER));
    await waitForHydration(page);
    const embedded = propertyRow(page.locator('#r0m0'), '_embedded');
    await nestedSummary(embedded).click();
    const orderItems = propertyRow(embedded, 'orderItems');
    await expect(rowHeader(orderItems)).toHaveText(/array of\s*OrderItem/);
    await rowHeader(orderItems).getByRole('link', {name: 'OrderItem', exact: true}).click();
    await expect(page).toHaveURL(portal('live', 'profiles/orderManagement/order-item'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('OrderItem');
    await expect(page.locator('#profile')).toBeVisible();
  });

  test('a named type on a profile page links to its own profile page', async ({page}) => {
    await page.goto(portal('live', 'profiles/productData/variant'));
    await waitForHydration(page);
    await rowHeader(propertyRow(page.locator('#profile'), 'price'))
      .getByRole('link', {name: 'Money', exact: true})
      .click();
    await expect(page).toHaveURL(portal('live', 'profiles/productData/money'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Money');
  });
});

test.describe('profile URIs of the public specs', () => {
  const paths = publicProfilePaths();

  test('the public specs use profile URIs', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths).toContain('/portal/profiles/orderManagement/order-v2');
  });

  // What the server sends for each URI; /profiles/<key>/<id> above shows such a page in the browser.
  for (const path of paths) {
    test(`${PROFILE_HOST}${path} resolves on the live build`, async ({request}) => {
      const url = portal('live', path.replace(/^\/portal\//, ''));
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      // No redirect: the page is at the URI itself.
      expect(response.url()).toBe(url);
      const html = await response.text();
      expect(html, 'the page has a title and it is not the error page’s').toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)![1]).not.toBe(`Error - ${PRODUCT_TITLE}`);
      // The page states the URI it is the profile of, as the text of an element.
      expect(html).toContain(`>${PROFILE_HOST}${path}<`);
    });
  }
});
