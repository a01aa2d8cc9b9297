import fs from 'node:fs';
import path from 'node:path';
import {type Page, expect, test} from '@playwright/test';
import {CHANGELOG_TEXTS} from '../../lib/portal/texts/changelog';
import {EVENT_TEXTS} from '../../lib/portal/texts/events';
import {REFERENCE_TEXTS} from '../../lib/portal/texts/reference';
import {AXE_SCHEME_RULES, axeViolations, waitForIcons} from './frame-helpers';
import {GET_ORDER, alternatives, nestedOf, nestedSummary, propertyRow, waitForHydration} from './reference-helpers';
import {portal, turnScheme, waitForApp} from './support';

// The event APIs' pages (issue 36, plugins/event-reference) against both production builds: the
// overview, an event API page, a message page with its Avro payload in the schema viewer, its
// examples and consumer samples, the links between a message and its REST operation, the side
// navigation's group, and what the live build leaves out.

const EVENTS_DIR = path.resolve(__dirname, '..', '..', 'events');
/** The event APIs (file base names) marked `x-public: true`: the live build's. */
const eventApiKeys = (only: 'public' | 'all') =>
  fs
    .readdirSync(EVENTS_DIR)
    .filter((name) => /\.ya?ml$/.test(name) && !/\.(exceptions|changelog)\.ya?ml$/.test(name))
    .filter((name) => only === 'all' || /^x-public: true\s*$/m.test(fs.readFileSync(path.join(EVENTS_DIR, name), 'utf8')))
    .map((name) => name.replace(/\.ya?ml$/, ''))
    .sort();
const PUBLIC_EVENT_APIS = eventApiKeys('public');
const INTERNAL_EVENT_APIS = eventApiKeys('all').filter((key) => !PUBLIC_EVENT_APIS.includes(key));

const ORDER_EVENTS = 'reference/events/order-events';
const ORDER_PLACED = `${ORDER_EVENTS}/messages/orderPlacedV2`;
const samplesPart = (page: Page) => page.getByRole('complementary', {name: EVENT_TEXTS.samplesPanel});

