import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {prepareSchema} from '../../lib/openapi/model';
import {
  type AlternativesNode,
  type SchemaNode,
  type TreeNode,
  buildSchemaTree,
  countNodes,
  createViewerContext,
  expandRepeat,
  MAX_NAMED_DEPTH,
  sortProperties,
} from '../../lib/reference/schemaModel';
import type {RawSchema} from '../../lib/reference/types';

const fixture = yaml.load(fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'specs', 'viewerCases.yaml'), 'utf8')) as {
  components: {schemas: Record<string, RawSchema>};
};
const REF = (name: string) => `#/components/schemas/${name}`;
const schemas = Object.fromEntries(Object.entries(fixture.components.schemas).map(([name, schema]) => [REF(name), prepareSchema(schema)]));
const profiles = {[REF('Money')]: '/portal/profiles/viewerCases/money'};

function tree(name: string): SchemaNode {
  return buildSchemaTree({$ref: REF(name)}, createViewerContext(schemas, profiles), {id: 'root'});
}

const schemaChildren = (node: SchemaNode) => node.children.filter((child): child is SchemaNode => child.kind === 'schema');
const child = (node: SchemaNode, key: string) => {
  const found = schemaChildren(node).find((candidate) => candidate.key === key);
  if (!found) {
    throw new Error(
      `no child ${key} in ${node.key || node.id}: ${schemaChildren(node)
        .map((candidate) => candidate.key)
        .join(', ')}`,
    );
  }
  return found;
};
const alternatives = (node: SchemaNode): AlternativesNode => {
  const found = node.children.find((candidate): candidate is AlternativesNode => candidate.kind === 'alternatives');
  if (!found) {
    throw new Error(`no alternatives in ${node.key || node.id}`);
  }
  return found;
};
const keys = (node: SchemaNode) => schemaChildren(node).map((candidate) => candidate.key);
const requiredKeys = (node: SchemaNode) =>
  schemaChildren(node)
    .filter((candidate) => candidate.required)
    .map((candidate) => candidate.key);

describe('schema viewer model: alternatives', () => {
  it('shows branches that only add required or properties merged with the parent', () => {
    const group = alternatives(tree('BranchesAddOnly'));
    expect(group.key).toBe('ONE OF');
    expect(group.options.map((option) => option.label)).toEqual(['By email', 'By phone']);
    const [byEmail, byPhone] = group.options.map((option) => option.node);
    expect(keys(byEmail!)).toEqual(['email', 'phone', 'note']);
    expect(requiredKeys(byEmail!)).toEqual(['email']);
    expect(keys(byPhone!)).toEqual(['email', 'phone', 'note', 'extension']);
    expect(requiredKeys(byPhone!)).toEqual(['phone']);
  });

  it('keeps an empty alternative as an option without properties', () => {
    const group = alternatives(tree('EmptyAlternative'));
    expect(group.key).toBe('ANY OF');
    expect(group.options.map((option) => option.label)).toEqual(['Money', 'Option 2']);
    expect(group.options[1]!.node.children).toEqual([]);
    expect(group.options[1]!.node.type).toBe('any');
  });

  it('labels options by discriminator mapping and nests a discriminated oneOf inside an option', () => {
    const outer = alternatives(tree('NestedDiscriminated'));
    expect(outer.options.map((option) => option.label)).toEqual(['CARD', 'INVOICE']);
    const inner = alternatives(outer.options[0]!.node);
    expect(inner.options.map((option) => option.label)).toEqual(['VISA', 'MASTERCARD']);
    expect(keys(inner.options[0]!.node)).toEqual(['method', 'network', 'last4']);
    expect(keys(outer.options[1]!.node)).toEqual(['method', 'dueDays']);
  });

  it('labels options by the value they pin when the discriminator has no mapping, with their flags', () => {
    const group = alternatives(tree('NoMapping'));
    expect(group.options.map(({label, deprecated, preview}) => ({label, deprecated, preview}))).toEqual([
      {label: 'PARCEL_SHOP', deprecated: false, preview: false},
      {label: 'LOCKER', deprecated: true, preview: false},
      {label: 'DRONE', deprecated: false, preview: true},
    ]);
  });

  it('merges allOf with a oneOf part: each option has the base properties', () => {
    const group = alternatives(tree('AllOfWithOneOf'));
    expect(group.options.map((option) => option.label)).toEqual(['Person', 'Company']);
    expect(keys(group.options[0]!.node)).toEqual(['id', 'firstName']);
    expect(requiredKeys(group.options[0]!.node)).toEqual(['id']);
    expect(keys(group.options[1]!.node)).toEqual(['id', 'companyName']);
  });
});

