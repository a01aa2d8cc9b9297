/**
 * The search worker's logic, without the worker: the entry point only passes messages through,
 * so this part runs in Node tests.
 */
import {LOOKAHEAD_QUERIES, RESULT_LIMIT} from '../../lib/search/config';
import type {SearchEngine} from '../../lib/search/engine';
import {queryKey} from '../../lib/search/tokenize';
import type {SearchAhead, SearchReply, SearchRequest} from '../../lib/search/types';

export interface SearchHandlerCallbacks {
  /** An early reply with the first results, unless a newer request came in. */
  onFirst?: (reply: SearchReply) => void;
  /** Answers to the likely next queries, sent after the reply, until a newer request comes in. */
  onAhead?: (ahead: SearchAhead) => void;
}

export type SearchHandler = (request: SearchRequest, callbacks?: SearchHandlerCallbacks) => Promise<SearchReply>;

/** Lets the worker take in messages between two look-ahead searches, so a new request stops them. */
export type YieldToEvents = () => Promise<void>;

const nextTask: YieldToEvents = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Answers requests; a request older than the newest one received is answered CANCELED without
 * results (also when it finishes after that newer one arrived), so a slow early query never
 * overwrites the results of what the user typed since.
 *
 * After the reply, while no newer request has come, it searches ahead: the query plus each likely
 * next letter, from loaded index files only. The page shows such an answer in the very frame of
 * the keystroke; a reply from the worker always comes a frame later, because the browser paints
 * the keystroke before it runs any other task.
 */
export function createSearchHandler(engine: SearchEngine, limit = RESULT_LIMIT, yieldToEvents = nextTask): SearchHandler {
  let newest = Number.NEGATIVE_INFINITY;
  const canceled = (timestamp: number): SearchReply => ({status: 'CANCELED', timestamp, items: []});

  const lookAhead = async ({query, timestamp, modules}: SearchRequest, onAhead: (ahead: SearchAhead) => void): Promise<void> => {
    await yieldToEvents();
    const next = timestamp === newest ? await engine.nextQueries(query, LOOKAHEAD_QUERIES) : [];
    for (const nextQuery of next) {
      if (timestamp !== newest) {
        return;
      }
      try {
        onAhead({status: 'AHEAD', timestamp, key: queryKey(nextQuery), items: await engine.searchLoaded(nextQuery, modules, limit)});
      } catch {
        // It needs files not loaded yet: that query is answered when it is typed.
      }
      await yieldToEvents();
    }
  };

  return async (request, {onFirst, onAhead} = {}) => {
    const {query, timestamp, modules} = request;
    if (timestamp < newest) {
      return canceled(timestamp);
    }
    newest = timestamp;
    try {
      const items = await engine.search(query, modules, limit, (first) => {
        if (onFirst && timestamp === newest) {
          onFirst({status: 'OK', timestamp, items: first, partial: true});
        }
      });
      if (timestamp < newest) {
        return canceled(timestamp);
      }
      if (onAhead) {
        void lookAhead(request, onAhead);
      }
      return {status: 'OK', timestamp, items};
    } catch {
      return timestamp < newest ? canceled(timestamp) : {status: 'ERROR', timestamp, items: []};
    }
  };
}
