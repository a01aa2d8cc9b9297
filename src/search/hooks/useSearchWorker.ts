import {useCallback, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ROUTES} from '../../../lib/portal/config';
import type {SearchClient, SearchOutcome} from '../client';

export interface SearchWorker {
  /** Loads the search code and starts the worker and its manifest load, once; nothing is loaded before this. */
  prepare: () => void;
  search: (query: string, modules: readonly string[]) => void;
  /** The reply to the newest request, once it is in. */
  outcome: SearchOutcome | undefined;
}

interface Request {
  query: string;
  modules: readonly string[];
}

/** In the dev server the index changes while the page stays open (lib/search/devIndex.ts). */
const RELOAD_INDEX_ON_OPEN = process.env.NODE_ENV === 'development';

/**
 * The search worker of the page, started lazily (spec: the index never blocks the first paint).
 * The client's code is a chunk of its own (src/search/start): a request made before it arrives
 * waits for it, and only the newest such request is sent. Once it is there, requests go out at
 * once, inside the keystroke's handler, as the client's answers ahead need.
 */
export function useSearchWorker(): SearchWorker {
  const indexPath = useBaseUrl(ROUTES.searchIndex);
  const client = useRef<SearchClient | undefined>(undefined);
  const loading = useRef<Promise<void> | undefined>(undefined);
  const waiting = useRef<Request | undefined>(undefined);
  const [outcome, setOutcome] = useState<SearchOutcome>();

  const prepare = useCallback(() => {
    if (loading.current) {
      // The dev server's index follows the writer's saves: each new search reads it again.
      if (RELOAD_INDEX_ON_OPEN) {
        client.current?.reload();
      }
      return;
    }
    const started: Promise<void> = import(/* webpackChunkName: "search" */ '../start')
      .then(({startSearchClient}) => {
        // Unmounted meanwhile.
        if (loading.current !== started) {
          return;
        }
        client.current = startSearchClient(new URL(indexPath, window.location.href).href, setOutcome);
        const request = waiting.current;
        waiting.current = undefined;
        if (request) {
          client.current.search(request.query, request.modules);
        }
      })
      .catch(() => {
        // The chunk did not arrive (offline, or a deploy replaced it) or the worker would not start:
        // say so, and try again on the next request.
        loading.current = undefined;
        client.current = undefined;
        const request = waiting.current;
        waiting.current = undefined;
        if (request) {
          setOutcome({...request, status: 'ERROR', items: [], complete: true});
        }
      });
    loading.current = started;
  }, [indexPath]);

  const search = useCallback(
    (query: string, modules: readonly string[]) => {
      if (client.current) {
        client.current.search(query, modules);
        return;
      }
      waiting.current = {query, modules};
      prepare();
    },
    [prepare],
  );

  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = undefined;
      loading.current = undefined;
      waiting.current = undefined;
    },
    [],
  );

  return {prepare, search, outcome};
}
