/**
 * The reference at scale (issue 10) on small fixtures: cycles, lazy resolution (a page reads and
 * ships only what its trees show), page splitting (the named depth per page, the marks a reader
 * opens later, the navigation of big APIs) and real-world oddities (tests/fixtures/real-world).
 */
import path from 'node:path';
import {loadSpecs} from '../../lib/openapi/load';
import {type SpecModel, apiPageData, buildSpecModel, operationPageData, resourceOf, tagAnchors} from '../../lib/openapi/model';
import {fullApiSidebar, OPERATIONS_PER_GROUP, referenceSidebarItems} from '../../plugins/openapi-reference/sidebar';
import {lazySchemaMap, viewerData} from '../../plugins/openapi-reference/viewerData';
import {PAGE_NODE_BUDGET, buildProfileTree, planOperationPage, planPage, planProfilePage, viewerContextOf} from '../../lib/reference/pageTrees';
import {
  type SchemaNode,
  type TreeNode,
  buildSchemaTree,
  countNodes,
  createViewerContext,
  expandRepeat,
  markRefs,
  MAX_NAMED_DEPTH,
  OVER_BUDGET,
  trackReads,
} from '../../lib/reference/schemaModel';
import type {RawSchema, SchemaBundle, SchemaMap} from '../../lib/reference/types';
import {SITE_DIR} from '../support/siteCopy';

const REF = (name: string) => `#/components/schemas/${name}`;
const routes = {baseUrl: '/portal/'};
let lockers: SpecModel;

beforeAll(async () => {
  const {specs, notices} = await loadSpecs(SITE_DIR, path.join(SITE_DIR, 'tests', 'fixtures', 'real-world'));
  lockers = buildSpecModel(specs[0]!, routes);
  expect(notices.join('\n')).toContain('have no operationId');
});

const operation = (id: string) => {
  const found = lockers.operations.find((candidate) => candidate.id === id);
  if (!found) {
    throw new Error(`no operation ${id}: ${lockers.operations.map((candidate) => candidate.id).join(', ')}`);
  }
  return found;
};

function walk(node: TreeNode, visit: (node: SchemaNode) => void): void {
  if (node.kind === 'alternatives') {
    node.options.forEach((option) => walk(option.node, visit));
    return;
  }
  visit(node);
  node.children.forEach((entry) => walk(entry, visit));
}

function nodes(root: TreeNode): SchemaNode[] {
  const found: SchemaNode[] = [];
  walk(root, (node) => found.push(node));
  return found;
}

