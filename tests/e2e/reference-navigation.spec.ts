import {type Page, expect, test} from '@playwright/test';
import {PRODUCT_TITLE, navigateInApp, portal} from './support';
import {FLAVOURS, type Flavour, GET_CHECKOUT, INTERNAL_ONLY_APIS, PUBLIC_APIS, operationPath, waitForHydration} from './reference-helpers';

// The overview (/rest), API pages (/rest/<key>), the redirects into them, and which APIs each build offers.

const sectionAnchors = (page: Page) => page.locator('article h2[id]').evaluateAll((headings) => headings.map((heading) => heading.id));

test.describe('overview /rest', () => {
  /** A section of the overview links its title to the API page and lists its operations; the title leads to the API page. */
  async function expectCheckoutSection(page: Page, flavour: Flavour): Promise<void> {
    const heading = page.locator('h2#checkout');
    await expect(heading.getByRole('link', {name: 'Checkout API'})).toHaveAttribute('href', '/portal/rest/checkout');
    const section = page.locator('section').filter({has: heading});
    await expect(section.locator('p').first()).toHaveText('The Checkout API turns a selection of products into a Lindenkauf order.');
    const operation = section.getByRole('listitem').filter({has: page.getByRole('link', {name: 'Get a checkout', exact: true})});
    await expect(operation).toHaveCount(1);
    await expect(operation.getByText('get', {exact: true})).toBeVisible();
    await expect(operation.getByText('/checkouts/{checkoutId}', {exact: true})).toBeVisible();
    await expect(operation.getByRole('link')).toHaveAttribute('href', `/portal/${GET_CHECKOUT}`);

    await heading.getByRole('link', {name: 'Checkout API'}).click();
    await expect(page).toHaveURL(portal(flavour, 'rest/checkout'));
    await expect(page.getByRole('heading', {level: 1})).toContainText('Checkout API');
  }

  // One load of the overview per build: the steps go on from the state the one before left, the
  // in-app navigations (no page load) from the API page the section's title led to.
  test('live: lists exactly the public APIs with their badges; a section links to its API page; in-app navigations reach their sections', async ({page}) => {
    await page.goto(portal('live', 'rest'));
    await test.step('lists exactly the public APIs, each in a section anchored by its spec key', async () => {
      await expect(page).toHaveTitle(`REST API - ${PRODUCT_TITLE}`);
      expect([...(await sectionAnchors(page))].sort()).toEqual([...PUBLIC_APIS].sort());
    });

    await test.step('operations carry deprecated and preview badges', async () => {
      const item = (key: string, summary: string) =>
        page
          .locator('section')
          .filter({has: page.locator(`h2#${key}`)})
          .getByRole('listitem')
          .filter({has: page.getByRole('link', {name: summary, exact: true})});
      await expect(item('checkout', 'Apply a voucher code to a checkout').getByText('preview', {exact: true})).toBeVisible();
      await expect(item('orderManagement', 'Download the invoice of an order').getByText('deprecated', {exact: true})).toBeVisible();
      for (const badge of ['preview', 'deprecated']) {
        await expect(item('checkout', 'Get a checkout').getByText(badge, {exact: true})).toHaveCount(0);
      }
    });

    await test.step('a section links its title to the API page and lists its operations', () => expectCheckoutSection(page, 'live'));

    await waitForHydration(page);
    await test.step('an in-app navigation to /rest#<key> scrolls to that section', async () => {
      await navigateInApp(page, 'rest#userFeedback');
      await expect(page).toHaveURL(portal('live', 'rest#userFeedback'));
      await expect(page.locator('h2#userFeedback')).toBeInViewport();
    });

    await test.step('an in-app navigation to a short operation URL redirects and keeps the hash', async () => {
      await navigateInApp(page, 'rest/checkout/getCheckout#responses');
      await expect(page).toHaveURL(portal('live', `${GET_CHECKOUT}#responses`));
      await expect(page.locator('h2#responses')).toBeInViewport();
    });
  });

  test('internal: lists the public and the internal APIs; a section links to its API page; an in-app spec landing reaches its section', async ({page}) => {
    await page.goto(portal('internal', 'rest'));
    await test.step('lists the public and the internal APIs', async () => {
      const anchors = await sectionAnchors(page);
      for (const key of [...PUBLIC_APIS, ...INTERNAL_ONLY_APIS]) {
        expect(anchors).toContain(key);
      }
    });

    await test.step('a section links its title to the API page and lists its operations', () => expectCheckoutSection(page, 'internal'));

    await waitForHydration(page);
    await test.step('an in-app navigation to /reference/specs/<key> redirects to its section of the overview', async () => {
      await navigateInApp(page, 'reference/specs/transactionalCommunication');
      await expect(page).toHaveURL(portal('internal', 'rest#transactionalCommunication'));
      await expect(page.locator('h2#transactionalCommunication')).toBeInViewport();
    });
  });

  for (const flavour of FLAVOURS) {
    test(`a direct load of /rest#<key> shows that section (${flavour})`, async ({page}) => {
      // productData is far down the page: only a scroll to the hash brings it into view.
      await page.goto(portal(flavour, 'rest#productData'));
      await expect(page.locator('h2#productData')).toBeInViewport();
      await expect(page.locator('h2#checkout')).not.toBeInViewport();
      await expect(page).toHaveURL(portal(flavour, 'rest#productData'));
    });
  }
});

