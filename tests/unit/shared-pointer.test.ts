import {childPointer, childValue, decodeFragmentSegment, decodeSegment, encodeSegment, parsePointer, pointerGet, resolveObject} from '../../lib/shared/pointer';

describe('segments: ~0 and ~1', () => {
  it('encodes ~ as ~0 and / as ~1, ~ first', () => {
    expect(encodeSegment('/orders/{id}')).toBe('~1orders~1{id}');
    expect(encodeSegment('a~b')).toBe('a~0b');
    expect(encodeSegment('~1')).toBe('~01');
    expect(encodeSegment(3)).toBe('3');
  });

  it('decodes ~1 before ~0, so ~01 stays the key ~1', () => {
    expect(decodeSegment('~1orders~1{id}')).toBe('/orders/{id}');
    expect(decodeSegment('a~0b')).toBe('a~b');
    expect(decodeSegment('~01')).toBe('~1');
  });

  it('round-trips any key', () => {
    for (const key of ['', 'plain', '/', '~', '~0', '~1', '~01', '/~/', 'a/b~c', '%2F', '100%']) {
      expect(decodeSegment(encodeSegment(key))).toBe(key);
      expect(parsePointer(childPointer('', key))).toEqual([key]);
    }
  });

  it('percent-decodes a fragment segment before it unescapes it, and keeps a stray %', () => {
    expect(decodeFragmentSegment('shipping%20address')).toBe('shipping address');
    expect(decodeFragmentSegment('a%7E1b')).toBe('a/b');
    expect(decodeFragmentSegment('100%')).toBe('100%');
  });
});

describe('childPointer', () => {
  it('appends encoded segments to a pointer or a fragment', () => {
    expect(childPointer('#/paths', '/orders/{id}', 'get')).toBe('#/paths/~1orders~1{id}/get');
    expect(childPointer('#', 'servers', 0, 'url')).toBe('#/servers/0/url');
    expect(childPointer('', 'lines', 0)).toBe('/lines/0');
    expect(childPointer('/a')).toBe('/a');
  });
});

describe('parsePointer', () => {
  it('reads plain pointers without percent-decoding', () => {
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('/')).toEqual(['']);
    expect(parsePointer('/lines/0/sku')).toEqual(['lines', '0', 'sku']);
    expect(parsePointer('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(parsePointer('/a%20b')).toEqual(['a%20b']);
  });

  it('reads # fragments, percent-decoded', () => {
    expect(parsePointer('#')).toEqual([]);
    expect(parsePointer('#/components/schemas/Order')).toEqual(['components', 'schemas', 'Order']);
    expect(parsePointer('#/paths/~1orders~1%7Bid%7D/get')).toEqual(['paths', '/orders/{id}', 'get']);
    expect(parsePointer('#/shipping%20address/city')).toEqual(['shipping address', 'city']);
  });

  it('is undefined for what is no pointer', () => {
    expect(parsePointer('Order')).toBeUndefined();
    expect(parsePointer('common.yaml#/components/schemas/Order')).toBeUndefined();
    expect(parsePointer('#order')).toBeUndefined();
  });
});

describe('pointerGet', () => {
  const document = {
    paths: {'/orders/{id}': {get: {operationId: 'getOrder'}}},
    components: {schemas: {'a~b': {type: 'string'}, 'shipping address': {type: 'object'}, Order: {$ref: '#/components/schemas/a~0b'}}},
    servers: [{url: 'https://a.example'}, {url: 'https://b.example'}],
    empty: {'': 'the empty key'},
  };

  it('follows fragments and plain pointers alike', () => {
    expect(pointerGet(document, '#/paths/~1orders~1{id}/get/operationId')).toBe('getOrder');
    expect(pointerGet(document, '/paths/~1orders~1{id}/get/operationId')).toBe('getOrder');
    expect(pointerGet(document, '#/components/schemas/a~0b')).toEqual({type: 'string'});
    expect(pointerGet(document, '#/components/schemas/shipping%20address')).toEqual({type: 'object'});
    expect(pointerGet(document, '#/empty/')).toBe('the empty key');
  });

  it('is the root itself for # and ``', () => {
    expect(pointerGet(document, '#')).toBe(document);
    expect(pointerGet(document, '')).toBe(document);
  });

  it('indexes arrays', () => {
    expect(pointerGet(document, '#/servers/1/url')).toBe('https://b.example');
    expect(pointerGet([[1, 2], [3]], '/0/1')).toBe(2);
    expect(pointerGet(document, '#/servers/5')).toBeUndefined();
  });

  it('is undefined where a segment is missing or a value has no children', () => {
    expect(pointerGet(document, '#/components/schemas/Missing')).toBeUndefined();
    expect(pointerGet(document, '#/components/schemas/Missing/type')).toBeUndefined();
    expect(pointerGet(document, '#/servers/0/url/host')).toBeUndefined();
    expect(pointerGet(null, '/a')).toBeUndefined();
    expect(pointerGet(document, 'other.yaml#/components')).toBeUndefined();
  });

  it('steps one level with childValue', () => {
    expect(childValue({a: 1}, 'a')).toBe(1);
    expect(childValue(['x'], '0')).toBe('x');
    expect(childValue('text', '0')).toBeUndefined();
    expect(childValue(undefined, 'a')).toBeUndefined();
  });
});

describe('resolveObject', () => {
  const document = {
    components: {
      parameters: {limit: {$ref: '#/components/parameters/pageSize'}, pageSize: {name: 'limit', in: 'query'}, loop: {$ref: '#/components/parameters/loop'}},
      examples: {list: [1, 2]},
    },
  };

  it('follows a $ref chain to the object', () => {
    expect(resolveObject(document, {$ref: '#/components/parameters/limit'})).toEqual({name: 'limit', in: 'query'});
    expect(resolveObject(document, {name: 'inline'})).toEqual({name: 'inline'});
  });

  it('is undefined for a missing target or something not an object, and stops on a cycle', () => {
    expect(resolveObject(document, {$ref: '#/components/parameters/missing'})).toBeUndefined();
    expect(resolveObject(document, {$ref: '#/components/parameters/loop'})).toEqual({$ref: '#/components/parameters/loop'});
    expect(resolveObject(document, {$ref: '#/components/examples/list'})).toBeUndefined();
    expect(resolveObject(document, 'text')).toBeUndefined();
  });
});
