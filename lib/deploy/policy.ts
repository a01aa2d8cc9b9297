/**
 * What a host must send with the portal's files: security headers and caching rules. One place for
 * both hosts we document: nginx (deploy/nginx, which includes the generated headers file) and a CDN
 * or object store (the `_headers` manifest). Pure, so tests can check the policy without a build.
 */
import {BASE_URL, type Flavour} from '../portal/config';

/**
 * HTTPS only, for a year, on the portal's host and below it: sent with every response of both
 * hosts (pages, assets, specs, errors, redirects), so a reader's first visit pins it whatever they open.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** What a response may be kept as, by kind. */
export type CacheKind = 'assets' | 'icons' | 'pages' | 'redirects';

/**
 * Cache-Control per flavour and kind. Assets are hashed by rspack (a new build gets new names), so a
 * browser may keep them for a year; pages and every other unhashed file are revalidated on each use
 * (ETag / Last-Modified); icons under common/ change rarely and never break a page when a day old.
 * The internal portal is for signed-in readers only: everything there is `private`, so no shared
 * cache (a proxy, a CDN) stores it and hands it to someone who never signed in. Live redirects send
 * none (an empty value: nginx then sends no header).
 */
export const CACHE_CONTROL: Readonly<Record<Flavour, Readonly<Record<CacheKind, string>>>> = {
  live: {assets: 'public, max-age=31536000, immutable', icons: 'public, max-age=86400', pages: 'no-cache', redirects: ''},
  internal: {assets: 'private, max-age=31536000, immutable', icons: 'private, max-age=86400', pages: 'private, no-cache', redirects: 'private, no-cache'},
};

/** What the live portal's unhashed files send: revalidated on every use. */
export const REVALIDATE = CACHE_CONTROL.live.pages;

export type CacheRule = {pattern: string; cacheControl: string; description: string};

/** Headers a host sends on the paths of a pattern, beside the security headers and Cache-Control. */
export type HeaderRule = {pattern: string; headers: readonly [string, string][]; description: string};

/** The `_headers` caching rules of a flavour, most specific first. */
export function cacheRules(flavour: Flavour): CacheRule[] {
  const cache = CACHE_CONTROL[flavour];
  return [
    {pattern: `${BASE_URL}assets/*`, cacheControl: cache.assets, description: 'content-hashed JS, CSS and images'},
    {pattern: `${BASE_URL}common/*`, cacheControl: cache.icons, description: 'icons'},
    {
      pattern: '/*',
      cacheControl: cache.pages,
      description: 'HTML, Markdown twins (*.md), llms.txt, page data, spec downloads (openapi/), search index, robots.txt, sitemap',
    },
  ];
}

/** The live portal's rules. */
export const CACHE_RULES: readonly CacheRule[] = cacheRules('live');

/**
 * The Content-Security-Policy of a build: scripts only from the portal's origin and the hashes of
 * the known inline scripts (lib/deploy/inline.ts; no unsafe-inline, no unsafe-eval). Style
 * elements likewise from the origin and the known hashes; style attributes inline, as React
 * renders `style` for the schema viewer and the code blocks. `style-src` is for browsers without
 * the -elem and -attr directives (Firefox before 108): it is as strict as style-src-elem, so
 * there the style attributes are refused, never an injected <style>.
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes = [],
  connectOrigins,
}: {
  scriptHashes: readonly string[];
  styleHashes?: readonly string[];
  connectOrigins: readonly string[];
}): string {
  const styles = [...styleHashes].sort();
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...scriptHashes].sort()],
    ['style-src', "'self'", ...styles],
    ['style-src-elem', "'self'", ...styles],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Headers every response carries, HTML or not. */
