/**
 * The spec diff (lib/openapi/diff.ts). Every pair is the fixture tests/fixtures/spec-diff/base.yaml
 * and a copy with a small patch, so each test shows exactly what was edited. Schema checks run in
 * both flows: on `OrderDraft`, which clients send, and on `Order`, which they receive.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CHECKS, diffSpecs, type SpecChange} from '../../lib/openapi/diff';
import {parseSpecText, type OpenApiDocument} from '../../lib/openapi/load';

const FIXTURE = path.join(__dirname, '../fixtures/spec-diff/base.yaml');
const BASE = parseSpecText(fs.readFileSync(FIXTURE, 'utf8'), FIXTURE) as OpenApiDocument;
const REMOVE = Symbol('remove');
type Edits = Record<string, unknown>;

/** A copy of a document with values set at JSON pointers (`REMOVE` deletes; `/-` appends to an array). */
function patched(document: OpenApiDocument, edits: Edits): OpenApiDocument {
  const copy = JSON.parse(JSON.stringify(document)) as OpenApiDocument;
  for (const [pointer, value] of Object.entries(edits)) {
    const segments = pointer
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = segments.pop()!;
    let node: unknown = copy;
    for (const segment of segments) {
      const holder = node as Record<string, unknown>;
      holder[segment] ??= {};
      node = holder[segment];
    }
    if (Array.isArray(node)) {
      if (value === REMOVE) {
        node.splice(Number(last), 1);
      } else if (last === '-') {
        node.push(value);
      } else {
        node[Number(last)] = value;
      }
    } else if (value === REMOVE) {
      delete (node as Record<string, unknown>)[last];
    } else {
      (node as Record<string, unknown>)[last] = value;
    }
  }
  return copy;
}

const observed = new Map<string, Set<string>>();
function record(changes: SpecChange[]): SpecChange[] {
  for (const change of changes) {
    const classes = observed.get(change.check) ?? new Set<string>();
    change.locations.forEach((location) => classes.add(location.class));
    classes.add(change.class);
    observed.set(change.check, classes);
  }
  return changes;
}

/** Base → base with the edits. */
const diff = (edits: Edits) => record(diffSpecs(BASE, patched(BASE, edits)));
/** The same edit the other way round: base with the edits → base. */
const diffBack = (edits: Edits) => record(diffSpecs(patched(BASE, edits), BASE));
const diffBetween = (from: Edits, to: Edits) => record(diffSpecs(patched(BASE, from), patched(BASE, to)));
const checks = (changes: SpecChange[]) => changes.map((change) => change.check);

function only(changes: SpecChange[], check: string): SpecChange {
  expect(checks(changes)).toEqual([check]);
  return changes[0]!;
}

const SIDES = [
  {
    schema: 'OrderDraft',
    flow: 'sent',
    direction: 'request',
    operation: {method: 'post', path: '/orders', operationId: 'createOrder'},
    word: 'request property',
  },
  {
    schema: 'Order',
    flow: 'received',
    direction: 'response',
    operation: {method: 'get', path: '/orders/{orderId}', operationId: 'getOrder'},
    profile: 'order-v1',
    word: 'response property',
  },
] as const;

interface SchemaCase {
  check: string;
  /** The property path the change is reported at. */
  path: string;
  to: (schema: string) => Edits;
  /** Edits of the base side, when the pair is not base → patched. */
  from?: (schema: string) => Edits;
  /** What the message must name, besides the path. */
  mentions?: string;
}