test.describe('API page /rest/<key>', () => {
  for (const flavour of FLAVOURS) {
    test(`shows the spec title, servers, authentication with scopes and the operations by tag (${flavour})`, async ({page}) => {
      await page.goto(portal(flavour, 'rest/checkout'));
      await expect(page).toHaveTitle(`REST API - ${PRODUCT_TITLE}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Checkout API');
      await expect(page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem')).toHaveText(['Home', 'REST API', 'API reference', 'Checkout API']);
      await expect(page.getByRole('heading', {level: 2, name: 'Servers'})).toBeVisible();
      await expect(
        page
          .locator('article')
          .getByText(/^https:\/\/api\.lindenkauf\.example/)
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', {level: 2, name: 'Authentication'})).toBeVisible();
      const scopes = page
        .locator('article table')
        .filter({has: page.getByRole('columnheader', {name: 'Scopes'})})
        .first();
      await expect(scopes.getByRole('row').filter({hasText: 'checkout.write'})).toContainText('Create a checkout');
      await expect(page.getByRole('heading', {level: 2, name: 'Operations'})).toBeVisible();
      const checkouts = page.locator('section').filter({has: page.locator('h3#tag-checkouts')});
      await expect(checkouts.getByRole('link', {name: 'Get a checkout', exact: true})).toHaveAttribute('href', `/portal/${GET_CHECKOUT}`);
      await expect(page.locator('h3#tag-payment')).toBeVisible();
    });
  }
});

test.describe('spec landing /reference/specs/<key>', () => {
  for (const flavour of FLAVOURS) {
    test(`a direct load redirects to its section of the overview, with the hash (${flavour})`, async ({page}) => {
      await page.goto(portal(flavour, 'reference/specs/orderManagement'));
      await expect(page).toHaveURL(portal(flavour, 'rest#orderManagement'));
      await expect(page.locator('h2#orderManagement')).toBeInViewport();
      await expect(page.getByRole('heading', {level: 1, name: 'API reference'})).toBeVisible();
    });
  }

  test('without JavaScript, the meta refresh leads to the section', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(portal('live', 'reference/specs/customer'));
    await expect(page).toHaveURL(portal('live', 'rest#customer'));
    await expect(page.locator('h2#customer')).toBeAttached();
    await context.close();
  });
});

test.describe('short operation URL /rest/<key>/<operationId>', () => {
  for (const flavour of FLAVOURS) {
    test(`a direct load redirects to the operation page and keeps #responses (${flavour})`, async ({page}) => {
      await page.goto(portal(flavour, 'rest/orderManagement/getOrder#responses'));
      await expect(page).toHaveURL(portal(flavour, `${operationPath('orderManagement', 'getOrder')}#responses`));
      await expect(page.getByRole('heading', {level: 1, name: 'Get an order'})).toBeVisible();
      await expect(page.locator('h2#responses')).toBeInViewport();
      // Still there once the page has loaded and hydrated (a late meta refresh would drop the hash).
      await page.waitForLoadState('load');
      await waitForHydration(page);
      await expect(page).toHaveURL(portal(flavour, `${operationPath('orderManagement', 'getOrder')}#responses`));
      await expect(page.locator('h2#responses')).toBeInViewport();
    });
  }

  test('without a hash it lands at the top of the operation page', async ({page}) => {
    await page.goto(portal('live', 'rest/checkout/getCheckout'));
    await expect(page).toHaveURL(portal('live', GET_CHECKOUT));
    await expect(page.getByRole('heading', {level: 1, name: 'Get a checkout'})).toBeInViewport();
  });
});

test.describe('internal APIs on the live build', () => {
  for (const route of ['rest/delivery', operationPath('delivery', 'getDelivery'), 'profiles/delivery', 'rest/payment', 'reference/specs/delivery']) {
    test(`/${route} ends on /error`, async ({page}) => {
      await page.goto(portal('live', route));
      await expect(page).toHaveURL(portal('live', 'error'));
      await expect(page).toHaveTitle(`Error - ${PRODUCT_TITLE}`);
    });
  }

  test('the same pages exist on the internal build', async ({page}) => {
    for (const [route, h1] of [
      ['rest/delivery', 'Delivery API'],
      [operationPath('delivery', 'getDelivery'), 'Get a delivery'],
      ['profiles/delivery', 'Profiles: Delivery API'],
    ] as const) {
      await page.goto(portal('internal', route));
      await expect(page).toHaveURL(portal('internal', route));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
    }
  });

  test('the live side navigation and problem types mention no internal API', async ({page}) => {
    await page.goto(portal('live', GET_CHECKOUT));
    const sideNav = page.getByRole('navigation', {name: 'REST API pages'});
    await expect(sideNav.getByRole('button', {name: 'Checkout API', exact: true})).toBeAttached();
    await expect(sideNav.getByText('Delivery API', {exact: true})).toHaveCount(0);
    await expect(sideNav.getByText('Payment API', {exact: true})).toHaveCount(0);
    await page.goto(portal('live', 'rest/errors'));
    await expect(page.locator('article')).not.toContainText('Delivery API');
    await expect(page.locator('article a[href*="/specs/delivery/"]')).toHaveCount(0);
  });
});
