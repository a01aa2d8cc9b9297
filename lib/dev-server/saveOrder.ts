/**
 * The order of a docs save's work in the dev server (README.md beside this file, "A docs save"):
 * the open page's hot update first, the rest of the reload after it.
 *
 * A save reaches two watchers: webpack's recompiles the page's MDX module, Docusaurus' reloads the
 * docs instance and then runs every plugin's allContentLoaded and its code generation. Both run on
 * the one JavaScript thread, and the MDX loader waited behind the reload (300 to 600 ms of it) before
 * the page's module was even compiled. So:
 * - a body edit: the instance's reload waits (`beforeLoad`) until the compile is done and the open
 *   pages have fetched its hot update; the compile has the thread to itself.
 * - a front-matter edit (the title, the sidebar label): the page shows it from the doc's metadata,
 *   a JSON module the docs instance writes as it reloads. The compile waits in `watchRun` until the
 *   instance has written it and takes it along (one compile, not the page's module and then, after
 *   the whole reload, the metadata); the rest of the reload waits (`afterWrite`) for that compile.
 * Every wait has a time limit: a reload that fails, or a compile no page fetches, holds nothing for long.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Middleware} from './middleware';

/** What this needs of the client compiler (Rspack's, as webpack's). */
export interface SaveOrderCompiler {
  hooks: {
    invalid: {tap: (name: string, callback: (file: string | null) => void) => void};
    watchRun: {tapPromise: (name: string, callback: (compiler: WatchingCompiler) => Promise<void>) => void};
    done: {tap: (name: string, callback: () => void) => void};
  };
}

/** The compiler as watchRun sees it while it watches. */
interface WatchingCompiler {
  modifiedFiles?: Set<string>;
  /** Rspack's Watching: the next watch reports the files changed since `lastWatcherStartTime` (DOCUSAURUS_PATCHES.md). */
  watching?: {lastWatcherStartTime?: number};
}

/** The front matter of a Markdown file's text, as written (an edit elsewhere leaves it equal). */
export function frontMatterOf(text: string): string {
  return /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text)?.[1] ?? '';
}

const readText = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** How long a reload waits for the compile of the save it was started for to begin. */
const COMPILE_START_MS = 150;
/** How long after a compile the open pages have to ask for its hot update, and the most a reload waits for it. */
const HOT_UPDATE_MS = 400;
/** The most a compile waits for the docs instance to write a saved doc's metadata. */
const METADATA_MS = 3000;
/** Margin over webpack's watcher's file-time accuracy (watchpack's, once it has seen a file time not a multiple of 10 ms). */
const WATCHER_ACCURACY_MS = 20;
/**
 * How long the compiler's watcher gathers changes before a compile: more than its file-time accuracy,
 * so a saved file is not seen as changed again once the compile is done (Rspack's default, 5 ms, is
 * less: the save's first compile, then a second one for the same file).
 */
export const AGGREGATE_TIMEOUT_MS = 25;
/** How long the reload waits after the open page fetched the hot update: the page applies it meanwhile, on a machine of two cores. */
const APPLY_MS = 150;

export interface SaveOrder {
  /** The client compiler's plugin. */
  plugin: {apply: (compiler: SaveOrderCompiler) => void};
  /** Sees the open pages fetch a compile's hot update (a middleware ahead of webpack's). */
  middleware: Middleware;
  /** A docs instance's loaded docs (absolute paths): their front matter and time are what a save is compared with. */
  known: (files: readonly string[]) => void;
  /** Before a docs instance loads (`files`: its docs as last loaded): waits while a body edit of one of them compiles and goes to the open pages. */
  beforeLoad: (files: readonly string[]) => Promise<void>;
  /** After a docs instance wrote its metadata (`written`: the files it changed): the compile takes them along; the rest of the reload waits for it. */
  afterWrite: (written: readonly string[]) => Promise<void>;
}

