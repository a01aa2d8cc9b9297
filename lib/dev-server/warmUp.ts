/**
 * Keeps a save's code warm while the dev server idles (README.md beside this file, "The first save
 * after a pause").
 *
 * The server's start compiles every doc, so the Markdown compile's code (micromark, mdast, the
 * remark plugins) is hot when it answers. Seconds later V8 has dropped what it compiled of it:
 * bytecode that no call used over a few major collections is flushed, with its type feedback and
 * optimised code, and the next run compiles it again. The writer's first save after a pause then
 * spent about 55 ms more in that code than a later save. `warm` runs the same code on a doc in
 * memory, after the server's first compile and again after each quiet spell, so a save finds it
 * warm; it runs only while no compile is under way and never after the watcher closed.
 */

/** What this needs of the client compiler (Rspack's, as webpack's). */
export interface WarmUpCompiler {
  hooks: {
    invalid: {tap: (name: string, callback: () => void) => void};
    done: {tap: (name: string, callback: () => void) => void};
    watchClose: {tap: (name: string, callback: () => void) => void};
  };
}

export interface WarmUpOptions {
  /** Runs the code a save will run, discarding what it makes; a failure is ignored (the save reports its own). */
  warm: () => Promise<void>;
  /** Quiet time after a compile before the next run: long enough for the open page to load and apply what it got. */
  afterCompileMs?: number;
  /** Quiet time between runs while nothing compiles: the code must run again before V8 flushes it (ten quiet seconds were enough for that). */
  everyMs?: number;
}

const AFTER_COMPILE_MS = 2000;
const EVERY_MS = 3000;

export function createWarmUp({warm, afterCompileMs = AFTER_COMPILE_MS, everyMs = EVERY_MS}: WarmUpOptions): {apply: (compiler: WarmUpCompiler) => void} {
  let timer: NodeJS.Timeout | undefined;
  let compiling = true;
  let closed = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!closed) {
      timer = setTimeout(run, ms);
      // The server's life decides when the process ends, never a warm-up.
      timer.unref();
    }
  };
  async function run() {
    if (compiling || closed) {
      return;
    }
    try {
      await warm();
    } catch {
      // The next save compiles this code anyway and reports what fails there.
    }
    if (!compiling) {
      schedule(everyMs);
    }
  }

  return {
    apply(compiler) {
      compiler.hooks.invalid.tap('portal-warm-up', () => {
        compiling = true;
        clearTimeout(timer);
      });
      compiler.hooks.done.tap('portal-warm-up', () => {
        compiling = false;
        schedule(afterCompileMs);
      });
      compiler.hooks.watchClose.tap('portal-warm-up', () => {
        closed = true;
        clearTimeout(timer);
      });
    },
  };
}
