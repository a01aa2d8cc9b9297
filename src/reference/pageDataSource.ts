/**
 * The browser's side of page data (see lib/reference/pageData): fetched once per file and kept for the session.
 * The server build swaps this module for ./pageDataSource.server (alias `@portal/page-data-source`).
 */
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import {type PageDataFile, type PageDataState, pageDataFile} from '../../lib/reference/pageData';
import {subscribeDataVersion} from './pageDataVersion';
import {SessionEndedError, checkSession} from '../shared/session/session';
import type {SchemaBundle} from '../../lib/reference/types';

class MissingFileError extends Error {}

const files = new Map<string, Promise<unknown>>();

function fetchJson(baseUrl: string, file: string): Promise<unknown> {
  let pending = files.get(file);
  if (!pending) {
    pending = fetch(`${baseUrl}${file}`).then((response) => {
      checkSession(response, file);
      if (response.status === 404) {
        throw new MissingFileError(file);
      }
      if (!response.ok) {
        throw new Error(`${file}: HTTP ${response.status}`);
      }
      return response.json() as Promise<unknown>;
    });
    // A failed load is tried again the next time a page asks for it.
    pending.catch(() => files.get(file) === pending && files.delete(file));
    files.set(file, pending);
  }
  return pending;
}

const pages = new Map<string, PageDataState<PropSidebar>>();
// The side navigation file each page named: when its data is fetched again (a new version), the
// same file is fetched beside it rather than after it.
const sidebarOf = new Map<string, string>();

// Counts the versions seen: a load begun under an earlier one is not kept.
let generation = 0;

// The dev server wrote the files again (a spec changed): what was fetched is stale.
subscribeDataVersion(() => {
  generation += 1;
  files.clear();
  pages.clear();
});

/** The page's data if it has been loaded (or has failed to load), for a synchronous first render. */
export function peekPageData(sitePath: string): PageDataState<PropSidebar> | undefined {
  return pages.get(sitePath);
}

/** Loads a page's data and its side navigation; never rejects, the state says what happened. */
export async function loadPageData(baseUrl: string, sitePath: string): Promise<PageDataState<PropSidebar>> {
  const known = pages.get(sitePath);
  if (known?.state === 'ready' || known?.state === 'missing') {
    return known;
  }
  let state: PageDataState<PropSidebar>;
  const started = generation;
  const knownSidebar = sidebarOf.get(sitePath);
  if (knownSidebar) {
    // Used below if the page still names it; a failure is left to that request.
    fetchJson(baseUrl, knownSidebar).catch(() => undefined);
  }
  try {
    const {sidebar, ...rest} = (await fetchJson(baseUrl, pageDataFile(sitePath))) as PageDataFile;
    sidebarOf.set(sitePath, sidebar);
    state = {state: 'ready', data: {...rest, sidebar: (await fetchJson(baseUrl, sidebar)) as PropSidebar}};
  } catch (error) {
    state = {state: error instanceof MissingFileError ? 'missing' : error instanceof SessionEndedError ? 'session-ended' : 'failed'};
  }
  if (started === generation) {
    pages.set(sitePath, state);
  }
  return state;
}

/** The bundle of a mark (a file named in a page's `viewer.expansions`). */
export async function loadBundle(baseUrl: string, file: string): Promise<SchemaBundle> {
  return (await fetchJson(baseUrl, file)) as SchemaBundle;
}
