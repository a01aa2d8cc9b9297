/**
 * The browser build's route data split by section. Every page's main.js carried the whole site's
 * route table, route chunk names and route registry: on the live portal about 10 KB gzip, half of
 * it the guideline rules' routes. main.js now keeps the routes of no section (home, legal pages,
 * the catch-all) and the parents of nested routes (a docs plugin's root); each section's routes,
 * chunk names and registry entries are a chunk of their own, which the page's HTML references
 * (its own section's) and the browser loads before it matches a path of that section
 * (src/reference/routeSections.ts). The server build keeps the whole table.
 * A patch listed in DOCUSAURUS_PATCHES.md ("Route data split by section").
 */
import fs from 'node:fs';
import path from 'node:path';
import {SECTIONS} from '../../lib/portal/sections';
import {firstSegmentBelow} from '../../lib/shared/paths';
import {serializeRoute, serializeRoutes, type Route} from './clientRoutes';

/** Where a section's route goes back: the parent routes' indexes in main's table, the index of main's route it comes before, its index in the whole table's list. */
export type SectionRoute = [parents: number[], before: number, at: number, route: Route];

export interface SectionPart {
  routes: SectionRoute[];
  chunkNames: Record<string, unknown>;
  registry: string[];
}

export interface SplitRoutes {
  routes: Route[];
  chunkNames: Record<string, unknown>;
  registry: string[];
  sections: Map<string, SectionPart>;
}

/**
 * First path segment (below the base path) -> the route data part it is in, for every section (both
 * flavours: the routes decide what exists). A segment a section also serves (`reference`,
 * `profiles` of `rest`) is a part of its own: a docs page then loads none of the reference's routes
 * and an operation page none of the docs' (1.4 and 1.6 KB gzip of each page's first load).
 */
export function sectionSegments(): Record<string, string> {
  return Object.fromEntries(SECTIONS.flatMap((section) => [section.routeBasePath, ...(section.alsoServes ?? [])].map((segment) => [segment, segment])));
}

/**
 * The section a route path belongs to: the section of its first segment below the base path,
 * compared as react-router does (case-insensitively). A route whose first segment is not a plain
 * word (a parameter, a wildcard) could match any section's paths: it belongs to none.
 */
export function sectionOfRoutePath(routePath: string, baseUrl: string, segments: Readonly<Record<string, string>>): string | undefined {
  const segment = firstSegmentBelow(routePath, baseUrl);
  return segment !== undefined && /^[\w.-]+$/.test(segment) && Object.hasOwn(segments, segment) ? segments[segment] : undefined;
}

const chunkKey = (route: Route) => `${route.component.path}-${route.component.hash}`;
const leaves = (tree: unknown): unknown[] => (typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(leaves) : [tree]);

/**
 * Splits the route table, its chunk names and the registry's entry ids by section. A route of a
 * section leaves main's table unless it has nested routes (its children are split in turn): it
 * goes back before the route of main's table it came before, so the merged table is the original.
 * Chunk names follow their route (a parent's too: it matches only paths of its section), registry
 * entries the one section that uses them; the rest stays in main.
 */
export function splitBySection(
  routes: readonly Route[],
  chunkNames: Readonly<Record<string, unknown>>,
  registryIds: readonly string[],
  sectionOf: (routePath: string) => string | undefined,
): SplitRoutes {
  const sections = new Map<string, SectionPart>();
  const part = (id: string): SectionPart => {
    if (!sections.has(id)) {
      sections.set(id, {routes: [], chunkNames: {}, registry: []});
    }
    return sections.get(id)!;
  };
  const sectionOfKey = new Map<string, string>();
  const keep = (list: readonly Route[], parents: number[]): Route[] => {
    const kept: Route[] = [];
    for (const [at, route] of list.entries()) {
      const section = sectionOf(route.path);
      if (section !== undefined) {
        sectionOfKey.set(chunkKey(route), section);
      }
      if (route.routes) {
        kept.push({...route, routes: keep(route.routes, [...parents, kept.length])});
      } else if (section === undefined) {
        kept.push(route);
      } else {
        part(section).routes.push([parents, kept.length, at, route]);
      }
    }
    return kept;
  };
  const kept = keep(routes, []);
  const mainChunkNames: Record<string, unknown> = {};
  const usedBy = new Map<string, Set<string | undefined>>();
  for (const [key, tree] of Object.entries(chunkNames)) {
    const section = sectionOfKey.get(key);
    if (section === undefined) {
      mainChunkNames[key] = tree;
    } else {
      part(section).chunkNames[key] = tree;
    }
    for (const chunkName of leaves(tree)) {
      if (typeof chunkName === 'string') {
        usedBy.set(chunkName, (usedBy.get(chunkName) ?? new Set()).add(section));
      }
    }
  }
  const mainRegistry: string[] = [];
  for (const id of registryIds) {
    const users = [...(usedBy.get(id) ?? [])];
    if (users.length === 1 && users[0] !== undefined) {
      part(users[0]).registry.push(id);
    } else {
      mainRegistry.push(id);
    }
  }
  return {routes: kept, chunkNames: mainChunkNames, registry: mainRegistry, sections};
}

