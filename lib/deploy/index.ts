import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {readErrorReportingConfig} from '../portal/errorReporting';
import {HOSTS, BASE_URL, type Flavour} from '../portal/config';
import {
  CACHE_CONTROL,
  COMPRESSIBLE,
  COMPRESS_MIN_BYTES,
  cacheRules,
  contentSecurityPolicy,
  headersManifest,
  nginxHeaders,
  robotsTxt,
  securityHeaders,
} from './policy';
import {allowedInlineHashes, knownInlineCode} from './inline';

import {CONSOLE_ORIGINS_FILE, DEPLOY_DIR, HEADERS_MANIFEST, NGINX_HEADERS_FILE} from './files';

export {CONSOLE_ORIGINS_FILE, DEPLOY_DIR, HEADERS_MANIFEST, NGINX_HEADERS_FILE} from './files';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

function filesOf(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile());
}

/** `.gz` and `.br` beside every compressible file, on the thread pool (both cores). */
async function precompress(files: readonly string[]): Promise<void> {
  const queue = files.filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= COMPRESS_MIN_BYTES);
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const body = await fs.promises.readFile(file);
      const [gz, br] = await Promise.all([
        gzip(body, {level: 9}),
        brotli(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length}}),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)]);
    }
  };
  await Promise.all(Array.from({length: 4}, worker));
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
 * Run on a finished build (scripts/build.mjs, the bench): checks that the pages inline only the
 * known scripts and styles (lib/deploy/inline.ts; anything else fails the build), hashes those
 * into a Content-Security-Policy, writes the headers for nginx and for a CDN, a robots.txt for the site
 * root, and precompressed copies of text files. Not a postBuild hook: Docusaurus runs those in
 * parallel, and the sitemap, the search index and the redirect pages must be written first.
 * The build stays plain static files: no server-side logic.
 */
export async function writeDeployFiles(outDir: string, flavour: Flavour, env: Readonly<Record<string, string | undefined>> = process.env): Promise<void> {
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
  fs.writeFileSync(path.join(outDir, HEADERS_MANIFEST), headersManifest(headers, cacheRules(flavour)));
  const sitemapUrl = `https://${HOSTS[flavour]}${BASE_URL}sitemap.xml`;
  fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt({indexed: flavour === 'live', sitemapUrl}));
  // What was written above is either host-only or under COMPRESS_MIN_BYTES.
  await precompress(files);
}
