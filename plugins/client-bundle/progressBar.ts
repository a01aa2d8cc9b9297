/**
 * The browser build's stand-in for theme-classic's client module `lib/nprogress.js` (the bar at the
 * top of the page while a navigation takes longer than 200 ms): the same bar, the same delay and
 * options, but nprogress is a chunk of its own, fetched in idle time once the page has loaded rather
 * than in every page's main.js (issue 34). A navigation that starts before it is there shows the
 * bar once it arrives, if the navigation still lasts. A patch listed in DOCUSAURUS_PATCHES.md.
 */
import '@docusaurus/theme-classic/lib/nprogress.css';
import type {ClientModule} from '@docusaurus/types';
import {idleAfterLoad} from '../../src/shared/afterLoad';

interface ProgressBar {
  configure: (options: {showSpinner: boolean}) => unknown;
  start: () => unknown;
  done: () => unknown;
}

/** theme-classic's delay before the bar shows. */
const DELAY_MS = 200;

let bar: ProgressBar | undefined;
let loading: Promise<ProgressBar> | undefined;
/** A navigation has lasted DELAY_MS and has not rendered yet. */
let showing = false;

function load(): Promise<ProgressBar> {
  if (!loading) {
    // @ts-expect-error nprogress ships no types; ProgressBar is the part of its API used here.
    const imported = import(/* webpackChunkName: "progress-bar" */ 'nprogress') as Promise<{default: ProgressBar}>;
    loading = imported.then(
      ({default: loaded}) => {
        loaded.configure({showSpinner: false});
        bar = loaded;
        return loaded;
      },
      (error: unknown) => {
        // Offline, or a deploy replaced the chunk: the next navigation tries again.
        loading = undefined;
        throw error;
      },
    );
  }
  return loading;
}

const ignore = () => undefined;

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const timeout = window.setTimeout(() => {
        showing = true;
        load().then((loaded) => showing && loaded.start(), ignore);
      }, DELAY_MS);
      return () => window.clearTimeout(timeout);
    }
    return undefined;
  },
  onRouteDidUpdate({previousLocation}) {
    showing = false;
    bar?.done();
    if (!previousLocation) {
      // The first render, when the page hydrates.
      idleAfterLoad(window, () => void load().catch(ignore));
    }
  },
};

export default progressBar;