export function createSaveOrder(): SaveOrder {
  /** Each loaded doc's front matter as last loaded. */
  const frontMatter = new Map<string, string>();
  /** Each loaded doc's modification time as last loaded: what a reload compares to find the saved docs. */
  const modified = new Map<string, number>();
  /** Whether a compile waits in watchRun for a saved doc's metadata. */
  let awaitingMetadata = false;
  /** Files the compile under way (or about to start) was asked for; undefined when none. */
  let compiling: Set<string> | undefined;
  /** Resolves the waiters of the compile under way, once the open pages have fetched its hot update. */
  let settled: Promise<void> = Promise.resolve();
  let settle = () => {};
  /** Tells a compile waiting in watchRun that metadata was written. */
  let written: (files: readonly string[]) => void = () => {};
  /** Tells a reload waiting for a compile to start that one has. */
  let started: () => void = () => {};
  let compileStarted: Promise<void> = new Promise((resolve) => (started = resolve));
  let hotUpdateTimer: NodeJS.Timeout | undefined;

  const frontMatterChanged = (file: string): boolean => {
    const text = readText(file);
    return text === undefined || frontMatter.get(file) !== frontMatterOf(text);
  };
  const release = () => {
    clearTimeout(hotUpdateTimer);
    compiling = undefined;
    settle();
  };
  const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

  return {
    plugin: {
      apply(compiler) {
        compiler.hooks.invalid.tap('portal-save-order', (file) => {
          if (!compiling) {
            compiling = new Set();
            settled = new Promise((resolve) => (settle = resolve));
          }
          if (file) {
            compiling.add(path.resolve(file));
          }
          started();
          compileStarted = new Promise((resolve) => (started = resolve));
        });
        compiler.hooks.watchRun.tapPromise('portal-save-order', async ({modifiedFiles, watching}) => {
          // The watcher names one file as it reports a change; the compile takes all it gathered.
          modifiedFiles?.forEach((file) => compiling?.add(file));
          const docs = [...(modifiedFiles ?? [])].filter((file) => frontMatter.has(file) && frontMatterChanged(file));
          if (docs.length === 0) {
            return;
          }
          // The metadata of the saved doc, written by its instance's reload, goes into this compile.
          awaitingMetadata = true;
          const files = await Promise.race([new Promise<readonly string[]>((resolve) => (written = resolve)), timeout(METADATA_MS).then(() => [])]);
          awaitingMetadata = false;
          written = () => {};
          files.forEach((file) => modifiedFiles!.add(file));
          // Written after this compile began, they would be seen as changed once it is done: a second
          // compile, during which webpack-dev-middleware holds the open page's fetch of this one's
          // update. The watcher counts a file as changed until its time plus its accuracy (10 ms here).
          if (watching && files.length > 0) {
            const newest = Math.max(...files.map((file) => fs.statSync(file, {throwIfNoEntry: false})?.mtimeMs ?? 0));
            await timeout(newest + WATCHER_ACCURACY_MS - Date.now());
            watching.lastWatcherStartTime = Date.now();
          }
        });
        compiler.hooks.done.tap('portal-save-order', () => {
          if (!compiling) {
            return;
          }
          // The open pages fetch the hot update next; a compile with no page open is released after a moment.
          clearTimeout(hotUpdateTimer);
          hotUpdateTimer = setTimeout(release, HOT_UPDATE_MS);
          hotUpdateTimer.unref();
        });
      },
    },
    middleware: (request, response, next) => {
      if (compiling && /\.hot-update\.js(\?|$)/.test(request.url ?? '')) {
        // Released a moment after this answer is out; another chunk's update of the same compile follows right after.
        response.once('finish', () => {
          clearTimeout(hotUpdateTimer);
          hotUpdateTimer = setTimeout(release, APPLY_MS);
          hotUpdateTimer.unref();
        });
      }
      next();
    },
    known(files) {
      for (const file of files) {
        const text = readText(file);
        if (text !== undefined) {
          frontMatter.set(file, frontMatterOf(text));
          modified.set(file, fs.statSync(file, {throwIfNoEntry: false})?.mtimeMs ?? 0);
        }
      }
    },
    async beforeLoad(files) {
      const saved = files.filter((file) => modified.has(file) && fs.statSync(file, {throwIfNoEntry: false})?.mtimeMs !== modified.get(file));
      // No doc of this instance saved (a spec, a sidebar, a new doc), or a doc removed or its front matter changed: the metadata comes first.
      if (saved.length === 0 || saved.some(frontMatterChanged)) {
        return;
      }
      const bodyEdits = saved;
      // Docusaurus' watcher may hear of the save before webpack's: give the compile a moment to start.
      if (!compiling || !bodyEdits.some((file) => compiling!.has(file))) {
        await Promise.race([compileStarted, timeout(COMPILE_START_MS)]);
      }
      if (compiling && bodyEdits.some((file) => compiling!.has(file))) {
        await Promise.race([settled, timeout(HOT_UPDATE_MS + 5000)]);
      }
    },
    async afterWrite(files) {
      const waiting = awaitingMetadata;
      written(files);
      if (waiting) {
        await Promise.race([settled, timeout(HOT_UPDATE_MS + 5000)]);
      }
    },
  };
}
