import {diffEventApis, payloadFields, worstClass} from '../../lib/asyncapi/diff';
import type {EventApiModel, EventMessageModel} from '../../lib/asyncapi/types';
import type {RawSchema} from '../../lib/reference/types';

const ORDER = '#/components/schemas/com.lindenkauf.order.Order';
const LINE = '#/components/schemas/com.lindenkauf.order.OrderLine';
const STATUS = '#/components/schemas/com.lindenkauf.order.OrderStatus';

function message(id: string, payload: RawSchema, extra: Partial<EventMessageModel> = {}): EventMessageModel {
  return {
    id,
    name: id,
    pointer: `/components/messages/${id}`,
    contentType: 'application/vnd.apache.avro+json',
    schemaFormat: 'application/vnd.apache.avro+json;version=1.9.0',
    payloadKind: 'avro',
    payload,
    payloadSource: {},
    examples: [],
    channelIds: ['orderLifecycle'],
    deprecated: false,
    rest: [],
    ...extra,
  };
}

function api(messages: EventMessageModel[], schemas: Record<string, RawSchema>, topics = ['lindenkauf.order.order-lifecycle.v1']): EventApiModel {
  return {
    key: 'order-events',
    file: '/site/events/order-events.yaml',
    shown: 'events/order-events.yaml',
    public: true,
    title: 'Order Events',
    version: '1.0.0',
    owner: {team: 'Team Orders'},
    servers: [],
    securitySchemes: [],
    channels: topics.map((address, index) => ({
      id: index === 0 ? 'orderLifecycle' : `orderLifecycle${index + 1}`,
      address,
      pointer: `/channels/${index}`,
      parameters: [],
      messageIds: messages.map((entry) => entry.id),
    })),
    operations: [],
    messages,
    schemas,
    document: {},
  };
}

const baseSchemas: Record<string, RawSchema> = {
  [ORDER]: {
    type: 'object',
    required: ['orderId', 'status', 'lines'],
    properties: {
      orderId: {type: 'string', format: 'uuid'},
      status: {$ref: STATUS},
      lines: {type: 'array', items: {$ref: LINE}},
      parent: {oneOf: [{$ref: ORDER}, {type: 'null'}]},
    },
  },
  [LINE]: {type: 'object', required: ['sku', 'quantity'], properties: {sku: {type: 'string'}, quantity: {type: 'integer', format: 'int32'}}},
  [STATUS]: {type: 'string', enum: ['PLACED', 'SHIPPED', 'CANCELLED']},
};

const placed = (schemas = baseSchemas) => api([message('OrderPlaced', {$ref: ORDER})], schemas);

const withSchema = (ref: string, schema: RawSchema) => ({...baseSchemas, [ref]: schema});

describe('diffEventApis: what a consumer of an event API must know between two versions', () => {
  test('the same document has no changes', () => {
    expect(diffEventApis(placed(), placed())).toEqual([]);
  });

  test('an optional field is new; a required field, a removed field and a retyped field break consumers', () => {
    const line = baseSchemas[LINE] as {properties: Record<string, RawSchema>};
    const after = withSchema(LINE, {
      type: 'object',
      required: ['sku', 'quantity', 'warehouse'],
      properties: {sku: {type: 'integer'}, quantity: line.properties.quantity!, giftWrap: {type: 'boolean'}, warehouse: {type: 'string'}},
    });
    const changes = diffEventApis(placed(), placed(after));
    expect(changes.map((change) => [change.class, change.check, change.path])).toEqual([
      ['breaking', 'field-type-changed', 'lines[].sku'],
      ['new', 'optional-field-added', 'lines[].giftWrap'],
      ['breaking', 'required-field-added', 'lines[].warehouse'],
    ]);
    expect(changes[0]!.message).toBe('Type of `lines[].sku` in `OrderPlaced` changed from `string` to `integer`.');
    expect(worstClass(changes)).toBe('breaking');
  });

  test('a removed field breaks, and is reported once, not once per field below it', () => {
    const order = baseSchemas[ORDER] as {properties: Record<string, RawSchema>; required: string[]};
    const {lines: _removed, ...rest} = order.properties;
    const changes = diffEventApis(placed(), placed(withSchema(ORDER, {...order, required: ['orderId', 'status'], properties: rest})));
    expect(changes.map((change) => [change.check, change.path])).toEqual([['field-removed', 'lines']]);
  });

  test('enum symbols: a removed one breaks, an added one is new', () => {
    const changes = diffEventApis(placed(), placed(withSchema(STATUS, {type: 'string', enum: ['PLACED', 'SHIPPED', 'RETURNED']})));
    expect(changes.map((change) => [change.class, change.message])).toEqual([
      ['breaking', 'Value `CANCELLED` of `status` in `OrderPlaced` removed.'],
      ['new', 'Value `RETURNED` added to `status` in `OrderPlaced`.'],
    ]);
  });

  test('a recursive record is compared without looping', () => {
    expect([...payloadFields({$ref: ORDER}, baseSchemas).keys()]).toEqual(['orderId', 'status', 'lines', 'lines[].sku', 'lines[].quantity', 'parent']);
  });

  test('events and topics: added is new, removed breaks, deprecated is its own class', () => {
    const before = placed();
    const after = api([message('OrderPlaced', {$ref: ORDER}, {deprecated: true}), message('OrderShipped', {$ref: ORDER})], baseSchemas, [
      'lindenkauf.order.order-lifecycle.v1',
      'lindenkauf.order.order-lifecycle.v2',
    ]);
    expect(diffEventApis(before, after).map((change) => [change.class, change.message])).toEqual([
      ['new', 'Topic `lindenkauf.order.order-lifecycle.v2` added.'],
      ['deprecated', 'Event `OrderPlaced` deprecated.'],
      ['new', 'Event `OrderShipped` added on `lindenkauf.order.order-lifecycle.v1`.'],
    ]);
    expect(diffEventApis(after, before).map((change) => [change.class, change.check])).toEqual([
      ['breaking', 'topic-removed'],
      ['breaking', 'message-removed'],
    ]);
  });
});
