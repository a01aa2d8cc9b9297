import {createSearchClient, type SearchClient, type SearchOutcome} from './client';
import {spawnSearchWorker} from './spawnWorker';

/**
 * The page's search: its worker and the client that talks to it. A chunk of its own, which
 * useSearchWorker fetches on the first sign of a search, so no page pays for it up front.
 */
export function startSearchClient(indexUrl: string, onOutcome: (outcome: SearchOutcome) => void): SearchClient {
  return createSearchClient(spawnSearchWorker(), indexUrl, onOutcome);
}