const p = (schema: string, rest: string) => `/components/schemas/${schema}${rest}`;
const SCHEMA_CASES: SchemaCase[] = [
  {check: 'type-narrowed', path: 'amount', to: (s) => ({[p(s, '/properties/amount/type')]: 'integer'}), mentions: 'integer'},
  {check: 'type-widened', path: 'quantity', to: (s) => ({[p(s, '/properties/quantity/type')]: 'number'}), mentions: 'number'},
  {check: 'type-changed', path: 'note', to: (s) => ({[p(s, '/properties/note/type')]: 'integer'})},
  {check: 'nullable-added', path: 'amount', to: (s) => ({[p(s, '/properties/amount/type')]: ['number', 'null']}), mentions: 'null'},
  {check: 'nullable-removed', path: 'amount', from: (s) => ({[p(s, '/properties/amount/type')]: ['number', 'null']}), to: () => ({})},
  {check: 'format-narrowed', path: 'amount', to: (s) => ({[p(s, '/properties/amount/format')]: 'float'}), mentions: 'float'},
  {check: 'format-widened', path: 'quantity', to: (s) => ({[p(s, '/properties/quantity/format')]: 'int64'}), mentions: 'int64'},
  {check: 'format-changed', path: 'quantity', to: (s) => ({[p(s, '/properties/quantity/format')]: 'date'})},
  {check: 'enum-value-added', path: 'channel', to: (s) => ({[p(s, '/properties/channel/enum/-')]: 'PHONE'}), mentions: 'PHONE'},
  {check: 'enum-value-removed', path: 'channel', to: (s) => ({[p(s, '/properties/channel/enum/1')]: REMOVE}), mentions: 'APP'},
  {check: 'enum-added', path: 'note', to: (s) => ({[p(s, '/properties/note/enum')]: ['FRAGILE']}), mentions: 'FRAGILE'},
  {check: 'enum-removed', path: 'channel', to: (s) => ({[p(s, '/properties/channel/enum')]: REMOVE})},
  {
    check: 'enum-made-extensible',
    path: 'channel',
    to: (s) => ({[p(s, '/properties/channel/enum')]: REMOVE, [p(s, '/properties/channel/x-extensible-enum')]: ['WEB', 'APP']}),
  },
  {check: 'extensible-enum-value-added', path: 'status', to: (s) => ({[p(s, '/properties/status/x-extensible-enum/-')]: 'RETURNED'}), mentions: 'RETURNED'},
  {check: 'extensible-enum-value-removed', path: 'status', to: (s) => ({[p(s, '/properties/status/x-extensible-enum/1')]: REMOVE}), mentions: 'SHIPPED'},
  {
    check: 'extensible-enum-value-deprecated',
    path: 'status',
    to: (s) => ({[p(s, '/properties/status/x-extensible-enum/1')]: {value: 'SHIPPED', deprecated: true}}),
    mentions: 'SHIPPED',
  },
  {
    check: 'extensible-enum-value-undeprecated',
    path: 'status',
    from: (s) => ({[p(s, '/properties/status/x-extensible-enum/1')]: {value: 'SHIPPED', deprecated: true}}),
    to: () => ({}),
    mentions: 'SHIPPED',
  },
  {check: 'default-changed', path: 'giftWrap', to: (s) => ({[p(s, '/properties/giftWrap/default')]: true}), mentions: 'true'},
  {check: 'max-length-decreased', path: 'note', to: (s) => ({[p(s, '/properties/note/maxLength')]: 100}), mentions: '100'},
  {check: 'max-length-increased', path: 'note', to: (s) => ({[p(s, '/properties/note/maxLength')]: 300}), mentions: '300'},
  {check: 'min-length-increased', path: 'note', to: (s) => ({[p(s, '/properties/note/minLength')]: 5})},
  {check: 'min-length-decreased', path: 'note', to: (s) => ({[p(s, '/properties/note/minLength')]: REMOVE})},
  {check: 'maximum-decreased', path: 'quantity', to: (s) => ({[p(s, '/properties/quantity/maximum')]: 50})},
  {check: 'maximum-increased', path: 'quantity', to: (s) => ({[p(s, '/properties/quantity/maximum')]: REMOVE})},
  {check: 'minimum-increased', path: 'quantity', to: (s) => ({[p(s, '/properties/quantity/minimum')]: 2})},
  {check: 'minimum-decreased', path: 'quantity', to: (s) => ({[p(s, '/properties/quantity/minimum')]: 0})},
  {check: 'exclusive-maximum-decreased', path: 'amount', to: (s) => ({[p(s, '/properties/amount/exclusiveMaximum')]: 1000})},
  {
    check: 'exclusive-maximum-increased',
    path: 'amount',
    from: (s) => ({[p(s, '/properties/amount/exclusiveMaximum')]: 1000}),
    to: (s) => ({[p(s, '/properties/amount/exclusiveMaximum')]: 5000}),
  },
  {check: 'exclusive-minimum-increased', path: 'amount', to: (s) => ({[p(s, '/properties/amount/exclusiveMinimum')]: 0})},
  {check: 'exclusive-minimum-decreased', path: 'amount', from: (s) => ({[p(s, '/properties/amount/exclusiveMinimum')]: 0}), to: () => ({})},
  {check: 'exclusive-maximum-added', path: 'quantity', to: (s) => ({[p(s, '/properties/quantity/exclusiveMaximum')]: true})},
  {check: 'exclusive-maximum-removed', path: 'quantity', from: (s) => ({[p(s, '/properties/quantity/exclusiveMaximum')]: true}), to: () => ({})},
  {check: 'exclusive-minimum-added', path: 'quantity', to: (s) => ({[p(s, '/properties/quantity/exclusiveMinimum')]: true})},
  {check: 'exclusive-minimum-removed', path: 'quantity', from: (s) => ({[p(s, '/properties/quantity/exclusiveMinimum')]: true}), to: () => ({})},
  {check: 'max-items-decreased', path: 'tags', to: (s) => ({[p(s, '/properties/tags/maxItems')]: 5})},
  {check: 'max-items-increased', path: 'tags', to: (s) => ({[p(s, '/properties/tags/maxItems')]: 20})},
  {check: 'min-items-increased', path: 'tags', to: (s) => ({[p(s, '/properties/tags/minItems')]: 1})},
  {check: 'min-items-decreased', path: 'tags', from: (s) => ({[p(s, '/properties/tags/minItems')]: 1}), to: () => ({})},
  {check: 'max-properties-decreased', path: 'metadata', to: (s) => ({[p(s, '/properties/metadata/maxProperties')]: 5})},
  {check: 'max-properties-increased', path: 'metadata', from: (s) => ({[p(s, '/properties/metadata/maxProperties')]: 5}), to: () => ({})},
  {check: 'min-properties-increased', path: 'metadata', to: (s) => ({[p(s, '/properties/metadata/minProperties')]: 1})},
  {check: 'min-properties-decreased', path: 'metadata', from: (s) => ({[p(s, '/properties/metadata/minProperties')]: 1}), to: () => ({})},
  {check: 'pattern-added', path: 'tags[]', to: (s) => ({[p(s, '/properties/tags/items/pattern')]: '^[a-z]+$'})},
  {check: 'pattern-removed', path: 'note', to: (s) => ({[p(s, '/properties/note/pattern')]: REMOVE})},
  {check: 'pattern-changed', path: 'note', to: (s) => ({[p(s, '/properties/note/pattern')]: '^[A-Za-z ]*$'})},
  {check: 'multiple-of-added', path: 'quantity', to: (s) => ({[p(s, '/properties/quantity/multipleOf')]: 2})},
  {check: 'multiple-of-removed', path: 'quantity', from: (s) => ({[p(s, '/properties/quantity/multipleOf')]: 2}), to: () => ({})},
  {
    check: 'multiple-of-changed',
    path: 'quantity',
    from: (s) => ({[p(s, '/properties/quantity/multipleOf')]: 2}),
    to: (s) => ({[p(s, '/properties/quantity/multipleOf')]: 3}),
  },
  {check: 'unique-items-added', path: 'tags', to: (s) => ({[p(s, '/properties/tags/uniqueItems')]: true})},
  {check: 'unique-items-removed', path: 'tags', from: (s) => ({[p(s, '/properties/tags/uniqueItems')]: true}), to: () => ({})},
  {check: 'property-added', path: 'giftMessage', to: (s) => ({[p(s, '/properties/giftMessage')]: {type: 'string'}})},
  {
    check: 'required-property-added',
    path: 'giftMessage',
    to: (s) => ({[p(s, '/properties/giftMessage')]: {type: 'string'}, [p(s, '/required/-')]: 'giftMessage'}),
  },
  {check: 'property-removed', path: 'note', to: (s) => ({[p(s, '/properties/note')]: REMOVE})},
  {check: 'property-became-required', path: 'note', to: (s) => ({[p(s, '/required/-')]: 'note'})},
  {check: 'property-became-optional', path: 'quantity', to: (s) => ({[p(s, '/required')]: ['channel']})},
  {check: 'property-deprecated', path: 'note', to: (s) => ({[p(s, '/properties/note/deprecated')]: true})},
  {check: 'property-undeprecated', path: 'note', from: (s) => ({[p(s, '/properties/note/deprecated')]: true}), to: () => ({})},
  {check: 'additional-properties-closed', path: '', to: (s) => ({[p(s, '/additionalProperties')]: false})},
  {check: 'additional-properties-opened', path: '', from: (s) => ({[p(s, '/additionalProperties')]: false}), to: () => ({})},
  {
    check: 'one-of-branch-added',
    path: 'delivery',
    to: (s) => ({
      [p(s, '/properties/delivery/oneOf/-')]: {$ref: '#/components/schemas/ShopAddress'},
      '/components/schemas/ShopAddress': {type: 'object', properties: {shopId: {type: 'string'}}},
    }),
    mentions: 'ShopAddress',
  },
  {check: 'one-of-branch-removed', path: 'delivery', to: (s) => ({[p(s, '/properties/delivery/oneOf/1')]: REMOVE}), mentions: 'LockerAddress'},
  {check: 'any-of-branch-added', path: 'delivery', from: (s) => anyOf(s, 1), to: (s) => anyOf(s, 2), mentions: 'LockerAddress'},
  {check: 'any-of-branch-removed', path: 'delivery', from: (s) => anyOf(s, 2), to: (s) => anyOf(s, 1), mentions: 'LockerAddress'},
  {check: 'discriminator-changed', path: 'delivery', to: (s) => ({[p(s, '/properties/delivery/discriminator/propertyName')]: 'kind'}), mentions: 'kind'},
  {check: 'description-changed', path: 'note', to: (s) => ({[p(s, '/properties/note/description')]: 'A note for the parcel.'})},
  {check: 'title-changed', path: 'note', to: (s) => ({[p(s, '/properties/note/title')]: 'Note'})},
  {check: 'example-changed', path: 'note', to: (s) => ({[p(s, '/properties/note/example')]: 'Leave at the door'})},
];

