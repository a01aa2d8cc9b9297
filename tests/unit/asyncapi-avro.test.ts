import {AVRO_TYPE_KEYWORD, avroRef, avroToSchema, createNamedSchemas, looksLikeAvro} from '../../lib/asyncapi/avro';
import {attributesOf, buildSchemaTree, createViewerContext, type AlternativesNode, type SchemaNode} from '../../lib/reference/schemaModel';

const record = (name: string, fields: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'record',
  name,
  namespace: 'com.lindenkauf.order',
  fields,
  ...extra,
});

describe('Avro in the schema viewer', () => {
  let named = createNamedSchemas();

  it('maps primitives to JSON Schema types and formats', () => {
    const convert = (type: string) => avroToSchema(type).schema;
    expect(convert('int')).toEqual({type: 'integer', format: 'int32'});
    expect(convert('long')).toEqual({type: 'integer', format: 'int64'});
    expect(convert('float')).toEqual({type: 'number', format: 'float'});
    expect(convert('double')).toEqual({type: 'number', format: 'double'});
    expect(convert('bytes')).toEqual({type: 'string', format: 'byte'});
    expect(convert('boolean')).toEqual({type: 'boolean'});
    expect(convert('string')).toEqual({type: 'string'});
    expect(convert('null')).toEqual({type: 'null'});
  });

  it('shows a logical type as a format, with the Avro type as an attribute of the viewer', () => {
    const at = avroToSchema({type: 'long', logicalType: 'timestamp-millis'}).schema as Record<string, unknown>;
    expect(at).toEqual({type: 'integer', format: 'date-time', [AVRO_TYPE_KEYWORD]: 'long (timestamp-millis)'});
    expect(attributesOf(at)).toEqual([
      ['format', ['date-time']],
      ['avro', ['long (timestamp-millis)']],
    ]);
    expect(avroToSchema({type: 'int', logicalType: 'date'}).schema).toMatchObject({format: 'date', [AVRO_TYPE_KEYWORD]: 'int (date)'});
    expect(avroToSchema({type: 'int', logicalType: 'time-millis'}).schema).toMatchObject({format: 'time'});
    expect(avroToSchema({type: 'string', logicalType: 'uuid'}).schema).toMatchObject({type: 'string', format: 'uuid'});
    expect(avroToSchema({type: 'bytes', logicalType: 'decimal', precision: 10, scale: 2}).schema).toEqual({
      type: 'number',
      format: 'decimal',
      [AVRO_TYPE_KEYWORD]: 'bytes (decimal, precision 10, scale 2)',
    });
    // Avro ignores a logical type it does not know; the reader still sees it.
    expect(avroToSchema({type: 'string', logicalType: 'iban'}).schema).toEqual({type: 'string', [AVRO_TYPE_KEYWORD]: 'string (iban)'});
  });

  it('makes a record a named schema under its full name, with docs, defaults and required fields', () => {
    const {schema, problems} = avroToSchema(
      record(
        'OrderShipped',
        [
          {name: 'orderId', type: 'string', doc: "The order's id."},
          {name: 'carrier', type: ['null', 'string'], default: null},
          {name: 'priority', type: 'int', default: 0},
        ],
        {doc: 'An order left the warehouse.'},
      ),
      (named = createNamedSchemas()),
    );
    expect(problems).toEqual([]);
    expect(schema).toEqual({$ref: '#/components/schemas/com.lindenkauf.order.OrderShipped'});
    expect(named.schemas[avroRef('com.lindenkauf.order.OrderShipped')]).toEqual({
      title: 'OrderShipped',
      type: 'object',
      description: 'An order left the warehouse.',
      required: ['orderId'],
      properties: {
        orderId: {type: 'string', description: "The order's id."},
        carrier: {type: 'string', nullable: true, default: null},
        priority: {type: 'integer', format: 'int32', default: 0},
      },
    });
  });

  it('turns an enum into a string enum, a map into additionalProperties and an array into items', () => {
    named = createNamedSchemas();
    const {schema} = avroToSchema(
      record('Order', [
        {name: 'status', type: {type: 'enum', name: 'Status', doc: 'Where it is.', symbols: ['PLACED', 'SHIPPED']}},
        {name: 'labels', type: {type: 'map', values: 'string'}},
        {name: 'skus', type: {type: 'array', items: 'string'}},
        {name: 'checksum', type: {type: 'fixed', name: 'Md5', size: 16}},
      ]),
      named,
    );
    const order = named.schemas[(schema as {$ref: string}).$ref] as {properties: Record<string, unknown>};
    expect(order.properties).toEqual({
      status: {$ref: avroRef('com.lindenkauf.order.Status')},
      labels: {type: 'object', additionalProperties: {type: 'string'}},
      skus: {type: 'array', items: {type: 'string'}},
      checksum: {$ref: avroRef('com.lindenkauf.order.Md5')},
    });
    expect(named.schemas[avroRef('com.lindenkauf.order.Status')]).toEqual({
      title: 'Status',
      type: 'string',
      description: 'Where it is.',
      enum: ['PLACED', 'SHIPPED'],
    });
    expect(named.schemas[avroRef('com.lindenkauf.order.Md5')]).toMatchObject({type: 'string', format: 'byte', [AVRO_TYPE_KEYWORD]: 'fixed, 16 bytes'});
  });

  it('labels the options of a union other than ["null", T] by their type names', () => {
    named = createNamedSchemas();
    const {schema} = avroToSchema(
      ['null', 'string', {type: 'long', logicalType: 'timestamp-millis'}, record('Barcode', [{name: 'value', type: 'string'}])],
      named,
    );
    expect(schema).toEqual({
      nullable: true,
      oneOf: [
        {type: 'string', title: 'string'},
        {type: 'integer', format: 'date-time', [AVRO_TYPE_KEYWORD]: 'long (timestamp-millis)', title: 'long (timestamp-millis)'},
        {$ref: avroRef('com.lindenkauf.order.Barcode')},
      ],
    });
  });

  it('refers to a record used twice or recursively by $ref, so the viewer marks the repeat and the cycle', () => {
    named = createNamedSchemas();
    const {schema, problems} = avroToSchema(
      record('Order', [
        {name: 'line', type: record('OrderLine', [{name: 'bundle', type: ['null', 'OrderLine'], default: null}])},
        {name: 'replacedLine', type: ['null', 'com.lindenkauf.order.OrderLine'], default: null},
      ]),
      named,
    );
    expect(problems).toEqual([]);
    const line = avroRef('com.lindenkauf.order.OrderLine');
    expect(named.schemas[line]).toMatchObject({properties: {bundle: {$ref: line, nullable: true}}});
    const tree = buildSchemaTree(schema, createViewerContext(named.schemas), {id: 'payload'});
    const [first, second] = tree.children as SchemaNode[];
    expect((first!.children[0] as SchemaNode).circular).toEqual({name: 'com.lindenkauf.order.OrderLine', targetId: first!.id});
    expect(second!.repeatOf).toMatchObject({targetId: first!.id});
  });

  it('resolves a short name in the enclosing namespace and a name another schema of the document defined', () => {
    named = createNamedSchemas();
    avroToSchema(record('Money', [{name: 'amount', type: 'long'}]), named);
    const {schema, problems} = avroToSchema(record('Refund', [{name: 'amount', type: 'Money'}]), named);
    expect(problems).toEqual([]);
    expect((named.schemas[(schema as {$ref: string}).$ref] as {properties: unknown}).properties).toEqual({
      amount: {$ref: avroRef('com.lindenkauf.order.Money')},
    });
  });

  it('keeps one named schema for a record two payloads define alike, and both when they differ', () => {
    named = createNamedSchemas();
    const money = (fields: unknown[]) => record('Money', fields);
    expect(avroToSchema(money([{name: 'amount', type: 'long'}]), named).schema).toEqual({$ref: avroRef('com.lindenkauf.order.Money')});
    expect(avroToSchema(money([{name: 'amount', type: 'long'}]), named).schema).toEqual({$ref: avroRef('com.lindenkauf.order.Money')});
    expect(avroToSchema(money([{name: 'cents', type: 'long'}]), named).schema).toEqual({$ref: avroRef('com.lindenkauf.order.Money-2')});
  });

  it('reports what is wrong in Avro with the pointer inside the schema', () => {
    const {problems} = avroToSchema(
      record('Order', [
        {name: 'orderId', type: 'strnig'},
        {name: 'state', type: {type: 'enum', name: 'State'}},
        {name: 'lines', type: {type: 'array'}},
        {name: 'nested', type: 'record'},
        {type: 'string'},
      ]),
    );
    expect(problems.map((problem) => problem.pointer)).toEqual(['/fields/0/type', '/fields/1/type', '/fields/2/type', '/fields/3/type', '/fields/4']);
    expect(problems[0]!.message).toMatch(/unknown Avro type "strnig"\. Use a primitive type/);
    expect(problems[1]!.message).toMatch(/enum State needs `symbols`/);
    expect(problems[2]!.message).toMatch(/array needs `items`/);
    expect(problems[3]!.message).toMatch(/written as an object: \{type: record/);
    expect(problems[4]!.message).toMatch(/field 5 of the Avro record Order needs a `name`/);
    expect(avroToSchema({type: 'record', name: 'NoFields'}).problems[0]!.message).toMatch(/needs `fields`/);
  });

  it('tells an Avro key schema from a JSON Schema one', () => {
    expect(looksLikeAvro('string')).toBe(true);
    expect(looksLikeAvro(['null', 'string'])).toBe(true);
    expect(looksLikeAvro({type: 'long'})).toBe(true);
    expect(looksLikeAvro({type: 'record', name: 'Key', fields: []})).toBe(true);
    expect(looksLikeAvro({type: 'string', format: 'uuid'})).toBe(false);
    expect(looksLikeAvro({type: 'integer'})).toBe(false);
  });
});

// The viewer labels a union's options by title: the node it builds for a converted union.
test('the viewer labels Avro union options by their type names', () => {
  const named = createNamedSchemas();
  const {schema} = avroToSchema(record('Scan', [{name: 'code', type: ['string', 'long', record('Barcode', [{name: 'value', type: 'string'}])]}]), named);
  const tree = buildSchemaTree(schema, createViewerContext(named.schemas), {id: 'payload'});
  const code = tree.children[0] as SchemaNode;
  const alternatives = code.children.find((child): child is AlternativesNode => child.kind === 'alternatives');
  expect(alternatives?.options.map((option) => option.label)).toEqual(['string', 'long', 'Barcode']);
});