describe('real-world oddities', () => {
  it('an operation without operationId gets an id from method and path; odd ids and paths stay addressable', () => {
    expect(lockers.operations.map((candidate) => candidate.id)).toEqual(
      expect.arrayContaining(['getLockers', 'createLocker', 'lockers.slots:get', 'latest events (Ünicode)', 'getCountries']),
    );
    expect(operation('latest events (Ünicode)').slug).toBe('latest-events-Unicode');
    expect(operation('lockers.slots:get').slug).toBe('lockers.slots-get');
    expect(operation('latest events (Ünicode)').summary.permalink).toBe('/portal/reference/specs/parcelLockers/operations/latest-events-Unicode');
    expect(operation('lockers.slots:get').route).toBe('/lockers/{locker-id}/slots/{slot.no}');
    const slot = operationPageData(lockers, operation('lockers.slots:get'), undefined, routes);
    expect(slot.parameters.map((parameter) => parameter.name)).toEqual(['locker-id', 'slot.no']);
  });

  it('duplicate tags, and tags that differ only in case, get one section each with a unique anchor', () => {
    expect(tagAnchors(['Lockers', 'lockers', 'Parcels', 'LOCKERS', '', '!!'])).toEqual([
      'tag-lockers',
      'tag-lockers-2',
      'tag-parcels',
      'tag-lockers-3',
      'tag-untitled',
      'tag-untitled-2',
    ]);
    // A tag whose own anchor looks like a suffixed one does not make a duplicate.
    expect(tagAnchors(['Pay', 'Pay 2', 'pay'])).toEqual(['tag-pay', 'tag-pay-2', 'tag-pay-3']);
    const {tags} = apiPageData(lockers, routes);
    expect(tags.map((tag) => [tag.name, tag.anchor, tag.operations.length])).toEqual([
      ['Lockers', 'tag-lockers', 2],
      ['lockers', 'tag-lockers-2', 1],
      ['Parcels', 'tag-parcels', 2],
      ['Other operations', 'tag-other-operations', 1],
    ]);
    // Empty descriptions are left out rather than shown empty.
    expect(tags[1]!.description).toBeUndefined();
  });

  it('a $ref with siblings keeps the sibling description and flags over the named schema', () => {
    const page = operationPageData(lockers, operation('lockers.slots:get'), undefined, routes);
    const ctx = createViewerContext(lazySchemaMap(lockers.spec.document), lockers.profileLinks);
    const root = buildSchemaTree(page.responses[0]!.content[0]!.schema!, ctx, {id: 'r'});
    expect(root.typeName).toBe('Slot');
    expect(root.description).toEqual({html: expect.stringContaining('described beside its $ref')});
    expect(root.attributes).toContainEqual(['nullable', ['true']]);
    expect(root.children.map((entry) => entry.key)).toEqual(['number', 'locker']);
  });

  it('deeply nested allOf merges every level; names with dots and umlauts link to their profiles', () => {
    const ctx = createViewerContext(lazySchemaMap(lockers.spec.document), lockers.profileLinks);
    const root = buildSchemaTree({$ref: REF('Layer0')}, ctx, {id: 'root'});
    expect(root.children.map((entry) => entry.key).sort()).toEqual(Array.from({length: 12}, (_unused, level) => `field${level}`).sort());
    const countries = buildSchemaTree({$ref: REF('Müll_Art')}, ctx, {id: 'm'});
    expect(countries.typeHref).toBe(lockers.profileLinks[REF('Müll_Art')]);
    expect(lockers.profileLinks[REF('Locker.Status-v1')]).toMatch(/^\/portal\/profiles\/parcelLockers\//);
  });

  it('a huge enum is kept whole in the model (the viewer folds it)', () => {
    const ctx = createViewerContext(lazySchemaMap(lockers.spec.document));
    const code = buildSchemaTree({$ref: REF('Country')}, ctx, {id: 'c'});
    expect(code.enumeration?.entries).toHaveLength(260);
  });

  it('untagged specs group their operations by resource, skipping versions and parameters', () => {
    expect(resourceOf('/v1/payment_intents/{intent}/capture')).toBe('payment_intents');
    expect(resourceOf('/api/v2.1/orders')).toBe('orders');
    expect(resourceOf('/{tenant}/invoices')).toBe('invoices');
    expect(resourceOf('/')).toBe('');
  });
});

describe('cycles', () => {
  const ctxOf = () => createViewerContext(lazySchemaMap(lockers.spec.document), lockers.profileLinks);

  it('a cycle through allOf is a marked link back, never an endless tree', () => {
    const root = buildSchemaTree({$ref: REF('Node')}, ctxOf(), {id: 'root'});
    expect(root.children.map((entry) => entry.key)).toEqual(['id', 'next', 'children']);
    const next = root.children.find((entry): entry is SchemaNode => entry.kind === 'schema' && entry.key === 'next')!;
    expect(next.circular).toEqual({name: 'Node', targetId: 'root'});
    expect(countNodes(root)).toBeLessThan(6);
  });

  it('a self-reference in items is marked on the items row', () => {
    const root = buildSchemaTree({$ref: REF('Category')}, ctxOf(), {id: 'root'});
    const items = nodes(root).find((node) => node.key === 'items')!;
    expect(items.circular).toEqual({name: 'Category', targetId: 'root'});
  });
});

/** A chain of big named schemas: Level0 -> Level1 -> ... each with `width` flat fields. */
function chain(length: number, width: number): Record<string, RawSchema> {
  return Object.fromEntries(
    Array.from({length}, (_unused, index) => [
      REF(`Level${index}`),
      {
        type: 'object',
        properties: {
          ...Object.fromEntries(Array.from({length: width}, (_field, field) => [`f${field}`, {type: 'string'}])),
          ...(index + 1 < length ? {next: {$ref: REF(`Level${index + 1}`)}} : {}),
        },
      },
    ]),
  );
}

describe('page splitting', () => {
  it('keeps the full depth when the page fits its budget', () => {
    const plan = planProfilePage(REF('Level0'), chain(3, 5), {});
    expect(plan.namedDepth).toBe(MAX_NAMED_DEPTH);
    expect(plan.marks.size).toBe(0);
  });

  it('expands fewer named levels where the full depth would exceed the budget, and lists what is left as marks', () => {
    const width = Math.ceil(PAGE_NODE_BUDGET / 3);
    const schemas = chain(6, width);
    const plan = planProfilePage(REF('Level0'), schemas, {});
    expect(plan.namedDepth).toBe(2);
    expect(plan.nodes).toBeLessThanOrEqual(PAGE_NODE_BUDGET);
    expect([...plan.marks]).toEqual([REF('Level2')]);
    // The browser, given the depth, builds the same tree from what the plan read.
    const {root} = buildProfileTree(REF('Level0'), createViewerContext(schemas, {}, {namedDepth: plan.namedDepth}));
    expect(countNodes(root)).toBe(plan.nodes);
  });

  it('falls back to one named level when even that exceeds the budget', () => {
    const plan = planProfilePage(REF('Level0'), chain(3, PAGE_NODE_BUDGET + 5), {});
    expect(plan.namedDepth).toBe(1);
    expect(plan.nodes).toBeGreaterThan(PAGE_NODE_BUDGET);
  });

  it('reads (and so ships) only the schemas its trees show: lazy resolution', () => {
    const schemas = chain(12, 3);
    const plan = planProfilePage(REF('Level0'), schemas, {});
    // Levels 0..3 expand; Level4 is read for its mark; nothing beyond.
    expect([...plan.reads].sort()).toEqual([0, 1, 2, 3, 4].map((level) => REF(`Level${level}`)).sort());
    expect([...plan.marks]).toEqual([REF('Level4')]);
  });

  it('reads what it shows whatever pages were planned before over the same schemas', () => {
    // Small merges Base in: working out that Small is small reads Base, and a page that shows Small ships Base.
    const schemas: SchemaMap = {
      [REF('Base')]: {type: 'object', properties: {id: {type: 'string'}}},
      [REF('Small')]: {allOf: [{$ref: REF('Base')}, {properties: {name: {type: 'string'}}}]},
      [REF('First')]: {type: 'object', properties: {small: {$ref: REF('Small')}}},
      [REF('Second')]: {type: 'object', properties: {small: {$ref: REF('Small')}}},
    };
    const alone = planProfilePage(REF('Second'), {...schemas}, {});
    expect(alone.reads).toContain(REF('Base'));
    planProfilePage(REF('First'), schemas, {});
    expect([...planProfilePage(REF('Second'), schemas, {}).reads].sort()).toEqual([...alone.reads].sort());
  });

  it('trackReads records lookups and `in` checks', () => {
    const {schemas, reads} = trackReads({[REF('A')]: {type: 'string'}});
    expect(REF('A') in schemas).toBe(true);
    expect(schemas[REF('B')]).toBeUndefined();
    expect([...reads].sort()).toEqual([REF('A'), REF('B')]);
  });

  it('stops building a tree once it passes the budget, and never a tree that fits it', () => {
    const schemas = chain(4, 5);
    const build = (budget?: number) =>
      buildProfileTree(REF('Level0'), createViewerContext(schemas, {}, {namedDepth: MAX_NAMED_DEPTH, ...(budget !== undefined ? {budget} : {})})).root;
    const thrown = (budget: number) => {
      try {
        build(budget);
        return undefined;
      } catch (error) {
        return error;
      }
    };
    // The budget counts the rows below the root.
    const below = countNodes(build()) - 1;
    expect(below).toBeGreaterThan(10);
    expect(thrown(below)).toBeUndefined();
    expect(countNodes(build(below))).toBe(below + 1);
    expect(thrown(below - 1)).toBe(OVER_BUDGET);
    expect(thrown(3)).toBe(OVER_BUDGET);
  });

  it('planPage sums the rows of every tree of the page', () => {
    const schemas = chain(2, 2);
    const plan = planPage(schemas, {}, (ctx) => [buildSchemaTree({$ref: REF('Level1')}, ctx, {id: 'a'}), buildSchemaTree({type: 'string'}, ctx, {id: 'b'})]);
    expect(plan.nodes).toBe(4);
  });
});

describe('opening a mark', () => {
  it('shows the same tree as the schema’s profile page, from the bundle it loads', () => {
    const schemas = chain(10, 2);
    const pageCtx = createViewerContext(schemas, {}, {namedDepth: 1});
    const root = buildSchemaTree({$ref: REF('Level0')}, pageCtx, {id: 'root'});
    const mark = nodes(root).find((node) => node.deferred)!;
    expect(mark.deferred?.ref).toBe(REF('Level1'));
    expect(markRefs(root)).toEqual(new Set([REF('Level1')]));
    const plan = planProfilePage(REF('Level1'), schemas, {});
    const bundleSchemas: SchemaMap = Object.fromEntries([...plan.reads].map((ref) => [ref, schemas[ref]!]));
    const opened = expandRepeat(
      mark,
      viewerContextOf({
        namedDepth: plan.namedDepth,
        schemas: Object.entries(bundleSchemas).map(([ref, schema]) => ({ref, schema})),
        profiles: {},
        expansions: {},
      }),
    );
    const profile = buildProfileTree(REF('Level1'), createViewerContext(schemas, {}, {namedDepth: plan.namedDepth})).root;
    expect(countNodes(opened)).toBe(countNodes(profile));
    expect(nodes(opened).some((node) => node.key === 'unresolved reference' || node.type === 'unresolved reference')).toBe(false);
    expect(opened.id).toBe(mark.id);
  });
});

describe('viewer modules', () => {
  it('prepares a schema on its first read only', () => {
    const document = {components: {schemas: {A: {type: 'string', description: '**bold**'}}}};
    const schemas = lazySchemaMap(document);
    expect(REF('Missing') in schemas).toBe(false);
    expect(schemas[REF('A')]).toEqual({type: 'string', description: {html: '<p><strong>bold</strong></p>'}});
    expect(schemas[REF('A')]).toBe(schemas[REF('A')]);
  });

  it('an operation page ships exactly the schemas its plan reads', () => {
    const viewers = viewerData('parcelLockers', lockers.spec.document, lockers.profileLinks);
    const page = operationPageData(lockers, operation('latest events (Ünicode)'), undefined, routes);
    const {viewer} = viewers.operationPage(page).content;
    const plan = planOperationPage(page, lazySchemaMap(lockers.spec.document), lockers.profileLinks);
    expect(viewer.schemas.map((schema) => schema.ref).sort()).toEqual([...plan.reads].sort());
    expect(viewer.namedDepth).toBe(plan.namedDepth);
    expect(Object.keys(viewer.expansions).sort()).toEqual([...plan.marks].sort());
  });

  it('bundles name the bundles of their own marks, through cycles, each given once', () => {
    // Ring0 -> Ring1 -> ... -> Ring5 -> Ring0: deeper than a page expands, so every bundle has a mark.
    const ring = Object.fromEntries(
      Array.from({length: 6}, (_unused, index) => [
        `Ring${index}`,
        {type: 'object', properties: {id: {type: 'string'}, next: {$ref: REF(`Ring${(index + 1) % 6}`)}}},
      ]),
    );
    const viewers = viewerData('ring', {components: {schemas: ring}}, {});
    const profile = viewers.profilePage(REF('Ring0'), {title: 'Ring0'} as never).content;
    expect(Object.keys(profile.viewer.expansions)).not.toHaveLength(0);
    const bundles = new Map<string, SchemaBundle>();
    for (const [file, bundle] of viewers.bundles()) {
      expect(bundles.has(file)).toBe(false);
      expect(file).toMatch(/^page-data\/_bundles\/\w+\.json$/);
      bundles.set(file, bundle);
    }
    expect(bundles.size).toBeGreaterThanOrEqual(2);
    // Every file a page or bundle names is given.
    for (const named of [profile.viewer, ...bundles.values()].flatMap((bundle) => Object.values(bundle.expansions))) {
      expect(bundles.has(named)).toBe(true);
    }
  });
});

describe('side navigation of big APIs', () => {
  const big = (): SpecModel => {
    const paths = Object.fromEntries(
      Array.from({length: OPERATIONS_PER_GROUP + 5}, (_unused, index) => [
        `/v1/${index % 2 ? 'charges' : 'refunds'}/r${index}`,
        {get: {operationId: `op${index}`, responses: {'204': {description: 'Done.'}}}},
      ]),
    );
    const document = {openapi: '3.0.3', info: {title: 'Big API', version: '1'}, paths};
    return buildSpecModel({key: 'big', file: 'big.json', public: true, document: document as never, derivedIds: new Map(), fingerprint: 'test'}, routes);
  };

  it('the shared navigation lists a big API’s groups, linked to its page; its own pages list every operation', () => {
    const model = big();
    const shared = referenceSidebarItems([model, lockers], '/portal/', 'API reference');
    const entry = shared.items.find((item) => item.label === 'Big API')!;
    expect(entry.type).toBe('category');
    const labels = (entry as {items: {label: string; href?: string}[]}).items.map((item) => [item.label, item.href]);
    expect(labels).toEqual([
      ['Overview', '/portal/rest/big'],
      ['refunds', '/portal/rest/big#tag-refunds'],
      ['charges', '/portal/rest/big#tag-charges'],
    ]);
    expect(JSON.stringify(shared)).not.toContain('/reference/specs/big/operations/');
    const own = fullApiSidebar([shared], model, '/portal/');
    const text = JSON.stringify(own);
    expect(model.operations.every((candidate) => text.includes(`/portal/reference/specs/big/operations/${candidate.id}"`))).toBe(true);
    // The other APIs' entries are the shared ones.
    expect(JSON.stringify(own[0]!.items.find((item) => item.label === lockers.title))).toBe(
      JSON.stringify(shared.items.find((item) => item.label === lockers.title)),
    );
  });
});
