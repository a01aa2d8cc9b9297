import {type Locator, type Page, expect, test} from '@playwright/test';
import {navigateInApp, portal} from './support';
import {expectNoViolations} from './frame-helpers';
import {GET_CHECKOUT, operationPath, waitForHydration} from './reference-helpers';

// Issue 23: the sample panel of operation pages (src/reference/components/TwoPane, SamplePanel), examples that
// follow the reader's choices, error responses as one line, and webhook pages. Against the internal
// build (every API), as a reader on a wide and on a narrow screen uses them.

const FLAVOUR = 'internal' as const;
const CREATE_CHECKOUT = operationPath('checkout', 'createCheckout');
const SET_PAYMENT = operationPath('checkout', 'setPaymentInstrument');

const panelOf = (page: Page) => page.getByRole('complementary', {name: 'Request and response samples'});
/** The request part of the panel: samples (tabs), then the request example. */
const requestPart = (page: Page) =>
  panelOf(page)
    .locator('section')
    .filter({has: page.locator('h2#request-samples')});
/** The code samples (the first tab group of the request part). */
const samples = (page: Page) => requestPart(page).locator('.portal-noscript-tabs').first();
const selectedSample = (page: Page) => samples(page).getByRole('tabpanel').filter({visible: true});
const shownExample = (page: Page) => requestPart(page).locator('[data-example]').filter({visible: true});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const {scrollWidth, clientWidth} = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe('layout', () => {
  test('at 375 px the panel follows the description and comes before the parameters', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto(portal(FLAVOUR, CREATE_CHECKOUT));
    await waitForHydration(page);
    const panel = panelOf(page);
    const description = page.locator('article header').locator('xpath=following::p').first();
    const parameters = page.locator('h2#parameters');
    await expect(parameters).toHaveText(/Parameters/);
    // Document order: description, then panel, then parameters.
    const order = await page.evaluate(
      ([panelElement, descriptionElement, parametersElement]) => [
        Boolean(descriptionElement!.compareDocumentPosition(panelElement!) & Node.DOCUMENT_POSITION_FOLLOWING),
        Boolean(panelElement!.compareDocumentPosition(parametersElement!) & Node.DOCUMENT_POSITION_FOLLOWING),
      ],
      [await panel.elementHandle(), await description.elementHandle(), await parameters.elementHandle()],
    );
    expect(order).toEqual([true, true]);
    const descriptionBox = await box(description);
    const panelBox = await box(panel);
    const parametersBox = await box(parameters);
    expect(panelBox.y).toBeGreaterThanOrEqual(descriptionBox.y + descriptionBox.height);
    expect(parametersBox.y).toBeGreaterThanOrEqual(panelBox.y + panelBox.height);
    await expectNoHorizontalScroll(page);
  });
});

test('choosing a ONE OF option in the viewer changes the example and the samples', async ({page}) => {
  await page.goto(portal(FLAVOUR, SET_PAYMENT));
  await waitForHydration(page);
  // The request body's viewer comes right after its heading, before the responses'.
  const choice = page.locator('h2#request-body ~ * select[id$="-choice"]').first();
  await expect(choice).toBeEnabled();
  await expect(shownExample(page)).not.toContainText('WALLET');
  await samples(page).getByRole('tab', {name: 'curl', exact: true}).click();
  await expect(selectedSample(page)).not.toContainText('WALLET');
  await choice.selectOption({label: 'WALLET'});
  await expect(shownExample(page).locator('pre')).toContainText('"WALLET"');
  // The samples are generated in the browser, on demand.
  await expect(selectedSample(page).locator('pre')).toContainText('WALLET');
  await expect(selectedSample(page).locator('pre')).toContainText('curl');
});

/** The first API on the overview with webhooks (four specs have them: grep -n "^webhooks:" specs/*.yaml). */
async function apiWithWebhooks(page: Page): Promise<{heading: Locator; key: string}> {
  await page.goto(portal(FLAVOUR, 'rest'));
  await waitForHydration(page);
  const heading = page.locator('article h3[id$="-webhooks"]').first();
  await expect(heading, "the overview lists an API's webhooks").toBeAttached();
  // The overview's "Webhooks" heading of an API is `<key>-webhooks`, below the API's h2#<key>.
  return {heading, key: (await heading.getAttribute('id'))!.replace(/-webhooks$/, '')};
}

async function expectWebhookPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/portal\/reference\/specs\/[^/]+\/webhooks\/[^/]+/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  const panel = panelOf(page);
  await expect(panel.locator('h2#request-samples')).toBeVisible();
  await expect(panel.locator('pre').first()).toBeVisible();
}

