/**
 * Core's preload (lib/client/preload.js), which its client entry calls before hydrating and its
 * PendingNavigation before a navigation shows the next page: first the route data of the path's
 * section (routeSections.ts), then core's own. The browser build puts it in place of core's
 * `./preload` (plugins/openapi-reference/webpack.ts). A patch listed in DOCUSAURUS_PATCHES.md
 * ("Route data split by section").
 */
import corePreload from '@docusaurus/core/lib/client/preload';
import {loadSectionOf} from './routeSections';

export default function preload(pathname: string): Promise<unknown> {
  return loadSectionOf(pathname).then(() => corePreload(pathname));
}
