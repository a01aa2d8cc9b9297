/**
 * The dev server's watcher of the client compiler's files: one watchpack for the server's life
 * (README.md beside this file, "Timing").
 *
 * Rspack 1.7's NodeWatchFileSystem makes a new watchpack after every compile and watches each of
 * the compile's files again (rspack issue #7490), and before every compile it gathers the time of
 * every watched file (`collectTimeInfoEntries`), which Rspack only stores on the compiler and
 * nothing reads. Both held the thread a save needs: 40 to 350 ms before the compile, 100 to 400 ms
 * after it, before the open page's fetch of its hot update was read. Here one watchpack stays, and a
 * new watch only updates the set it watches (watchpack keeps the watchers of the files it still
 * needs); no file times are gathered.
 *
 * A save is never lost: watchpack records a change while it is paused (during a compile), and the
 * next watch reports it, as a new watchpack started at `startTime` would (one heard of after it).
 */

/** Watchpack's options, as the compiler's `watchOptions` hands them over. */
export type WatchOptions = object;

/** What this needs of watchpack (Rspack's compiled copy, 2.4): its public methods and two internals (DOCUSAURUS_PATCHES.md). */
export interface Watchpack {
  watch(options: {files: Iterable<string>; directories: Iterable<string>; missing: Iterable<string>; startTime?: number}): void;
  pause(): void;
  close(): void;
  getAggregated(): {changes: Set<string>; removals: Set<string>};
  once(event: 'change', listener: (file: string, mtime: number) => void): unknown;
  once(event: 'aggregated', listener: (changes: Set<string>, removals: Set<string>) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  /** Internal: called on every change, paused or not; reports it and starts the aggregate timer unless paused. */
  _onChange(item: string, mtime: number, file: string, type: string): void;
  /** Internal: the same for a removal. */
  _onRemove(item: string, file: string, type: string): void;
  /** What it watches, by path (read by the tests and by Rspack's VirtualModulesPlugin). */
  fileWatchers: Map<string, unknown>;
}

export type WatchpackClass = new (options: WatchOptions) => Watchpack;

type TimeInfo = Map<string, unknown>;
type Callback = (error: Error | null, files?: TimeInfo, contexts?: TimeInfo, changes?: Set<string>, removals?: Set<string>) => void;

/** The watcher Rspack's Watching holds between two watches. */
export interface Watcher {
  close(): void;
  pause(): void;
  getInfo(): {changes: Set<string>; removals: Set<string>; fileTimeInfoEntries: TimeInfo; contextTimeInfoEntries: TimeInfo};
}

export interface WatchFileSystem {
  /** The watchpack (Rspack's VirtualModulesPlugin reads `watcher.fileWatchers`). */
  watcher: Watchpack | undefined;
  watch(
    files: Iterable<string>,
    directories: Iterable<string>,
    missing: Iterable<string>,
    startTime: number | undefined,
    options: WatchOptions,
    callback: Callback,
    callbackUndelayed?: (file: string, time: number) => void,
  ): Watcher;
}

/** The compiler's input file system: it forgets what it cached of a changed file. */
export interface PurgingFileSystem {
  purge?: (file: string) => void;
}

export function createWatchFileSystem(Watchpack: WatchpackClass, inputFileSystem?: PurgingFileSystem): WatchFileSystem {
  let watcher: Watchpack | undefined;
  let watcherOptions: WatchOptions | undefined;
  /** When each change or removal recorded since the last report was heard of. */
  const heardAt = new Map<string, number>();
  /** The listeners of the current watch, removed at the next (a watch that ends in `getInfo` leaves them). */
  let listeners: {change?: (file: string, mtime: number) => void; aggregated?: (changes: Set<string>, removals: Set<string>) => void} = {};

  /** Reported: no longer pending, and the compiler's file system forgets what it cached of them. */
  const reported = (changes: Set<string>, removals: Set<string>) => {
    heardAt.clear();
    for (const item of [...changes, ...removals]) {
      inputFileSystem?.purge?.(item);
    }
  };
  const take = (): {changes: Set<string>; removals: Set<string>} => {
    const taken = watcher!.getAggregated();
    reported(taken.changes, taken.removals);
    return taken;
  };
  const open = (options: WatchOptions): Watchpack => {
    const created = new Watchpack(options);
    const onChange = created._onChange.bind(created);
    const onRemove = created._onRemove.bind(created);
    created._onChange = (item, mtime, file, type) => {
      heardAt.set(item, Date.now());
      onChange(item, mtime, file, type);
    };
    created._onRemove = (item, file, type) => {
      heardAt.set(item, Date.now());
      onRemove(item, file, type);
    };
    return created;
  };

  const fileSystem: WatchFileSystem = {
    get watcher() {
      return watcher;
    },
    watch(files, directories, missing, startTime, options, callback, callbackUndelayed) {
      if (!watcher || watcherOptions !== options) {
        watcher?.close();
        heardAt.clear();
        watcher = open(options);
        watcherOptions = options;
      }
      const current = watcher;
      if (listeners.change) {
        current.off('change', listeners.change);
      }
      if (listeners.aggregated) {
        current.off('aggregated', listeners.aggregated);
      }
      // What was recorded while the compile ran, before it is reported again below.
      const times = new Map(heardAt);
      const during = current.getAggregated();
      heardAt.clear();
      listeners = {
        change: callbackUndelayed,
        aggregated: (changes, removals) => {
          current.pause();
          reported(changes, removals);
          // Rspack stores the file times on the compiler and nothing reads them: not gathered.
          callback(null, new Map(), new Map(), changes, removals);
        },
      };
      if (listeners.change) {
        current.once('change', listeners.change);
      }
      current.once('aggregated', listeners.aggregated!);
      current.watch({files, directories, missing, startTime});
      // A change heard of since `startTime` (while the compile ran) is reported, as a watchpack
      // started then would; one heard of before it was the compile's own (DOCUSAURUS_PATCHES.md,
      // the save order's `lastWatcherStartTime`).
      const report = (item: string) => startTime === undefined || (times.get(item) ?? 0) >= startTime;
      for (const item of during.changes) {
        if (report(item)) {
          current._onChange(item, times.get(item)!, item, 'change while compiling');
        }
      }
      for (const item of during.removals) {
        if (report(item)) {
          current._onRemove(item, item, 'remove while compiling');
        }
      }
      return {
        close: () => {
          if (watcher === current) {
            current.close();
            watcher = undefined;
            listeners = {};
          }
        },
        pause: () => current.pause(),
        getInfo: () => ({...take(), fileTimeInfoEntries: new Map(), contextTimeInfoEntries: new Map()}),
      };
    },
  };
  return fileSystem;
}
