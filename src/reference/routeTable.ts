/**
 * The browser build's `@generated/routes` (the reference plugin aliases it here): Docusaurus' route
 * table, with data pages preloading their data. A patch listed in DOCUSAURUS_PATCHES.md.
 */
import siteConfig from '@generated/docusaurus.config';
import routes from '@portal/route-table';
import {loadPageData} from '@portal/page-data-source';
import {withPageData} from './dataRoutes';
import {isDataPagePath, sitePathOf} from '../../lib/reference/pageData';

const {baseUrl} = siteConfig;

function loadCurrentPageData(): Promise<unknown> {
  const sitePath = sitePathOf(window.location.pathname, baseUrl);
  return sitePath !== undefined && isDataPagePath(sitePath) ? loadPageData(baseUrl, sitePath) : Promise.resolve();
}

export default withPageData(routes, baseUrl, loadCurrentPageData);
