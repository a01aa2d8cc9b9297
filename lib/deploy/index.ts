import {fork} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {readErrorReportingConfig} from '../portal/errorReporting';
import {HOSTS, BASE_URL, type Flavour} from '../portal/config';
import {
  CACHE_CONTROL,
  PRECOMPRESS,
  cacheRules,
  contentSecurityPolicy,
  headersManifest,
  nginxHeaders,
  robotsTxt,
  securityHeaders,
  precompressionOf,
} from './policy';
import {compressBeside} from './compress.cjs';
import {allowedInlineHashes, knownInlineCode, type CheckedPage, type InlineCode} from './inline';
import type {AheadMessage} from './ahead';
import {API_CATALOG, MCP_DISCOVERY, WELL_KNOWN_DIR, apiCatalog, discoveryHeaderRules, mcpDiscovery, type CatalogApi} from './discovery';

import {CONSOLE_ORIGINS_FILE, DEPLOY_DIR, HEADERS_MANIFEST, NGINX_HEADERS_FILE, fileStamp, filesOf} from './files';

export {CONSOLE_ORIGINS_FILE, DEPLOY_DIR, HEADERS_MANIFEST, NGINX_HEADERS_FILE} from './files';

/**
 * What the deploy step did with one kind of file: for the build's log and the bench's breakdown.
 * `ahead`: how many of the files were compressed, or pages checked, while the build ran (deployFilesAhead).
 */
export type DeployFilesReport = {kind: string; files: number; bytes: number; seconds: number; ahead?: number}[];

const secondsSince = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/**
 * `.gz` and `.br` beside the files of each kind PRECOMPRESS names, on the thread pool (both cores),
 * but for those in `compressedAhead` unchanged since (their stamp), whose are written already (deployFilesAhead).
 */
async function precompress(outDir: string, files: readonly string[], compressedAhead: ReadonlyMap<string, string>): Promise<DeployFilesReport> {
  const byKind = new Map(PRECOMPRESS.map((kind) => [kind, [] as {file: string; bytes: number}[]]));
  for (const file of files) {
    const bytes = fs.statSync(file).size;
    const kind = precompressionOf(path.relative(outDir, file).split(path.sep).join('/'), bytes);
    if (kind) {
      byKind.get(kind)?.push({file, bytes});
    }
  }
  const report: DeployFilesReport = [];
  for (const [{kind, gzipLevel, brotliQuality}, entries] of byKind) {
    const started = process.hrtime.bigint();
    const bytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
    const queue = entries.filter((entry) => compressedAhead.get(entry.file) !== fileStamp(entry.file));
    const ahead = entries.length - queue.length;
    const worker = async () => {
      for (let entry = queue.pop(); entry !== undefined; entry = queue.pop()) {
        await compressBeside(entry.file, {gzipLevel, brotliQuality});
      }
    };
    await Promise.all(Array.from({length: 4}, worker));
    report.push({kind, files: entries.length, bytes, seconds: secondsSince(started), ...(ahead > 0 ? {ahead} : {})});
  }
  return report;
}

/** What deployFilesAhead did: the files it compressed and the inline code of the pages it read, each with its stamp (fileStamp). */
export type WorkAhead = {compressed: ReadonlyMap<string, string>; checked: ReadonlyMap<string, {stamp: string; codes: InlineCode[]}>};

/** The deploy step's work started while the build runs: `stop` ends it and says what it did; `ended` says so once it is through (or stopped). */
export type DeployFilesAhead = {stop: () => Promise<WorkAhead>; ended: Promise<WorkAhead>};

/**
 * Starts the deploy step's work that can be done once postBuild starts (ahead.ts: compressing the
 * bundler's scripts and styles, finding the pages' inline code) in a child process at the lowest
 * CPU priority (aheadChild.cjs): scripts/build.mjs starts it when postBuild does. It takes only the
 * core the build leaves idle, chiefly while the search index is built on one thread at the end of
 * postBuild: in a hundred-API build, about 10 s of a core that had nothing to do, against 2.6 to 3.3 s
 * of compression and 8 to 9.5 s of page checks on one thread the deploy step spent after the build
 * (issue 34). writeDeployFiles then does only what it did not finish: the same files, the same bytes.
 */
