import {mergeSamples} from '../../src/reference/sampleTabs';
import {generateSamples, harOf, sendsBody} from '../../lib/reference/codeSamples';
import {alternativesPointers, choicesByPointer, composeExample, withValueAt} from '../../src/reference/exampleChoice';
import {type AlternativesNode, type SchemaNode, buildSchemaTree, createViewerContext} from '../../lib/reference/schemaModel';
import type {RawSchema, SampleRequest} from '../../lib/reference/types';

// Examples that follow the options chosen in the schema viewer (src/reference/exampleChoice.ts) and
// the request samples generated from one request description (lib/reference/codeSamples.ts).

const option = (type: string, extra: Record<string, RawSchema> = {}): RawSchema => ({
  type: 'object',
  properties: {type: {type: 'string', enum: [type]}, ...extra},
});

/**
 * A body with alternatives in a nested object (one of whose options has alternatives of its own),
 * in array items, in a key with a slash, and under additional properties.
 */
const BODY: RawSchema = {
  type: 'object',
  properties: {
    delivery: {type: 'object', properties: {address: {oneOf: [option('HOME', {geo: {oneOf: [option('GPS'), option('W3W')]}}), option('LOCKER')]}}},
    lines: {type: 'array', items: {anyOf: [option('SKU'), option('EAN')]}},
    'a/b~c': {oneOf: [option('X'), option('Y')]},
    labels: {type: 'object', additionalProperties: {oneOf: [option('P'), option('Q')]}},
  },
};

function collect(node: SchemaNode, into: AlternativesNode[] = []): AlternativesNode[] {
  for (const child of node.children) {
    if (child.kind === 'alternatives') {
      into.push(child);
    } else {
      collect(child, into);
    }
  }
  return into;
}

describe('alternativesPointers', () => {
  const tree = buildSchemaTree(BODY, createViewerContext({}), {id: 'root'});
  const pointers = alternativesPointers(tree);

  it('points at every ANY OF / ONE OF of the tree, arrays at their first item, keys escaped', () => {
    expect(new Set(pointers.values())).toEqual(new Set(['/delivery/address', '/lines/0', '/a~1b~0c']));
    expect(pointers.size).toBe(3);
  });

  it('points at the payload itself for alternatives at the root', () => {
    const root = buildSchemaTree({oneOf: [option('INVOICE'), option('WALLET')]}, createViewerContext({}), {id: 'body'});
    expect([...alternativesPointers(root).values()]).toEqual(['']);
  });

  it('leaves out additional properties (no key to point at) and never enters the options', () => {
    const all = collect(tree);
    // The alternatives under [any name] are in the tree but have no pointer.
    expect(all).toHaveLength(pointers.size + 1);
    for (const alternatives of all) {
      for (const entry of alternatives.options) {
        expect([...pointers.keys()].some((id) => collect(entry.node).some((inner) => inner.id === id))).toBe(false);
      }
    }
    expect([...pointers.values()].some((pointer) => pointer.startsWith('/labels'))).toBe(false);
  });

  it('maps the viewer choices (node id -> option) to pointers, ignoring nodes not chosen', () => {
    const [addressId] = [...pointers].find(([, pointer]) => pointer === '/delivery/address')!;
    const [linesId] = [...pointers].find(([, pointer]) => pointer === '/lines/0')!;
    expect(choicesByPointer(pointers, {[addressId]: 1, [linesId]: 0, unrelated: 3})).toEqual(
      new Map([
        ['/delivery/address', 1],
        ['/lines/0', 0],
      ]),
    );
  });
});

describe('withValueAt', () => {
  it('replaces the whole value at the empty pointer', () => {
    expect(withValueAt({a: 1}, '', 'x')).toBe('x');
  });

  it('creates the objects and arrays on the way, arrays for numeric segments', () => {
    expect(withValueAt(undefined, '/lines/0/ean', '4006381333931')).toEqual({lines: [{ean: '4006381333931'}]});
    expect(withValueAt({}, '/a/1', true)).toEqual({a: [undefined, true]});
  });

  it('copies: the input is left as it was, siblings are kept', () => {
    const input = {lines: [{sku: 'A'}, {sku: 'B'}], note: 'n'};
    const output = withValueAt(input, '/lines/1/sku', 'C');
    expect(output).toEqual({lines: [{sku: 'A'}, {sku: 'C'}], note: 'n'});
    expect(input).toEqual({lines: [{sku: 'A'}, {sku: 'B'}], note: 'n'});
  });

  it('unescapes ~1 and ~0 in segments', () => {
    expect(withValueAt({}, '/a~1b~0c', 1)).toEqual({'a/b~c': 1});
  });
});

