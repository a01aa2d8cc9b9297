/**
 * Operation and profile pages load their data from files, and the browser's route table holds one
 * route per pattern of them: which paths are data pages, where their files are, and the table.
 */
import React from 'react';
import {matchPath} from 'react-router';
import type {RouteConfig} from 'react-router-config';
import {compactRoutes, readRoutes, serializeRoutes} from '../../plugins/openapi-reference/clientRoutes';
import {isDataRoutePath, withPageData} from '../../src/reference/dataRoutes';
import {DATA_PAGE_PATTERNS, isDataPagePath, pageDataFile, sharedDataFile, sitePathOf} from '../../lib/reference/pageData';

describe('data page paths', () => {
  it('strips the base path and trailing slashes, and knows paths outside the site', () => {
    expect(sitePathOf('/portal/rest/pets/', '/portal/')).toBe('/rest/pets');
    expect(sitePathOf('/portal', '/portal/')).toBe('/');
    expect(sitePathOf('/portals/x', '/portal/')).toBeUndefined();
    expect(sitePathOf('/rest', '/')).toBe('/rest');
  });

  it('operation pages (versions and slashes included) and profile pages are data pages; their lists are not', () => {
    expect(isDataPagePath('/reference/specs/github/operations/repos/update')).toBe(true);
    expect(isDataPagePath('/reference/specs/orders/operations/getOrder/2024-01-01')).toBe(true);
    expect(isDataPagePath('/profiles/orders/order')).toBe(true);
    expect(isDataPagePath('/profiles/orders/events/order-created')).toBe(true);
    expect(isDataPagePath('/profiles/orders')).toBe(false);
    expect(isDataPagePath('/profiles')).toBe(false);
    expect(isDataPagePath('/reference/specs/orders')).toBe(false);
    expect(isDataPagePath('/rest/orders')).toBe(false);
  });

  it('a path is a data page exactly when the router matches it to a data route', () => {
    // The browser's route table holds DATA_PAGE_PATTERNS as routes; the core matches them without the router.
    const paths = [
      '/reference/specs/orders/operations/getOrder',
      '/reference/specs/orders/operations/getOrder/',
      '/Reference/Specs/orders/Operations/getOrder',
      '/reference/specs/orders/operations/',
      '/reference/specs/orders/operations',
      '/reference/specs/orders/webhooks/orderCreated/2024-01-01',
      '/reference/specs//operations/getOrder',
      '/reference/specs/a/b/operations/getOrder',
      '/reference/specs/:spec/operations/*',
      '/profiles/:spec/*',
      '/profiles/orders/',
      '/profiles/orders/order.json',
      '/profiles/orders%2Forder',
      '/rest/orders/operations/getOrder',
    ];
    for (const path of paths) {
      const routed = DATA_PAGE_PATTERNS.some((pattern) => matchPath(path, {path: pattern, exact: true}) !== null);
      expect([path, isDataPagePath(path)]).toEqual([path, routed]);
    }
  });

  it('a page’s file mirrors its path under page-data; shared files cannot clash with a page', () => {
    expect(pageDataFile('/profiles/orders/order')).toBe('page-data/profiles/orders/order.json');
    expect(sharedDataFile('sidebars', 'rest')).toBe('page-data/_sidebars/rest.json');
  });
});