test.describe('webhooks', () => {
  test('a webhook page is reachable from the overview and from the side navigation; axe finds no violation on it', async ({page}) => {
    // axe checks a whole reference page: on a 2-core machine under load it takes seconds (the timeout guards a hang, not speed).
    test.slow();
    const {heading, key} = await apiWithWebhooks(page);
    const link = heading.locator('xpath=following-sibling::*[1]').getByRole('link').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await expectWebhookPage(page);
    const webhookUrl = page.url();
    // No page type of page-types.spec.ts is a webhook page: axe checks all of it.
    await test.step('axe: no violation on a webhook page', () => expectNoViolations(page));

    // The side navigation: the API's "Webhooks" category (a link to the API page's list for a big API).
    // Back to the overview in the app: its first load was checked above.
    await navigateInApp(page, 'rest');
    await page.locator(`h2[id="${key}"] a`).click();
    await waitForHydration(page);
    const sideNav = page.getByRole('navigation', {name: 'REST API pages'});
    const category = sideNav.getByRole('button', {name: 'Webhooks', exact: true});
    // The API page's side navigation shows one of the two once the navigation has rendered it.
    await expect(category.or(sideNav.getByRole('link', {name: 'Webhooks', exact: true})).first()).toBeVisible();
    if ((await category.count()) > 0) {
      if ((await category.getAttribute('aria-expanded')) !== 'true') {
        await category.click();
      }
      // A webhook added in the last 90 days carries the "New" mark in its name.
      await sideNav.getByRole('link', {name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( New)?$`)}).click();
    } else {
      await sideNav.getByRole('link', {name: 'Webhooks', exact: true}).click();
      await page.locator('h2#webhooks ~ *').getByRole('link', {name, exact: true}).first().click();
    }
    await expectWebhookPage(page);
    expect(page.url()).toBe(webhookUrl);
  });
});

// One load of createCheckout on a wide screen: the steps go on from the state the one before left.
test('createCheckout at 1440 px: the panel, the error responses, the request examples and the chosen language', async ({page}) => {
  // axe runs in one of the steps: on a 2-core machine under load it takes seconds (the timeout guards a hang, not speed).
  test.slow();
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto(portal(FLAVOUR, CREATE_CHECKOUT));
  await waitForHydration(page);

  await test.step('at 1440 px the panel is beside the title, its first sample on the first screen', async () => {
    const h1 = await box(page.getByRole('heading', {level: 1}));
    const panel = await box(panelOf(page));
    expect(panel.x).toBeGreaterThan(h1.x + h1.width);
    const code = await box(selectedSample(page).locator('pre').first());
    expect(code.y).toBeLessThan(900);
    await expectNoHorizontalScroll(page);
  });

  const toggle = page.locator('#response-401').getByRole('button');
  const body = page.locator('#response-401-body');
  await test.step('error responses are one line with their problem types, closed; they open and close by mouse', async () => {
    const line = page.locator('#response-401');
    await expect(line.getByText('Problem types', {exact: false})).toBeVisible();
    await expect(line.getByRole('link', {name: 'Unauthorized'})).toHaveAttribute('href', '/portal/rest/errors#unauthorized');
    await expect(toggle).toHaveAttribute('aria-controls', 'response-401-body');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(body).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(body).toBeVisible();
    await expect(body.locator('li').first()).toBeVisible();
    await expect(body).toContainText('application/problem+json');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(body).toBeHidden();
  });

  await test.step('error responses open and close by keyboard (Enter and Space)', async () => {
    await toggle.focus();
    await expect(toggle).toBeFocused();
    for (const key of ['Enter', 'Space']) {
      await page.keyboard.press(key);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(body.locator('li').first()).toBeVisible();
      await page.keyboard.press(key);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(body).toBeHidden();
    }
  });

  await test.step('axe: no violation in the request body, the sample panel and the 401 response, open', async () => {
    // page-types.spec.ts checks operation pages as they load, in light and dark mode (getCheckout with
    // every schema open, getOrder with its versions). What only createCheckout has: its request body
    // and the panel's request examples.
    await expectNoViolations(page, {within: 'h2#request-body, h2#request-body + section, aside[aria-label="Request and response samples"]'});
    await toggle.click();
    await expect(body).toBeVisible();
    // What opened is the response.
    await expectNoViolations(page, {within: '#response-401'});
  });

  await test.step('picking a request example shows it and its samples', async () => {
    await expect(shownExample(page)).not.toContainText('4006381333931');
    await requestPart(page).getByLabel('Example', {exact: true}).selectOption({label: 'A line by EAN, with your reference'});
    await expect(shownExample(page)).toHaveCount(1);
    await expect(shownExample(page).locator('pre')).toContainText('4006381333931');
    await expect(selectedSample(page).locator('pre')).toContainText('4006381333931');
  });

  await test.step('the chosen language holds on the next page and after a reload', async () => {
    await expect(samples(page).getByRole('tab')).toHaveText(['curl', 'JavaScript', 'Node.js', 'Python', 'Java', 'C#', 'Go', 'PHP', 'Ruby', 'Kotlin', 'Swift']);
    await samples(page).getByRole('tab', {name: 'Python', exact: true}).click();
    await expect(selectedSample(page)).toContainText('requests.post(');

    const sideNav = page.getByRole('navigation', {name: 'REST API pages'});
    await sideNav.getByRole('link', {name: 'Get a checkout', exact: true}).click();
    await expect(page).toHaveURL(portal(FLAVOUR, GET_CHECKOUT));
    const python = () => samples(page).getByRole('tab', {name: 'Python', exact: true});
    await expect(python()).toHaveAttribute('aria-selected', 'true');
    // getCheckout has the spec's own HTTPie sample first; the remembered language still wins.
    await expect(samples(page).getByRole('tab').first()).toHaveText('HTTPie');
    await expect(selectedSample(page)).toContainText('requests.get(');

    await page.reload();
    await waitForHydration(page);
    await expect(python()).toHaveAttribute('aria-selected', 'true');
    await expect(selectedSample(page)).toContainText('requests.get(');
  });
});

test('without JavaScript every sample and every request example is shown', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(portal(FLAVOUR, CREATE_CHECKOUT));
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  const code = samples(page).locator('pre').filter({visible: true});
  expect(await code.count()).toBeGreaterThanOrEqual(11);
  for (const label of ['curl', 'Python', 'Swift']) {
    await expect(samples(page).getByText(label, {exact: true}).filter({visible: true}).first()).toBeVisible();
  }
  const examples = requestPart(page).locator('[data-example]');
  await expect(examples).toHaveCount(2);
  for (const example of await examples.all()) {
    await expect(example.locator('pre')).toBeVisible();
  }
  await expect(examples.nth(0).locator('pre')).toContainText('PRD-100734-42');
  await expect(examples.nth(1).locator('pre')).toContainText('4006381333931');
  await context.close();
});
