/**
 * The search worker's logic, without the worker: the entry point only passes messages through,
 * so this part runs in Node tests.
 */
import {RESULT_LIMIT} from './config';
import type {SearchEngine} from './engine';
import type {SearchReply, SearchRequest} from './types';

/** `onFirst` receives an early reply with the first results, unless a newer request came in. */
export type SearchHandler = (request: SearchRequest, onFirst?: (reply: SearchReply) => void) => Promise<SearchReply>;

/**
 * Answers requests; a request older than the newest one received is answered CANCELED without
 * results (also when it finishes after that newer one arrived), so a slow early query never
 * overwrites the results of what the user typed since.
 */
export function createSearchHandler(engine: SearchEngine, limit = RESULT_LIMIT): SearchHandler {
  let newest = Number.NEGATIVE_INFINITY;
  const canceled = (timestamp: number): SearchReply => ({status: 'CANCELED', timestamp, items: []});
  return async ({query, timestamp, modules}, onFirst) => {
    if (timestamp < newest) {
      return canceled(timestamp);
    }
    newest = timestamp;
    try {
      const items = await engine.search(query, modules, limit, (first) => {
        if (onFirst && timestamp === newest) {
          onFirst({status: 'OK', timestamp, items: first});
        }
      });
      return timestamp < newest ? canceled(timestamp) : {status: 'OK', timestamp, items};
    } catch {
      return timestamp < newest ? canceled(timestamp) : {status: 'ERROR', timestamp, items: []};
    }
  };
}
