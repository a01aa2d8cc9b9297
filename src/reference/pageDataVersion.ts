/**
 * Which state of the specs the page data files show. The dev server's reference plugin rewrites
 * `@portal/page-data-version` (a JSON module) after a spec changes and its pages' files are
 * written again; hot module replacement brings the new version here, and the page-data source
 * forgets what it fetched, so the open page fetches its data again: a saved spec shows without a
 * reload. A production build has one version (./dataVersion.json) and never changes it.
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

interface HotModule {
  accept: (dependency: string, callback: () => void) => void;
}

const hot = (import.meta as ImportMeta & {webpackHot?: HotModule}).webpackHot;
hot?.accept('@portal/page-data-version', () => {
  if (initial.version !== current) {
    current = initial.version;
    listeners.forEach((listener) => listener());
  }
});