export function deployFilesAhead(outDir: string): DeployFilesAhead {
  const compressed = new Map<string, string>();
  const checked = new Map<string, {stamp: string; codes: InlineCode[]}>();
  const texts = new Map<number, string>();
  const work: WorkAhead = {compressed, checked};
  const child = fork(path.join(__dirname, 'aheadChild.cjs'), [], {stdio: ['ignore', 'inherit', 'inherit', 'ipc']});
  // A child that could not start leaves everything to writeDeployFiles.
  const ended = new Promise<WorkAhead>((resolve) => {
    child.once('exit', () => resolve(work));
    child.once('error', () => resolve(work));
  });
  child.on('message', (message: AheadMessage) => {
    if ('compressed' in message) {
      compressed.set(message.compressed, message.stamp);
      return;
    }
    message.texts.forEach(([id, text]) => texts.set(id, text));
    checked.set(message.page, {stamp: message.stamp, codes: message.codes.map(([kind, id, index]) => ({kind, text: texts.get(id) ?? '', index}))});
  });
  child.send({outDir}, () => undefined);
  return {
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
      }
      return ended;
    },
    ended,
  };
}

/** The "Try it" consoles' origins the reference wrote; none for a build without it. */
function readConsoleOrigins(outDir: string): string[] {
  const file = path.join(outDir, CONSOLE_ORIGINS_FILE);
  if (!fs.existsSync(file)) {
    return [];
  }
  const origins: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Array.isArray(origins) ? origins.filter((origin): origin is string => typeof origin === 'string') : [];
}

/**
 * The files this step writes at the root of the build, which static/ could hold too: Docusaurus
 * copies static/ into the build first, and this step would overwrite the writer's file unseen.
 */
const GENERATED_AT_ROOT: readonly {file: string; madeFrom: string; change: string}[] = [
  {
    file: 'robots.txt',
    madeFrom: 'from the flavour (robotsTxt in lib/deploy/policy.ts: live is indexed and names its sitemap, internal disallows everything)',
    change: 'to change what robots.txt says, change robotsTxt in lib/deploy/policy.ts',
  },
  {
    file: HEADERS_MANIFEST,
    madeFrom: 'from the CSP and the caching rules (contentSecurityPolicy, securityHeaders and cacheRules in lib/deploy/policy.ts)',
    change: 'to change a header or a caching rule, change the policy in lib/deploy/policy.ts',
  },
];

export class StaticDeployFileError extends Error {}

/** Fails, before anything is written, when static/ put a file into the build that this step writes. */
function checkNoStaticDeployFiles(outDir: string): void {
  // A build this step has written before (the unit tests write one again) holds them from that run.
  if (fs.existsSync(path.join(outDir, NGINX_HEADERS_FILE))) {
    return;
  }
  const clashes = GENERATED_AT_ROOT.filter(({file}) => fs.existsSync(path.join(outDir, file)));
  if (clashes.length > 0) {
    throw new StaticDeployFileError(
      clashes
        .map(
          ({file, madeFrom, change}) =>
            `static/${file}: the deploy step makes the build's ${file} ${madeFrom} and would overwrite this one, ` +
            `which Docusaurus copied from static/. Remove static/${file}; ${change}.`,
        )
        .join('\n'),
    );
  }
}

/**
 * The flavour's APIs as its downloads name them (openapi/<key>.json, and the event APIs'
 * asyncapi/<key>.json): what the build ships, nothing else.
 */
function readCatalogApis(outDir: string): CatalogApi[] {
  return (['openapi', 'asyncapi'] as const).flatMap((kind) => {
    const dir = path.join(outDir, kind);
    if (!fs.existsSync(dir)) {
      return [];
    }
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => {
        const info = (JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as {info?: {title?: string; version?: string}}).info ?? {};
        return {key: name.slice(0, -'.json'.length), title: info.title ?? name, version: info.version ?? '', kind};
      });
  });
}

