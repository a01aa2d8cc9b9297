/**
 * Docusaurus core's `window.docusaurus` (lib/client/docusaurus.js), which Link calls to prefetch
 * a route's chunks when the link scrolls into view and to preload them on hover. Same behaviour,
 * but prefetching waits for idle time, and the chunks of a route come from an index built on the
 * first prefetch (chunkIndex.ts).
 * A patch listed in DOCUSAURUS_PATCHES.md: carry core's changes to its module over on an upgrade.
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
// Core's preload after the path's section data (DOCUSAURUS_PATCHES.md, "Route data split by section").
import preloadHelper from '../../src/reference/preload';
import {loadSectionOf, sectionDataIn, sectionsMerged} from '../../src/reference/routeSections';
import {chunkNamesByRoute, type ChunkTree} from './chunkIndex';
import {type Deadline, createIdleQueue} from './idleQueue';

declare const __webpack_require__: {gca: (chunkName: unknown) => string | undefined};

/** The Network Information API, where the browser has it (Chromium). */
interface NetworkInformation {
  effectiveType: string;
  saveData: boolean;
}

const fetched = new Set<string>();
const loaded = new Set<string>();
let chunkIndex: Map<string, unknown[]> | undefined;
/** The sections merged into the chunk names when the index was built: a section's data comes with its own routes. */
let chunkIndexSections = 0;

// If the reader is on a slow or constrained connection.
const isSlowConnection = () => {
  const {connection} = navigator as Navigator & {connection?: NetworkInformation};
  return Boolean(connection?.effectiveType.includes('2g') || connection?.saveData);
};
const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

function chunkNamesToLoad(routePath: string): unknown[] {
  if (!chunkIndex || chunkIndexSections !== sectionsMerged()) {
    chunkIndexSections = sectionsMerged();
    chunkIndex = chunkNamesByRoute(routesChunkNames as unknown as Record<string, ChunkTree>);
  }
  return chunkIndex.get(routePath) ?? [];
}

/**
 * Chunk files asked for already, each once: a page's links share most of their chunks (the home
 * page's 74 prefetches were of 21 files, an operation page's 93 of 16), and each `<link>` added
 * costs main-thread time of a request. Idle periods of 108-135 ms on the home page with a 4x
 * slower CPU, over half of it in adding links (issue 34, item 6).
 */
const prefetchedAssets = new Map<string, Promise<void>>();

function prefetchAsset(chunkAsset: string): Promise<void> {
  let prefetched = prefetchedAssets.get(chunkAsset);
  if (!prefetched) {
    prefetched = prefetchHelper(chunkAsset);
    prefetchedAssets.set(chunkAsset, prefetched);
  }
  return prefetched;
}

function prefetchChunks(routePath: string): Promise<void[]> {
  const chunkNamesNeeded = matchRoutes(routes, routePath).flatMap((match) => chunkNamesToLoad(match.route.path ?? ''));
  return Promise.all(
    chunkNamesNeeded.map((chunkName) => {
      // Webpack may have merged a chunk into another one: then it has no file of its own to fetch.
      const chunkAsset = __webpack_require__.gca(chunkName);
      return chunkAsset && !chunkAsset.includes('undefined') ? prefetchAsset(chunkAsset) : Promise.resolve();
    }),
  );
}

/**
 * At most this long per idle period. An idle period may be 50 ms, but a prefetch costs a few
 * milliseconds on a slow phone: 26 of them would make a long task of their own again.
 */
const IDLE_SLICE_MS = 8;
/** What a timeout stands in for an idle period where there is no requestIdleCallback. */
const IDLE_FALLBACK_MS = 8;

/** Safari has no requestIdleCallback: a task soon after, with a few milliseconds to spend. */
const whenIdle: (callback: (deadline: Deadline) => void) => void =
  typeof window.requestIdleCallback === 'function'
    ? (callback) => window.requestIdleCallback(callback)
    : (callback) =>
        window.setTimeout(() => {
          const start = performance.now();
          callback({timeRemaining: () => Math.max(0, IDLE_FALLBACK_MS - (performance.now() - start))});
        }, 1);

// A link to another section needs that section's routes and chunk names first (idleQueue.ts).
const prefetchWhileIdle = createIdleQueue({
  whenIdle,
  now: () => performance.now(),
  sliceMs: IDLE_SLICE_MS,
  ready: sectionDataIn,
  prepare: loadSectionOf,
  prefetch: prefetchChunks,
});

/**
 * Links prefetch their route as they scroll into view, so a page with a sidebar asks for dozens at
 * once while it loads. Each adds `<link rel="prefetch">` elements to the head; done at once, they
 * made one long task. They are done in idle time instead.
 */
function prefetch(routePath: string): false | Promise<void[]> {
  if (!canPrefetch(routePath)) {
    return false;
  }
  fetched.add(routePath);
  return prefetchWhileIdle(routePath);
}

function preload(routePath: string): false | Promise<unknown> {
  if (!canPreload(routePath)) {
    return false;
  }
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({prefetch, preload});
