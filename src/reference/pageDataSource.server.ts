/**
 * The build's side of page data (see lib/reference/pageData): server-side rendering reads each page's file from
 * the folder the reference plugin wrote, synchronously, so every page is static HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import {type PageDataFile, type PageDataState, pageDataFile} from '../../lib/reference/pageData';
import type {SchemaBundle} from '../../lib/reference/types';

/** Set by the reference plugin's server build (DefinePlugin): the folder that holds `page-data/`. */
declare const __PORTAL_PAGE_DATA_ROOT__: string;

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(__PORTAL_PAGE_DATA_ROOT__, file), 'utf8'));

// Every page of a big API shares one side navigation: read it once per rendering thread.
const sidebars = new Map<string, PropSidebar>();

export function peekPageData(sitePath: string): PageDataState<PropSidebar> {
  let page: PageDataFile;
  try {
    page = readJson(pageDataFile(sitePath)) as PageDataFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return {state: 'missing'};
    }
    throw error;
  }
  const {sidebar, ...rest} = page;
  if (!sidebars.has(sidebar)) {
    sidebars.set(sidebar, readJson(sidebar) as PropSidebar);
  }
  return {state: 'ready', data: {...rest, sidebar: sidebars.get(sidebar)!}};
}

export const loadPageData = async (_baseUrl: string, sitePath: string): Promise<PageDataState<PropSidebar>> => peekPageData(sitePath);

export const loadBundle = (_baseUrl: string, file: string): Promise<SchemaBundle> =>
  Promise.reject(new Error(`${file}: marks open in the browser, not while the build renders pages`));