/** /.well-known/ documents (lib/deploy/discovery.ts) into the host-only folder; nginx serves them at the host root. */
function writeDiscoveryFiles(outDir: string, flavour: Flavour): void {
  const dir = path.join(outDir, WELL_KNOWN_DIR);
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, API_CATALOG), apiCatalog(flavour, readCatalogApis(outDir)));
  const mcp = mcpDiscovery(flavour);
  if (mcp) {
    fs.writeFileSync(path.join(dir, MCP_DISCOVERY), mcp);
  } else {
    fs.rmSync(path.join(dir, MCP_DISCOVERY), {force: true});
  }
}

/**
 * Run on a finished build (scripts/build.mjs, the bench): checks that static/ holds none of the
 * files it writes and that the pages inline only the known scripts and styles (lib/deploy/inline.ts;
 * anything else fails the build), hashes those into a Content-Security-Policy, writes the headers
 * for nginx and for a CDN, a robots.txt and the /.well-known/ discovery documents for the site root,
 * and precompressed copies of text files.
 * Not a postBuild hook: Docusaurus runs those in parallel, and the sitemap, the search index and
 * the redirect pages must be written first. The build stays plain static files: no server-side logic.
 */
export async function writeDeployFiles(
  outDir: string,
  flavour: Flavour,
  env: Readonly<Record<string, string | undefined>> = process.env,
  ahead: WorkAhead = {compressed: new Map(), checked: new Map()},
): Promise<DeployFilesReport> {
  const started = process.hrtime.bigint();
  checkNoStaticDeployFiles(outDir);
  const files = filesOf(outDir);
  // Each HTML file is read once, and only while its inline code is checked; one read while the
  // build ran (deployFilesAhead) only where it is unchanged since, to report a line of it.
  let checkedAhead = 0;
  const pages = (function* (): Generator<CheckedPage> {
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      const name = `${flavour} build, ${path.relative(outDir, file)}`;
      const seen = ahead.checked.get(file);
      if (seen && seen.stamp === fileStamp(file)) {
        checkedAhead += 1;
        yield {file: name, codes: seen.codes, html: () => fs.readFileSync(file, 'utf8')};
      } else {
        yield {file: name, html: fs.readFileSync(file, 'utf8')};
      }
    }
  })();
  const {scriptHashes, styleHashes} = allowedInlineHashes(pages, knownInlineCode(flavour));
  const reporting = readErrorReportingConfig(env);
  const consoleOrigins = readConsoleOrigins(outDir);
  const connectOrigins = [...new Set([...(reporting ? [new URL(reporting.serverUrl).origin] : []), ...consoleOrigins])];
  const csp = contentSecurityPolicy({scriptHashes, styleHashes, connectOrigins});
  const headers = securityHeaders(csp);
  fs.mkdirSync(path.join(outDir, DEPLOY_DIR), {recursive: true});
  fs.writeFileSync(path.join(outDir, NGINX_HEADERS_FILE), nginxHeaders(headers, CACHE_CONTROL[flavour]));
  fs.writeFileSync(path.join(outDir, HEADERS_MANIFEST), headersManifest(headers, cacheRules(flavour), discoveryHeaderRules(flavour)));
  const sitemapUrl = `https://${HOSTS[flavour]}${BASE_URL}sitemap.xml`;
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt({indexed: flavour === 'live', sitemapUrl}));
  writeDiscoveryFiles(outDir, flavour);
  const checked = {
    kind: 'pages checked, headers and CSP',
    files: files.length,
    bytes: 0,
    seconds: secondsSince(started),
    ...(checkedAhead > 0 ? {ahead: checkedAhead} : {}),
  };
  // What was written above is either host-only or under COMPRESS_MIN_BYTES.
  return [checked, ...(await precompress(outDir, files, ahead.compressed))];
}

/** One line for the build's log: the step's time, then each kind's. */
export function describeDeployFiles(report: DeployFilesReport): string {
  const total = report.reduce((sum, entry) => sum + entry.seconds, 0);
  const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const parts = report.map(
    ({kind, files, bytes, seconds, ahead}) =>
      `${kind}: ${files} files${ahead ? ` (${ahead} while the build ran)` : ''}${bytes ? `, ${megabytes(bytes)}` : ''}, ${seconds.toFixed(1)} s`,
  );
  return `${total.toFixed(1)} s (${parts.join('; ')})`;
}
