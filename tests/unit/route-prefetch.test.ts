import {chunkNamesByRoute, type ChunkTree} from '../../plugins/route-prefetch/chunkIndex';

// Core's lookup (lib/client/docusaurus.js): every route name, without its hash, compared with the path.
function coreChunkNames(routesChunkNames: Record<string, ChunkTree>, routePath: string): unknown[] {
  const flat = (tree: ChunkTree): unknown[] =>
    Object.values(tree).flatMap((value) => (typeof value === 'object' && value !== null && Object.keys(value).length > 0 ? flat(value) : [value]));
  return Object.entries(routesChunkNames)
    .filter(([name]) => name.replace(/-[^-]+$/, '') === routePath)
    .flatMap(([, tree]) => flat(tree));
}

const ROUTES: Record<string, ChunkTree> = {
  '/portal/-e5f': {__comp: 'home-1', __context: {plugin: 'pages-2'}},
  '/portal/rest-4f1': {__comp: 'docs-root-3', __props: 'version-4'},
  '/portal/rest-9ab': {__comp: 'docs-wrapper-5'},
  '/portal/rest/about-the-api/pagination-c0d': {__comp: 'doc-6', content: 'pagination-md-7', sidebar: {items: {0: 'sidebar-8'}}},
  '/portal/guidelines/r101001-0aa': {__comp: 'doc-6', content: 'r101001-md-9', guidelineRules: 'rules-10'},
};

describe('the route -> chunks index behind link prefetching', () => {
  it('gives every route the chunks core would find by scanning', () => {
    const index = chunkNamesByRoute(ROUTES);
    for (const routePath of ['/portal/', '/portal/rest', '/portal/rest/about-the-api/pagination', '/portal/guidelines/r101001']) {
      expect(index.get(routePath)).toEqual(coreChunkNames(ROUTES, routePath));
    }
  });

  it('joins the chunks of routes that share a path, in route order', () => {
    expect(chunkNamesByRoute(ROUTES).get('/portal/rest')).toEqual(['docs-root-3', 'version-4', 'docs-wrapper-5']);
  });

  it('has nothing for a path without a route', () => {
    expect(chunkNamesByRoute(ROUTES).get('/portal/nowhere')).toBeUndefined();
  });
});
