import path from 'node:path';
import {load} from 'js-yaml';
import {loadSpecs, SpecInputError, type LoadedSpec} from '../../lib/openapi/load';
import {externalRefs, specDownloads} from '../../lib/openapi/downloads';
import {pointerGet} from '../../lib/shared/pointer';
import {CACHE_RULES, COMPRESSIBLE, REVALIDATE} from '../../lib/deploy/policy';
import {BASE_URL, ROUTES} from '../../lib/portal/config';
import {SITE_DIR} from '../support/siteCopy';

// "Download the OpenAPI spec" (lib/openapi/downloads.ts): each API's spec as one file,
// YAML and JSON, at /portal/openapi/{spec}.yaml and .json.

const FIXTURE = path.join(SITE_DIR, 'tests', 'fixtures', 'specs', 'external-refs');

/** Every `$ref` string of a document. */
function refsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    node.forEach((item) => refsOf(item, found));
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        found.push(value);
      }
      refsOf(value, found);
    }
  }
  return found;
}

let ours: LoadedSpec[];
let split: LoadedSpec;

beforeAll(async () => {
  ours = (await loadSpecs(SITE_DIR, path.join(SITE_DIR, 'specs'))).specs;
  split = (await loadSpecs(SITE_DIR, FIXTURE)).specs[0]!;
});

describe('the spec downloads', () => {
  it('live at stable URLs under the base path', () => {
    expect(ROUTES.specDownload('checkout', 'yaml')).toBe('/openapi/checkout.yaml');
    expect(ROUTES.specDownload('checkout', 'json')).toBe('/openapi/checkout.json');
  });

  it('hold the same document as YAML and as JSON, for every spec of ours', () => {
    expect(ours.length).toBeGreaterThan(10);
    for (const spec of ours) {
      const {yaml, json} = specDownloads(spec);
      const fromJson = JSON.parse(json) as Record<string, unknown>;
      expect({spec: spec.key, same: fromJson}).toEqual({spec: spec.key, same: JSON.parse(JSON.stringify(spec.document))});
      expect({spec: spec.key, same: load(yaml)}).toEqual({spec: spec.key, same: fromJson});
      expect(String(fromJson.openapi)).toMatch(/^3\./);
      // Nothing stripped: the visibility flag and the title stay.
      expect(fromJson['x-public']).toBe(spec.document['x-public']);
      expect((fromJson.info as {title: string}).title).toBe(spec.document.info.title);
      expect({spec: spec.key, external: externalRefs(fromJson)}).toEqual({spec: spec.key, external: []});
    }
  });

  it('are readable text: indented JSON, YAML without anchors or folded lines', () => {
    const checkout = ours.find((spec) => spec.key === 'checkout')!;
    const {yaml, json} = specDownloads(checkout);
    expect(json.startsWith('{\n  "openapi": ')).toBe(true);
    expect(json.endsWith('}\n')).toBe(true);
    expect(yaml.startsWith('openapi: ')).toBe(true);
    expect(yaml).not.toMatch(/[&*]ref_\d+/);
    const shared = {type: 'string', description: 'A summary longer than eighty characters stays on one line, whatever the width of the terminal.'};
    const folded = specDownloads({
      file: 'x.yaml',
      document: {openapi: '3.0.3', info: {title: 'X', version: '1.0'}, components: {schemas: {A: shared, B: shared}}},
    }).yaml;
    expect(folded).toContain(
      `    A:\n      type: string\n      description: ${shared.description}\n    B:\n      type: string\n      description: ${shared.description}\n`,
    );
    expect(folded).toContain("version: '1.0'");
  });

  it('bundle a spec split over several files into one, every $ref pointing into it', () => {
    expect(split.key).toBe('parcels');
    const {yaml, json} = specDownloads(split);
    for (const document of [JSON.parse(json), load(yaml)]) {
      const refs = refsOf(document);
      expect(refs.length).toBeGreaterThan(5);
      expect(refs.filter((ref) => !ref.startsWith('#'))).toEqual([]);
      expect(refs.filter((ref) => pointerGet(document, ref) === undefined)).toEqual([]);
      const components = (document as {components: Record<string, Record<string, unknown>>}).components;
      expect(Object.keys(components.schemas!).sort()).toEqual(['Carrier', 'Parcel', 'Weight', 'address']);
      expect(Object.keys(components.parameters!)).toEqual(['ParcelId']);
      expect(Object.keys(components.responses!)).toEqual(['NotFound']);
      expect(Object.keys(components.examples!)).toEqual(['Delivered']);
    }
    expect(json).not.toContain('shared/');
    expect(yaml).not.toContain('.yaml');
  });

  it('fail the build, naming the file, when a $ref still points outside the spec', () => {
    const document = {
      openapi: '3.1.0',
      info: {title: 'Leftover API', version: '1'},
      paths: {
        '/things': {get: {responses: {'200': {description: 'ok', content: {'application/json': {schema: {$ref: 'https://schemas.example/thing.json'}}}}}}},
      },
    };
    const attempt = () => specDownloads({file: 'specs/leftover.yaml', document});
    expect(attempt).toThrow(SpecInputError);
    expect(attempt).toThrow(
      /^specs\/leftover\.yaml: 1 \$ref\(s\) still point outside the spec after bundling \(first at #\/paths\/~1things\/get\/responses\/200\/content\/application~1json\/schema\/\$ref\)/,
    );
  });

  it('count only references: a $ref in an example payload is data, a property named example is a schema', () => {
    const document = {
      openapi: '3.1.0',
      info: {title: 'Examples API', version: '1'},
      components: {
        schemas: {
          Link: {
            type: 'object',
            properties: {example: {$ref: 'other.yaml#/Example'}},
            example: {$ref: 'https://schemas.example/a.json'},
            examples: [{$ref: './b.json'}],
          },
        },
        examples: {Linked: {value: {$ref: './c.json'}}},
      },
    };
    expect(externalRefs(document)).toEqual(['#/components/schemas/Link/properties/example/$ref']);
  });

  it('are precompressed and revalidated like HTML by the deploy manifest', () => {
    expect(COMPRESSIBLE.test('openapi/checkout.yaml')).toBe(true);
    expect(COMPRESSIBLE.test('openapi/checkout.json')).toBe(true);
    const url = `${BASE_URL}${ROUTES.specDownload('checkout', 'yaml').slice(1)}`;
    // _headers lists the most specific rule first.
    const rule = CACHE_RULES.find((candidate) => url.startsWith(candidate.pattern.replace(/\*$/, '')));
    expect(rule?.cacheControl).toBe(REVALIDATE);
  });
});
