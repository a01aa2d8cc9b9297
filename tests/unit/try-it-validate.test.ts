import {BODY_FIELD, parameterField, parameterValue, readablePath, schemaErrors, validateBody, validateParameter} from '../../src/try-it/tryItValidate';
import type {ConsoleParameter, ValidationSchema} from '../../lib/reference/types';

// An order as the console gets it from the build: self-contained, every $ref pointing into $defs.
const ORDER: ValidationSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['lines'],
  additionalProperties: false,
  properties: {
    lines: {type: 'array', minItems: 1, items: {$ref: '#/$defs/s0'}},
    status: {enum: ['open', 'closed']},
    postcode: {type: 'string', pattern: '^[0-9]{5}$'},
    email: {type: 'string', format: 'email'},
    placedAt: {type: 'string', format: 'date-time'},
    payment: {$ref: '#/$defs/s1'},
  },
  $defs: {
    s0: {type: 'object', required: ['sku', 'quantity'], properties: {sku: {type: 'string', minLength: 1}, quantity: {type: 'integer', minimum: 1}}},
    s1: {
      oneOf: [
        {type: 'object', required: ['iban'], properties: {iban: {type: 'string'}}},
        {type: 'object', required: ['cardToken'], properties: {cardToken: {type: 'string'}}},
      ],
    },
  },
};

const line = {sku: 'A-1', quantity: 2};

const parameter = (overrides: Partial<ConsoleParameter> = {}): ConsoleParameter => ({
  name: 'limit',
  in: 'query',
  required: false,
  shape: 'value',
  ...overrides,
});

describe('schemaErrors: what is wrong, where, in words', () => {
  it('accepts a valid order', () => {
    expect(
      schemaErrors(ORDER, {lines: [line], status: 'open', postcode: '10115', email: 'a@b.example', placedAt: '2025-01-31T10:00:00Z', payment: {iban: 'DE00'}}),
    ).toEqual([]);
  });

  it('names a missing field by its path, through a $ref into $defs', () => {
    expect(schemaErrors(ORDER, {lines: [line, {quantity: 1}]})).toEqual([{path: 'lines[1].sku', message: 'is required'}]);
  });

  it('names a missing top-level field', () => {
    expect(schemaErrors(ORDER, {})).toEqual([{path: 'lines', message: 'is required'}]);
  });

  it('says the minimum, read from the $defs the $ref points to', () => {
    expect(schemaErrors(ORDER, {lines: [{sku: 'A-1', quantity: 0}]})).toEqual([{path: 'lines[0].quantity', message: 'must be at least 1'}]);
  });

  it('says what type a field must be', () => {
    expect(schemaErrors(ORDER, {lines: [{sku: 'A-1', quantity: 'two'}]})).toEqual([{path: 'lines[0].quantity', message: 'must be integer'}]);
    expect(schemaErrors({type: ['string', 'null']}, 3)).toEqual([{path: '', message: 'must be string or null'}]);
  });

  it('lists the allowed values of an enum', () => {
    expect(schemaErrors(ORDER, {lines: [line], status: 'lost'})).toEqual([{path: 'status', message: 'must be one of "open", "closed"'}]);
  });

  it('shows the pattern a value must match', () => {
    expect(schemaErrors(ORDER, {lines: [line], postcode: '1011'})).toEqual([{path: 'postcode', message: 'must match the pattern ^[0-9]{5}$'}]);
  });

  it('checks formats: date-time and email', () => {
    expect(schemaErrors(ORDER, {lines: [line], placedAt: 'yesterday'})).toEqual([{path: 'placedAt', message: 'must be a valid date-time'}]);
    expect(schemaErrors(ORDER, {lines: [line], email: 'not an address'})).toEqual([{path: 'email', message: 'must be a valid email'}]);
  });

  it('refuses a field the schema does not allow (additionalProperties: false)', () => {
    expect(schemaErrors(ORDER, {lines: [line], colour: 'red'})).toEqual([{path: 'colour', message: 'is not allowed here'}]);
  });

  it('reports a failed oneOf once, at the oneOf, not once per option', () => {
    expect(schemaErrors(ORDER, {lines: [line], payment: {}})).toEqual([{path: 'payment', message: 'must match exactly one of the schema’s options'}]);
    // Matching both options fails the oneOf too, with the same single message.
    expect(schemaErrors(ORDER, {lines: [line], payment: {iban: 'DE00', cardToken: 't'}})).toEqual([
      {path: 'payment', message: 'must match exactly one of the schema’s options'},
    ]);
  });

  it('reports a property named like a keyword (not, oneOf) as any other', () => {
    const schema: ValidationSchema = {type: 'object', properties: {not: {type: 'integer'}, oneOf: {type: 'string', minLength: 2}}};
    expect(schemaErrors(schema, {not: 'x', oneOf: 'y'})).toEqual([
      {path: 'not', message: 'must be integer'},
      {path: 'oneOf', message: 'must have at least 2 characters'},
    ]);
  });

  it('reports every problem, in document order', () => {
    expect(schemaErrors(ORDER, {lines: [{sku: '', quantity: 0}], status: 'x'})).toEqual([
      {path: 'lines[0].sku', message: 'must have at least 1 character'},
      {path: 'lines[0].quantity', message: 'must be at least 1'},
      {path: 'status', message: 'must be one of "open", "closed"'},
    ]);
    expect(schemaErrors(ORDER, {lines: []})).toEqual([{path: 'lines', message: 'must have at least 1 item'}]);
  });

  it('says the other bounds in words', () => {
    expect(schemaErrors({type: 'number', maximum: 10}, 11)).toEqual([{path: '', message: 'must be at most 10'}]);
    expect(schemaErrors({type: 'number', exclusiveMinimum: 0}, 0)).toEqual([{path: '', message: 'must be greater than 0'}]);
    expect(schemaErrors({type: 'string', maxLength: 3}, 'abcd')).toEqual([{path: '', message: 'must have at most 3 characters'}]);
    expect(schemaErrors({const: 'EUR'}, 'USD')).toEqual([{path: '', message: 'must be "EUR"'}]);
  });
});

