/**
 * The browser build's `@generated/routes` (the reference plugin aliases it here): Docusaurus' route
 * table, with data pages preloading their data, and in a build the routes of no section until a
 * section's are added (routeSections.ts). A patch listed in DOCUSAURUS_PATCHES.md.
 */
import siteConfig from '@generated/docusaurus.config';
import routes from '@portal/route-table';
import {loadPageData} from '@portal/page-data-source';
import {withPageData} from './dataRoutes';
import {insertSectionRoutes, keyByPath, type SectionRoute} from './sectionRoutes';
import {isDataPagePath, sitePathOf} from '../../lib/reference/pageData';

const {baseUrl} = siteConfig;

function loadCurrentPageData(): Promise<unknown> {
  const sitePath = sitePathOf(window.location.pathname, baseUrl);
  return sitePath !== undefined && isDataPagePath(sitePath) ? loadPageData(baseUrl, sitePath) : Promise.resolve();
}

const table = keyByPath(withPageData(routes, baseUrl, loadCurrentPageData));
export default table;

/** Adds a section's routes (routeSections.ts), its data pages preloading their data as the others do. */
export function addSectionRoutes(sectionRoutes: readonly SectionRoute[]): void {
  const wrapped = keyByPath(
    withPageData(
      sectionRoutes.map(([, , , route]) => route),
      baseUrl,
      loadCurrentPageData,
    ),
  );
  insertSectionRoutes(
    table,
    sectionRoutes.map(([parents, before, at], index) => [parents, before, at, wrapped[index]!]),
  );
}
