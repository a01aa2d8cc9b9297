/**
 * A compile in idle time after the dev server's first, with no file changed (README.md beside this
 * file, "Timing"). Rspack's first rebuild after a start does more than later ones (its compile and
 * the watcher's renewal after it took twice as long), so a writer's first save met it: this way the
 * first save is the second rebuild.
 *
 * The open pages must not see it: webpack-dev-server tells them of every compile (`invalid`, its
 * progress, then `still-ok` when the hash is the same), so while it runs those messages are not
 * sent. A compile whose hash changed (it should not, nothing changed) is announced as any other, so
 * the pages' hot updates stay in step with the server's. A save made during it is compiled next.
 */
/** What this needs of the client compiler (Rspack's, as webpack's). */
export interface WarmUpCompiler {
  hooks: {
    invalid: {tap: (name: string, callback: () => void) => void};
    done: {tap: (name: string, callback: (stats: {hash?: string}) => void) => void};
    afterDone: {tap: (name: string, callback: () => void) => void};
  };
  watching?: {invalidate: () => void};
}

/** What this needs of webpack-dev-server: the one method that sends its messages to the open pages. */
export interface MessagingServer {
  sendMessage: (clients: unknown, type: string, ...rest: unknown[]) => void;
}

/** How long after the first compile the server is left to the first page's requests. */
const AFTER_START_MS = 2000;
/** How long without a request the server must have been to be idle. */
const IDLE_MS = 1000;
const POLL_MS = 250;

export interface WarmUp {
  /** The client compiler's plugin. */
  plugin: {apply: (compiler: WarmUpCompiler) => void};
  /** Called on each of the server's requests (ahead of webpack's): the warm-up waits until there are none for a moment. */
  sawRequest: () => void;
  /** Keeps the warm-up's messages from the open pages (given webpack-dev-server, DOCUSAURUS_PATCHES.md). */
  keepFromPages: (server: MessagingServer) => void;
}

export function createWarmUp({afterStartMs = AFTER_START_MS, idleMs = IDLE_MS} = {}): WarmUp {
  /** waiting: for the first compile; idle: for a quiet moment; running: the warm-up compiles; over: no (more) warm-up. */
  let state: 'waiting' | 'idle' | 'running' | 'over' = 'waiting';
  let lastRequest = 0;
  let firstDone = 0;
  let hash: string | undefined;
  let invalidating = false;
  return {
    plugin: {
      apply(compiler) {
        const poll = () => {
          if (state !== 'idle') {
            return;
          }
          const now = Date.now();
          if (now - firstDone < afterStartMs || now - lastRequest < idleMs || !compiler.watching) {
            setTimeout(poll, POLL_MS).unref();
            return;
          }
          state = 'running';
          invalidating = true;
          compiler.watching.invalidate();
          invalidating = false;
        };
        // Another compile asked for while the warm-up runs (an error to show) follows it at once, without the warm-up's
        // `done`: from here on the pages hear of everything.
        compiler.hooks.invalid.tap('portal-warm-up', () => {
          if (state === 'running' && !invalidating) {
            state = 'over';
          }
        });
        compiler.hooks.done.tap('portal-warm-up', (stats) => {
          if (state === 'waiting') {
            state = 'idle';
            firstDone = Date.now();
            hash = stats.hash;
            setTimeout(poll, POLL_MS).unref();
          } else if (state === 'idle') {
            // A compile of a save came first: it was the first rebuild.
            state = 'over';
          } else if (state === 'running' && stats.hash !== hash) {
            state = 'over';
          }
        });
        // After webpack-dev-server's `done` (it sends `still-ok` there): the warm-up is over.
        compiler.hooks.afterDone.tap('portal-warm-up', () => {
          if (state === 'running') {
            state = 'over';
          }
        });
      },
    },
    sawRequest: () => {
      lastRequest = Date.now();
    },
    keepFromPages(server) {
      const send = server.sendMessage.bind(server);
      server.sendMessage = (clients, type, ...rest) => {
        if (state !== 'running') {
          send(clients, type, ...rest);
        }
      };
    },
  };
}
