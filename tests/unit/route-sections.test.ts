import {matchRoutes, type RouteConfig} from 'react-router-config';
import type {Route} from '../../plugins/openapi-reference/clientRoutes';
import {readRegistry, sectionOfRoutePath, sectionSegments, splitBySection, type SplitRoutes} from '../../plugins/openapi-reference/routeSections';
import {insertSectionRoutes, keyByPath, sectionOfPath} from '../../src/reference/sectionRoutes';

const BASE = '/portal/';
const SEGMENTS = {rest: 'rest', reference: 'rest', profiles: 'rest', guidelines: 'guidelines', support: 'support'};
const sectionOf = (routePath: string) => sectionOfRoutePath(routePath, BASE, SEGMENTS);

const leaf = (path: string, hash: string, attributes: Record<string, unknown> = {exact: true}): Route => ({path, component: {path, hash}, ...attributes});
const docsRoot = (path: string, hashes: [string, string, string], routes: Route[]): Route => ({
  path,
  component: {path, hash: hashes[0]},
  routes: [{path, component: {path, hash: hashes[1]}, routes: [{path, component: {path, hash: hashes[2]}, routes}]}],
});

// The live portal's shape (plugins/openapi-reference/clientRoutes.ts): leaf routes of no section
// and of sections in path order, the docs plugins' roots with their pages three levels down, the
// home page, the data pages' patterns and the catch-all.
const TABLE: Route[] = [
  leaf('/portal/data-protection', 'a01'),
  leaf('/portal/problems/conflict', 'a02'),
  leaf('/portal/profiles/checkout', 'a03'),
  leaf('/portal/reference/events/order-events', 'a04'),
  leaf('/portal/rest/checkout', 'a05'),
  leaf('/portal/rest/checkout/changelog', 'a06'),
  leaf('/portal/support', 'a07'),
  leaf('/portal/terms-and-conditions', 'a08'),
  docsRoot(
    '/portal/guidelines',
    ['b01', 'b02', 'b03'],
    [leaf('/portal/guidelines', 'b04'), leaf('/portal/guidelines/rest/contract', 'b05', {exact: true, sidebar: 'section'})],
  ),
  docsRoot('/portal/rest', ['c01', 'c02', 'c03'], [leaf('/portal/rest/about-the-api/pagination', 'c04'), leaf('/portal/rest/getting-started', 'c05')]),
  docsRoot('/portal/support', ['d01', 'd02', 'd03'], [leaf('/portal/support/faq/topics', 'd04')]),
  leaf('/portal/', 'e01'),
  leaf('/portal/reference/specs/:spec/operations/*', 'f01'),
  leaf('/portal/profiles/:spec/*', 'f02'),
  {path: '*', component: {path: '*'}},
];

const keyOf = (route: {component?: unknown}) => {
  const {path, hash} = route.component as {path: string; hash?: string};
  return `${path}-${hash}`;
};
const allRoutes = (routes: readonly Route[]): Route[] => routes.flatMap((route) => [route, ...allRoutes(route.routes ?? [])]);
// Each route's chunks: its component, a module of its own, and one the whole site shares.
const CHUNK_NAMES = Object.fromEntries(
  allRoutes(TABLE)
    .filter((route) => route.component.hash !== undefined)
    .map((route) => [keyOf(route), {__comp: 'shared-layout', content: `content-${route.component.hash}`}]),
);
const REGISTRY_IDS = ['shared-layout', ...Object.values(CHUNK_NAMES).map((tree) => tree.content)];

const asConfig = (routes: readonly Route[]) => routes as unknown as RouteConfig[];
/** The table as react-router sees it: the routes' keys, nested. */
const shape = (routes: readonly RouteConfig[]): unknown[] => routes.map((route) => (route.routes ? [keyOf(route), shape(route.routes)] : keyOf(route)));
const matched = (routes: readonly RouteConfig[], pathname: string) => matchRoutes(routes as RouteConfig[], pathname).map(({route}) => keyOf(route));

/** main's table with the given sections' routes put back, as the browser does (a copy: insertion mutates). */
function merged(split: SplitRoutes, sections: readonly string[]): RouteConfig[] {
  const table = asConfig(structuredClone(split.routes));
  for (const section of sections) {
    insertSectionRoutes(table, structuredClone(split.sections.get(section)!.routes) as never);
  }
  return table;
}

const permutations = <T>(items: readonly T[]): T[][] =>
  items.length <= 1 ? [[...items]] : items.flatMap((item, index) => permutations(items.filter((_, other) => other !== index)).map((rest) => [item, ...rest]));