describe('schema viewer model: cycles and repeats', () => {
  it('marks a reference back to an open schema and never expands it', () => {
    const root = tree('Category');
    const parent = child(root, 'parent');
    expect(parent.circular).toEqual({name: 'Category', targetId: 'root'});
    expect(parent.children).toEqual([]);
    const children = child(root, 'children');
    expect(children.type).toBe('array of Category');
    expect(child(children, 'items').circular).toEqual({name: 'Category', targetId: 'root'});
    expect(countNodes(root)).toBeLessThan(10);
  });

  it('ends a cycle through allOf', () => {
    const root = tree('Node');
    expect(keys(root)).toEqual(['value', 'next']);
    expect(child(root, 'next').circular?.name).toBe('Node');
  });

  it('expands a large named schema once per page and marks later occurrences', () => {
    const ctx = createViewerContext(schemas, profiles);
    const first = buildSchemaTree({$ref: REF('Hal')}, ctx, {id: 'a'});
    const second = buildSchemaTree({$ref: REF('Hal')}, ctx, {id: 'b'});
    expect(keys(first)).toContain('_links');
    expect(second.repeatOf).toEqual({name: 'Hal', targetId: 'a', ref: REF('Hal')});
    expect(second.children).toEqual([]);
    const opened = expandRepeat(second, ctx);
    expect(keys(opened)).toEqual(keys(first));
    expect(opened.id).toBe('b');
    // Opening a mark does not change where the page shows the schema.
    expect(buildSchemaTree({$ref: REF('Hal')}, ctx, {id: 'c'}).repeatOf?.targetId).toBe('a');
  });

  it('shows a small flat schema in full at every occurrence', () => {
    const ctx = createViewerContext(schemas, profiles);
    buildSchemaTree({$ref: REF('Money')}, ctx, {id: 'a'});
    const again = buildSchemaTree({$ref: REF('Money')}, ctx, {id: 'b'});
    expect(again.repeatOf).toBeUndefined();
    expect(keys(again)).toEqual(['amount', 'currency']);
  });

  it('gives every node of a page a unique id', () => {
    const ids: string[] = [];
    const collect = (node: TreeNode) => {
      ids.push(node.id);
      (node.kind === 'alternatives' ? node.options.map((option) => option.node) : node.children).forEach(collect);
    };
    collect(tree('AllCases'));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('schema viewer model: properties, types, enums, attributes', () => {
  it('puts _embedded and _links first, then the spec order', () => {
    expect(keys(tree('Hal'))).toEqual(['_embedded', '_links', 'id', 'name']);
    expect(sortProperties(['a', '_links', 'b', '_embedded'])).toEqual(['_embedded', '_links', 'a', 'b']);
  });

  it('names array types by their items, nested arrays too, and links named item types', () => {
    const root = tree('Arrays');
    expect(child(root, 'matrix').type).toBe('array of array of string');
    expect(child(root, 'tags').type).toBe('array of string');
    expect(child(root, 'tags').attributes).toEqual([
      ['minItems', ['1']],
      ['maxItems', ['5']],
    ]);
    expect(child(child(root, 'tags'), 'items').attributes).toEqual([['pattern', ['^[a-z-]+$']]]);
    const amounts = child(root, 'amounts');
    expect(amounts.type).toBe('array of Money');
    expect(amounts.typeName).toBe('Money');
    expect(amounts.typeHref).toBe('/portal/profiles/viewerCases/money');
  });

  it('lists both shapes of x-extensible-enum with flags and descriptions, x-enumDescriptions and plain enums', () => {
    const root = tree('Enums');
    const status = child(root, 'status').enumeration!;
    expect(status.extensible).toBe(true);
    expect(status.entries.map(({value, deprecated, preview}) => ({value, deprecated, preview}))).toEqual([
      {value: 'PLACED', deprecated: false, preview: false},
      {value: 'ON_HOLD', deprecated: true, preview: false},
      {value: 'DRONE_DELIVERY', deprecated: false, preview: true},
    ]);
    expect(status.entries[0]!.description).toEqual({html: '<p>The order was <strong>placed</strong>.</p>'});
    const reason = child(root, 'reason').enumeration!;
    expect(reason.entries.map((entry) => [entry.value, entry.description])).toEqual([
      ['DAMAGED', {html: '<p>The parcel arrived damaged.</p>'}],
      ['LATE', {html: '<p>The parcel arrived late.</p>'}],
    ]);
    const size = child(root, 'size').enumeration!;
    expect(size.extensible).toBe(false);
    expect(size.entries.map((entry) => entry.value)).toEqual(['S', 'M', 'L']);
    expect(child(root, 'country').enumeration!.entries).toHaveLength(30);
  });

  it('shows attributes, required, read/write-only, nullable and additional properties', () => {
    const root = tree('Attributes');
    expect(child(root, 'sku').required).toBe(true);
    expect(child(root, 'sku').attributes).toEqual([
      ['pattern', ['^PRD-[0-9]{6}$']],
      ['minLength', ['10']],
      ['maxLength', ['12']],
      ['example', ['PRD-100734']],
    ]);
    expect(child(root, 'quantity').attributes).toEqual([
      ['exclusiveMinimum', ['1']],
      ['maximum', ['99']],
      ['default', ['1']],
    ]);
    expect(child(root, 'createdAt').attributes).toEqual([
      ['format', ['date-time']],
      ['readOnly', ['true']],
    ]);
    expect(child(root, 'password').attributes).toEqual([['writeOnly', ['true']]]);
    expect(child(root, 'nickname').attributes).toEqual([['nullable', ['true']]]);
    const map = child(child(root, 'attributes'), '[any name]');
    expect(map.additionalProperty).toBe(true);
    expect(map.type).toBe('string');
  });

  it('renders descriptions without raw HTML, event handlers or javascript: links', () => {
    const root = tree('Xss');
    const html = JSON.stringify([root.description, child(root, 'field').description]);
    expect(html).not.toMatch(/<script|onerror|onmouseover|javascript:|<img|<b /i);
    expect(html).toContain('click me');
  });
});

describe('schema viewer model: pages of huge specs stay bounded', () => {
  // Level1 -> Level2 -> ... -> Level7, each with a nested object, so none is small and flat.
  const levels = Object.fromEntries(
    Array.from({length: 7}, (_unused, index) => [
      REF(`Level${index + 1}`),
      {
        type: 'object',
        properties: {meta: {type: 'object', properties: {note: {type: 'string'}}}, ...(index < 6 ? {next: {$ref: REF(`Level${index + 2}`)}} : {})},
      },
    ]),
  );
  const links = Object.fromEntries(Object.keys(levels).map((ref) => [ref, `/portal/profiles/deep/${ref.slice(ref.lastIndexOf('/') + 1).toLowerCase()}`]));

  it(`expands ${MAX_NAMED_DEPTH} named schemas deep, then defers to the profile page`, () => {
    const ctx = createViewerContext(levels, links);
    let node = buildSchemaTree({$ref: REF('Level1')}, ctx, {id: 'root'});
    for (let level = 2; level <= MAX_NAMED_DEPTH; level++) {
      node = child(node, 'next');
      expect({level, deferred: node.deferred, children: keys(node)}).toEqual({level, deferred: undefined, children: ['meta', 'next']});
    }
    const deferred = child(node, 'next');
    expect(deferred.deferred).toEqual({name: `Level${MAX_NAMED_DEPTH + 1}`, ref: REF(`Level${MAX_NAMED_DEPTH + 1}`)});
    expect(deferred.typeHref).toBe(`/portal/profiles/deep/level${MAX_NAMED_DEPTH + 1}`);
    expect(deferred.children).toEqual([]);
    // Opening it builds its fields, with a fresh depth budget.
    const opened = expandRepeat(deferred, ctx);
    expect(keys(opened)).toEqual(['meta', 'next']);
    expect(child(opened, 'next').deferred).toBeUndefined();
  });

  it('does not count small flat schemas towards the depth', () => {
    const flat = {[REF('Leaf')]: {type: 'object', properties: {a: {type: 'string'}}}};
    const chain = Object.fromEntries(
      Array.from({length: 6}, (_unused, index) => [
        REF(`Box${index}`),
        {type: 'object', properties: {leaf: {$ref: REF('Leaf')}, ...(index < 5 ? {box: {$ref: REF(`Box${index + 1}`)}} : {})}},
      ]),
    );
    // Each Box holds a ref, so it is not flat; Leaf is, and never defers.
    const root = buildSchemaTree({$ref: REF('Box0')}, createViewerContext({...flat, ...chain}), {id: 'root'});
    let node = root;
    for (let depth = 0; depth < MAX_NAMED_DEPTH; depth++) {
      expect(keys(child(node, 'leaf'))).toEqual(['a']);
      node = child(node, 'box');
    }
    expect(node.deferred?.name).toBe(`Box${MAX_NAMED_DEPTH}`);
  });
});
