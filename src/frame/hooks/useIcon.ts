import {startTransition, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ICONS_PATH} from '../../../lib/portal/config';
import {parseIconSvg} from '../iconSvg';
import {idleAfterLoad} from '../../shared/afterLoad';

export type IconState = {status: 'loading'} | {status: 'ready'; svg: string} | {status: 'invalid'};

/** One request per icon file for the whole visit. */
const cache = new Map<string, Promise<string>>();

/** For tests. */
export function clearIconCache(): void {
  cache.clear();
}

/**
 * Loads and validates an icon file. A file without valid SVG content (or a missing file, which
 * the server answers with an HTML page) rejects with Error('invalid icon syntax'), logged once.
 */
export function loadIcon(url: string, fetcher: typeof fetch = fetch): Promise<string> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetcher(url)
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => parseIconSvg(text))
      .catch((error: unknown) => {
        console.error(`${error instanceof Error ? error.message : String(error)} (${url})`);
        throw error;
      });
    cache.set(url, pending);
  }
  return pending;
}

const LOADING: IconState = {status: 'loading'};

/**
 * The icon `name` from /portal/common/icons/<name>.svg (spec section 7). A file not asked for yet
 * is asked for once the page has loaded, in idle time, each in an idle period of its own, and the
 * icon is shown in a transition: the header's and the footer's icons mount as the page hydrates,
 * and their seven fetch calls at once, then their parsing and the render that shows them, were two
 * tasks of about 200 ms each after hydration on Lighthouse's 4x slower phone (issue 34, item 6).
 */
export function useIcon(name: string): IconState {
  const url = useBaseUrl(`${ICONS_PATH}${name}.svg`);
  // Keyed by URL: a new name shows "loading" at once, with no extra render to reset the state.
  const [loaded, setLoaded] = useState<{url: string; state: IconState}>();
  useEffect(() => {
    let current = true;
    const show = (state: IconState) => current && startTransition(() => setLoaded({url, state}));
    const load = () => {
      if (current) {
        loadIcon(url).then(
          (svg) => show({status: 'ready', svg}),
          () => show({status: 'invalid'}),
        );
      }
    };
    if (cache.has(url)) {
      load();
    } else {
      idleAfterLoad(window, load);
    }
    return () => {
      current = false;
    };
  }, [url]);
  return loaded?.url === url ? loaded.state : LOADING;
}
