/**
 * The dev server's search index, built in a worker thread so a save's rebuild never holds up the
 * dev server while it recompiles the page: after every content load (refresh), and when a browser
 * asks for the manifest, which waits for a rebuild under way. The newest index and the one before
 * are kept: a browser may still be reading the older one's files.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {MANIFEST_FILE} from './config';
import type {IndexSections} from './devIndexState';

export interface DevIndex {
  /** Rebuilds in the background if a twin changed. */
  refresh: () => Promise<void>;
  /** A file of the index; the manifest as of now. */
  file: (name: string) => Promise<string | undefined>;
  close: () => Promise<void>;
}

/** `twinsReady`: resolves when twins being written are (lib/twins/files: twinsWritten); a rebuild waits for it. */
export function createDevIndex(twinDirs: readonly string[], sections: IndexSections, twinsReady: () => Promise<void> = () => Promise.resolve()): DevIndex {
  const worker = new Worker(path.join(__dirname, 'devIndexWorker.cjs'), {
    workerData: {twinDirs, sections: sections.map(({id, routeBasePath, alsoServes}) => ({id, routeBasePath, alsoServes}))},
  });
  worker.unref();
  let current = new Map<string, string>();
  let previous = new Map<string, string>();
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  let next = 0;

  const runOnce = () =>
    new Promise<void>((resolve, reject) => {
      const id = (next += 1);
      const onMessage = (reply: {id: number; files?: [string, string][]; error?: string}) => {
        if (reply.id !== id) {
          return;
        }
        worker.off('message', onMessage);
        if (reply.error) {
          reject(new Error(reply.error));
          return;
        }
        if (reply.files) {
          previous = current;
          current = new Map(reply.files);
        }
        resolve();
      };
      worker.on('message', onMessage);
      worker.postMessage(id);
    });

  // One rebuild at a time; calls while one runs share the one after it.
  const refresh = () => {
    queued ??= Promise.all([running.catch(() => undefined), twinsReady()]).then(() => {
      queued = undefined;
      running = runOnce();
      return running;
    });
    return queued;
  };

  return {
    refresh,
    async file(name) {
      if (name === MANIFEST_FILE) {
        await refresh();
      }
      return current.get(name) ?? previous.get(name);
    },
    close: () => worker.terminate().then(() => undefined),
  };
}