function anyOf(schema: string, branches: number): Edits {
  return {
    [p(schema, '/properties/delivery')]: {anyOf: [{$ref: '#/components/schemas/HomeAddress'}, {$ref: '#/components/schemas/LockerAddress'}].slice(0, branches)},
  };
}

describe('schema checks, in what clients send and in what they receive', () => {
  describe.each(SIDES)('$schema ($flow)', (side) => {
    test.each(SCHEMA_CASES)('$check', (schemaCase) => {
      const change = only(diffBetween(schemaCase.from?.(side.schema) ?? {}, schemaCase.to(side.schema)), schemaCase.check);
      const expected = CHECKS[schemaCase.check]![side.flow];
      expect(change.class).toBe(expected);
      expect(change.locations).toEqual([
        expect.objectContaining({
          operation: side.operation,
          direction: side.direction,
          flow: side.flow,
          path: schemaCase.path,
          class: expected,
          ...('profile' in side ? {profile: side.profile} : {}),
        }),
      ]);
      expect(change.component).toMatch(new RegExp(`^#/components/schemas/${side.schema}(/|$)`));
      expect(change.directions).toEqual([side.direction]);
      if (schemaCase.path) {
        expect(change.message).toContain(`\`${schemaCase.path}\``);
      }
      expect(change.message).toContain(side.direction === 'request' ? 'POST /orders' : 'GET /orders/{orderId} (order-v1)');
      if (schemaCase.mentions) {
        expect(change.message).toContain(schemaCase.mentions);
      }
      if (expected === 'breaking') {
        expect(change.message).toMatch(/: .+\.$/);
      }
    });
  });

  test('the closed enum of a response breaks clients, the extensible one does not, and the message says so', () => {
    const closed = only(diff({[p('Order', '/properties/channel/enum/-')]: 'PHONE'}), 'enum-value-added');
    expect(closed).toMatchObject({class: 'breaking', kind: 'added', after: 'PHONE', pointer: '#/components/schemas/Order/properties/channel/enum/2'});
    expect(closed.message).toBe('The response property `channel` of GET /orders/{orderId} (order-v1) may now be `PHONE`: clients with a closed enum fail.');
    const extensible = only(diff({[p('Order', '/properties/status/x-extensible-enum/-')]: 'RETURNED'}), 'extensible-enum-value-added');
    expect(extensible.class).toBe('compatible');
  });

  test('readOnly properties are not part of what clients send, writeOnly ones not of what they receive', () => {
    expect(diff({[p('OrderDraft', '/properties/id/maxLength')]: 10})).toEqual([]);
    expect(only(diff({[p('Order', '/properties/id/maxLength')]: 10}), 'max-length-decreased').class).toBe('compatible');
    expect(diff({[p('Order', '/properties/secret/maxLength')]: 10})).toEqual([]);
    expect(only(diff({[p('OrderDraft', '/properties/secret/maxLength')]: 10}), 'max-length-decreased').class).toBe('breaking');
    expect(diff({[p('OrderDraft', '/properties/id')]: REMOVE})).toEqual([]);
  });

  test('a property that becomes readOnly leaves requests (breaking) and stays in responses (no change)', () => {
    const sent = only(diff({[p('OrderDraft', '/properties/note/readOnly')]: true}), 'property-became-read-only');
    expect(sent).toMatchObject({class: 'breaking', locations: [expect.objectContaining({path: 'note', direction: 'request'})]});
    expect(diff({[p('Order', '/properties/note/readOnly')]: true})).toEqual([]);
    // The way back: the property reappears in requests, here as an optional one.
    expect(only(diffBack({[p('OrderDraft', '/properties/note/readOnly')]: true}), 'property-added').class).toBe('compatible');
  });

  test('a property that becomes writeOnly leaves responses (breaking) and stays in requests (no change)', () => {
    expect(only(diff({[p('Order', '/properties/note/writeOnly')]: true}), 'property-became-write-only').class).toBe('breaking');
    expect(diff({[p('OrderDraft', '/properties/note/writeOnly')]: true})).toEqual([]);
  });
});

