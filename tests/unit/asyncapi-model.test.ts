import fs from 'node:fs';
import path from 'node:path';
import {loadEventApi} from '../../lib/asyncapi/load';
import type {EventApiModel, EventMessageModel} from '../../lib/asyncapi/types';
import {tempTree} from '../support/tempTree';

const fixtures = path.join(__dirname, '../fixtures');
const orderEvents = path.join(fixtures, 'asyncapi/events/order-events.yaml');

/** The 1-based line and column of the first occurrence of `text` in a file. */
function positionOf(file: string, text: string): {line: number; column: number} {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(text));
  return {line: index + 1, column: lines[index]!.indexOf(text) + 1};
}

describe('the event API model of a document', () => {
  let api: EventApiModel;
  const message = (id: string): EventMessageModel => api.messages.find((candidate) => candidate.id === id)!;
  beforeAll(async () => {
    ({api} = await loadEventApi(orderEvents, {siteDir: fixtures}));
  });

  it('has the info, the owner and the document as written', () => {
    expect(api).toMatchObject({
      key: 'order-events',
      file: orderEvents,
      public: true,
      title: 'Order events',
      version: '2.1.0',
      description: 'Events of the order lifecycle, one topic per major version.',
      owner: {team: 'Team Checkout', email: 'checkout@lindenkauf.example', url: 'https://wiki.lindenkauf.example/teams/checkout'},
    });
    expect(api.document.asyncapi).toBe('3.0.0');
    expect(Object.keys(api.document)).not.toContain('x-parser-spec-parsed');
  });

  it('has the brokers with their security and schema registry, and the security schemes', () => {
    expect(api.servers).toEqual([
      {
        id: 'production',
        pointer: '/servers/production',
        ...positionOf(orderEvents, 'production:'),
        host: 'kafka.lindenkauf.example:9093',
        protocol: 'kafka-secure',
        description: 'The production cluster.',
        security: [
          {scheme: 'partnerOAuth', scopes: ['events.read']},
          {scheme: 'scram', scopes: []},
        ],
        kafka: {schemaRegistryUrl: 'https://schema-registry.lindenkauf.example', schemaRegistryVendor: 'confluent'},
      },
    ]);
    expect(api.securitySchemes).toEqual([
      {
        name: 'partnerOAuth',
        type: 'oauth2',
        description: 'Partners get tokens from the Lindenkauf authorization server.',
        details: [
          {label: 'clientCredentials: token URL', value: 'https://auth.lindenkauf.example/oauth2/token'},
          {label: 'clientCredentials: scopes', value: 'events.read'},
        ],
      },
      {name: 'scram', type: 'scramSha512', details: []},
    ]);
  });

  it('has the channels with their topics, parameters, messages and Kafka topic configuration', () => {
    expect(api.channels.map((channel) => [channel.id, channel.address, channel.messageIds])).toEqual([
      ['orderLifecycle', 'lindenkauf.order.order-lifecycle.v2', ['orderShipped', 'orderCancelled']],
      ['orderAudit', 'lindenkauf.order.audit.{region}.v1', ['auditRecorded']],
    ]);
    expect(api.channels[0]).toMatchObject({
      pointer: '/channels/orderLifecycle',
      ...positionOf(orderEvents, 'orderLifecycle:'),
      title: 'Order lifecycle',
      kafka: {
        topic: 'lindenkauf.order.order-lifecycle.v2',
        partitions: 12,
        replicas: 3,
        cleanupPolicy: ['compact', 'delete'],
        retentionMs: 604800000,
        configuration: {'max.message.bytes': 1048588},
      },
    });
    expect(api.channels[1]!.parameters).toEqual([{name: 'region', description: 'The sales region.', enum: ['de', 'at'], default: 'de'}]);
  });

  it('has the operations with their channel, messages, security and consumer group', () => {
    expect(api.operations).toEqual([
      expect.objectContaining({
        id: 'publishOrderLifecycle',
        action: 'send',
        channelId: 'orderLifecycle',
        messageIds: ['orderShipped', 'orderCancelled'],
        summary: 'Announces changes of orders.',
        ...positionOf(orderEvents, 'publishOrderLifecycle:'),
      }),
      expect.objectContaining({
        id: 'consumeOrderAudit',
        action: 'receive',
        channelId: 'orderAudit',
        // No `messages`: every message of its channel.
        messageIds: ['auditRecorded'],
        security: [{scheme: 'partnerOAuth', scopes: ['events.read']}],
        kafka: {groupId: {type: 'string', enum: ['order-audit']}},
      }),
    ]);
  });

  it('has every message once, in channel order, then those only the components hold, each at the place it is written', () => {
    expect(api.messages.map((entry) => [entry.id, entry.name, entry.channelIds, entry.pointer])).toEqual([
      ['orderShipped', 'OrderShipped', ['orderLifecycle'], '/components/messages/orderShipped'],
      ['orderCancelled', 'OrderCancelled', ['orderLifecycle'], '/components/messages/orderCancelled'],
      ['auditRecorded', 'AuditRecorded', ['orderAudit'], '/channels/orderAudit/messages/auditRecorded'],
      ['unusedNotice', 'UnusedNotice', [], '/components/messages/unusedNotice'],
    ]);
    const lines = fs.readFileSync(orderEvents, 'utf8').split('\n');
    expect(lines[message('orderShipped').line! - 1]).toBe('    orderShipped:');
    expect(lines[message('auditRecorded').line! - 1]).toBe('      auditRecorded:');
  });

  it('converts an Avro payload into named schemas and keeps the Avro as written', () => {
    const shipped = message('orderShipped');
    expect(shipped).toMatchObject({
      payloadKind: 'avro',
      schemaFormat: 'application/vnd.apache.avro+json;version=1.9.0',
      contentType: 'application/vnd.apache.avro',
      payload: {$ref: '#/components/schemas/com.lindenkauf.order.OrderShipped'},
      payloadSource: {type: 'record', name: 'OrderShipped', namespace: 'com.lindenkauf.order'},
    });
    const payload = api.schemas['#/components/schemas/com.lindenkauf.order.OrderShipped'] as {required: string[]; properties: Record<string, unknown>};
    expect(payload.required).not.toContain('carrier');
    expect(payload.required).not.toContain('status');
    expect(payload.properties.shippedAt).toEqual({type: 'integer', format: 'date-time', 'x-avro-type': 'long (timestamp-millis)'});
    expect(payload.properties.lines).toEqual({type: 'array', items: {$ref: '#/components/schemas/com.lindenkauf.order.OrderLine'}});
    // The second payload refers to the enum the first defined.
    expect(api.schemas['#/components/schemas/com.lindenkauf.order.OrderCancelled']).toMatchObject({
      properties: {status: {$ref: '#/components/schemas/com.lindenkauf.order.OrderStatus', default: 'CANCELLED'}},
    });
  });

  it('keeps a JSON Schema payload with its $refs, and the schemas they name', () => {
    expect(message('auditRecorded')).toMatchObject({
      payloadKind: 'json-schema',
      contentType: 'application/json',
      payload: {$ref: '#/components/schemas/AuditEntry'},
    });
    expect(api.schemas['#/components/schemas/AuditEntry']).toMatchObject({properties: {actor: {$ref: '#/components/schemas/Actor'}}});
    expect(api.schemas['#/components/schemas/Actor']).toEqual({type: 'object', properties: {name: {type: 'string'}}});
  });

  it('has headers, the Kafka key, the correlation id, examples, REST links and the deprecated flag', () => {
    expect(message('orderShipped')).toMatchObject({
      headers: {type: 'object', properties: {correlationId: {type: 'string'}}},
      key: {type: 'string', description: 'The order id.'},
      correlationId: {location: '$message.header#/correlationId', description: "The order's id."},
      examples: [
        {name: 'shipped', summary: 'A parcel with one line.', headers: {correlationId: 'ORD-1'}, payload: {orderId: 'ORD-1', orderVersion: 3}, key: 'ORD-1'},
      ],
      rest: [{api: 'orderManagement', operationId: 'getOrder'}],
      deprecated: false,
    });
    expect(message('orderCancelled').deprecated).toBe(true);
  });

  it('is plain data: it survives JSON', () => {
    expect(JSON.parse(JSON.stringify(api))).toEqual(api);
  });
});

