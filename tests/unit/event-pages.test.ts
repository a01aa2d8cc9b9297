import {
  envelopeOf,
  eventApiPageData,
  eventLinksByOperation,
  eventMessageContent,
  eventOverviewPageData,
  kafkaTopicView,
  preparedSchemas,
  retentionText,
} from '../../lib/reference/eventPageData';
import type {RestOperationLink} from '../../lib/reference/eventTypes';
import {eventApiFixture} from '../fixtures/event-api-model';

const routes = {baseUrl: '/portal/'};
const api = eventApiFixture();
const shipped = api.messages[0]!;
const orderPage: RestOperationLink = {
  api: 'orders',
  apiTitle: 'Orders API',
  operationId: 'getOrder',
  method: 'get',
  path: '/orders/{orderNumber}',
  summary: 'Get an order',
  permalink: '/portal/reference/specs/orders/operations/getOrder',
};
const restOperation = (spec: string, operationId: string) => (spec === 'orders' && operationId === 'getOrder' ? orderPage : undefined);
const content = () => eventMessageContent(api, shipped, {...routes, schemas: preparedSchemas(api), restOperation});

describe('the overview of the event APIs', () => {
  it('lists each API with its one-line summary, owner, topics and message count, linked to its page', () => {
    expect(eventOverviewPageData([api], routes).apis).toEqual([
      {
        key: 'order-events',
        title: 'Order events',
        version: '2.1.0',
        summary: 'Events of the order lifecycle.',
        owner: {team: 'Team Checkout', email: 'checkout@lindenkauf.example'},
        permalink: '/portal/reference/events/order-events',
        topics: ['lindenkauf.order.order-lifecycle.v2'],
        messageCount: 2,
      },
    ]);
  });
});

describe('an event API page', () => {
  const page = eventApiPageData(api, routes);

  it('renders the description as the REST pages do', () => {
    expect(page.description).toEqual({html: '<p>Events of the <strong>order lifecycle</strong>. Published by the order service.</p>'});
  });

  it('shows each broker with its protocol, security and schema registry', () => {
    expect(page.servers[0]).toMatchObject({
      host: 'kafka.lindenkauf.example:9093',
      protocol: 'kafka-secure',
      protocolVersion: '3.7',
      security: [{scheme: 'scram', scopes: []}],
      schemaRegistry: {url: 'https://registry.lindenkauf.example', vendor: 'confluent'},
    });
    expect(page.securitySchemes[0]).toMatchObject({name: 'scram', type: 'scramSha512', description: {html: expect.stringContaining('SASL/SCRAM')}});
  });

  it('shows each topic with its Kafka bindings and its messages, linked to their pages', () => {
    const [channel] = page.channels;
    expect(channel).toMatchObject({
      anchor: 'channel-orderLifecycle',
      address: 'lindenkauf.order.order-lifecycle.v2',
      kafka: {partitions: 12, replicas: 3, cleanupPolicy: ['compact', 'delete'], retention: {ms: 604_800_000, text: '7 days'}},
    });
    // Cleanup policy and retention have places of their own; the rest is listed as written.
    expect(channel!.kafka!.configuration).toEqual([{label: 'min.insync.replicas', value: '2'}]);
    expect(channel!.messages.map((message) => [message.name, message.permalink, message.deprecated])).toEqual([
      ['OrderShipped', '/portal/reference/events/order-events/messages/OrderShipped', false],
      ['OrderPlaced', '/portal/reference/events/order-events/messages/OrderPlaced', true],
    ]);
  });

  it('shows each operation with its action, channel and consumer group', () => {
    expect(page.operations[0]).toMatchObject({
      id: 'publishOrderLifecycle',
      action: 'send',
      channel: {address: 'lindenkauf.order.order-lifecycle.v2', anchor: 'channel-orderLifecycle'},
      groupId: 'shipping.order-lifecycle',
    });
  });

  it('falls back to the first sentence of the description where a message has no summary', () => {
    expect(page.messages[1]!.summary).toBe('A customer placed an order.');
  });
});