describe('readablePath', () => {
  it('turns instance locations into the paths a reader knows', () => {
    expect(readablePath('#/lines/0/quantity')).toBe('lines[0].quantity');
    expect(readablePath('#')).toBe('');
    expect(readablePath('#/0/name')).toBe('[0].name');
    expect(readablePath('#/a~1b/c~0d')).toBe('a/b.c~d');
    expect(readablePath('#/shipping%20address/city')).toBe('shipping address.city');
    expect(readablePath('#/100%/x')).toBe('100%.x');
  });
});

describe('validateBody', () => {
  const body = {mediaType: 'application/json', schema: ORDER};

  it('asks for a required body, and lets an optional one be empty', () => {
    expect(validateBody(body, '  ', true)).toEqual([{field: BODY_FIELD, path: '', message: 'is required'}]);
    expect(validateBody(body, '', false)).toEqual([]);
  });

  it('names the parse error of JSON that does not parse', () => {
    const errors = validateBody(body, '{"lines": [', true);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.field).toBe(BODY_FIELD);
    expect(errors[0]!.message).toMatch(/^is not valid JSON: /);
    let parseError = '';
    try {
      JSON.parse('{"lines": [');
    } catch (error) {
      parseError = (error as Error).message;
    }
    expect(errors[0]!.message).toBe(`is not valid JSON: ${parseError}`);
  });

  it('validates JSON against the schema, with the field and the path', () => {
    expect(validateBody(body, JSON.stringify({lines: [{quantity: 1}]}), true)).toEqual([{field: 'body', path: 'lines[0].sku', message: 'is required'}]);
    expect(validateBody(body, JSON.stringify({lines: [line]}), true)).toEqual([]);
  });

  it('validates the +json media types: hal+json, problem+json, with parameters', () => {
    const invalid = JSON.stringify({lines: [{sku: 'A-1'}]});
    const expected = [{field: 'body', path: 'lines[0].quantity', message: 'is required'}];
    expect(validateBody({mediaType: 'application/hal+json', schema: ORDER}, invalid, true)).toEqual(expected);
    expect(validateBody({mediaType: 'application/problem+json', schema: ORDER}, invalid, true)).toEqual(expected);
    expect(validateBody({mediaType: 'application/vnd.lindenkauf.order.v2+json; charset=utf-8', schema: ORDER}, invalid, true)).toEqual(expected);
    expect(validateBody({mediaType: 'application/hal+json', schema: ORDER}, '{', true)[0]!.message).toMatch(/^is not valid JSON/);
  });

  it('does not validate a body that is not JSON', () => {
    expect(validateBody({mediaType: 'text/plain', schema: ORDER}, 'not json at all', true)).toEqual([]);
    expect(validateBody({mediaType: 'application/x-www-form-urlencoded', schema: ORDER}, 'a=1', true)).toEqual([]);
    expect(validateBody({mediaType: 'application/xml', schema: ORDER}, '<order/>', true)).toEqual([]);
  });

  it('only parses JSON where there is no schema', () => {
    expect(validateBody({mediaType: 'application/json'}, '{"anything": 1}', true)).toEqual([]);
    expect(validateBody({mediaType: 'application/json'}, '{anything', true)).toHaveLength(1);
  });
});