test('an Avro payload and a message in files the document refers to are read from there', async () => {
  const dir = tempTree({
    'events/orders.yaml': [
      'asyncapi: 3.0.0',
      'info: {title: Orders, version: 1.0.0}',
      'channels:',
      '  orders:',
      '    address: lindenkauf.order.orders.v1',
      '    messages:',
      '      orderPlaced:',
      "        $ref: '#/components/messages/orderPlaced'",
      '      noted:',
      "        $ref: './messages.yaml#/Noted'",
      'components:',
      '  messages:',
      '    orderPlaced:',
      '      payload:',
      '        schemaFormat: application/vnd.apache.avro;version=1.9.0',
      '        schema:',
      "          $ref: './schemas/order-placed.avsc'",
    ].join('\n'),
    'events/schemas/order-placed.avsc': JSON.stringify({
      type: 'record',
      name: 'OrderPlaced',
      namespace: 'com.lindenkauf.order',
      fields: [{name: 'next', type: ['null', 'OrderPlaced'], default: null}],
    }),
    'events/messages.yaml': 'Noted:\n  name: Noted\n  payload:\n    type: object\n    properties:\n      note: {type: string}\n',
  });
  const {api} = await loadEventApi('events/orders.yaml', {siteDir: dir});
  expect(api.messages.map((entry) => [entry.id, entry.payload])).toEqual([
    ['orderPlaced', {$ref: '#/components/schemas/com.lindenkauf.order.OrderPlaced'}],
    ['noted', {type: 'object', properties: {note: {type: 'string'}}}],
  ]);
  expect(api.schemas['#/components/schemas/com.lindenkauf.order.OrderPlaced']).toMatchObject({
    properties: {next: {$ref: '#/components/schemas/com.lindenkauf.order.OrderPlaced', nullable: true}},
  });
});

