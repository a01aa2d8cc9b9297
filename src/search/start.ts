import {createSearchClient, type SearchClient, type SearchOutcome} from './client';
import {spawnSearchWorker} from './spawnWorker';

/**
 * The page's search: its worker and the client that talks to it. In the chunk "search" (never in
 * a page's first load); useSearchWorker starts it on the first sign of a search.
 */
export function startSearchClient(indexUrl: string, onOutcome: (outcome: SearchOutcome) => void): SearchClient {
  return createSearchClient(spawnSearchWorker(), indexUrl, onOutcome);
}