/** One entry of Docusaurus' registry.js: `"<id>": [() => import(...), "<module path>", require.resolveWeak(...)]`. */
const REGISTRY_ENTRY =
  /^ {2}"([^"]+)": (\[\(\) => import\((?:\/\*[^*]*\*\/ )?("(?:[^"\\]|\\.)*")\), "(?:[^"\\]|\\.)*", (require\.resolveWeak\("(?:[^"\\]|\\.)*"\))\])(?=,?(?:\};)?$)/gm;

/**
 * Reads Docusaurus' generated registry.js into entry id -> source, each with its loader alone:
 * the module path is read only by the server's react-loadable capture (the patch "Route registry
 * without module paths") and the weak module id only by react-loadable's `preloadReady`, which the
 * browser build's stand-in leaves out (the patch "react-loadable replaced in the browser build").
 */
export function readRegistry(source: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [, id, , request] of source.matchAll(REGISTRY_ENTRY)) {
    entries.set(id, `[() => import(/* webpackChunkName: ${JSON.stringify(id)} */ ${request})]`);
  }
  const declared = source.match(/^ {2}"[^"]+": \[/gm)?.length ?? 0;
  if (entries.size !== declared) {
    throw new Error(
      `plugins/openapi-reference/routeSections.ts read ${entries.size} of the ${declared} entries of Docusaurus' registry.js: ` +
        'its shape changed (DOCUSAURUS_PATCHES.md, "Route data split by section").',
    );
  }
  return entries;
}

const registryObject = (ids: readonly string[], entries: ReadonlyMap<string, string>) =>
  `{\n${ids.map((id) => `  ${JSON.stringify(id)}: ${entries.get(id)!}`).join(',\n')}\n}`;

/** The chunk name of a section's chunk: what the server reports for a page of the section, so its HTML references the file. */
export const sectionChunkName = (section: string) => `route-section-${section}`;

export interface SectionFiles {
  /** main's route table (`@portal/route-table`), registry (`@generated/registry`), chunk names, and the index of sections (`@portal/route-sections`). */
  routes: string;
  registry: string;
  chunkNames: string;
  index: string;
  /** What the server reads to tell a page's section (`sectionsIndex.json`). */
  serverIndex: string;
}

/** Writes main's registry and chunk names, each section's module and the index that loads them. */
export function writeSectionFiles(
  outDir: string,
  split: SplitRoutes,
  registry: ReadonlyMap<string, string>,
  segments: Readonly<Record<string, string>>,
  baseUrl: string,
): SectionFiles {
  const sectionsDir = path.join(outDir, 'sections');
  // The other flavour's build may have left sections this one does not have.
  fs.rmSync(sectionsDir, {recursive: true, force: true});
  fs.mkdirSync(sectionsDir, {recursive: true});
  const used = Object.fromEntries(Object.entries(segments).filter(([, section]) => split.sections.has(section)));
  for (const [section, part] of split.sections) {
    const routes = part.routes.map(([parents, before, at, route]) => `[${JSON.stringify(parents)}, ${before}, ${at}, ${serializeRoute(route)}]`);
    fs.writeFileSync(
      path.join(sectionsDir, `${section}.js`),
      `import ComponentCreator from '@docusaurus/ComponentCreator';\n\n` +
        `export const routes = [\n${routes.join(',\n')}\n];\n` +
        `export const chunkNames = ${JSON.stringify(part.chunkNames)};\n` +
        `export const registry = ${registryObject(part.registry, registry)};\n`,
    );
  }
  const loaders = [...split.sections.keys()].map(
    (section) => `  ${JSON.stringify(section)}: () => import(/* webpackChunkName: ${JSON.stringify(sectionChunkName(section))} */ './sections/${section}.js')`,
  );
  const files: SectionFiles = {
    routes: path.join(outDir, 'routesOfMain.js'),
    registry: path.join(outDir, 'registry.js'),
    chunkNames: path.join(outDir, 'routesChunkNamesOfMain.json'),
    index: path.join(outDir, 'sections.js'),
    serverIndex: path.join(outDir, 'sectionsIndex.json'),
  };
  fs.writeFileSync(files.routes, serializeRoutes(split.routes));
  fs.writeFileSync(files.registry, `export default ${registryObject(split.registry, registry)};\n`);
  fs.writeFileSync(files.chunkNames, JSON.stringify(split.chunkNames));
  fs.writeFileSync(
    files.index,
    `export const baseUrl = ${JSON.stringify(baseUrl)};\nexport const segments = ${JSON.stringify(used)};\nexport const sections = {\n${loaders.join(',\n')}\n};\n`,
  );
  fs.writeFileSync(
    files.serverIndex,
    JSON.stringify({
      baseUrl,
      segments: used,
      chunkNames: Object.fromEntries([...split.sections.keys()].map((section) => [section, sectionChunkName(section)])),
    }),
  );
  return files;
}

/** Splits the compact route table (clientRoutes.ts) and Docusaurus' registry by section and writes the browser's files. */
export function writeRouteSections(
  generatedFilesDir: string,
  outDir: string,
  compact: {routes: readonly Route[]; chunkNames: Readonly<Record<string, unknown>>},
  baseUrl: string,
): SectionFiles {
  const registry = readRegistry(fs.readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8'));
  const segments = sectionSegments();
  const split = splitBySection(compact.routes, compact.chunkNames, [...registry.keys()], (routePath) => sectionOfRoutePath(routePath, baseUrl, segments));
  return writeSectionFiles(outDir, split, registry, segments, baseUrl);
}
