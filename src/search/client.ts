/**
 * The page's side of the worker protocol: numbers requests with rising timestamps and passes on
 * only the replies to the newest request, so results never go back to an older query.
 *
 * The worker also answers the likely next queries ahead. When the reader types one of them, its
 * answer is passed on at once, inside the keystroke's own event handler, so it is painted with the
 * keystroke; the worker's reply to it then only marks that list as final.
 */
import {queryKey} from '../../lib/search/tokenize';
import type {SearchResult, SearchWorkerMessage, SearchWorkerReply} from '../../lib/search/types';
import {type SessionEndedMessage, isSessionEndedMessage, reportSessionEnded} from '../shared/session/session';

/** The part of a Worker the client uses; tests pass a fake. */
export interface SearchWorkerPort {
  postMessage(message: SearchWorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchWorkerReply | SessionEndedMessage>) => void): void;
  terminate(): void;
}

export interface SearchOutcome {
  query: string;
  modules: readonly string[];
  status: 'OK' | 'ERROR';
  items: SearchResult[];
  /** False while the worker may still send a fuller list for the same request. */
  complete: boolean;
}

export interface SearchClient {
  search(query: string, modules: readonly string[]): void;
  /**
   * Reads the index afresh (its manifest is revalidated): the dev server's changes with every save.
   * The newest query is asked again of it, so a field that still holds it shows today's results.
   */
  reload(): void;
  dispose(): void;
}

interface Sent {
  timestamp: number;
  query: string;
  modules: readonly string[];
  /** Its results were passed on from a look-ahead answer. */
  answeredAhead: boolean;
}

export function createSearchClient(worker: SearchWorkerPort, indexUrl: string, onOutcome: (outcome: SearchOutcome) => void): SearchClient {
  // Only the newest request's replies are passed on, so only it needs remembering.
  let latest: Sent = {timestamp: 0, query: '', modules: [], answeredAhead: false};
  // Answers ahead of the newest request, by query key.
  let ahead = {timestamp: 0, answers: new Map<string, SearchResult[]>()};

  worker.addEventListener('message', ({data: reply}) => {
    // Before the ERROR reply it comes with: the page then says why search failed.
    if (isSessionEndedMessage(reply)) {
      reportSessionEnded();
      return;
    }
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
    // Already shown from the answer ahead, which is at least as full as the first results.
    if (latest.answeredAhead && reply.partial) {
      return;
    }
    // The newest request may be answered twice: its first results, then all of them. The whole
    // reply is passed on even when it repeats the answer ahead: it says the list is final.
    onOutcome({query: latest.query, modules: latest.modules, status: reply.status, items: reply.items, complete: !reply.partial});
  });
  worker.postMessage({kind: 'init', indexUrl});

  const search = (query: string, modules: readonly string[]) => {
    const known = ahead.timestamp === latest.timestamp && sameModules(modules, latest.modules) ? ahead.answers.get(queryKey(query)) : undefined;
    // Date.now() can repeat within a millisecond; the protocol needs every request newer.
    latest = {timestamp: Math.max(Date.now(), latest.timestamp + 1), query, modules, answeredAhead: known !== undefined};
    worker.postMessage({kind: 'search', request: {query, timestamp: latest.timestamp, modules: [...modules]}});
    if (known) {
      onOutcome({query, modules, status: 'OK', items: known, complete: false});
    }
  };

  return {
    search,
    reload() {
      ahead = {timestamp: 0, answers: new Map()};
      worker.postMessage({kind: 'init', indexUrl});
      if (latest.query !== '') {
        search(latest.query, latest.modules);
      }
    },
    dispose: () => worker.terminate(),
  };
}

function sameModules(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((module, index) => module === b[index]);
}
