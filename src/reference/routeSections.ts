/**
 * Loads a section's route data before the browser matches a path of it. main.js carries the
 * routes, chunk names and registry entries of no section; each section's are a chunk of its own
 * (plugins/openapi-reference/routeSections.ts). The page's own section's chunk is referenced by
 * its HTML, so it arrives with main.js; another section's is loaded before a navigation shows one
 * of its pages (preload.ts) and before a link to it is prefetched or preloaded
 * (plugins/route-prefetch). The dev server has no sections: it keeps the whole table.
 * A patch listed in DOCUSAURUS_PATCHES.md ("Route data split by section").
 */
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import {baseUrl, segments, sections} from '@portal/route-sections';
import {addSectionRoutes} from './routeTable';
import {sectionOfPath} from './sectionRoutes';

const loading = new Map<string, Promise<void>>();
const mergedSections = new Set<string>();

/** How many sections have been merged: what an index of the route data is up to date with. */
export const sectionsMerged = (): number => mergedSections.size;

function loadSection(section: string): Promise<void> {
  let load = loading.get(section);
  if (!load) {
    load = sections[section]!().then((module) => {
      Object.assign(registry, module.registry);
      Object.assign(routesChunkNames, module.chunkNames);
      addSectionRoutes(module.routes);
      mergedSections.add(section);
    });
    // A failed download (a new deployment, the network) is tried again by the next navigation.
    load.catch(() => loading.delete(section));
    loading.set(section, load);
  }
  return load;
}

const decoded = (pathname: string): string => {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
};

/** The sections whose route data `pathname` needs (as core's preload, also of its decoded form). */
function sectionsOf(pathname: string): string[] {
  const needed = new Set([pathname, decoded(pathname)].map((candidate) => sectionOfPath(candidate, baseUrl, segments)));
  needed.delete(undefined);
  return [...needed] as string[];
}

/** Loads the route data of the section of `pathname`, if it has one. */
export function loadSectionOf(pathname: string): Promise<void> {
  const needed = sectionsOf(pathname);
  return needed.length === 0 ? Promise.resolve() : Promise.all(needed.map(loadSection)).then(() => undefined);
}

/** Whether the route data `pathname` needs is in already: its section's merged, or it has none. */
export function sectionDataIn(pathname: string): boolean {
  return sectionsOf(pathname).every((section) => mergedSections.has(section));
}
