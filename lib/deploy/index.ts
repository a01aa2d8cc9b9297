import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {readErrorReportingConfig} from '../portal/errorReporting';
import {HOSTS, BASE_URL, type Flavour} from '../portal/config';
import {
  CACHE_CONTROL,
  COMPRESS_MIN_BYTES,
  PRECOMPRESS,
  cacheRules,
  contentSecurityPolicy,
  headersManifest,
  nginxHeaders,
  robotsTxt,
  securityHeaders,
} from './policy';
import {allowedInlineHashes, knownInlineCode} from './inline';
import {API_CATALOG, MCP_DISCOVERY, WELL_KNOWN_DIR, apiCatalog, discoveryHeaderRules, mcpDiscovery, type CatalogApi} from './discovery';

import {CONSOLE_ORIGINS_FILE, DEPLOY_DIR, HEADERS_MANIFEST, NGINX_HEADERS_FILE} from './files';

export {CONSOLE_ORIGINS_FILE, DEPLOY_DIR, HEADERS_MANIFEST, NGINX_HEADERS_FILE} from './files';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

function filesOf(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile());
}

/** What the deploy step did with one kind of file: for the build's log and the bench's breakdown. */
export type DeployFilesReport = {kind: string; files: number; bytes: number; seconds: number}[];

const secondsSince = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/** `.gz` and `.br` beside the files of each kind PRECOMPRESS names, on the thread pool (both cores). */
async function precompress(outDir: string, files: readonly string[]): Promise<DeployFilesReport> {
  const byKind = new Map(PRECOMPRESS.map((kind) => [kind, [] as {file: string; bytes: number}[]]));
  for (const file of files) {
    const bytes = fs.statSync(file).size;
    const name = path.relative(outDir, file).split(path.sep).join('/');
    const kind = bytes >= COMPRESS_MIN_BYTES ? PRECOMPRESS.find((candidate) => candidate.matches(name, bytes)) : undefined;
    if (kind) {
      byKind.get(kind)?.push({file, bytes});
    }
  }
  const report: DeployFilesReport = [];
  for (const [{kind, gzipLevel, brotliQuality}, queue] of byKind) {
    const started = process.hrtime.bigint();
    const bytes = queue.reduce((sum, entry) => sum + entry.bytes, 0);
    const files = queue.length;
    const worker = async () => {
      for (let entry = queue.pop(); entry !== undefined; entry = queue.pop()) {
        const body = await fs.promises.readFile(entry.file);
        const [gz, br] = await Promise.all([
          gzip(body, {level: gzipLevel}),
          brotli(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length}}),
        ]);
        await Promise.all([fs.promises.writeFile(`${entry.file}.gz`, gz), fs.promises.writeFile(`${entry.file}.br`, br)]);
      }
    };
    await Promise.all(Array.from({length: 4}, worker));
    report.push({kind, files, bytes, seconds: secondsSince(started)});
  }
  return report;
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
): Promise<DeployFilesReport> {
  const started = process.hrtime.bigint();
  checkNoStaticDeployFiles(outDir);
  const files = filesOf(outDir);
  // Each HTML file is read once, and only while its inline code is checked.
  const pages = (function* () {
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      yield {file: `${flavour} build, ${path.relative(outDir, file)}`, html: fs.readFileSync(file, 'utf8')};
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
  const checked = {kind: 'pages checked, headers and CSP', files: files.length, bytes: 0, seconds: secondsSince(started)};
  // What was written above is either host-only or under COMPRESS_MIN_BYTES.
  return [checked, ...(await precompress(outDir, files))];
}

/** One line for the build's log: the step's time, then each kind's. */
export function describeDeployFiles(report: DeployFilesReport): string {
  const total = report.reduce((sum, entry) => sum + entry.seconds, 0);
  const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const parts = report.map(({kind, files, bytes, seconds}) => `${kind}: ${files} files${bytes ? `, ${megabytes(bytes)}` : ''}, ${seconds.toFixed(1)} s`);
  return `${total.toFixed(1)} s (${parts.join('; ')})`;
}
