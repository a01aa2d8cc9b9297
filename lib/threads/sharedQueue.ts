/**
 * Work shared by this thread and one worker thread, item by item: both take the next item from a
 * counter in shared memory. This thread works synchronously, so a worker that asked it for items
 * would wait for it; with the counter, the worker's results wait in its queue instead. Results
 * come out in the items' order, as one thread would give them.
 */
import {Worker} from 'node:worker_threads';

/** What the worker is given, beside its own data: the items and the shared counter (one Int32). */
export interface SharedQueueData<T> {
  items: T[];
  next: SharedArrayBuffer;
}

export type SharedQueueReply<R> = {index: number; result: R} | {index: number; error: string} | {done: true};

const take = (next: SharedArrayBuffer) => Atomics.add(new Int32Array(next), 0, 1);

/** The worker's side: handles items until none is left; after a failure, neither thread takes another. */
export async function serveSharedQueue<T, R>(
  {items, next}: SharedQueueData<T>,
  handle: (item: T) => R | Promise<R>,
  post: (reply: SharedQueueReply<R>) => void,
): Promise<void> {
  for (let index = take(next); index < items.length; index = take(next)) {
    try {
      post({index, result: await handle(items[index]!)});
    } catch (error) {
      post({index, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
      Atomics.store(new Int32Array(next), 0, items.length);
    }
  }
  post({done: true});
}

export interface SharedQueueOptions<T, R> {
  /** The worker's script: it calls serveSharedQueue on its workerData. */
  worker: string;
  /** More for the worker, beside the items and the counter. */
  workerData?: Record<string, unknown>;
  /** The worker's item, when it needs other data than this thread's. */
  toWorker?: (item: T) => unknown;
  /** This thread's handling of an item; a promise lets the worker's results in meanwhile. */
  here: (item: T) => R | Promise<R>;
  /** Names an item in the error of a failed one. */
  name: (item: T) => string;
  /** The error when the worker stops before it is done. */
  stopped: (code: number) => string;
  /** Lets the worker's results in every this many items, so they do not pile up in memory. */
  yieldEvery?: number;
}

/** This thread's side: every item's result, in the items' order. */
export async function shareWithWorker<T, R>(items: readonly T[], options: SharedQueueOptions<T, R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  const next = new SharedArrayBuffer(4);
  const workerItems = options.toWorker ? items.map(options.toWorker) : [...items];
  const worker = new Worker(options.worker, {workerData: {...options.workerData, items: workerItems, next} satisfies SharedQueueData<unknown>});
  try {
    const workerDone = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: SharedQueueReply<R>) => {
        if ('done' in reply) {
          resolve();
        } else if ('error' in reply) {
          reject(new Error(`${options.name(items[reply.index]!)}: ${reply.error}`));
        } else {
          results[reply.index] = reply.result;
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(options.stopped(code))));
    });
    // Read once this thread's share is done.
    workerDone.catch(() => undefined);
    for (let index = take(next); index < items.length; index = take(next)) {
      results[index] = await options.here(items[index]!);
      if (options.yieldEvery && index % options.yieldEvery === 0) {
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    await workerDone;
    return results;
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}