export function securityHeaders(csp: string): [string, string][] {
  return [
    ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // For browsers that predate frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
}

/** The nginx variable portal.conf sends as Cache-Control for a kind of response. */
export const nginxCacheVariable = (kind: CacheKind) => `$portal_cache_${kind}`;

/** A quoted nginx string; nginx has no escape for `$` (it would read a variable), so none may reach here. */
function nginxString(value: string): string {
  if (value.includes('$')) {
    throw new Error(`A header value for nginx contains "$", which nginx would read as a variable: ${value}`);
  }
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** One nginx add_header line, sent on errors and redirects too; deploy/nginx's own lines are held to these (tests/unit). */
export const nginxAddHeader = (name: string, value: string) => `add_header ${name} ${nginxString(value)} always;`;

/**
 * The include every location of deploy/nginx/portal.conf reads (as portal-headers.conf): the
 * flavour's Cache-Control values as variables (portal.conf is the same for both flavours and sends
 * `add_header Cache-Control $portal_cache_<kind> always;`), then the security headers. Every
 * location adds headers of its own, so nginx drops the server block's: this file is how each
 * response gets them, errors and redirects too (`always`).
 */
export function nginxHeaders(headers: readonly [string, string][], cache: Readonly<Record<CacheKind, string>>): string {
  const variables = (Object.entries(cache) as [CacheKind, string][]).map(([kind, value]) => `set ${nginxCacheVariable(kind)} ${nginxString(value)};`);
  const lines = headers.map(([name, value]) => nginxAddHeader(name, value));
  return `# Generated by lib/deploy at build time: do not edit. Included by every location of deploy/nginx/portal.conf.\n${[...variables, ...lines].join('\n')}\n`;
}

/**
 * The `_headers` manifest (the format Netlify and Cloudflare Pages read; other CDNs take the same
 * rules as response-header policies): security headers on every path, then the caching rules, then
 * `more` (the discovery headers of lib/deploy/discovery.ts: headers none of the other rules sends,
 * so hosts that apply every matching rule add them).
 */
export function headersManifest(headers: readonly [string, string][], rules: readonly CacheRule[], more: readonly HeaderRule[] = []): string {
  const blocks = [
    ['/*', ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    // Most specific first: hosts that apply every matching rule let the first Cache-Control win.
    ...rules.map((rule) => `# ${rule.description}\n${rule.pattern}\n  Cache-Control: ${rule.cacheControl}`),
    ...more.map((rule) => [`# ${rule.description}`, rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')),
  ];
  return `# Generated by lib/deploy at build time. Upload the build under ${BASE_URL}.\n${blocks.join('\n\n')}\n`;
}

/** robots.txt for the site root, where crawlers look: the live portal is indexed, the internal one never. */
export function robotsTxt({indexed, sitemapUrl}: {indexed: boolean; sitemapUrl: string}): string {
  return indexed ? `User-agent: *\nAllow: ${BASE_URL}\n\nSitemap: ${sitemapUrl}\n` : 'User-agent: *\nDisallow: /\n';
}

/** Text files: what nginx compresses (gzip_types in deploy/nginx/portal.conf) and the deploy step may. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|atom|txt|yaml|md|map)$/;
/** Smaller files gain nothing from compression (nginx's gzip_min_length too). */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * From this size on, a text file is compressed ahead of time rather than per request: llms-full.txt
 * and the largest spec downloads. The largest operation pages of a hundred APIs (Stripe's, up to
 * 1 MB) stay below it: 671 of them took 23 s to precompress and nginx compresses one in milliseconds.
 */
export const LARGE_TEXT_BYTES = 1024 * 1024;

/** A kind of file the deploy step compresses ahead of time (`.gz` and `.br` beside it), and how hard. */
export type Precompression = {
  kind: string;
  /** `file` relative to the build, with `/`; `bytes` its size (already at least COMPRESS_MIN_BYTES). */
  matches: (file: string, bytes: number) => boolean;
  gzipLevel: number;
  brotliQuality: number;
  /**
   * Its files are the bundler's (under BUNDLER_DIR), final once postBuild starts: the build
   * compresses them while postBuild runs (deployFilesAhead in index.ts, from scripts/build.mjs).
   */
  ahead?: boolean;
};

/** Where the bundler writes the scripts and styles, before the server rendering. */
export const BUNDLER_DIR = 'assets';

/**
 * What pays to compress ahead of time; nginx compresses every other text file on the fly (gzip 6,
 * and brotli where its module is loaded: deploy/nginx/portal.conf). Measured on our build and on
 * a hundred APIs (issue 34, `npm run bench`): on pages, page data and twins gzip 6 on the fly comes
 * within 1% of gzip 9, and brotli 9 took ten times as long as gzip 9 for 10% less, so compressing
 * them ahead of time was most of a large build and bought almost nothing. The first match counts.
 */
export const PRECOMPRESS: readonly Precompression[] = [
  // Every visit loads them, they never change (content-hashed) and they are few: the best levels.
  // Brotli 10 comes within 2% of 11 in 40% of its time.
  {kind: 'scripts and styles', matches: (file) => /^assets\/.+\.(js|css)$/.test(file), gzipLevel: 9, brotliQuality: 10, ahead: true},
  // llms-full.txt and the largest spec downloads: fast levels, as small as the slow ones on such text.
  {kind: 'large text files', matches: (file, bytes) => COMPRESSIBLE.test(file) && bytes >= LARGE_TEXT_BYTES, gzipLevel: 6, brotliQuality: 5},
];

/** How a file of the build (`name` relative to it, with `/`) is compressed ahead of time, if it is: the first kind that matches. */
export function precompressionOf(name: string, bytes: number): Precompression | undefined {
  return bytes >= COMPRESS_MIN_BYTES ? PRECOMPRESS.find((candidate) => candidate.matches(name, bytes)) : undefined;
}