describe('a component used in both directions', () => {
  test('the same edit is reported once, with both uses, breaking because it breaks responses', () => {
    const change = only(diff({'/components/schemas/Contact/properties/preferredChannel/enum/-': 'PUSH'}), 'enum-value-added');
    expect(change.class).toBe('breaking');
    expect(change.component).toBe('#/components/schemas/Contact/properties/preferredChannel/enum/2');
    expect(change.directions).toEqual(['request', 'response']);
    expect(change.locations).toEqual([
      expect.objectContaining({
        operation: expect.objectContaining({path: '/orders', method: 'post'}),
        direction: 'request',
        path: 'contact.preferredChannel',
        class: 'compatible',
      }),
      expect.objectContaining({
        operation: expect.objectContaining({path: '/orders/{orderId}', method: 'get'}),
        direction: 'response',
        profile: 'order-v1',
        path: 'contact.preferredChannel',
        class: 'breaking',
      }),
    ]);
    expect(change.message).toContain('PUSH');
    expect(change.message).toContain('both in what clients send (compatible there) and in what they receive (breaking there)');
  });

  test('a narrowing edit is breaking through the request', () => {
    const change = only(diff({'/components/schemas/Contact/properties/email/maxLength': 80}), 'max-length-decreased');
    expect(change.class).toBe('breaking');
    expect(change.locations.map((location) => [location.direction, location.class])).toEqual([
      ['request', 'breaking'],
      ['response', 'compatible'],
    ]);
  });

  test('a webhook payload is what the partner receives: a closed enum value added breaks, a removed one does not', () => {
    const added = only(diff({'/components/schemas/ShipmentEvent/properties/carrier/enum/-': 'UPS'}), 'enum-value-added');
    expect(added.class).toBe('breaking');
    expect(added.locations).toEqual([
      expect.objectContaining({operation: {method: 'post', webhook: 'orderShipped', operationId: 'orderShipped'}, direction: 'request', flow: 'received'}),
    ]);
    expect(added.message).toContain('The event property `carrier` of the webhook `orderShipped`');
    expect(only(diff({'/components/schemas/ShipmentEvent/properties/carrier/enum/1': REMOVE}), 'enum-value-removed').class).toBe('compatible');
  });
});

describe('cycles', () => {
  test('a self-referencing schema changed deep inside: found once, at the shortest path', () => {
    const change = only(diff({'/components/schemas/Category/properties/name/maxLength': 40}), 'max-length-decreased');
    expect(change.locations).toEqual([expect.objectContaining({operation: expect.objectContaining({operationId: 'listCategories'}), path: 'name'})]);
    const added = only(diff({'/components/schemas/Category/properties/extra': {type: 'string'}}), 'property-added');
    expect(added).toMatchObject({pointer: '#/components/schemas/Category/properties/extra', locations: [expect.objectContaining({path: 'extra'})]});
  });

  test('a mutual recursion changed deep inside: found once, terminates', () => {
    const change = only(diff({'/components/schemas/Company/properties/name/maxLength': 50}), 'max-length-decreased');
    expect(change).toMatchObject({class: 'compatible', component: '#/components/schemas/Company/properties/name/maxLength'});
    expect(change.locations).toEqual([expect.objectContaining({path: 'employer.name', direction: 'response'})]);
    const removed = only(diff({'/components/schemas/Person/properties/name': REMOVE}), 'property-removed');
    expect(removed.locations.map((location) => location.path)).toEqual(['name']);
    expect(removed.headPointer).toBe('#/components/schemas/Person');
  });
});

describe('allOf, oneOf and anyOf', () => {
  test('moving a property into an allOf member is no change', () => {
    const moved = diff({
      '/components/schemas/PostalAddress/properties/city': REMOVE,
      '/components/schemas/PostalAddress/required': ['street'],
      '/components/schemas/HomeAddress/allOf/0/properties/city': {type: 'string'},
      '/components/schemas/HomeAddress/allOf/0/required': ['type', 'city'],
    });
    expect(moved).toEqual([]);
  });

  test('splitting a schema into allOf members, or wrapping a $ref in allOf, is no change', () => {
    const order = BASE.components!.schemas!.Order as {properties: Record<string, unknown>};
    const {note, quantity, ...rest} = order.properties;
    expect(
      diff({
        [p('Order', '')]: {
          allOf: [
            {type: 'object', required: ['quantity'], properties: {note, quantity}},
            {type: 'object', required: ['channel'], properties: rest},
          ],
        },
        [p('OrderDraft', '/properties/contact')]: {allOf: [{$ref: '#/components/schemas/Contact'}]},
      }),
    ).toEqual([]);
  });

  test('a changed property inside an allOf member is found through the merged view', () => {
    const change = only(diff({'/components/schemas/PostalAddress/properties/postalCode/maxLength': 5}), 'max-length-decreased');
    expect(change.locations.map((location) => [location.direction, location.path, location.class])).toEqual([
      ['request', 'delivery.postalCode', 'breaking'],
      ['response', 'delivery.postalCode', 'compatible'],
    ]);
  });

  test('reordering oneOf branches is no change; branches are matched by ref, title, discriminator value or shape', () => {
    expect(
      diff({[p('Order', '/properties/delivery/oneOf')]: [{$ref: '#/components/schemas/LockerAddress'}, {$ref: '#/components/schemas/HomeAddress'}]}),
    ).toEqual([]);
    const inline = (title: string, extra: Record<string, unknown> = {}) => ({title, type: 'object', properties: {kind: {type: 'string'}, ...extra}});
    expect(
      diffBetween(
        {[p('Order', '/properties/delivery')]: {oneOf: [inline('A'), inline('B')]}},
        {[p('Order', '/properties/delivery')]: {oneOf: [inline('B'), inline('A')]}},
      ),
    ).toEqual([]);
    const edited = diffBetween(
      {[p('Order', '/properties/delivery')]: {oneOf: [inline('A'), inline('B')]}},
      {[p('Order', '/properties/delivery')]: {oneOf: [inline('B', {extra: {type: 'string'}}), inline('A')]}},
    );
    expect(checks(edited)).toEqual(['property-added']);
    expect(edited[0]!.pointer).toBe('#/components/schemas/Order/properties/delivery/oneOf/0/properties/extra');
  });

  test('a branch added to a response oneOf breaks clients, one added to a request oneOf does not', () => {
    const branch = {$ref: '#/components/schemas/ShopAddress'};
    const shop = {'/components/schemas/ShopAddress': {type: 'object', title: 'Pickup shop'}};
    expect(only(diff({...shop, [p('Order', '/properties/delivery/oneOf/-')]: branch}), 'one-of-branch-added').class).toBe('breaking');
    expect(only(diff({...shop, [p('OrderDraft', '/properties/delivery/oneOf/-')]: branch}), 'one-of-branch-added').class).toBe('compatible');
  });
});

