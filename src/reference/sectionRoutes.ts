/**
 * The pure half of the route data split by section (plugins/openapi-reference/routeSections.ts
 * splits it at build time; routeSections.ts loads it): which section a path needs, and how a
 * section's routes go back into the route table. A patch listed in DOCUSAURUS_PATCHES.md
 * ("Route data split by section").
 */
import type {RouteConfig} from 'react-router-config';
import {firstSegmentBelow} from '../../lib/shared/paths';

/**
 * A section's route: the parent routes' indexes in main's table, the index of main's route it
 * comes before, its own index in the whole table's list, the route.
 */
export type SectionRoute = [parents: number[], before: number, at: number, route: RouteConfig];

/**
 * The section whose routes can match `pathname`: the one of its first segment below the base
 * path. react-router matches case-insensitively, and so does this.
 */
export function sectionOfPath(pathname: string, baseUrl: string, segments: Readonly<Record<string, string>>): string | undefined {
  const segment = firstSegmentBelow(pathname, baseUrl);
  return segment !== undefined && Object.hasOwn(segments, segment) ? segments[segment] : undefined;
}

/** Each array of the table as main's table had it: where a section's routes find their parents and the route they come before. */
const mainRoutes = new WeakMap<RouteConfig[], RouteConfig[]>();
const asInMain = (routes: RouteConfig[]): RouteConfig[] => {
  if (!mainRoutes.has(routes)) {
    mainRoutes.set(routes, [...routes]);
  }
  return mainRoutes.get(routes)!;
};

/** Where each section's route was in the whole table's list: what orders routes of two sections put before the same route. */
const wholeIndex = new WeakMap<RouteConfig, number>();

/**
 * Puts a section's routes into the table, each before the route of main's table it came before,
 * after the routes of sections already there that came before it: with every section in, whatever
 * their order, the table is the whole one.
 */
export function insertSectionRoutes(table: RouteConfig[], routes: readonly SectionRoute[]): void {
  for (const [parents, before, at, route] of routes) {
    const list = parents.reduce<RouteConfig[]>((siblings, index) => asInMain(siblings)[index]!.routes as RouteConfig[], table);
    const anchor = asInMain(list)[before];
    let index = anchor === undefined ? list.length : list.indexOf(anchor);
    while (index > 0 && (wholeIndex.get(list[index - 1]!) ?? -1) > at) {
      index -= 1;
    }
    wholeIndex.set(route, at);
    list.splice(index, 0, route);
  }
}

/**
 * Keys each route (and its children) by its path: react-router-config keys a Switch's routes by
 * their index where they have no key, and a section's routes put into the table move the routes
 * after them. The page shown would then mount anew at its Switch's next render (a hash or query
 * change is one), losing what the reader had opened or typed: the "Try it" console coming back
 * from a sign-in closed itself once idle prefetching had added another section.
 */
export function keyByPath(routes: RouteConfig[]): RouteConfig[] {
  for (const route of routes) {
    route.key ??= `${String(route.path)}${route.exact ? '' : '*'}`;
    if (route.routes) {
      keyByPath(route.routes);
    }
  }
  return routes;
}
