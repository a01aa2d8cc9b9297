/**
 * What the dev server shows of the reference beyond its pages.
 *
 * After a saved spec's page data is written, its version goes out at once on an event stream
 * (ROUTES.pageDataEvents) to every open page, which fetches its data anew (src/reference/
 * pageDataVersion.ts) from this link's own middleware: both run ahead of webpack's
 * (lib/dev-server/middleware.ts), which holds every request while it compiles, so the open page shows the save without waiting for the
 * routes' modules to compile. The version module (`@portal/page-data-version`, JSON) is written
 * too, for pages opened before the stream.
 *
 * A spec that fails to load is an error of the client compilation, so the dev server's overlay
 * shows it with its file and line, while the last good pages stay (the files of a failed reload
 * are never touched); the next good save clears it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import {ROUTES} from '../../lib/portal/config';
import type {Middleware} from '../../lib/dev-server/middleware';

interface Compilation {
  errors: Error[];
}
interface Compiler {
  hooks: {afterCompile: {tap: (name: string, callback: (compilation: Compilation) => void) => void}};
  webpack?: {WebpackError?: new (message: string) => Error};
}

export interface DevServerLink {
  /** The module `@portal/page-data-version` resolves to. */
  versionFile: string;
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
  /** The client compilation's plugin that reports the error, if any. */
  overlay: {apply: (compiler: Compiler) => void};
  /** The version's event stream and the data files (`dataRoot`) at the site's base URL. */
  middleware: Middleware;
}

const PLUGIN = 'portal-openapi-reference-errors';

/** How long a reload waits after telling the open pages, for their fetches (page data and side navigation) to come in and be answered. */
const SETTLE_MS = 120;

/** The types of what the data folder holds: page data, spec downloads, changelog feeds. */
const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
};

export interface DevServerLinkOptions {
  generatedFilesDir: string;
  /** The version module of a build (one version, never changed). */
  staticVersion: string;
  /** False in a build: nothing is written or served. */
  enabled: boolean;
  /** Where the page data, downloads and feeds are written; served at `baseUrl`. */
  dataRoot: string;
  baseUrl: string;
}

export function devServerLink({generatedFilesDir, staticVersion, enabled, dataRoot, baseUrl}: DevServerLinkOptions): DevServerLink {
  const versionFile = enabled ? path.join(generatedFilesDir, 'openapi-reference-version.json') : staticVersion;
  const eventsPath = normalizeUrl([baseUrl, ROUTES.pageDataEvents]);
  let version = '';
  let error: string | undefined;
  const listeners = new Set<ServerResponse>();
  const write = () => {
    const text = JSON.stringify({version, events: eventsPath, ...(error ? {error} : {})});
    if (!fs.existsSync(versionFile) || fs.readFileSync(versionFile, 'utf8') !== text) {
      fs.mkdirSync(path.dirname(versionFile), {recursive: true});
      fs.writeFileSync(versionFile, text);
    }
  };
  const tell = (response: ServerResponse) => response.write(`data: ${version}\n\n`);

  const listen = (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, {'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive'});
    response.flushHeaders();
    if (version) {
      tell(response);
    }
    listeners.add(response);
    request.on('close', () => listeners.delete(response));
  };

  /** A file of the data folder, or undefined when the path names none (the next middleware answers). */
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
    return file.startsWith(dataRoot + path.sep) && fs.statSync(file, {throwIfNoEntry: false})?.isFile() ? file : undefined;
  };

  return {
    versionFile,
    async report(step) {
      try {
        return await step();
      } catch (caught) {
        if (enabled) {
          // The message (file, line, fix), not a stack trace: it is meant for the writer.
          error = `[openapi-reference] ${caught instanceof Error ? caught.message : String(caught)}`;
          write();
        }
        throw caught;
      }
    },
    publish(fingerprints) {
      if (enabled) {
        const next = crypto.createHash('sha1').update(fingerprints.join('\0')).digest('hex').slice(0, 12);
        const changed = next !== version;
        version = next;
        error = undefined;
        write();
        if (changed) {
          listeners.forEach(tell);
        }
      }
    },
    settle: () => (listeners.size > 0 ? new Promise((resolve) => setTimeout(resolve, SETTLE_MS)) : Promise.resolve()),
    overlay: {
      apply(compiler) {
        compiler.hooks.afterCompile.tap(PLUGIN, (compilation) => {
          if (error) {
            const WebpackError = compiler.webpack?.WebpackError ?? Error;
            compilation.errors.push(new WebpackError(error));
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
      const file = dataFile(pathname);
      if (!file) {
        next();
        return;
      }
      // Written again on every save: never from the browser's cache.
      response.writeHead(200, {'Content-Type': CONTENT_TYPES[path.extname(file)]!, 'Cache-Control': 'no-cache'});
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      fs.createReadStream(file).on('error', next).pipe(response);
    },
  };
}