describe('operations and webhooks', () => {
  test('an operation added is compatible, one removed is breaking', () => {
    const added = only(diff({'/paths/~1returns': {get: {operationId: 'listReturns', responses: {'200': {description: 'Returns.'}}}}}), 'operation-added');
    expect(added).toMatchObject({
      class: 'compatible',
      kind: 'added',
      locations: [expect.objectContaining({operation: {method: 'get', path: '/returns', operationId: 'listReturns'}})],
    });
    const removed = only(diff({'/paths/~1orders~1{orderId}/delete': REMOVE}), 'operation-removed');
    expect(removed).toMatchObject({class: 'breaking', kind: 'removed', pointer: '#/paths/~1orders~1{orderId}/delete'});
    expect(removed.message).toBe('DELETE /orders/{orderId} was removed: clients calling it get 404 or 405.');
  });

  test('a webhook added is compatible, one removed is breaking', () => {
    expect(
      only(diff({'/webhooks/orderCancelled': {post: {operationId: 'orderCancelled', responses: {'204': {description: 'Received.'}}}}}), 'webhook-added').class,
    ).toBe('compatible');
    const removed = only(diff({'/webhooks/orderShipped': REMOVE}), 'webhook-removed');
    expect(removed.class).toBe('breaking');
    expect(removed.message).toContain('The webhook `orderShipped` was removed');
  });

  test('deprecation is its own class, withdrawing it is compatible', () => {
    const deprecated = only(diff({'/paths/~1orders~1{orderId}/get/deprecated': true}), 'operation-deprecated');
    expect(deprecated).toMatchObject({class: 'deprecation', kind: 'deprecated'});
    expect(only(diffBack({'/paths/~1orders~1{orderId}/get/deprecated': true}), 'operation-undeprecated')).toMatchObject({
      class: 'compatible',
      kind: 'undeprecated',
    });
  });

  test('a changed operationId is breaking for generated clients', () => {
    const change = only(diff({'/paths/~1orders/get/operationId': 'findOrders'}), 'operation-id-changed');
    expect(change).toMatchObject({class: 'breaking', before: 'listOrders', after: 'findOrders'});
    expect(change.message).toContain('regenerated clients');
  });

  test('summaries and descriptions are documentation', () => {
    expect(only(diff({'/paths/~1orders/get/summary': 'Search orders'}), 'summary-changed').class).toBe('documentation');
    const described = only(diff({'/paths/~1orders~1{orderId}/get/description': 'One order.'}), 'description-changed');
    expect(described).toMatchObject({class: 'documentation', kind: 'changed', before: 'One order in the profile the client asks for.', after: 'One order.'});
  });
});

describe('parameters', () => {
  const LIST = '/paths/~1orders/get/parameters';
  test('an optional parameter added is compatible, a required one breaking', () => {
    const optional = only(diff({[`${LIST}/-`]: {name: 'sort', in: 'query', schema: {type: 'string'}}}), 'parameter-added');
    expect(optional).toMatchObject({class: 'compatible', locations: [expect.objectContaining({parameter: {in: 'query', name: 'sort'}, direction: 'request'})]});
    expect(optional.message).toContain('the query parameter `sort` of GET /orders'.replace(/^t/, 'T'));
    const required = only(diff({[`${LIST}/-`]: {name: 'customerId', in: 'query', required: true, schema: {type: 'string'}}}), 'required-parameter-added');
    expect(required.class).toBe('breaking');
  });

  test('a parameter removed is breaking: what clients send is silently ignored', () => {
    const change = only(diff({[`${LIST}/1`]: REMOVE}), 'parameter-removed');
    expect(change).toMatchObject({
      class: 'breaking',
      pointer: '#/paths/~1orders/get/parameters/1',
      locations: [expect.objectContaining({parameter: {in: 'query', name: 'limit'}})],
    });
  });

  test('optional → required is breaking, required → optional compatible', () => {
    expect(only(diff({[`${LIST}/0/required`]: true}), 'parameter-became-required').class).toBe('breaking');
    expect(only(diffBack({[`${LIST}/0/required`]: true}), 'parameter-became-optional').class).toBe('compatible');
  });

  test('in, style and explode changed are breaking', () => {
    const moved = only(diff({'/components/parameters/RequestId/in': 'query'}), 'parameter-location-changed');
    expect(moved).toMatchObject({class: 'breaking', before: 'header', after: 'query'});
    // explode defaults to true for form only, so it is written out to change the style alone.
    expect(only(diff({[`${LIST}/0/style`]: 'spaceDelimited', [`${LIST}/0/explode`]: true}), 'parameter-style-changed')).toMatchObject({
      class: 'breaking',
      before: 'form',
      after: 'spaceDelimited',
    });
    expect(only(diff({[`${LIST}/0/explode`]: false}), 'parameter-explode-changed')).toMatchObject({class: 'breaking', before: true, after: false});
    // Writing out the default is no change.
    expect(diff({[`${LIST}/0/style`]: 'form', [`${LIST}/0/explode`]: true})).toEqual([]);
  });

  test('deprecated and un-deprecated parameters', () => {
    expect(only(diff({[`${LIST}/0/deprecated`]: true}), 'parameter-deprecated').class).toBe('deprecation');
    expect(only(diffBack({[`${LIST}/0/deprecated`]: true}), 'parameter-undeprecated').class).toBe('compatible');
  });

  test('enum values of a request parameter: removed breaks, added does not', () => {
    const removed = only(diff({[`${LIST}/0/schema/enum/1`]: REMOVE}), 'enum-value-removed');
    expect(removed).toMatchObject({
      class: 'breaking',
      before: 'CLOSED',
      locations: [expect.objectContaining({parameter: {in: 'query', name: 'status'}, path: ''})],
    });
    expect(removed.message).toBe('The query parameter `status` of GET /orders may no longer be `CLOSED`: requests with it are rejected.');
    expect(only(diff({[`${LIST}/0/schema/enum/-`]: 'ARCHIVED'}), 'enum-value-added').class).toBe('compatible');
  });

  test('a parameter type narrowed is breaking, widened compatible', () => {
    expect(only(diff({[`${LIST}/1/schema/type`]: 'number'}), 'type-widened').class).toBe('compatible');
    expect(only(diffBack({[`${LIST}/1/schema/type`]: 'number'}), 'type-narrowed').class).toBe('breaking');
  });

  test('a changed default is its own check, compatible, and flagged as a possible change of meaning', () => {
    const change = only(diff({[`${LIST}/1/schema/default`]: 50}), 'default-changed');
    expect(change).toMatchObject({class: 'compatible', meaningChanged: true, before: 20, after: 50});
    expect(change.message).toContain('`50`');
  });

  test('a description of a shared parameter is reported once for all its operations', () => {
    const change = only(diff({'/components/parameters/RequestId/description': 'Echoed in the response.'}), 'description-changed');
    expect(change).toMatchObject({class: 'documentation', kind: 'added', pointer: '#/components/parameters/RequestId/description'});
  });
});

