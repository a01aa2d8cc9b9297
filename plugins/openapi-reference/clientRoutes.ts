/**
 * The route table of the browser build. Docusaurus ships every route to every page (routes.js and
 * routesChunkNames.json in main.js): for GitHub's spec that is 2,400 operation and profile routes,
 * about 90 KB gzip. Data pages all render one component and load their data by path
 * (lib/reference/pageData), so the browser gets one route per pattern of them instead; the server
 * build keeps every route, which is what makes each page static.
 * Reads and rewrites Docusaurus' generated route files: a patch listed in DOCUSAURUS_PATCHES.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import {matchPath} from 'react-router';
import {DATA_PAGE_PATTERNS} from '../../lib/reference/pageData';

interface Creator {
  path: string;
  hash?: string;
}

export interface Route {
  path: string;
  component: Creator;
  exact?: boolean;
  routes?: Route[];
  [attribute: string]: unknown;
}

/** Reads Docusaurus' generated routes.js: evaluated with a ComponentCreator that records its arguments. */
export function readRoutes(source: string): Route[] {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default/m, 'return');
  // new Function: our own generated file, read at build time.
  return new Function('ComponentCreator', body)((routePath: string, hash?: string): Creator => ({
    path: routePath,
    ...(hash === undefined ? {} : {hash}),
  })) as Route[];
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function serializeRoute({path: routePath, component, routes, ...attributes}: Route): string {
  const parts = [
    `path: ${quote(routePath)}`,
    `component: ComponentCreator(${[component.path, ...(component.hash === undefined ? [] : [component.hash])].map(quote).join(', ')})`,
    ...(routes ? [`routes: [${routes.map(serializeRoute).join(',\n')}]`] : []),
    ...Object.entries(attributes).map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`),
  ];
  return `{${parts.join(', ')}}`;
}

export function serializeRoutes(routes: readonly Route[]): string {
  return `import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n${routes.map(serializeRoute).join(',\n')}\n];\n`;
}

/**
 * Drops the routes of data pages and adds one route per pattern, which renders what the first
 * dropped route of that pattern rendered (a pattern's routes all render the same component, without modules).
 */
export function compactRoutes(
  routes: readonly Route[],
  chunkNames: Readonly<Record<string, unknown>>,
  baseUrl: string,
): {routes: Route[]; chunkNames: Record<string, unknown>} {
  const patterns = DATA_PAGE_PATTERNS.map((pattern) => normalizeUrl([baseUrl, pattern]));
  const representative = new Map<string, Creator>();
  const dropped = new Set<string>();
  const keep = (list: readonly Route[]): Route[] =>
    list.flatMap((route) => {
      const pattern =
        route.component.hash === undefined ? undefined : patterns.find((candidate) => matchPath(route.path, {path: candidate, exact: true}) !== null);
      if (pattern) {
        if (!representative.has(pattern)) {
          representative.set(pattern, route.component);
        }
        dropped.add(`${route.component.path}-${route.component.hash}`);
        return [];
      }
      return [{...route, ...(route.routes ? {routes: keep(route.routes)} : {})}];
    });
  const kept = keep(routes);
  const patternRoutes: Route[] = patterns
    .filter((pattern) => representative.has(pattern))
    .map((pattern) => ({path: pattern, component: {path: pattern, hash: representative.get(pattern)!.hash!}, exact: true}));
  const keptChunkNames = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !dropped.has(key)));
  for (const [pattern, creator] of representative) {
    keptChunkNames[`${pattern}-${creator.hash}`] = chunkNames[`${creator.path}-${creator.hash}`];
  }
  // Before the catch-all route, which comes last.
  const catchAll = kept.findIndex((route) => route.path === '*');
  kept.splice(catchAll < 0 ? kept.length : catchAll, 0, ...patternRoutes);
  return {routes: kept, chunkNames: keptChunkNames};
}

/** Writes the compact route table and chunk names beside Docusaurus' own; returns their files and content. */
export function writeClientRouteTable(
  generatedFilesDir: string,
  outDir: string,
  baseUrl: string,
): {routes: string; chunkNames: string; compact: ReturnType<typeof compactRoutes>} {
  const routes = readRoutes(fs.readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8'));
  const chunkNames = JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<string, unknown>;
  const compact = compactRoutes(routes, chunkNames, baseUrl);
  fs.mkdirSync(outDir, {recursive: true});
  const files = {routes: path.join(outDir, 'routes.js'), chunkNames: path.join(outDir, 'routesChunkNames.json')};
  fs.writeFileSync(files.routes, serializeRoutes(compact.routes));
  fs.writeFileSync(files.chunkNames, JSON.stringify(compact.chunkNames));
  return {...files, compact};
}
