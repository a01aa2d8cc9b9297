/**
 * The reference's bundler configuration: where page data is read from (a file on the server, a
 * fetch in the browser), the dev server's event stream of its version (lib/dev-server), and the
 * route table that the build makes compact. The aliases of `@generated/routes` are a patch listed in DOCUSAURUS_PATCHES.md.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {middlewareAhead} from '../../lib/dev-server/middleware';
import {aliasesAhead} from '../../lib/shared/aliases';
import {type PageDataLink, pageDataEventsPath} from '../../lib/dev-server/pageDataLink';
import {writeClientRouteTable} from './clientRoutes';

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

export function referenceWebpack(
  context: LoadContext,
  {dataRoot, devServer, production}: {dataRoot: string; devServer: PageDataLink; production: boolean},
): ConfigureWebpack {
  const sources = path.join(context.siteDir, 'src', 'reference');
  // The build's route table with one route per pattern of data pages (clientRoutes.ts).
  let compactTable: ReturnType<typeof writeClientRouteTable> | undefined;
  return (config, isServer, {currentBundler}) => {
    // The dev server reloads routes.js as content changes: it gets the full table, the build a
    // compact one, written once for both bundles.
    const table = production
      ? (compactTable ??= writeClientRouteTable(
          context.generatedFilesDir,
          path.join(context.generatedFilesDir, 'openapi-reference-client'),
          context.siteConfig.baseUrl,
        ))
      : undefined;
    if (isServer) {
      aliasesAhead(config, {
        // Rendering a page matches its path against the route table twice (preload, navigation):
        // with a route per data page, that scans thousands of routes for every page of a
        // many-spec build. The browser's pattern routes render the same HTML.
        ...(table ? {'@generated/routes$': table.routes, '@generated/routesChunkNames$': table.chunkNames} : {}),
        '@portal/page-data-source': path.join(sources, 'pageDataSource.server.ts'),
      });
      return {plugins: [new currentBundler.instance.DefinePlugin({__PORTAL_PAGE_DATA_ROOT__: JSON.stringify(dataRoot)})]};
    }
    aliasesAhead(config, {
      '@generated/routes$': path.join(sources, 'routeTable.ts'),
      '@portal/route-table': table?.routes ?? path.join(context.generatedFilesDir, 'routes.js'),
      ...(table ? {'@generated/routesChunkNames$': table.chunkNames} : {}),
      '@portal/page-data-source': path.join(sources, 'pageDataSource.ts'),
    });
    const events = new currentBundler.instance.DefinePlugin({
      __PORTAL_PAGE_DATA_EVENTS__: JSON.stringify(production ? '' : pageDataEventsPath(context.siteConfig.baseUrl)),
    });
    if (production) {
      return {plugins: [events]};
    }
    return {...middlewareAhead('portal-page-data', devServer.middleware), plugins: [events, devServer.overlay]};
  };
}