describe('validateParameter', () => {
  it('asks for a required parameter left empty, and lets an optional one be empty', () => {
    const orderId = parameter({name: 'orderId', in: 'path', required: true, schema: {type: 'string'}});
    expect(validateParameter(orderId, '')).toEqual([{field: 'parameter:path:orderId', path: '', message: 'is required'}]);
    expect(validateParameter(orderId, '   ')).toEqual([{field: 'parameter:path:orderId', path: '', message: 'is required'}]);
    expect(validateParameter(parameter({schema: {type: 'integer'}}), '')).toEqual([]);
  });

  it('reads numbers from the text a reader typed', () => {
    const limit = parameter({schema: {type: 'integer', minimum: 1, maximum: 100}});
    expect(validateParameter(limit, '12')).toEqual([]);
    expect(validateParameter(limit, 'abc')).toEqual([{field: 'parameter:query:limit', path: '', message: 'must be integer'}]);
    expect(validateParameter(limit, '1.5')).toEqual([{field: 'parameter:query:limit', path: '', message: 'must be integer'}]);
    expect(validateParameter(limit, '0')).toEqual([{field: 'parameter:query:limit', path: '', message: 'must be at least 1'}]);
    expect(validateParameter(limit, '101')).toEqual([{field: 'parameter:query:limit', path: '', message: 'must be at most 100'}]);
    expect(validateParameter(parameter({schema: {type: 'number'}}), '2.5')).toEqual([]);
  });

  it('reads booleans and keeps strings as typed', () => {
    expect(validateParameter(parameter({schema: {type: 'boolean'}}), 'true')).toEqual([]);
    expect(validateParameter(parameter({schema: {type: 'boolean'}}), 'yes')).toEqual([{field: 'parameter:query:limit', path: '', message: 'must be boolean'}]);
    // A string parameter that looks like a number stays a string.
    expect(validateParameter(parameter({schema: {type: 'string', pattern: '^[0-9]+$'}}), '0042')).toEqual([]);
    expect(validateParameter(parameter({schema: {type: 'string', enum: ['asc', 'desc']}}), 'up')).toEqual([
      {field: 'parameter:query:limit', path: '', message: 'must be one of "asc", "desc"'},
    ]);
  });

  it('types a value through the $ref of the parameter schema', () => {
    const schema: ValidationSchema = {$ref: '#/$defs/s0', $defs: {s0: {type: 'integer', minimum: 1}}};
    expect(validateParameter(parameter({schema}), '5')).toEqual([]);
    expect(validateParameter(parameter({schema}), '0')).toEqual([{field: 'parameter:query:limit', path: '', message: 'must be at least 1'}]);
  });

  it('follows a $ref whose name needs escaping (~1, ~0, %20) as the validator does', () => {
    // The name of a $defs entry may hold `/`, `~` or a space: its $ref is `a~1b`, `c~0d`, `e%20f`.
    const schema: ValidationSchema = {
      $ref: '#/$defs/a~1b',
      $defs: {'a/b': {$ref: '#/$defs/c~0d'}, 'c~d': {$ref: '#/$defs/e%20f'}, 'e f': {type: 'integer', minimum: 1}},
    };
    expect(validateParameter(parameter({schema}), '5')).toEqual([]);
    expect(validateParameter(parameter({schema}), '0')).toEqual([{field: 'parameter:query:limit', path: '', message: 'must be at least 1'}]);
  });

  it('validates each item of a list ("a,b") against the items schema, with its index', () => {
    const ids = parameter({name: 'ids', shape: 'list', schema: {type: 'array', maxItems: 3, items: {type: 'integer'}}});
    expect(validateParameter(ids, '1, 2,3')).toEqual([]);
    expect(validateParameter(ids, '1,x')).toEqual([{field: 'parameter:query:ids', path: '[1]', message: 'must be integer'}]);
    expect(validateParameter(ids, '1,2,3,4')).toEqual([{field: 'parameter:query:ids', path: '', message: 'must have at most 3 items'}]);
    const colours = parameter({name: 'colour', shape: 'list', schema: {type: 'array', items: {type: 'string', enum: ['a', 'b']}}});
    expect(validateParameter(colours, 'a,b')).toEqual([]);
    expect(validateParameter(colours, 'a,c')).toEqual([{field: 'parameter:query:colour', path: '[1]', message: 'must be one of "a", "b"'}]);
  });

  it('types list items when the array schema is a $ref', () => {
    const schema: ValidationSchema = {$ref: '#/$defs/s0', $defs: {s0: {type: 'array', items: {type: 'integer'}}}};
    const ids = parameter({name: 'ids', shape: 'list', schema});
    expect(validateParameter(ids, '1,2')).toEqual([]);
    expect(validateParameter(ids, '1,x')).toEqual([{field: 'parameter:query:ids', path: '[1]', message: 'must be integer'}]);
    // Items that are a $ref (a named id type), resolved against the parameter's own $defs.
    const named = parameter({
      name: 'ids',
      shape: 'list',
      schema: {type: 'array', items: {$ref: '#/$defs/s0'}, $defs: {s0: {$ref: '#/$defs/s1'}, s1: {type: 'integer', minimum: 1}}},
    });
    expect(validateParameter(named, '1,2')).toEqual([]);
    expect(validateParameter(named, '1,0')).toEqual([{field: 'parameter:query:ids', path: '[1]', message: 'must be at least 1'}]);
  });

  it('says how to write an object parameter whose JSON does not parse', () => {
    const filter = parameter({name: 'filter', shape: 'object', schema: {type: 'object'}});
    const expected = [{field: 'parameter:query:filter', path: '', message: 'must be a JSON object, for example {"key": "value"}'}];
    expect(validateParameter(filter, '{colour: red}')).toEqual(expected);
    expect(validateParameter(filter, '[1, 2]')).toEqual(expected);
    expect(validateParameter(filter, '"text"')).toEqual(expected);
    expect(validateParameter(filter, '{"colour": "red"}')).toEqual([]);
  });
});

describe('parameterValue', () => {
  it('gives nothing for an empty field', () => {
    expect(parameterValue(parameter(), '')).toEqual({});
    expect(parameterValue(parameter({shape: 'list'}), '  ')).toEqual({});
  });

  it('gives the text of a single value as typed', () => {
    expect(parameterValue(parameter(), ' 12 ')).toEqual({value: ' 12 '});
  });

  it('splits a list at commas, trimmed, without empty items', () => {
    expect(parameterValue(parameter({shape: 'list'}), 'a, b,,c ')).toEqual({value: ['a', 'b', 'c']});
  });

  it('reads an object from JSON, its values as texts', () => {
    expect(parameterValue(parameter({shape: 'object'}), '{"R": "100", "G": 200, "on": true}')).toEqual({value: {R: '100', G: '200', on: 'true'}});
    expect(parameterValue(parameter({shape: 'object'}), '{')).toEqual({error: 'must be a JSON object, for example {"key": "value"}'});
  });

  it('names fields by location and name', () => {
    expect(parameterField({in: 'header', name: 'X-Request-Id'})).toBe('parameter:header:X-Request-Id');
  });
});
