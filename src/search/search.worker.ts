/**
 * The search worker's entry: it only wires messages to the handler (worker.ts), so the logic runs
 * in Node tests. The page creates it on the first sign of a search (focus, hover, shortcut).
 */
import {createSearchEngine, type SearchEngine} from '../../lib/search/engine';
import {createIndexLoader} from './fetchIndex';
import {SESSION_ENDED_MESSAGE, type SessionEndedMessage} from '../shared/session/session';
import {createSearchHandler, type SearchHandler} from './worker';
import type {SearchWorkerMessage, SearchWorkerReply} from '../../lib/search/types';

/** The parts of a dedicated worker's scope used here (the DOM typings describe a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchWorkerMessage>) => void) | null;
  postMessage(reply: SearchWorkerReply | SessionEndedMessage): void;
};

// A message task, unlike setTimeout, is not clamped to 4 ms when look-ahead searches follow each other.
const channel = new MessageChannel();
const yieldToEvents = (): Promise<void> =>
  new Promise((resolve) => {
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

let engine: SearchEngine | undefined;
let handle: SearchHandler | undefined;

scope.onmessage = async ({data}: MessageEvent<SearchWorkerMessage>) => {
  if (data.kind === 'init') {
    engine = createSearchEngine(
      createIndexLoader(
        data.indexUrl,
        (input, init) => fetch(input, init),
        () => scope.postMessage(SESSION_ENDED_MESSAGE),
      ),
    );
    handle = createSearchHandler(engine, undefined, yieldToEvents);
    // Errors surface on the first request, which loads the manifest again.
    engine.prepare().catch(() => undefined);
    return;
  }
  if (handle) {
    const post = (reply: SearchWorkerReply) => scope.postMessage(reply);
    post(await handle(data.request, {onFirst: post, onAhead: post}));
  }
};