test.describe('the event APIs in the REST section', () => {
  test('live: the overview lists the public event APIs only, and an internal one has no page', async ({page}) => {
    expect(PUBLIC_EVENT_APIS).toContain('order-events');
    expect(INTERNAL_EVENT_APIS.length).toBeGreaterThan(0);
    await page.goto(portal('live', 'reference/events'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(EVENT_TEXTS.overviewHeading);
    const listed = await page.locator('article h2[id]').evaluateAll((headings) => headings.map((heading) => heading.id));
    expect(listed.sort()).toEqual(PUBLIC_EVENT_APIS);
    const orders = page.locator('section').filter({has: page.locator('h2#order-events')});
    await expect(orders).toContainText(EVENT_TEXTS.owner);
    await expect(orders).toContainText('orders.order.placed.v2');
    await expect(orders).toContainText(/\d+ messages/);
    for (const key of INTERNAL_EVENT_APIS) {
      const response = await page.goto(portal('live', `reference/events/${key}`));
      expect(response?.status(), `/reference/events/${key} in live`).toBe(404);
    }
  });

  test('internal: the overview lists every event API; the side navigation has the group after the API reference, an entry per event API with its messages', async ({
    page,
  }) => {
    await page.goto(portal('internal', 'reference/events'));
    const listed = await page.locator('article h2[id]').evaluateAll((headings) => headings.map((heading) => heading.id));
    expect(listed.sort()).toEqual(eventApiKeys('all'));
    const sideNav = page.getByRole('navigation', {name: 'REST API pages'});
    const groups = await sideNav.locator(':scope > ul > li > div > a').allTextContents();
    const apiReference = groups.indexOf('API reference');
    expect(apiReference, 'the API reference group').toBeGreaterThanOrEqual(0);
    expect(groups[apiReference + 1]).toBe(EVENT_TEXTS.sidebarGroup);
    // The overview's own entry is active, so its group is open.
    await expect(sideNav.getByRole('link', {name: EVENT_TEXTS.sidebarOverview})).toHaveAttribute('aria-current', 'page');
    await waitForHydration(page);
    await sideNav
      .getByRole('button', {name: /Order Events/})
      .or(sideNav.getByRole('link', {name: 'Order Events', exact: true}))
      .first()
      .click();
    await expect(sideNav.getByRole('link', {name: 'orders.order.placed'}).first()).toHaveAttribute(
      'href',
      /\/portal\/reference\/events\/order-events\/messages\//,
    );
  });
});

test.describe('an event API page', () => {
  test('live: brokers with protocol and schema registry, topics with their Kafka bindings and messages, operations', async ({page}) => {
    await page.goto(portal('live', ORDER_EVENTS));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Order Events');
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toContainText(EVENT_TEXTS.sidebarGroup);
    await test.step('brokers', async () => {
      await expect(page.getByRole('heading', {level: 2, name: EVENT_TEXTS.brokers})).toBeVisible();
      const production = page.locator('[data-server="production"]');
      await expect(production).toContainText('events.lindenkauf.example:9094');
      await expect(production).toContainText('kafka-secure');
      await expect(production).toContainText(`${EVENT_TEXTS.schemaRegistry}: https://schema-registry.events.lindenkauf.example`);
    });
    await test.step('a topic with its bindings and messages', async () => {
      const topic = page.locator('section[data-channel]').filter({has: page.getByRole('heading', {level: 3, name: 'orders.order.placed.v2'})});
      const bindings = topic.locator('[data-kafka-bindings]');
      await expect(bindings.locator('div').filter({hasText: EVENT_TEXTS.kafka.partitions})).toContainText(/\d+/);
      await expect(bindings.locator('div').filter({hasText: EVENT_TEXTS.kafka.replicas})).toContainText(/\d+/);
      await expect(bindings.locator('div').filter({hasText: EVENT_TEXTS.kafka.cleanupPolicy})).toContainText(/delete|compact/);
      await expect(bindings.locator('div').filter({hasText: EVENT_TEXTS.kafka.retention})).toContainText(/days? \(\d+ ms\)/);
      await expect(topic.getByRole('link', {name: 'orders.order.placed'})).toHaveAttribute('href', `/portal/${ORDER_PLACED}`);
    });
    await test.step('operations link their topic', async () => {
      await expect(page.getByRole('heading', {level: 2, name: EVENT_TEXTS.operations})).toBeVisible();
      await expect(page.locator('section[data-operation]').first()).toContainText(EVENT_TEXTS.actions.send);
    });
    await test.step('the AsyncAPI document for download, as written', async () => {
      const yamlLink = page.getByRole('link', {name: 'YAML'});
      await expect(page.locator('p').filter({has: yamlLink})).toContainText(REFERENCE_TEXTS.downloadAsyncApi);
      const response = await page.request.get(new URL((await yamlLink.getAttribute('href'))!, page.url()).toString());
      expect(response.status()).toBe(200);
      expect(await response.text()).toBe(fs.readFileSync(path.join(EVENTS_DIR, 'order-events.yaml'), 'utf8'));
    });
    await test.step('the changelog from git: its releases newest first, a new topic linked to its message', async () => {
      await page.locator('article').getByRole('link', {name: CHANGELOG_TEXTS.link}).click();
      await expect(page).toHaveURL(/\/reference\/events\/order-events\/changelog$/);
      await expect(page.getByRole('heading', {level: 1})).toContainText('Order Events');
      const releases = page.locator('article h2');
      await expect(releases.first()).toContainText('1.3.0');
      await expect(page.locator('article')).toContainText('Topic orders.order.placed.v2 added.');
      await expect(releases).toHaveText([/1\.3\.0/, /1\.2\.0/, /1\.1\.0/, /1\.0\.0/]);
      await page.goBack();
    });
    await test.step('the conformance section, linked from the top, with the event rules', async () => {
      await page
        .locator('article')
        .getByRole('link', {name: /^Passes \d+ of \d+ automated guideline rules/})
        .first()
        .click();
      await expect(page.locator('h2#conformance')).toBeInViewport();
    });
  });
});

test.describe('a message page', () => {
  test('live: the Avro payload in the schema viewer: a nested record, a ONE OF, an enum', async ({page}) => {
    await page.goto(portal('live', ORDER_PLACED));
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('orders.order.placed');
    const viewer = page.locator('#message-payload');
    await test.step('a nested record opens', async () => {
      const totals = propertyRow(viewer, 'totals');
      await nestedSummary(totals).click();
      await expect(propertyRow(nestedOf(totals), 'grandTotal')).toBeVisible();
    });
    await test.step('a ONE OF shows one option at a time', async () => {
      const shipping = propertyRow(viewer, 'shippingAddress');
      await nestedSummary(shipping).click();
      const {choice, option} = alternatives(nestedOf(shipping), 'ONE OF');
      // Avro's named records are the options, by name.
      await expect(choice.locator('option:not([disabled])')).toHaveText(['HomeDeliveryAddress', 'ParcelLockerAddress', 'PickupShopAddress']);
      await expect(option('HomeDeliveryAddress')).toBeVisible();
      await choice.selectOption({label: 'PickupShopAddress'});
      await expect(option('PickupShopAddress')).toBeVisible();
      await expect(option('HomeDeliveryAddress')).toBeHidden();
      await expect(propertyRow(option('PickupShopAddress'), 'shopId')).toBeVisible();
    });
    await test.step('an enum lists its values', async () => {
      await expect(propertyRow(viewer, 'status')).toContainText('PAYMENT_PENDING');
    });
    await test.step('headers, envelope and key', async () => {
      await expect(page.locator('#message-headers')).toContainText('ce_id');
      await expect(page.getByRole('heading', {level: 2, name: EVENT_TEXTS.envelope})).toBeVisible();
      await expect(page.locator('#message-key')).toBeVisible();
      await expect(page.getByRole('heading', {level: 2, name: EVENT_TEXTS.kafka.topic})).toBeVisible();
    });
  });

  test('live: the example picker switches the example (payload, headers and key); the consumer sample tabs switch language and copy the code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(portal('live', ORDER_PLACED));
    await waitForHydration(page);
    const panel = samplesPart(page);
    const payload = panel.locator('[data-example-part="Payload"]');
    await test.step('the example picker', async () => {
      const picker = payload.getByLabel('Example');
      await expect(payload.locator('pre').filter({visible: true})).toContainText('ORD-20260914-4Q7T2');
      const key = panel.locator('[data-example-part="Key"] pre').filter({visible: true});
      await expect(key).toHaveText('ORD-20260914-4Q7T2');
      await picker.selectOption({index: 1});
      await expect(payload.locator('pre').filter({visible: true})).toContainText('ORD-20261124-3HZ9P');
      // One picker: the headers and the key of the same example follow.
      await expect(panel.getByRole('combobox')).toHaveCount(1);
      await expect(panel.locator('[data-example-part="Headers"] pre').filter({visible: true})).toContainText('"ce_subject": "ORD-20261124-3HZ9P"');
      await expect(key).toHaveText('ORD-20261124-3HZ9P');
    });
    await test.step('the consumer sample tabs', async () => {
      const tabs = panel.locator('.portal-noscript-tabs').filter({has: page.getByRole('tab', {name: 'Java', exact: true})});
      await expect(tabs.getByRole('tab')).toHaveText(['Java', 'Kotlin', 'Python', 'TypeScript']);
      await tabs.getByRole('tab', {name: 'Python', exact: true}).click();
      const shown = tabs.getByRole('tabpanel').filter({visible: true});
      await expect(shown).toContainText('AvroDeserializer');
      await expect(shown).toContainText('consumer.subscribe(["orders.order.placed.v2"])');
      await shown.getByRole('button', {name: 'Copy code to clipboard'}).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('from confluent_kafka import Consumer');
    });
  });

  test('live: a message links its REST operation, and the operation page links the message back', async ({page}) => {
    await page.goto(portal('live', ORDER_PLACED));
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 2, name: EVENT_TEXTS.rest})).toBeVisible();
    await page
      .locator('article')
      .getByRole('link', {name: /^Get an order/})
      .first()
      .click();
    await expect(page).toHaveURL(portal('live', GET_ORDER));
    const events = page.locator('section').filter({has: page.getByRole('heading', {level: 2, name: REFERENCE_TEXTS.eventsOfOperation})});
    await expect(events.getByRole('link', {name: 'orders.order.placed'}).first()).toBeVisible();
    // Live links only the public event APIs' messages.
    const hrefs = await events.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      expect(
        PUBLIC_EVENT_APIS.some((key) => href.startsWith(`/portal/reference/events/${key}/`)),
        href,
      ).toBe(true);
    }
    await events.getByRole('link', {name: 'orders.order.placed'}).last().click();
    await expect(page).toHaveURL(portal('live', ORDER_PLACED));
  });
});

