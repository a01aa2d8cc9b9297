/**
 * What every page writer of the reference is given for one pass: how to add a route with its data
 * modules, write a data file under page-data/, write a page's Markdown twin, and ask for a redirect
 * page. Each page type has a writer of its own beside this file.
 */
import type {PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {posixPath} from '@docusaurus/utils';
import type {SiteAddress} from '../../../lib/twins/format';
import {writeTwinFile} from '../../../lib/twins/files';
import {joinSitePath} from '../../../lib/shared/paths';
import type {RedirectPage} from '../redirectPages';
import {writeDataFile} from '../specPageData';

export const COMPONENTS = {
  overview: '@theme/ApiReference/OverviewPage',
  api: '@theme/ApiReference/ApiPage',
  errors: '@theme/ApiReference/ErrorsPage',
  profiles: '@theme/ApiReference/ProfileListPage',
  /**
   * Operation (and webhook) pages and profile pages render their data file; a component each, so
   * that each kind's route chunk holds only its own page's code.
   */
  operationData: '@theme/ApiReference/OperationDataPage',
  profileData: '@theme/ApiReference/ProfileDataPage',
} as const;

export interface PageWriter {
  site: SiteAddress;
  baseUrl: string;
  /** A site path under the base URL. */
  url: (sitePath: string) => string;
  /** A route module of this pass (Docusaurus' createData), named by its short `@generated` path. */
  json: (name: string, data: unknown) => Promise<string>;
  /** A page with its data modules, in the REST section's side navigation (or a page's own). */
  page: (routePath: string, component: string, modules: RouteConfig['modules'], sidebar?: string) => void;
  /** An operation or profile page: its data is a file under page-data/, not a module. */
  dataRoute: (routePath: string, kind: 'operation' | 'profile') => void;
  /** A file under page-data/ (copied into the site). */
  writeText: (file: string, text: string) => void;
  writeData: (file: string, data: unknown) => void;
  /** The page's Markdown twin, when twins are wanted (a build, or the dev server with search). */
  writeTwin: (routePath: string, markdown: () => string) => void;
  redirect: (page: RedirectPage) => void;
  /** The routes this pass added, in order, and the redirect pages it asked for. */
  routes: RouteConfig[];
  redirects: RedirectPage[];
}

export interface PageWriterOptions {
  actions: PluginContentLoadedActions;
  generatedFilesDir: string;
  site: SiteAddress;
  dataRoot: string;
  /** Where twins go, or undefined when none are wanted. */
  twinsDir: string | undefined;
}

/**
 * Writes a route module with Docusaurus' createData, and names it by its short `@generated` path:
 * module paths end up in the route table of every page, so they stay short and free of the build
 * machine's folders (@generated is Docusaurus' alias of the generated-files folder). Relies on what
 * createData returns: a patch listed in DOCUSAURUS_PATCHES.md.
 */
export const routeModuleWriter =
  (actions: PluginContentLoadedActions, generatedFilesDir: string) =>
  async (name: string, data: unknown): Promise<string> =>
    posixPath((await actions.createData(name, JSON.stringify(data))).replace(generatedFilesDir, '@generated'));

/** The writer of one pass; `sidebar` is the module of the REST section's side navigation, given once known. */
export function createPageWriter({
  actions,
  generatedFilesDir,
  site,
  dataRoot,
  twinsDir,
}: PageWriterOptions): PageWriter & {setSidebar: (module: string) => void} {
  const {baseUrl} = site;
  const url = (sitePath: string) => joinSitePath(baseUrl, sitePath);
  const routes: RouteConfig[] = [];
  const redirects: RedirectPage[] = [];
  let restSidebar = '';
  const addRoute = (route: RouteConfig) => {
    routes.push(route);
    actions.addRoute(route);
  };
  const json = routeModuleWriter(actions, generatedFilesDir);
  const writeText = (file: string, text: string) => writeDataFile(dataRoot, file, text);
  return {
    site,
    baseUrl,
    url,
    json,
    page: (routePath, component, modules, sidebar = restSidebar) => addRoute({path: url(routePath), component, exact: true, modules: {sidebar, ...modules}}),
    dataRoute: (routePath, kind) =>
      addRoute({path: url(routePath), component: kind === 'operation' ? COMPONENTS.operationData : COMPONENTS.profileData, exact: true}),
    writeText,
    writeData: (file, data) => writeText(file, JSON.stringify(data)),
    writeTwin: (routePath, markdown) => {
      if (twinsDir) {
        writeTwinFile(twinsDir, routePath, markdown());
      }
    },
    redirect: (page) => redirects.push(page),
    routes,
    redirects,
    setSidebar: (module) => {
      restSidebar = module;
    },
  };
}