describe('composeExample', () => {
  const text = JSON.stringify({delivery: {address: {type: 'HOME', street: 'Hauptstr. 1'}}, note: 'keep'}, null, 2);
  const options = [
    {pointer: '/delivery/address/geo', values: [{lat: 1}, {lat: 2}], generated: [false, true]},
    {pointer: '/delivery', values: [{address: {type: 'HOME'}}, {address: {type: 'LOCKER', lockerId: 'L-1'}}], generated: [false, true]},
  ];

  it('puts outer choices first, so an inner choice lands inside the outer value', () => {
    const shown = composeExample(
      text,
      options,
      new Map([
        ['/delivery/address/geo', 1],
        ['/delivery', 1],
      ]),
    );
    expect(JSON.parse(shown.text)).toEqual({delivery: {address: {type: 'LOCKER', lockerId: 'L-1', geo: {lat: 2}}}, note: 'keep'});
    expect(shown.generated).toBe(true);
  });

  it('says generated only when a chosen value was generated', () => {
    const shown = composeExample(text, options, new Map([['/delivery', 0]]));
    expect(JSON.parse(shown.text)).toEqual({delivery: {address: {type: 'HOME'}}, note: 'keep'});
    expect(shown.generated).toBe(false);
  });

  it('keeps the text as written without choices, with an index out of range, and for text that is not JSON', () => {
    expect(composeExample(text, options, new Map())).toEqual({text, generated: false});
    expect(composeExample(text, undefined, new Map([['/delivery', 1]]))).toEqual({text, generated: false});
    expect(JSON.parse(composeExample(text, options, new Map([['/delivery', 7]])).text)).toEqual(JSON.parse(text));
    const xml = '<checkout><line sku="A"/></checkout>';
    expect(composeExample(xml, options, new Map([['/delivery', 1]]))).toEqual({text: xml, generated: false});
  });
});

describe('generateSamples', () => {
  const post: SampleRequest = {
    method: 'post',
    url: 'https://api.lindenkauf.example/checkouts',
    headers: [{name: 'Authorization', value: 'Bearer <ACCESS_TOKEN>'}],
    bodyType: 'application/json',
  };
  const curl = (samples: ReturnType<typeof generateSamples>) => samples.find((sample) => sample.label === 'curl')!.code;

  it('writes eleven languages, in order', () => {
    expect(generateSamples(post, '{}').map((sample) => sample.label)).toEqual([
      'curl',
      'JavaScript',
      'Node.js',
      'Python',
      'Java',
      'C#',
      'Go',
      'PHP',
      'Ruby',
      'Kotlin',
      'Swift',
    ]);
  });

  it('sends Content-Type only with a body', () => {
    expect(curl(generateSamples(post, '{"a":1}'))).toContain("--header 'Content-Type: application/json'");
    expect(curl(generateSamples(post, '{"a":1}'))).toContain('--data');
    // No body text: no content type, no data.
    expect(curl(generateSamples(post, undefined))).not.toMatch(/Content-Type|--data/);
    // A request without a body type (a GET) ignores a body.
    const get = {...post, method: 'get', bodyType: undefined};
    expect(harOf(get, '{"a":1}')).not.toHaveProperty('postData');
    expect(curl(generateSamples(get, '{"a":1}'))).not.toMatch(/Content-Type|--data/);
    for (const sample of generateSamples(get, undefined)) {
      expect({label: sample.label, contentType: /content-type/i.test(sample.code)}).toEqual({label: sample.label, contentType: false});
    }
  });

  it('sends no upload body: multipart and binary media types are left out of the request', () => {
    expect(sendsBody('multipart/form-data')).toBe(false);
    expect(sendsBody('application/octet-stream')).toBe(false);
    expect(sendsBody('image/png')).toBe(false);
    expect(sendsBody('application/json')).toBe(true);
    expect(sendsBody('application/merge-patch+json')).toBe(true);
    expect(sendsBody('text/plain')).toBe(true);
  });
});

describe('the sample tabs', () => {
  const sample = (label: string, custom = false) => ({label, language: 'text', code: label, ...(custom ? {custom: true} : {})});
  it("puts the spec's own samples first and leaves out a generated one for a language the spec covers", () => {
    const merged = mergeSamples([sample('Go', true), sample('cURL', true)], [sample('curl'), sample('Python'), sample('Go')]);
    expect(merged.map((entry) => entry.label)).toEqual(['Go', 'cURL', 'Python']);
  });
  it('numbers labels the spec repeats, since each names a tab', () => {
    expect(mergeSamples([sample('Shell', true), sample('shell', true)], []).map((entry) => entry.label)).toEqual(['Shell', 'shell (2)']);
  });
});