describe('routes of data pages preload the page’s data', () => {
  const component = (name: string) => Object.assign(() => React.createElement('p', null, name), {preload: jest.fn(async () => name)});

  it('wraps the component of data routes only, and their preload also loads the current page', async () => {
    const operation = component('operation');
    const docs = component('docs');
    const loadCurrent = jest.fn(async () => undefined);
    const routes: RouteConfig[] = [
      {path: '/portal/rest', component: docs, routes: [{path: '/portal/rest/intro', component: docs, exact: true}]},
      {path: '/portal/reference/specs/orders/operations/getOrder', component: operation, exact: true},
    ];
    const [section, page] = withPageData(routes, '/portal/', loadCurrent);
    expect(section!.component).toBe(docs);
    expect(section!.routes![0]!.component).toBe(docs);
    expect(page!.component).not.toBe(operation);
    await (page!.component as unknown as {preload: () => Promise<unknown>}).preload();
    expect(operation.preload).toHaveBeenCalledTimes(1);
    expect(loadCurrent).toHaveBeenCalledTimes(1);
  });

  it('the patterns the browser gets are data routes too', () => {
    expect(isDataRoutePath('/portal/reference/specs/:spec/operations/*', '/portal/')).toBe(true);
    expect(isDataRoutePath('/portal/profiles/:spec/*', '/portal/')).toBe(true);
    expect(isDataRoutePath('/portal/profiles/:spec', '/portal/')).toBe(false);
  });
});

describe('the browser’s route table', () => {
  // The shape Docusaurus' codegen writes (server/codegen/codegenRoutes).
  const generated = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/portal/profiles/orders',
    component: ComponentCreator('/portal/profiles/orders', 'a01'),
    exact: true
  },
  {
    path: '/portal/profiles/orders/order',
    component: ComponentCreator('/portal/profiles/orders/order', 'b02'),
    exact: true
  },
  {
    path: '/portal/reference/specs/orders/operations/getOrder',
    component: ComponentCreator('/portal/reference/specs/orders/operations/getOrder', 'c03'),
    exact: true
  },
  {
    path: '/portal/reference/specs/orders/operations/listOrders',
    component: ComponentCreator('/portal/reference/specs/orders/operations/listOrders', 'd04'),
    exact: true
  },
  {
    path: '/portal/rest',
    component: ComponentCreator('/portal/rest', 'e05'),
    routes: [
      {
        path: '/portal/rest/intro',
        component: ComponentCreator('/portal/rest/intro', 'f06'),
        exact: true,
        sidebar: "section"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
  const chunkNames = {
    '/portal/profiles/orders-a01': {__comp: 'list'},
    '/portal/profiles/orders/order-b02': {__comp: 'data', __context: {plugin: 'ctx'}},
    '/portal/reference/specs/orders/operations/getOrder-c03': {__comp: 'data', __context: {plugin: 'ctx'}},
    '/portal/reference/specs/orders/operations/listOrders-d04': {__comp: 'data', __context: {plugin: 'ctx'}},
    '/portal/rest-e05': {__comp: 'docs'},
    '/portal/rest/intro-f06': {__comp: 'doc'},
  };

  it('keeps every other route, nested ones and attributes included, and adds one route per pattern before the catch-all', () => {
    const {routes, chunkNames: kept} = compactRoutes(readRoutes(generated), chunkNames, '/portal/');
    expect(routes.map((route) => route.path)).toEqual([
      '/portal/profiles/orders',
      '/portal/rest',
      '/portal/reference/specs/:spec/operations/*',
      '/portal/profiles/:spec/*',
      '*',
    ]);
    expect(routes[1]!.routes![0]).toEqual({path: '/portal/rest/intro', component: {path: '/portal/rest/intro', hash: 'f06'}, exact: true, sidebar: 'section'});
    expect(Object.keys(kept).sort()).toEqual([
      '/portal/profiles/:spec/*-b02',
      '/portal/profiles/orders-a01',
      '/portal/reference/specs/:spec/operations/*-c03',
      '/portal/rest-e05',
      '/portal/rest/intro-f06',
    ]);
    expect(kept['/portal/reference/specs/:spec/operations/*-c03']).toEqual({__comp: 'data', __context: {plugin: 'ctx'}});
  });

  it('writes a table that reads back the same', () => {
    const {routes} = compactRoutes(readRoutes(generated), chunkNames, '/portal/');
    expect(readRoutes(serializeRoutes(routes))).toEqual(routes);
    expect(serializeRoutes(routes)).toContain("component: ComponentCreator('*')");
  });
});
