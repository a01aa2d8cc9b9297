/**
 * The page's side of the worker protocol: numbers requests with rising timestamps and passes on
 * only the reply to the newest request, so results never go back to an older query.
 */
import type {SearchReply, SearchResult, SearchWorkerMessage} from './types';

/** The part of a Worker the client uses; tests pass a fake. */
export interface SearchWorkerPort {
  postMessage(message: SearchWorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchReply>) => void): void;
  terminate(): void;
}

export interface SearchOutcome {
  query: string;
  modules: readonly string[];
  status: 'OK' | 'ERROR';
  items: SearchResult[];
}

export interface SearchClient {
  search(query: string, modules: readonly string[]): void;
  dispose(): void;
}

export function createSearchClient(worker: SearchWorkerPort, indexUrl: string, onOutcome: (outcome: SearchOutcome) => void): SearchClient {
  // Only the newest request's replies are passed on, so only it needs remembering.
  let latest = {timestamp: 0, query: '', modules: [] as readonly string[]};
  worker.addEventListener('message', ({data: reply}) => {
    // The newest request may be answered twice: its first results, then all of them.
    if (reply.status === 'CANCELED' || reply.timestamp !== latest.timestamp) {
      return;
    }
    onOutcome({query: latest.query, modules: latest.modules, status: reply.status, items: reply.items});
  });
  worker.postMessage({kind: 'init', indexUrl});
  return {
    search(query, modules) {
      // Date.now() can repeat within a millisecond; the protocol needs every request newer.
      latest = {timestamp: Math.max(Date.now(), latest.timestamp + 1), query, modules};
      worker.postMessage({kind: 'search', request: {query, timestamp: latest.timestamp, modules: [...modules]}});
    },
    dispose: () => worker.terminate(),
  };
}
