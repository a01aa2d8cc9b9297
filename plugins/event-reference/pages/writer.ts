/**
 * What each event page writer is given for one pass: a route with its data modules (Docusaurus'
 * createData, named by their short `@generated` path as the REST reference's are), in the REST
 * section's side navigation. Each page type has a writer of its own beside this file.
 */
import type {PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {joinSitePath} from '../../../lib/shared/paths';
import type {SiteAddress} from '../../../lib/twins/format';
import {routeModuleWriter} from '../../openapi-reference';

export const COMPONENTS = {
  overview: '@theme/EventReference/OverviewPage',
  api: '@theme/EventReference/ApiPage',
  message: '@theme/EventReference/MessagePage',
} as const;

export interface EventPageWriter {
  site: SiteAddress;
  baseUrl: string;
  url: (sitePath: string) => string;
  /** A route module of this pass. */
  json: (name: string, data: unknown) => Promise<string>;
  /** A page with its data modules, in the REST section's side navigation. */
  page: (routePath: string, component: string, modules: RouteConfig['modules']) => void;
  /** The page's Markdown twin (lib/twins/events.ts), kept for the plugin to write (twins in index.ts). */
  twin: (routePath: string, markdown: () => string) => void;
}

export function createEventPageWriter(
  actions: PluginContentLoadedActions,
  generatedFilesDir: string,
  site: SiteAddress,
  sidebar: string,
  twins?: Map<string, string>,
): EventPageWriter {
  const {baseUrl} = site;
  const url = (sitePath: string) => joinSitePath(baseUrl, sitePath);
  return {
    site,
    baseUrl,
    url,
    json: routeModuleWriter(actions, generatedFilesDir),
    page: (routePath, component, modules) => actions.addRoute({path: url(routePath), component, exact: true, modules: {sidebar, ...modules}}),
    twin: (routePath, markdown) => twins?.set(routePath, markdown()),
  };
}
