/**
 * Operation and profile pages keep their data out of the JS bundle (Gatsby's page-data, in short):
 * each page's data is one JSON file under ROUTES.pageData, read from disk when the page is rendered
 * at build time and fetched by the browser before the page is shown. A 1,223-operation API would
 * otherwise put 2,400 routes into the route table and chunk map that every page of the portal loads.
 * The contract between the plugins that write the files and the theme that reads them, so it imports
 * nothing of Node, Docusaurus or React.
 */
import {ROUTES} from '../portal/config';
import type {PageContent} from './pageTrees';
import type {OperationPageData, ProfilePageData} from './types';
import {trimSlashes} from '../shared/paths';
import {escapeRegExp} from '../shared/text';

/** A data file as written: the page's content and the file of its side navigation. */
export type PageDataFile =
  {kind: 'operation'; sidebar: string; content: PageContent<OperationPageData>} | {kind: 'profile'; sidebar: string; content: PageContent<ProfilePageData>};

/**
 * A page's data with its side navigation, ready to render. `Sidebar` is the theme's type of a side
 * navigation (Docusaurus' PropSidebar), which the core does not name.
 */
export type PageData<Sidebar> = PageDataFile extends infer File ? (File extends PageDataFile ? Omit<File, 'sidebar'> & {sidebar: Sidebar} : never) : never;

/** The state of a page's data as a page sees it; `session-ended`: the internal host wants a new sign-in (src/shared/session). */
export type PageDataState<Sidebar> =
  {state: 'loading'} | {state: 'missing'} | {state: 'failed'} | {state: 'session-ended'} | {state: 'ready'; data: PageData<Sidebar>};

/** Route patterns (react-router syntax, site paths) of the pages whose data lives in files. */
export const DATA_PAGE_PATTERNS: readonly string[] = [ROUTES.operation(':spec', '*'), ROUTES.webhook(':spec', '*'), ROUTES.profile(':spec', '*')];

/**
 * A pattern as the router matches it (react-router 5's matchPath with `exact`, on path-to-regexp 1):
 * `:name` is one segment, `*` the rest, letters in any case, one trailing slash allowed. Written out
 * here because the core imports no router; tests/unit/page-data.test.ts holds it to the router's.
 */
function patternRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').map((segment) => {
    if (segment === '*') {
      return '.*';
    }
    return segment.startsWith(':') ? '[^/]+?' : escapeRegExp(segment);
  });
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

const DATA_PAGE_REGEXPS = DATA_PAGE_PATTERNS.map(patternRegExp);

/** Whether a site path matches a route pattern (`ROUTES.operation(':spec', '*')`) as the router would. */
export function matchesRoute(pattern: string, sitePath: string): boolean {
  let regExp = routeRegExps.get(pattern);
  if (!regExp) {
    regExp = patternRegExp(pattern);
    routeRegExps.set(pattern, regExp);
  }
  return regExp.test(sitePath);
}
const routeRegExps = new Map<string, RegExp>();

/** The site path (leading slash, no base path, no trailing slash) of a pathname, or undefined outside the site. */
export function sitePathOf(pathname: string, baseUrl: string): string | undefined {
  const base = `/${trimSlashes(baseUrl)}`;
  const prefix = base === '/' ? '' : base;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) {
    return undefined;
  }
  return `/${trimSlashes(pathname.slice(prefix.length))}`;
}

export function isDataPagePath(sitePath: string): boolean {
  return DATA_PAGE_REGEXPS.some((regExp) => regExp.test(sitePath));
}

/** The data file of a page, relative to the site root (no leading slash). */
export function pageDataFile(sitePath: string): string {
  return `${trimSlashes(ROUTES.pageData)}/${trimSlashes(sitePath)}.json`;
}

/** The "Try it" console's data of an operation page (ConsoleData), loaded when a reader opens the console. */
export function consoleDataFile(sitePath: string): string {
  return `${trimSlashes(ROUTES.pageData)}/_console/${trimSlashes(sitePath)}.json`;
}

/** Files that many pages share (side navigations, the bundles of marks) live beside the pages' files. */
export function sharedDataFile(kind: 'sidebars' | 'bundles', name: string): string {
  return `${trimSlashes(ROUTES.pageData)}/_${kind}/${name}.json`;
}