/**
 * The AsyncAPI initiative's own examples (asyncapi/spec v3.0.0, examples/*.yml, Apache-2.0): the
 * count of what each models to. `adeo` refers to its Avro schemas by URL, which the build does not fetch.
 */
describe('the AsyncAPI 3.0 examples', () => {
  const dir = path.join(fixtures, 'asyncapi-examples');
  const expected: Record<string, [channels: number, operations: number, messages: number] | RegExp> = {
    'adeo-kafka-request-reply-asyncapi.yml':
      /the \$ref https:\/\/www\.asyncapi\.com\/resources\/casestudies\/adeo\/CostingRequestPayload\.avsc points to a URL/,
    'anyof-asyncapi.yml': [1, 1, 1],
    'application-headers-asyncapi.yml': [1, 1, 1],
    'correlation-id-asyncapi.yml': [2, 2, 2],
    'gitter-streaming-asyncapi.yml': [1, 1, 2],
    'kraken-websocket-request-reply-message-filter-in-reply-asyncapi.yml': [1, 5, 8],
    'kraken-websocket-request-reply-multiple-channels-asyncapi.yml': [7, 5, 8],
    'mercure-asyncapi.yml': [1, 2, 1],
    'not-asyncapi.yml': [1, 1, 1],
    'oneof-asyncapi.yml': [2, 2, 5],
    'operation-security-asyncapi.yml': [1, 1, 1],
    'rpc-client-asyncapi.yml': [2, 2, 2],
    'rpc-server-asyncapi.yml': [2, 2, 2],
    'simple-asyncapi.yml': [1, 1, 1],
    'slack-rtm-asyncapi.yml': [1, 2, 48],
    'streetlights-kafka-asyncapi.yml': [4, 4, 3],
    'streetlights-mqtt-asyncapi.yml': [4, 4, 3],
    'streetlights-operation-security-asyncapi.yml': [4, 4, 3],
    'websocket-gemini-asyncapi.yml': [1, 1, 1],
  };
  const found: Record<string, [number, number, number] | string> = {};
  beforeAll(async () => {
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.yml'))) {
      try {
        const {api} = await loadEventApi(path.join(dir, file));
        found[file] = [api.channels.length, api.operations.length, api.messages.length];
        JSON.stringify(api);
      } catch (error) {
        found[file] = (error as Error).message;
      }
    }
  });

  it('are all here', () => {
    expect(Object.keys(found).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.keys(expected))('%s', (file) => {
    const want = expected[file]!;
    if (want instanceof RegExp) {
      expect(found[file]).toMatch(want);
    } else {
      expect(found[file]).toEqual(want);
    }
  });
});
