/**
 * HTML to Markdown for the twins: the reference's descriptions are Markdown already rendered to
 * sanitised HTML at build time (lib/openapi/markdown.ts), and a twin wants them as
 * Markdown again. rehype-parse (a fragment) -> rehype-remark -> remark-gfm -> remark-stringify,
 * one processor for every call.
 *
 * Links and images that point into the site become absolute: a page's link its twin's URL
 * (`/portal/rest/pagination` -> `https://host/portal/rest/pagination.md`), a static file's link
 * (`/portal/openapi/checkout.yaml`) its file URL. Raw HTML never reaches the output (comments and
 * the like are dropped).
 */
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import type {Nodes, Parents, Root} from 'mdast';
import type {VFile} from 'vfile';
import {type SiteAddress, pageUrl, sitePathOfPermalink, twinUrl} from './format';

/** A path whose last segment has a file extension (`checkout.yaml`, `changelog.atom`): a static file, not a page. */
const FILE_PATH = /\.[A-Za-z0-9]{1,8}$/;

/**
 * The absolute URL a twin links for a URL written in the site: a page's twin, a static file's own
 * URL; anything else (another host, `mailto:`, a hash on the same page) unchanged.
 */
export function siteLink(url: string, site: SiteAddress): string {
  const origin = site.siteUrl.replace(/\/+$/, '');
  let local: string | undefined;
  if (url.startsWith('/') && !url.startsWith('//')) {
    local = url;
  } else if (origin && (url === origin || url.startsWith(`${origin}/`) || url.startsWith(`${origin}#`))) {
    local = url.slice(origin.length) || '/';
  }
  if (local === undefined) {
    return url;
  }
  const sitePath = sitePathOfPermalink(site, local);
  if (sitePath === undefined) {
    return `${origin}${local}`;
  }
  const pathPart = sitePath.split('#')[0]!;
  if (pathPart.includes('?')) {
    return `${origin}${local}`;
  }
  const lastSegment = pathPart.slice(pathPart.lastIndexOf('/') + 1);
  return FILE_PATH.test(lastSegment) ? pageUrl(site, sitePath) : twinUrl(site, sitePath);
}

interface TwinFileData {
  site?: SiteAddress;
  headingOffset?: number;
}

/**
 * Drops raw HTML (hast comments become mdast `html`) and links without a target (an unsafe URL the
 * renderer emptied: their text stays), makes the site's links absolute, and moves headings below
 * the twin's own where the description sits under one.
 */
function remarkTwinLinks() {
  return (tree: Root, file: VFile) => {
    const {site, headingOffset = 0} = file.data as TwinFileData;
    const walk = (node: Parents) => {
      node.children = (node.children as Nodes[]).flatMap<Nodes>((child): Nodes[] =>
        child.type === 'html' ? [] : child.type === 'link' && child.url.trim() === '' ? child.children : [child],
      ) as typeof node.children;
      for (const child of node.children as Nodes[]) {
        if (site && (child.type === 'link' || child.type === 'image' || child.type === 'definition')) {
          child.url = siteLink(child.url, site);
        } else if (child.type === 'heading' && headingOffset > 0) {
          child.depth = Math.min(6, child.depth + headingOffset) as typeof child.depth;
        }
        if ('children' in child) {
          walk(child);
        }
      }
    };
    walk(tree);
  };
}

/** How the twins write Markdown; the reference's own lists (reference.ts) use the same bullet and indent. */
export const STRINGIFY_OPTIONS = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
} as const;

const processor = unified()
  .use(rehypeParse, {fragment: true})
  .use(rehypeRemark)
  .use(remarkTwinLinks)
  .use(remarkGfm)
  .use(remarkStringify, STRINGIFY_OPTIONS)
  .freeze();

// Descriptions repeat across pages (a shared schema's on every page that shows it): each is converted once.
const CACHE_LIMIT = 20_000;
const cache = new Map<string, string>();

/** `<p>text</p>` with nothing to decode or convert: its text, escaped, without the pipeline. */
const PLAIN_PARAGRAPH = /^<p>([^<>&]*)<\/p>$/;

/** Text inside a line (a link's text) as Markdown that reads as that text. */
export function escapeInline(text: string): string {
  return text
    .replace(/[\\`*[\]<>~|]/g, '\\$&')
    .replace(/_/g, (underscore, offset: number, whole: string) =>
      /[A-Za-z0-9]/.test(whole[offset - 1] ?? '') && /[A-Za-z0-9]/.test(whole[offset + 1] ?? '') ? underscore : '\\_',
    )
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
}

/** Text as Markdown that reads as that text: characters Markdown would take as syntax are escaped. */
export function escapeMarkdown(text: string): string {
  const escaped = escapeInline(text);
  // What would start a block where the text starts a line: a heading, a list, a quote, a rule.
  return escaped.replace(/^([ \t]*)([#+=-]|\d+(?=[.)]))/gm, (_match, space: string, marker: string) =>
    /^\d/.test(marker) ? `${space}${marker}\\` : `${space}\\${marker}`,
  );
}

/**
 * Sanitised HTML (a rendered description) as Markdown, without a trailing newline. `headingOffset`
 * moves its headings down by that many levels (a description under a twin's `###` takes 3).
 */
export function htmlToMarkdown(html: string, site: SiteAddress, headingOffset = 0): string {
  const plain = PLAIN_PARAGRAPH.exec(html.trim());
  if (plain) {
    return escapeMarkdown(plain[1]!.trim());
  }
  const key = `${site.siteUrl}\0${site.baseUrl}\0${headingOffset}\0${html}`;
  const known = cache.get(key);
  if (known !== undefined) {
    return known;
  }
  const data: TwinFileData = {site, headingOffset};
  const markdown = String(processor.processSync({value: html, data: data as Record<string, unknown>})).trim();
  if (cache.size >= CACHE_LIMIT) {
    cache.clear();
  }
  cache.set(key, markdown);
  return markdown;
}
