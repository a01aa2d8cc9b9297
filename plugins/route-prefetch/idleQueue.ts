/**
 * The queue behind link prefetching in idle time (docusaurus.ts): at most `sliceMs` of prefetching
 * per idle period, all of it inside the idle callback. A route whose section's route data is not
 * in yet (src/reference/routeSections.ts) has it loaded first and then waits for idle time again:
 * prefetching it in that load's `.then` would run every such prefetch of the slice in the
 * microtasks after the callback, where no time budget holds (one task of 58-84 ms on a rule page and
 * 94-134 ms on an operation page, unthrottled in Chromium on our machine).
 * Part of a patch listed in DOCUSAURUS_PATCHES.md ("Route prefetch: core window.docusaurus replaced").
 */
export interface Deadline {
  timeRemaining: () => number;
}

export interface IdleQueueOptions {
  whenIdle: (callback: (deadline: Deadline) => void) => void;
  now: () => number;
  /** At most this long per idle period (at least one prefetch each, so a busy page makes progress). */
  sliceMs: number;
  /** Whether the route data `routePath` needs is in, so that it can be prefetched now. */
  ready: (routePath: string) => boolean;
  /** Loads that route data; a failure prefetches nothing. */
  prepare: (routePath: string) => Promise<void>;
  prefetch: (routePath: string) => Promise<void[]>;
}

interface Waiting {
  routePath: string;
  done: (fetched: Promise<void[]>) => void;
  /** Its route data has been loaded: prefetched next time whatever `ready` says. */
  prepared?: boolean;
}

/** Returns `enqueue`: prefetches a route in idle time, resolving with its prefetch. */
export function createIdleQueue({whenIdle, now, sliceMs, ready, prepare, prefetch}: IdleQueueOptions): (routePath: string) => Promise<void[]> {
  const waiting: Waiting[] = [];

  function add(entry: Waiting): void {
    waiting.push(entry);
    if (waiting.length === 1) {
      whenIdle(run);
    }
  }

  function run(deadline: Deadline): void {
    const start = now();
    do {
      const next = waiting.shift()!;
      if (next.prepared || ready(next.routePath)) {
        next.done(prefetch(next.routePath));
      } else {
        prepare(next.routePath).then(
          () => add({...next, prepared: true}),
          () => next.done(Promise.resolve([])),
        );
      }
    } while (waiting.length > 0 && deadline.timeRemaining() > 0 && now() - start < sliceMs);
    if (waiting.length > 0) {
      whenIdle(run);
    }
  }

  return (routePath) => new Promise((done) => add({routePath, done}));
}
