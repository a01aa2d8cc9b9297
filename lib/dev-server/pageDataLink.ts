/**
 * The dev server's one channel for "this page's data changed" (README.md beside this file): once a
 * saved spec's page data is written, its version goes out at once on an event stream
 * (ROUTES.pageDataEvents) to every open page, which fetches its data anew (src/reference/
 * pageDataVersion.ts) from this link's own middleware, ahead of webpack's (./middleware.ts).
 *
 * A spec that fails to load is an error of the client compilation, so the dev server's overlay
 * shows it with its file and line, while the last good pages stay (the files of a failed reload
 * are never touched); the next good save clears it. Either change asks webpack for a compile,
 * since a failed reload writes no file that webpack watches.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import {ROUTES} from '../portal/config';
import {joinSitePath} from '../shared/paths';
import type {Middleware} from './middleware';

interface Compilation {
  errors: Error[];
  /** Whose compilation it is: child compilers (html-webpack-plugin's page template) run the parent's afterCompile taps too. */
  compiler?: unknown;
}
/** What this link needs of webpack's compiler (the dev server's client compiler). */
export interface OverlayCompiler {
  hooks: {afterCompile: {tap: (name: string, callback: (compilation: Compilation) => void) => void}};
  webpack?: {WebpackError?: new (message: string) => Error & {hideStack?: boolean}};
  /** Set while the dev server watches: a compile with no file changed. */
  watching?: {invalidate: () => void};
}

export interface PageDataLink {
  /** Runs a step of loading; an error it throws is shown in the overlay, then thrown on (Docusaurus keeps the last good site). */
  report: <T>(step: () => Promise<T>) => Promise<T>;
  /** The pages' files are written: the version follows what they were made from, open pages hear of it, and the error is gone. */
  publish: (fingerprints: readonly string[]) => void;
  /**
   * Resolves once the open pages have had a moment to fetch what was published (at once when no
   * page listens): the rest of a reload (the lint, the other pages) holds this thread, which
   * answers those fetches.
   */
  settle: () => Promise<void>;
  /**
   * The data files (relative to `dataRoot`) the open pages fetched, the latest first: a save writes
   * those first and publishes them before the rest of the spec's files.
   */
  opened: () => ReadonlySet<string>;
  /** The client compilation's plugin that reports the error, if any. */
  overlay: {apply: (compiler: OverlayCompiler) => void};
  /** The version's event stream and the data files (`dataRoot`) at the site's base URL. */
  middleware: Middleware;
}

const PLUGIN = 'portal-page-data-errors';

/** How long a reload waits after telling the open pages, for their fetches (page data and side navigation) to come in and be answered. */
const SETTLE_MS = 120;

/** How many of the latest fetched data files `opened` names: the open pages' and a few before them. */
const OPENED_FILES = 16;

/** The types of what the data folder holds: page data, spec downloads, changelog feeds. */
const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
};

export interface PageDataLinkOptions {
  /** False in a build: nothing is reported, told or served. */
  enabled: boolean;
  /** Where the page data, downloads and feeds are written; served at `baseUrl`. */
  dataRoot: string;
  baseUrl: string;
  /** Prefixes the overlay's message: whose error it is. */
  source: string;
}

/** The event stream's path at `baseUrl`: the browser's bundle is given it (pageDataEventsPath in the plugin's webpack config). */
export const pageDataEventsPath = (baseUrl: string): string => joinSitePath(baseUrl, ROUTES.pageDataEvents);

export function pageDataLink({enabled, dataRoot, baseUrl, source}: PageDataLinkOptions): PageDataLink {
  const eventsPath = pageDataEventsPath(baseUrl);
  let version = '';
  let error: string | undefined;
  let compiler: OverlayCompiler | undefined;
  const listeners = new Set<ServerResponse>();
  // Insertion order is fetch order: a file fetched again moves to the end.
  const fetched = new Set<string>();
  const noteFetched = (relative: string) => {
    fetched.delete(relative);
    fetched.add(relative);
    if (fetched.size > OPENED_FILES) {
      fetched.delete(fetched.values().next().value!);
    }
  };
  const tell = (response: ServerResponse) => response.write(`data: ${version}\n\n`);

  const listen = (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, {'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive'});
    response.flushHeaders();
    // The version as of now: a page opened between a write and this stream still hears of it.
    if (version) {
      tell(response);
    }
    listeners.add(response);
    request.on('close', () => listeners.delete(response));
  };

  /** A file of the data folder, relative to it, or undefined when the path names none (the next middleware answers). */
  const dataFile = (pathname: string): string | undefined => {
    if (!pathname.startsWith(baseUrl) || !CONTENT_TYPES[path.extname(pathname)]) {
      return undefined;
    }
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(baseUrl.length));
    } catch {
      return undefined;
    }
    const file = path.join(dataRoot, relative);
    return file.startsWith(dataRoot + path.sep) && fs.statSync(file, {throwIfNoEntry: false})?.isFile() ? path.relative(dataRoot, file) : undefined;
  };

  return {
    async report(step) {
      try {
        return await step();
      } catch (caught) {
        if (enabled) {
          // The message (file, line, fix), not a stack trace: it is meant for the writer.
          error = `[${source}] ${caught instanceof Error ? caught.message : String(caught)}`;
          compiler?.watching?.invalidate();
        }
        throw caught;
      }
    },
    publish(fingerprints) {
      if (!enabled) {
        return;
      }
      const next = crypto.createHash('sha1').update(fingerprints.join('\0')).digest('hex').slice(0, 12);
      if (next !== version) {
        version = next;
        listeners.forEach(tell);
      }
      if (error !== undefined) {
        error = undefined;
        compiler?.watching?.invalidate();
      }
    },
    settle: () => (listeners.size > 0 ? new Promise((resolve) => setTimeout(resolve, SETTLE_MS)) : Promise.resolve()),
    opened: () => new Set([...fetched].reverse()),
    overlay: {
      apply(client) {
        compiler = client;
        client.hooks.afterCompile.tap(PLUGIN, (compilation) => {
          // Once, in the client's own compilation: in the page template's child compilation it
          // failed that too and printed the message four times under Rspack's stack frames.
          if (error && (compilation.compiler ?? client) === client) {
            const WebpackError = client.webpack?.WebpackError ?? Error;
            compilation.errors.push(Object.assign(new WebpackError(error), {hideStack: true}));
          }
        });
      },
    },
    middleware(request, response, next) {
      const pathname = (request.url ?? '').split('?')[0]!;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        next();
        return;
      }
      if (pathname === eventsPath) {
        listen(request, response);
        return;
      }
      const relative = dataFile(pathname);
      if (!relative) {
        next();
        return;
      }
      const file = path.join(dataRoot, relative);
      // Written again on every save: never from the browser's cache.
      response.writeHead(200, {'Content-Type': CONTENT_TYPES[path.extname(file)]!, 'Cache-Control': 'no-cache'});
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      noteFetched(relative.split(path.sep).join('/'));
      fs.createReadStream(file).on('error', next).pipe(response);
    },
  };
}