describe('a message page', () => {
  it('holds the payload as a ref into schemas the page ships, every reachable one and nothing else', () => {
    const {page, viewer} = content();
    expect(page.payload.schema).toEqual({$ref: '#/components/schemas/com.lindenkauf.order.OrderShipped'});
    expect(viewer.schemas.map((schema) => schema.ref)).toEqual([
      '#/components/schemas/com.lindenkauf.order.Address',
      '#/components/schemas/com.lindenkauf.order.Carrier',
      '#/components/schemas/com.lindenkauf.order.OrderShipped',
    ]);
    // Marks open from the page's own schemas.
    expect(viewer.expansions).toEqual({});
    // Descriptions in the schemas are rendered like the REST pages'.
    expect(viewer.schemas.find((schema) => schema.ref.endsWith('OrderShipped'))!.schema).toMatchObject({
      description: {html: '<p>The <em>shipped</em> order.</p>'},
    });
  });

  it('gives the examples of payload, headers and key to the example picker, by summary', () => {
    const {page} = content();
    expect(page.payload.example!.examples.map((example) => [example.key, example.label])).toEqual([
      ['parcel', 'One parcel by DHL'],
      ['example-2', 'example-2'],
    ]);
    expect(JSON.parse(page.payload.example!.examples[0]!.value)).toEqual({orderNumber: 'LK-1', carrier: 'DHL'});
    expect(page.headers!.example!.examples).toHaveLength(1);
    expect(page.key!.example!.examples[0]!.value).toBe('LK-1');
  });

  it('names its topic with the bindings, the operations, the correlation id', () => {
    const {page} = content();
    expect(page.channels).toEqual([
      expect.objectContaining({address: 'lindenkauf.order.order-lifecycle.v2', permalink: '/portal/reference/events/order-events#channel-orderLifecycle'}),
    ]);
    expect(page.channels[0]!.kafka!.partitions).toBe(12);
    expect(page.operations).toEqual([
      {id: 'publishOrderLifecycle', action: 'send', permalink: '/portal/reference/events/order-events#operation-publishOrderLifecycle'},
    ]);
    expect(page.correlationId).toEqual({location: '$message.header#/ce_correlationid', description: {html: '<p>The request that <em>caused</em> it.</p>'}});
  });

  it('shows the envelope attributes where the message carries them, with the first example’s values', () => {
    expect(envelopeOf(shipped, preparedSchemas(api))).toEqual([
      {name: 'id', carried: 'header', field: 'ce_id', example: 'a1'},
      {name: 'source', carried: 'header', field: 'ce_source'},
      {name: 'type', carried: 'header', field: 'ce_type', example: 'orders.order.shipped'},
      {name: 'time', carried: 'header', field: 'ce_time'},
    ]);
    expect(envelopeOf(api.messages[1]!, {}).map((attribute) => [attribute.name, attribute.carried])).toEqual([
      ['specversion', 'payload'],
      ['type', 'payload'],
    ]);
  });

  it('links the REST operations the flavour has, and leaves out those it has not', () => {
    expect(content().page.rest).toEqual([orderPage]);
  });

  it('has consumer samples for the topic and group, through the registry', () => {
    const {samples} = content().page;
    expect(samples.map((sample) => sample.label)).toEqual(['Java', 'Kotlin', 'Python', 'TypeScript']);
    expect(samples[0]!.code).toContain('consumer.subscribe(List.of("lindenkauf.order.order-lifecycle.v2"))');
    expect(samples[0]!.code).toContain('"shipping.order-lifecycle"');
    expect(samples[0]!.code).toContain('"https://registry.lindenkauf.example"');
  });
});

describe('the REST operations’ links to events', () => {
  it('lists, per spec and operation, the messages that name it', () => {
    const links = eventLinksByOperation([api], routes);
    expect(Object.keys(links).sort()).toEqual(['internal-api', 'orders']);
    expect(links.orders!.getOrder!.map((link) => [link.name, link.permalink, link.topics])).toEqual([
      ['OrderShipped', '/portal/reference/events/order-events/messages/OrderShipped', ['lindenkauf.order.order-lifecycle.v2']],
      ['OrderPlaced', '/portal/reference/events/order-events/messages/OrderPlaced', ['lindenkauf.order.order-lifecycle.v2']],
    ]);
  });

  it('has nothing of an event API the flavour does not load', () => {
    expect(eventLinksByOperation([], routes)).toEqual({});
  });
});

describe('Kafka settings', () => {
  it('reads retention in the largest whole unit, and -1 as unlimited', () => {
    expect(retentionText(604_800_000)).toBe('7 days');
    expect(retentionText(3_600_000)).toBe('1 hour');
    expect(retentionText(90_000)).toBe('90 seconds');
    expect(retentionText(1500)).toBe('1500 ms');
    expect(retentionText(-1)).toBe('unlimited');
  });

  it('is absent where the channel has no bindings', () => {
    expect(kafkaTopicView(undefined)).toBeUndefined();
  });
});