test.describe('without JavaScript, and on a phone', () => {
  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});
    test('live: a message page is readable: the payload schema, every example and every consumer sample', async ({page}) => {
      await page.goto(portal('live', ORDER_PLACED));
      await expect(page.locator('#message-payload')).toContainText('shippingAddress');
      const panel = samplesPart(page);
      await expect(panel.getByText('ORD-20260914-4Q7T2').first()).toBeVisible();
      await expect(panel.getByText('ORD-20261124-3HZ9P').first()).toBeVisible();
      for (const code of ['KafkaAvroDeserializer.class', 'KafkaAvroDeserializer::class.java', 'AvroDeserializer(registry)', 'registry.decode(message.value)']) {
        await expect(panel.getByText(code).first(), code).toBeVisible();
      }
    });
  });

  test('live: at 375 px a message page and an event API page fit the width', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    for (const route of [ORDER_PLACED, ORDER_EVENTS]) {
      await page.goto(portal('live', route));
      await waitForApp(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), route).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('accessibility', () => {
  for (const [name, route] of [
    ['an event API page', ORDER_EVENTS],
    ['a message page', ORDER_PLACED],
  ] as const) {
    test(`internal: ${name}: axe light and dark`, async ({page}) => {
      test.slow();
      await page.emulateMedia({colorScheme: 'light'});
      await page.goto(portal('internal', route));
      await waitForApp(page);
      await waitForHydration(page);
      await waitForIcons(page);
      for (const scheme of ['light', 'dark'] as const) {
        await turnScheme(page, scheme);
        expect(await axeViolations(page, scheme === 'dark' ? {rules: AXE_SCHEME_RULES} : {}), `axe in ${scheme} mode`).toEqual([]);
      }
    });
  }
});
