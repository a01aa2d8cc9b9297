import {useCallback, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ROUTES} from '../portal/config';
import {createSearchClient, type SearchClient, type SearchOutcome} from '../search/client';
import {spawnSearchWorker} from '../search/spawnWorker';

export interface SearchWorker {
  /** Starts the worker and its manifest load, once; nothing is loaded before this. */
  prepare: () => void;
  search: (query: string, modules: readonly string[]) => void;
  /** The reply to the newest request, once it is in. */
  outcome: SearchOutcome | undefined;
}

/** The search worker of the page, started lazily (spec: the index never blocks the first paint). */
export function useSearchWorker(): SearchWorker {
  const indexPath = useBaseUrl(ROUTES.searchIndex);
  const client = useRef<SearchClient | undefined>(undefined);
  const [outcome, setOutcome] = useState<SearchOutcome>();

  const prepare = useCallback(() => {
    client.current ??= createSearchClient(spawnSearchWorker(), new URL(indexPath, window.location.href).href, setOutcome);
  }, [indexPath]);

  const search = useCallback(
    (query: string, modules: readonly string[]) => {
      prepare();
      client.current!.search(query, modules);
    },
    [prepare],
  );

  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = undefined;
    },
    [],
  );

  return {prepare, search, outcome};
}
