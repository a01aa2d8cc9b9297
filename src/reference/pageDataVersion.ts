/**
 * Which state of the specs the page data files show. A production build has one version and never
 * changes it.
 *
 * In the dev server, once a saved spec's page data is written again, the dev server sends the new
 * version on an event stream (lib/dev-server/pageDataLink.ts, its one channel for it), which tells
 * the page-data source to forget what it fetched, so the open page fetches its data again: a saved
 * spec shows without a reload.
 */

/** The stream's path in the dev server, empty in a build (plugins/openapi-reference/webpack.ts defines it). */
declare const __PORTAL_PAGE_DATA_EVENTS__: string;

type Listener = () => void;

let current = '';
const listeners = new Set<Listener>();

export function dataVersion(): string {
  return current;
}

export function subscribeDataVersion(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function moveTo(version: string): void {
  if (version !== current) {
    current = version;
    listeners.forEach((listener) => listener());
  }
}

const events = typeof __PORTAL_PAGE_DATA_EVENTS__ === 'string' ? __PORTAL_PAGE_DATA_EVENTS__ : '';
if (events && typeof EventSource !== 'undefined') {
  // The stream starts with the version as of now, which may be newer than what this page loaded.
  new EventSource(events).addEventListener('message', ({data}: MessageEvent<string>) => moveTo(data));
}
