/**
 * The Markdown twin of a page: its address and the shape every twin shares. llms.txt reads a twin's
 * title and summary back from that shape (llms.ts), so each writer (docs, reference, pages) starts
 * its twin with `twinHeader`.
 */
import {trimSlashes} from '../shared/paths';

/** Where a site is served: `siteUrl` is scheme and host (`https://developer.lindenkauf.example`), `baseUrl` the base path (`/portal/`). */
export interface SiteAddress {
  siteUrl: string;
  baseUrl: string;
}

/**
 * The twin's path in the site for a page's site path (leading slash, no base path): the page's
 * path plus `.md`; the home page's is `/index.md`.
 */
export function twinSitePath(sitePath: string): string {
  const trimmed = trimSlashes(sitePath.split('#')[0]!);
  return trimmed === '' ? '/index.md' : `/${trimmed}.md`;
}

/** A page's absolute URL (`https://host/portal/rest/pagination`), with the hash kept. */
export function pageUrl(site: SiteAddress, sitePath: string): string {
  const [pathPart, hash] = splitHash(sitePath);
  const base = trimSlashes(site.baseUrl);
  const trimmed = trimSlashes(pathPart);
  return `${trimSlashes(site.siteUrl)}/${[base, trimmed].filter(Boolean).join('/')}${base && !trimmed ? '/' : ''}${hash}`;
}

/** The absolute URL of a page's twin (`https://host/portal/rest/pagination.md#cursor`), with the hash kept. */
export function twinUrl(site: SiteAddress, sitePath: string): string {
  const [pathPart, hash] = splitHash(sitePath);
  const base = trimSlashes(site.baseUrl);
  return `${trimSlashes(site.siteUrl)}/${[base, trimSlashes(twinSitePath(pathPart))].filter(Boolean).join('/')}${hash}`;
}

function splitHash(value: string): [string, string] {
  const at = value.indexOf('#');
  return at < 0 ? [value, ''] : [value.slice(0, at), value.slice(at)];
}

/** A one-line summary: whitespace folded, no line breaks (llms.txt takes it as a link's note). */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The start of every twin: `# Title`, then the summary as a blockquote when there is one, then a
 * blank line. llms.ts parses exactly this back.
 */
export function twinHeader(title: string, summary?: string): string {
  const note = summary ? oneLine(summary) : '';
  return `# ${oneLine(title)}\n\n${note ? `> ${note}\n\n` : ''}`;
}

/** A twin's title and summary, read back from its header. */
export function readTwinHeader(markdown: string): {title: string; summary?: string} | undefined {
  const match = /^# (.+)\n\n(?:> (.+)\n)?/.exec(markdown);
  return match ? {title: match[1]!, ...(match[2] ? {summary: match[2]} : {})} : undefined;
}

/**
 * The site path of a permalink as page data holds it (base path included: `/portal/rest/checkout#x`),
 * or undefined when it lies outside the site.
 */
export function sitePathOfPermalink(site: SiteAddress, permalink: string): string | undefined {
  const [pathPart, hash] = splitHash(permalink);
  const base = `/${trimSlashes(site.baseUrl)}`;
  const prefix = base === '/' ? '' : base;
  if (pathPart !== prefix && !pathPart.startsWith(`${prefix}/`)) {
    return undefined;
  }
  return `/${trimSlashes(pathPart.slice(prefix.length))}${hash}`;
}

/** The twin URL of a permalink with the base path (`/portal/rest/checkout` -> `https://host/portal/rest/checkout.md`). */
export function twinUrlOfPermalink(site: SiteAddress, permalink: string): string {
  const sitePath = sitePathOfPermalink(site, permalink);
  return sitePath === undefined ? permalink : twinUrl(site, sitePath);
}

/** The pathname of a page's twin from the page's pathname (base path included): `/portal/rest/x` -> `/portal/rest/x.md`, `/portal/` -> `/portal/index.md`. */
export function twinPathname(pathname: string, baseUrl: string): string {
  const base = `/${trimSlashes(baseUrl)}`;
  const page = `/${trimSlashes(pathname)}`;
  if (page === base || page === '/') {
    return `${base === '/' ? '' : base}/index.md`;
  }
  return `${page}.md`;
}