describe('the route data split by section', () => {
  const split = splitBySection(TABLE, CHUNK_NAMES, REGISTRY_IDS, sectionOf);

  it("leaves main the routes of no section and the nested routes' parents", () => {
    expect(shape(asConfig(split.routes))).toEqual([
      '/portal/data-protection-a01',
      '/portal/problems/conflict-a02',
      '/portal/terms-and-conditions-a08',
      ['/portal/guidelines-b01', [['/portal/guidelines-b02', [['/portal/guidelines-b03', []]]]]],
      ['/portal/rest-c01', [['/portal/rest-c02', [['/portal/rest-c03', []]]]]],
      ['/portal/support-d01', [['/portal/support-d02', [['/portal/support-d03', []]]]]],
      '/portal/-e01',
      '*-undefined',
    ]);
    expect([...split.sections.keys()].sort()).toEqual(['guidelines', 'rest', 'support']);
  });

  it('keys each route by its path: a page shown keeps its key, not its index, as sections come in before it', () => {
    const table = keyByPath(asConfig(structuredClone(split.routes)));
    const home = () => matchRoutes(table, '/portal/')[0]!.route;
    const [key, index] = [home().key, table.indexOf(home())];
    for (const section of ['support', 'rest', 'guidelines']) {
      const routes = structuredClone(split.sections.get(section)!.routes);
      keyByPath(routes.map(([, , , route]) => route) as unknown as RouteConfig[]);
      insertSectionRoutes(table, routes as never);
    }
    expect(table.indexOf(home())).toBeGreaterThan(index);
    expect(home().key).toBe(key);
    const uniqueAmongSiblings = (routes: readonly RouteConfig[]): boolean =>
      new Set(routes.map((route) => route.key)).size === routes.length && routes.every((route) => uniqueAmongSiblings(route.routes ?? []));
    expect(uniqueAmongSiblings(table)).toBe(true);
  });

  it('gives back the whole table, in its order, whatever order the sections come in', () => {
    for (const order of permutations(['rest', 'guidelines', 'support'])) {
      expect(shape(merged(split, order))).toEqual(shape(asConfig(TABLE)));
    }
  });

  it('matches every path with only its own section loaded as the whole table does', () => {
    const paths = [
      ...allRoutes(TABLE).map((route) => route.path),
      '/portal/reference/specs/checkout/operations/createCheckout',
      '/portal/profiles/checkout/Order',
      '/portal/Guidelines/REST/contract',
      '/portal/guidelines/nowhere',
      '/portal/nowhere',
      '/elsewhere',
    ];
    for (const pathname of paths) {
      const section = sectionOfPath(pathname, BASE, SEGMENTS);
      expect([pathname, matched(merged(split, section ? [section] : []), pathname)]).toEqual([pathname, matched(asConfig(TABLE), pathname)]);
    }
  });

  it("has, once a path's section is in, the chunk names and registry entries of every route the path matches", () => {
    for (const route of allRoutes(TABLE)) {
      const section = sectionOfPath(route.path, BASE, SEGMENTS);
      const part = section ? split.sections.get(section)! : {chunkNames: {}, registry: []};
      const chunkNames = {...split.chunkNames, ...part.chunkNames};
      const registry = new Set([...split.registry, ...part.registry]);
      for (const key of matched(merged(split, section ? [section] : []), route.path).filter((key) => key !== '*-undefined')) {
        expect(chunkNames[key]).toEqual(CHUNK_NAMES[key]);
        expect(Object.values(CHUNK_NAMES[key]!).filter((id) => !registry.has(id))).toEqual([]);
      }
    }
  });

  it('keeps in main what several sections share, and gives each section only its own', () => {
    expect(split.registry).toEqual(['shared-layout', 'content-a01', 'content-a02', 'content-a08', 'content-e01']);
    expect(split.sections.get('support')!.registry).toEqual(['content-a07', 'content-d01', 'content-d02', 'content-d03', 'content-d04']);
    expect(Object.keys(split.sections.get('support')!.chunkNames)).toEqual([
      '/portal/support-a07',
      '/portal/support-d01',
      '/portal/support-d02',
      '/portal/support-d03',
      '/portal/support/faq/topics-d04',
    ]);
  });

  it('puts a route whose first segment is a parameter in no section', () => {
    expect(sectionOf('/portal/:section/page')).toBeUndefined();
    expect(sectionOf('*')).toBeUndefined();
    expect(sectionOf('/portal/')).toBeUndefined();
    expect(sectionOf('/portal/Reference/specs/:spec/operations/*')).toBe('rest');
  });
});

describe("reading Docusaurus' registry", () => {
  const registry = `export default {
  "00ad1f20": [() => import(/* webpackChunkName: "00ad1f20" */ "/site/.docusaurus/guideline-rules/rules.json"), "/site/.docusaurus/guideline-rules/rules.json", require.resolveWeak("/site/.docusaurus/guideline-rules/rules.json")],
  "0102d078": [() => import(/* webpackChunkName: "0102d078" */ "@site/guidelines/rules/r108001.md"), "@site/guidelines/rules/r108001.md", require.resolveWeak("@site/guidelines/rules/r108001.md")],};
`;

  it("keeps each entry with its loader alone: no module path (the server reads it) nor weak id (react-loadable's preloadReady)", () => {
    expect([...readRegistry(registry)]).toEqual([
      ['00ad1f20', '[() => import(/* webpackChunkName: "00ad1f20" */ "/site/.docusaurus/guideline-rules/rules.json")]'],
      ['0102d078', '[() => import(/* webpackChunkName: "0102d078" */ "@site/guidelines/rules/r108001.md")]'],
    ]);
  });

  it('fails the build when an entry has another shape', () => {
    expect(() => readRegistry(registry.replace('require.resolveWeak("@site', 'resolveWeak("@site'))).toThrow(/read 1 of the 2 entries/);
  });
});

test("the segments a section also serves are parts of their own: a docs page loads none of the reference's routes, an operation page none of the docs'", () => {
  const segments = sectionSegments();
  expect(segments).toMatchObject({rest: 'rest', reference: 'reference', profiles: 'profiles', guidelines: 'guidelines', support: 'support'});
  expect(sectionOfRoutePath('/portal/reference/specs/:spec/operations/*', BASE, segments)).toBe('reference');
  expect(sectionOfRoutePath('/portal/rest/about-the-api/pagination', BASE, segments)).toBe('rest');
});