describe('request bodies, responses and media types', () => {
  test('a required request body added is breaking, an optional one compatible', () => {
    const body = (required: boolean) => ({
      '/paths/~1orders~1{orderId}/delete/requestBody': {required, content: {'application/json': {schema: {type: 'object'}}}},
    });
    expect(only(diff(body(true)), 'required-request-body-added').class).toBe('breaking');
    expect(only(diff(body(false)), 'request-body-added').class).toBe('compatible');
    expect(only(diffBack(body(false)), 'request-body-removed').class).toBe('breaking');
  });

  test('a request body optional → required is breaking, required → optional compatible', () => {
    expect(only(diff({'/paths/~1orders/post/requestBody/required': false}), 'request-body-became-optional').class).toBe('compatible');
    expect(only(diffBack({'/paths/~1orders/post/requestBody/required': false}), 'request-body-became-required').class).toBe('breaking');
  });

  test('a media type added is compatible, one removed breaking', () => {
    const added = only(diff({'/paths/~1orders/post/requestBody/content/application~1xml': {schema: {type: 'object'}}}), 'media-type-added');
    expect(added).toMatchObject({class: 'compatible', locations: [expect.objectContaining({direction: 'request', mediaType: 'application/xml'})]});
    const removed = only(diff({'/paths/~1orders/get/responses/200/content/application~1json': REMOVE}), 'media-type-removed');
    expect(removed).toMatchObject({
      class: 'breaking',
      locations: [expect.objectContaining({direction: 'response', status: '200', mediaType: 'application/json'})],
    });
    expect(removed.message).toContain('The response (200) of GET /orders is no longer available as `application/json`');
  });

  const V1 = 'application/hal+json;profile="https://developer.lindenkauf.example/portal/profiles/fixture/order-v1"';
  const V2 = 'application/hal+json;profile="https://developer.lindenkauf.example/portal/profiles/fixture/order-v2"';
  const CONTENT = '/paths/~1orders~1{orderId}/get/responses/200/content';
  const escape = (mediaType: string) => mediaType.replace(/~/g, '~0').replace(/\//g, '~1');

  test('a new profile is compatible, a removed one breaking, each named by its profile id', () => {
    const added = only(diff({[`${CONTENT}/${escape(V2)}`]: {schema: {$ref: '#/components/schemas/Order'}}}), 'profile-added');
    expect(added).toMatchObject({class: 'compatible', locations: [expect.objectContaining({profile: 'order-v2', mediaType: V2, status: '200'})]});
    expect(added.message).toContain('`order-v2`');
    const removed = only(diff({[`${CONTENT}/${escape(V1)}`]: REMOVE}), 'profile-removed');
    expect(removed).toMatchObject({class: 'breaking', locations: [expect.objectContaining({profile: 'order-v1'})]});
    expect(removed.message).toContain('get 406');
  });

  test('spacing inside a profile media type is no change', () => {
    const spaced = V1.replace(';profile=', '; profile=');
    const content = (BASE.paths!['/orders/{orderId}']!.get as {responses: {'200': {content: Record<string, unknown>}}}).responses['200'].content;
    expect(diff({[CONTENT]: {[spaced]: content[V1]}})).toEqual([]);
  });

  test('a new success or error status is compatible; a removed success status breaking, a removed error status not', () => {
    const added = only(diff({'/paths/~1orders/post/responses/202': {description: 'Accepted for later.'}}), 'response-success-status-added');
    expect(added).toMatchObject({class: 'compatible', locations: [expect.objectContaining({status: '202', direction: 'response'})]});
    expect(only(diff({'/paths/~1orders/post/responses/409': {description: 'Conflict.'}}), 'response-error-status-added').class).toBe('compatible');
    const removed = only(diff({'/paths/~1orders~1{orderId}/delete/responses/204': REMOVE}), 'response-success-status-removed');
    expect(removed.class).toBe('breaking');
    expect(removed.message).toContain('`204`');
    expect(only(diff({'/paths/~1orders~1{orderId}/get/responses/404': REMOVE}), 'response-error-status-removed').class).toBe('compatible');
  });

  test('response headers: added compatible, removed breaking', () => {
    const headers = '/paths/~1orders/post/responses/201/headers';
    expect(only(diff({[`${headers}/ETag`]: {schema: {type: 'string'}}}), 'response-header-added').class).toBe('compatible');
    const removed = only(diff({[`${headers}/Location`]: REMOVE}), 'response-header-removed');
    expect(removed).toMatchObject({class: 'breaking', locations: [expect.objectContaining({header: 'Location', status: '201'})]});
  });

  test('a change in a shared error response is one change with every operation using it', () => {
    const change = only(diff({'/components/schemas/Problem/properties/detail': {type: 'string'}}), 'property-added');
    expect(change.locations.map((location) => `${location.operation!.method} ${location.operation!.path} ${location.status}`)).toEqual([
      'get /orders 400',
      'post /orders 400',
      'get /orders/{orderId} 404',
    ]);
    expect(change.message).toContain('(also in POST /orders, GET /orders/{orderId})');
  });
});

describe('webhooks turn the flows around: the partner receives the request and sends the response', () => {
  const HOOK = '/webhooks/orderShipped/post';
  const signature = (required: boolean) => ({[`${HOOK}/parameters`]: [{name: 'X-Signature', in: 'header', required, schema: {type: 'string'}}]});

  test('a required header added to a webhook is compatible; an optional one becoming required too, the reverse breaking', () => {
    const added = only(diff(signature(true)), 'required-parameter-added');
    expect(added).toMatchObject({
      class: 'compatible',
      locations: [expect.objectContaining({flow: 'received', parameter: {in: 'header', name: 'X-Signature'}})],
    });
    expect(only(diffBetween(signature(false), signature(true)), 'parameter-became-required').class).toBe('compatible');
    expect(only(diffBetween(signature(true), signature(false)), 'parameter-became-optional').class).toBe('breaking');
  });

  test('a webhook request body becoming optional breaks receivers; a required one added or becoming required does not', () => {
    expect(only(diff({[`${HOOK}/requestBody/required`]: false}), 'request-body-became-optional').class).toBe('breaking');
    expect(only(diffBack({[`${HOOK}/requestBody/required`]: false}), 'request-body-became-required').class).toBe('compatible');
    expect(only(diffBack({[`${HOOK}/requestBody`]: REMOVE}), 'required-request-body-added').class).toBe('compatible');
  });

  test('a header removed from what the partner answers is compatible', () => {
    const header = {[`${HOOK}/responses/204/headers/X-Trace`]: {schema: {type: 'string'}}};
    expect(only(diffBack(header), 'response-header-removed')).toMatchObject({
      class: 'compatible',
      locations: [expect.objectContaining({flow: 'sent', header: 'X-Trace'})],
    });
  });
});

describe('security', () => {
  test('a new required scope is breaking, a removed one compatible', () => {
    const added = only(diff({'/paths/~1orders/post/security/0/oauth2/-': 'orders.read'}), 'security-scope-added');
    expect(added).toMatchObject({class: 'breaking', locations: [expect.objectContaining({operation: expect.objectContaining({operationId: 'createOrder'})})]});
    expect(added.message).toBe('POST /orders now requires the scope `orders.read`: tokens without it get 403.');
    const removed = only(diff({'/security/0/oauth2': []}), 'security-scope-removed');
    expect(removed.class).toBe('compatible');
    // The document's security applies to every operation without its own: one change, each of them a location.
    expect(removed.locations.map((location) => location.operation!.operationId)).toEqual([
      'listCategories',
      'listOrders',
      'getOrder',
      'cancelOrder',
      'getPerson',
      'orderShipped',
    ]);
  });

  test('authentication required where none was is breaking; no longer required is compatible', () => {
    const open = {'/paths/~1categories/get/security': []};
    expect(only(diffBack(open), 'security-requirement-added').class).toBe('breaking');
    expect(only(diff(open), 'security-requirement-removed').class).toBe('compatible');
  });

  test('another accepted way to authenticate is compatible, one no longer accepted breaking', () => {
    const alternative = {'/paths/~1orders/post/security/-': {apiKey: []}};
    expect(only(diff(alternative), 'security-alternative-added').class).toBe('compatible');
    expect(only(diffBack(alternative), 'security-alternative-removed').class).toBe('breaking');
  });

  test('security schemes: removed or changed is breaking, added compatible; offered scopes likewise', () => {
    const scheme = {'/components/securitySchemes/apiKey': {type: 'apiKey', in: 'header', name: 'X-Api-Key'}};
    expect(only(diff(scheme), 'security-scheme-added').class).toBe('compatible');
    const removed = only(diffBack(scheme), 'security-scheme-removed');
    expect(removed).toMatchObject({class: 'breaking', locations: []});
    expect(removed.message).toContain('`apiKey`');
    const tokenUrl = only(
      diff({'/components/securitySchemes/oauth2/flows/clientCredentials/tokenUrl': 'https://login.lindenkauf.example/token'}),
      'security-scheme-changed',
    );
    expect(tokenUrl.class).toBe('breaking');
    const scopes = '/components/securitySchemes/oauth2/flows/clientCredentials/scopes';
    expect(only(diff({[`${scopes}/orders.admin`]: 'Everything.'}), 'security-scheme-scope-added').class).toBe('compatible');
    expect(only(diffBack({[`${scopes}/orders.admin`]: 'Everything.'}), 'security-scheme-scope-removed').class).toBe('breaking');
  });
});

describe('previews (R108002: elements in preview may change without a new profile)', () => {
  const PREVIEW = {'/paths/~1orders~1{orderId}/get/x-preview': true};

  test('changes inside an operation in preview are marked as such, and its promotion is its own compatible change', () => {
    const change = only(diffBetween(PREVIEW, {...PREVIEW, [p('Order', '/properties/channel/enum/-')]: 'PHONE'}), 'enum-value-added');
    expect(change).toMatchObject({class: 'breaking', preview: true, locations: [expect.objectContaining({preview: true})]});
    const promoted = only(diffBack(PREVIEW), 'preview-ended');
    expect(promoted).toMatchObject({class: 'compatible', pointer: '#/paths/~1orders~1{orderId}/get'});
    expect(promoted.preview).toBeUndefined();
    // Marking a generally available element as preview changes nothing for partners, and exempts nothing: the base's promise counts.
    expect(diff(PREVIEW)).toEqual([]);
    expect(diff({...PREVIEW, [p('Order', '/properties/channel/enum/-')]: 'PHONE'}).map((change) => change.preview)).toEqual([undefined]);
  });

  test('a property in preview marks what lies below it, only where it is reached through the preview', () => {
    const preview = {'/components/schemas/Order/properties/contact/x-preview': true};
    const change = only(diffBetween(preview, {...preview, '/components/schemas/Contact/properties/preferredChannel/enum/-': 'PUSH'}), 'enum-value-added');
    expect(change.locations.map((location) => [location.direction, location.preview ?? false])).toEqual([
      ['request', false],
      ['response', true],
    ]);
    expect(change.preview).toBeUndefined();
  });

  test('an extensible enum value in preview: removing it is marked, its description is documentation', () => {
    const status = p('Order', '/properties/status/x-extensible-enum');
    const values = [{value: 'PLACED'}, {value: 'SHIPPED', preview: true, description: 'Handed to the carrier.'}];
    expect(only(diffBetween({[status]: values}, {[status]: values.slice(0, 1)}), 'extensible-enum-value-removed')).toMatchObject({
      preview: true,
      class: 'compatible',
    });
    const described = only(diffBetween({[status]: values}, {[status]: [values[0], {...values[1], description: 'With the carrier.'}]}), 'description-changed');
    expect(described).toMatchObject({class: 'documentation', before: 'Handed to the carrier.', after: 'With the carrier.'});
    expect(
      only(diffBetween({[status]: values}, {[status]: [values[0], {value: 'SHIPPED', description: 'Handed to the carrier.'}]}), 'preview-ended').class,
    ).toBe('compatible');
  });
});

describe('servers and the document', () => {
  test('a server added is compatible, one removed breaking, a changed description documentation', () => {
    const sandbox = {'/servers/-': {url: 'https://api.sandbox.lindenkauf.example'}};
    expect(only(diff(sandbox), 'server-added').class).toBe('compatible');
    const removed = only(diffBack(sandbox), 'server-removed');
    expect(removed.class).toBe('breaking');
    expect(removed.message).toContain('https://api.sandbox.lindenkauf.example');
    expect(only(diff({'/servers/0/description': 'Live'}), 'description-changed').class).toBe('documentation');
    expect(only(diff({'/info/description': 'Orders.'}), 'description-changed').pointer).toBe('#/info/description');
  });

  test('info.version and unused components are no change', () => {
    expect(diff({'/info/version': '1.1.0', '/components/schemas/Unused': {type: 'string'}})).toEqual([]);
  });
});

describe('the whole diff', () => {
  test('identical specs have no changes', () => {
    expect(diffSpecs(BASE, BASE)).toEqual([]);
    expect(diffSpecs(BASE, patched(BASE, {}))).toEqual([]);
  });

  test('is deterministic, ordered by location then check, and leaves its inputs alone', () => {
    const head = patched(BASE, {
      '/paths/~1orders~1{orderId}/delete': REMOVE,
      '/paths/~1orders/get/parameters/0/required': true,
      [p('Order', '/properties/channel/enum/-')]: 'PHONE',
      '/servers/-': {url: 'https://eu.api.lindenkauf.example'},
      '/paths/~1orders/post/security/0/oauth2/-': 'orders.read',
    });
    const before = JSON.stringify([BASE, head]);
    const first = diffSpecs(BASE, head);
    expect(JSON.stringify([BASE, head])).toBe(before);
    expect(diffSpecs(BASE, head)).toEqual(first);
    expect(checks(first)).toEqual(['server-added', 'parameter-became-required', 'security-scope-added', 'enum-value-added', 'operation-removed']);
  });

  const REAL = path.join(__dirname, '../../specs/orderManagement.yaml');
  const real = () => parseSpecText(fs.readFileSync(REAL, 'utf8'), REAL) as OpenApiDocument;

  test('a real spec against itself has no changes', () => {
    expect(diffSpecs(real(), real())).toEqual([]);
  });

  test('every spec of the portal against a fresh parse of itself has no changes', () => {
    const dir = path.join(__dirname, '../../specs');
    const files = fs.readdirSync(dir).filter((file) => file.endsWith('.yaml') && !file.endsWith('.exceptions.yaml'));
    expect(files.length).toBeGreaterThan(1);
    const parse = (file: string) => parseSpecText(fs.readFileSync(path.join(dir, file), 'utf8'), file) as OpenApiDocument;
    expect(files.filter((file) => diffSpecs(parse(file), parse(file)).length > 0)).toEqual([]);
  });

  test('a realistic edit of a real spec: exactly a new optional response property and a removed request enum value', () => {
    const base = real();
    const head = patched(base, {
      '/components/schemas/OrderV2/properties/giftMessage': {type: 'string', maxLength: 200, description: 'The message printed on the gift card.'},
      '/components/schemas/ReturnMethod/x-extensible-enum/2': REMOVE,
    });
    const changes = record(diffSpecs(base, head));
    expect(checks(changes)).toEqual(expect.arrayContaining(['property-added', 'extensible-enum-value-removed']));
    expect(changes).toHaveLength(2);
    const property = changes.find((change) => change.check === 'property-added')!;
    expect(property).toMatchObject({class: 'compatible', component: '#/components/schemas/OrderV2/properties/giftMessage', directions: ['response']});
    expect(property.locations.length).toBeGreaterThan(0);
    expect(property.locations.every((location) => location.profile === 'order-v2' && location.path?.endsWith('giftMessage'))).toBe(true);
    expect(property.message).toContain('`giftMessage`');
    const value = changes.find((change) => change.check === 'extensible-enum-value-removed')!;
    expect(value).toMatchObject({class: 'breaking', before: 'PICKUP', pointer: '#/components/schemas/ReturnMethod/x-extensible-enum/2'});
    expect(value.locations.find((location) => location.direction === 'request')).toMatchObject({
      class: 'breaking',
      operation: expect.objectContaining({method: 'post'}),
      path: 'returnMethod',
    });
    expect(value.message).toContain('`PICKUP`');
  });
});

describe('the check table', () => {
  const readme = fs.readFileSync(path.join(__dirname, '../../lib/openapi/README.md'), 'utf8');

  test.each(Object.keys(CHECKS))('%s is documented in lib/openapi/README.md', (check) => {
    expect(readme).toContain(`\`${check}\``);
  });

  test('every check was met by a fixture above, and every flow-dependent one both as breaking and compatible', () => {
    const missing = Object.keys(CHECKS).filter((check) => !observed.has(check));
    expect(missing).toEqual([]);
    const oneSided = Object.entries(CHECKS)
      // These two exist in one flow only (readOnly matters where partners send, writeOnly where they receive); the other flow's "no change" is tested above.
      .filter(([check]) => !['property-became-read-only', 'property-became-write-only'].includes(check))
      .filter(([, spec]) => spec.sent !== spec.received && [spec.sent, spec.received].includes('breaking') && [spec.sent, spec.received].includes('compatible'))
      .map(([check]) => check)
      .filter((check) => !(observed.get(check)!.has('breaking') && observed.get(check)!.has('compatible')));
    expect(oneSided).toEqual([]);
  });
});

describe('a spec moved from OpenAPI 3.0 to 3.1', () => {
  it('reads format binary and byte as 3.1 content keywords: the notation changes, not the wire format', () => {
    const before = patched(BASE, {
      '/components/schemas/Order/properties/invoice': {type: 'string', format: 'binary'},
      '/components/schemas/Order/properties/thumbnail': {type: 'string', format: 'byte'},
    });
    const after = patched(BASE, {
      '/components/schemas/Order/properties/invoice': {type: 'string', contentMediaType: 'application/pdf'},
      '/components/schemas/Order/properties/thumbnail': {type: 'string', contentEncoding: 'base64'},
    });
    expect(diffSpecs(before, after)).toEqual([]);
    const dropped = patched(BASE, {
      '/components/schemas/Order/properties/invoice': {type: 'string'},
      '/components/schemas/Order/properties/thumbnail': {type: 'string', contentEncoding: 'base64'},
    });
    expect(diffSpecs(before, dropped).map((change) => change.check)).toEqual(['format-widened']);
  });
});
