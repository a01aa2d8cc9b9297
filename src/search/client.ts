/**
 * The page's side of the worker protocol: numbers requests with rising timestamps and passes on
 * only the replies to the newest request, so results never go back to an older query.
 *
 * The worker also answers the likely next queries ahead. When the reader types one of them, its
 * answer is passed on at once, inside the keystroke's own event handler, so it is painted with the
 * keystroke; the worker's reply to it then changes nothing and is dropped.
 */
import {queryKey} from './tokenize';
import type {SearchResult, SearchWorkerMessage, SearchWorkerReply} from './types';

/** The part of a Worker the client uses; tests pass a fake. */
export interface SearchWorkerPort {
  postMessage(message: SearchWorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchWorkerReply>) => void): void;
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

interface Sent {
  timestamp: number;
  query: string;
  modules: readonly string[];
  /** The items passed on from a look-ahead answer, as JSON, if any. */
  answeredAhead?: string;
}

export function createSearchClient(worker: SearchWorkerPort, indexUrl: string, onOutcome: (outcome: SearchOutcome) => void): SearchClient {
  // Only the newest request's replies are passed on, so only it needs remembering.
  let latest: Sent = {timestamp: 0, query: '', modules: []};
  // Answers ahead of the newest request, by query key.
  let ahead = {timestamp: 0, answers: new Map<string, SearchResult[]>()};

  worker.addEventListener('message', ({data: reply}) => {
    if (reply.status === 'CANCELED' || reply.timestamp !== latest.timestamp) {
      return;
    }
    if (reply.status === 'AHEAD') {
      if (ahead.timestamp !== reply.timestamp) {
        ahead = {timestamp: reply.timestamp, answers: new Map()};
      }
      ahead.answers.set(reply.key, reply.items);
      return;
    }
    // Already shown from the answer ahead: the first results or the same list would only reset the selection.
    if (latest.answeredAhead !== undefined && (reply.partial || JSON.stringify(reply.items) === latest.answeredAhead)) {
      return;
    }
    // The newest request may be answered twice: its first results, then all of them.
    onOutcome({query: latest.query, modules: latest.modules, status: reply.status, items: reply.items});
  });
  worker.postMessage({kind: 'init', indexUrl});

  return {
    search(query, modules) {
      const known = ahead.timestamp === latest.timestamp && sameModules(modules, latest.modules) ? ahead.answers.get(queryKey(query)) : undefined;
      // Date.now() can repeat within a millisecond; the protocol needs every request newer.
      latest = {timestamp: Math.max(Date.now(), latest.timestamp + 1), query, modules, answeredAhead: known && JSON.stringify(known)};
      worker.postMessage({kind: 'search', request: {query, timestamp: latest.timestamp, modules: [...modules]}});
      if (known) {
        onOutcome({query, modules, status: 'OK', items: known});
      }
    },
    dispose: () => worker.terminate(),
  };
}

function sameModules(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((module, index) => module === b[index]);
}
