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
import {writeRouteSections} from './routeSections';

/** Where core's client entry and PendingNavigation import `./preload` from. */
const CORE_CLIENT_DIR = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

export function referenceWebpack(
  context: LoadContext,
  {dataRoot, devServer, production}: {dataRoot: string; devServer: PageDataLink; production: boolean},
): ConfigureWebpack {
  const sources = path.join(context.siteDir, 'src', 'reference');
  // The build's route table with one route per pattern of data pages (clientRoutes.ts).
  let compactTable: ReturnType<typeof writeClientRouteTable> | undefined;
  let sectionFiles: ReturnType<typeof writeRouteSections> | undefined;
  return (config, isServer, {currentBundler}) => {
    // The dev server reloads routes.js as content changes: it gets the full table, the build a
    // compact one, written once for both bundles, and split by section for the browser's.
    const outDir = path.join(context.generatedFilesDir, 'openapi-reference-client');
    const table = production ? (compactTable ??= writeClientRouteTable(context.generatedFilesDir, outDir, context.siteConfig.baseUrl)) : undefined;
    const sections = table ? (sectionFiles ??= writeRouteSections(context.generatedFilesDir, outDir, table.compact, context.siteConfig.baseUrl)) : undefined;
    if (isServer) {
      aliasesAhead(config, {
        // Rendering a page matches its path against the route table twice (preload, navigation):
        // with a route per data page, that scans thousands of routes for every page of a
        // many-spec build. The browser's pattern routes render the same HTML.
        ...(table && sections
          ? {
              '@generated/routes$': path.join(sources, 'routeTable.server.tsx'),
              '@portal/route-table$': table.routes,
              '@portal/route-sections-index$': sections.serverIndex,
              '@generated/routesChunkNames$': table.chunkNames,
            }
          : {}),
        '@portal/page-data-source': path.join(sources, 'pageDataSource.server.ts'),
      });
      return {plugins: [new currentBundler.instance.DefinePlugin({__PORTAL_PAGE_DATA_ROOT__: JSON.stringify(dataRoot)})]};
    }
    aliasesAhead(config, {
      '@generated/routes$': path.join(sources, 'routeTable.ts'),
      '@portal/route-table$': sections?.routes ?? path.join(context.generatedFilesDir, 'routes.js'),
      '@portal/route-sections$': sections?.index ?? path.join(sources, 'noRouteSections.ts'),
      ...(sections
        ? {
            '@generated/routesChunkNames$': sections.chunkNames,
            '@generated/registry$': sections.registry,
            '@docusaurus/renderRoutes$': path.join(sources, 'renderRoutes.tsx'),
          }
        : {}),
      '@portal/page-data-source': path.join(sources, 'pageDataSource.ts'),
    });
    const events = new currentBundler.instance.DefinePlugin({
      __PORTAL_PAGE_DATA_EVENTS__: JSON.stringify(production ? '' : pageDataEventsPath(context.siteConfig.baseUrl)),
    });
    if (production) {
      // Core's client entry and PendingNavigation import `./preload`, which an alias cannot reach:
      // ours loads the path's section first (src/reference/preload.ts).
      const preload = new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/preload$/, (resource: {context?: string; request: string}) => {
        if (resource.context === CORE_CLIENT_DIR) {
          resource.request = path.join(sources, 'preload.ts');
        }
      });
      return {plugins: [events, preload]};
    }
    return {...middlewareAhead('portal-page-data', devServer.middleware), plugins: [events, devServer.overlay]};
  };
}
