/**
 * Which state of the specs the page data files show. A production build has one version
 * (./dataVersion.json) and never changes it.
 *
 * In the dev server, once a saved spec's page data is written again, the reference plugin sends
 * the new version on an event stream (`events` in `@portal/page-data-version`) and rewrites that
 * JSON module, which hot module replacement brings later; whichever comes first tells the
 * page-data source to forget what it fetched, so the open page fetches its data again: a saved
 * spec shows without a reload.
 */
import initial from '@portal/page-data-version';

type Listener = () => void;

let current: string = initial.version;
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

declare global {
  interface ImportMeta {
    /** The bundler's hot module replacement, in the dev server only. */
    webpackHot?: {accept: (dependency: string, callback: () => void) => void};
  }
}

// Spelled out in full: the bundler finds the dependency of an accept only in this exact form.
// Unaccepted, the update would re-run the app's entry, which mounts every page afresh.
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('@portal/page-data-version', () => moveTo(initial.version));
}

const events = (initial as {events?: string}).events;
if (events && typeof EventSource !== 'undefined') {
  // The stream starts with the version as of now, which may be newer than this bundle's.
  new EventSource(events).addEventListener('message', ({data}: MessageEvent<string>) => moveTo(data));
}
