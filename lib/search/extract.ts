/**
 * Search documents from a built page's HTML: the page itself and each h2/h3 section with an id,
 * as the reader sees them. Reading the built HTML (as @easyops-cn/docusaurus-search-local does)
 * makes every page type searchable the same way: docs, rules, API and schema pages alike. A page
 * adds exact-match words (a rule id, an operationId, `GET /orders/{orderId}`) through its
 * `<meta name="keywords">`.
 *
 * The page is read as a stream of tags and text (htmlparser2's Parser), not as a document tree: a
 * many-spec portal has tens of thousands of pages of up to a megabyte, and building and querying a
 * tree of each was most of the search index's time and memory.
 */
import {Parser} from 'htmlparser2';
import type {SearchDocument, SearchDocumentKind} from './types';

/** Page furniture inside the article that is not the page's text, with everything inside it. */
const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'button', 'nav']);
const SKIPPED_CLASSES = ['hash-link', 'theme-doc-breadcrumbs'];

function isSkipped(name: string, attribs: Record<string, string>): boolean {
  if (SKIPPED_TAGS.has(name) || attribs['aria-hidden'] === 'true' || 'data-search-skip' in attribs) {
    return true;
  }
  const classes = attribs.class?.split(/\s+/) ?? [];
  return SKIPPED_CLASSES.some((skipped) => classes.includes(skipped));
}

const SECTION_HEADINGS = new Set(['h2', 'h3']);

/**
 * A copy of its own: V8 keeps a substring (an attribute, a trimmed text) as a view into the string
 * it came from, so a title or anchor kept from a page would keep that page's whole HTML alive. On
 * Stripe's 1,855 pages that held 440 MB of HTML until the index was written.
 */
const detached = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

const condense = (text: string) => detached(text.replace(/\s+/g, ' ').trim());

interface Section {
  anchor?: string;
  title: string;
  text: string;
}

/** What the reader sees of a page: the article's title, its text split at h2/h3 sections with an id. */
interface PageText {
  found: boolean;
  title: string;
  headTitle: string;
  keywords?: string;
  sections: Section[];
}

/** Where the parser is, as depths into the stack of open elements (-1: not inside one). */
interface Cursor {
  depth: number;
  article: number;
  skipped: number;
  h1: number;
  heading: number;
  inTitle: boolean;
  articleDone: boolean;
}

/**
 * Whether a stretch of HTML can be left out without changing what readPage gives: the parser takes
 * only the first `<title>` text, `<meta name="keywords">`, `<article>` and `<h1>` from outside the
 * article and from skipped elements, so a stretch holding none of them gives nothing.
 */
function holdsNothingRead(html: string, start: number, end: number): boolean {
  // A slice is a view, not a copy; searching it stops at its end.
  const stretch = html.slice(start, end);
  return !['<title', '<meta', '<article', '<h1', '<script', '<style'].some((tag) => stretch.includes(tag));
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Where the element opening at `start` (a `<name` tag) ends, after its matching close tag; -1 if not found. */
function elementEnd(html: string, start: number, name: string): number {
  const open = new RegExp(`<${name}[\\s>/]|</${name}\\s*>`, 'g');
  open.lastIndex = start + 1;
  let depth = 1;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    depth += match[0][1] === '/' ? -1 : 1;
    if (depth === 0) {
      return open.lastIndex;
    }
  }
  return -1;
}

/**
 * The page with what readPage would pass over cut out: the side navigation and footer around the
 * article, and the article's `data-search-skip` elements (an operation page's request samples, a
 * quarter of a reference build's HTML). The parser's time is its input's length, and on a hundred-API
 * build reading the pages was half of the search index's time. Only stretches that provably give
 * readPage nothing are cut (holdsNothingRead), so the documents are the same as from the whole page.
 */
export function searchedPart(html: string): string {
  const headEnd = html.indexOf('</head>');
  const articleStart = html.indexOf('<article');
  const articleEnd = articleStart < 0 ? -1 : elementEnd(html, articleStart, 'article');
  if (headEnd < 0 || articleStart < headEnd || articleEnd < 0) {
    return html;
  }
  const kept: string[] = [];
  const keep = (start: number, end: number) => kept.push(html.slice(start, end));
  keep(0, headEnd);
  if (!holdsNothingRead(html, headEnd, articleStart)) {
    keep(headEnd, articleStart);
  }
  let from = articleStart;
  for (let marker = html.indexOf(' data-search-skip', from); marker >= 0 && marker < articleEnd; marker = html.indexOf(' data-search-skip', from)) {
    const tagStart = html.lastIndexOf('<', marker);
    const name = /^<([a-z][a-z0-9-]*)/.exec(html.slice(tagStart, tagStart + 32))?.[1];
    // An attribute of the tag before it (React writes `>` in attribute values as `&gt;`), not text that names it.
    const isAttribute = html.indexOf('>', tagStart) > marker && /^[\s=/>]/.test(html.charAt(marker + ' data-search-skip'.length));
    const end = isAttribute && name && !VOID_ELEMENTS.has(name) && tagStart >= from ? elementEnd(html, tagStart, name) : -1;
    // A skipped element inside the title (h1) is read as part of it.
    const h1Start = html.lastIndexOf('<h1', tagStart);
    const inH1 = h1Start > articleStart && h1Start > html.lastIndexOf('</h1>', tagStart);
    if (end < 0 || end > articleEnd || inH1 || !holdsNothingRead(html, tagStart, end)) {
      keep(from, marker + 1);
      from = marker + 1;
      continue;
    }
    keep(from, tagStart);
    from = end;
  }
  keep(from, articleEnd);
  if (!holdsNothingRead(html, articleEnd, html.length)) {
    keep(articleEnd, html.length);
  }
  return kept.join('');
}

function readPage(html: string): PageText {
  const page: PageText = {found: false, title: '', headTitle: '', sections: []};
  const texts: string[][] = [[]];
  const headingTitles: string[][] = [];
  const h1Text: string[] = [];
  let h1Done = false;
  const at: Cursor = {depth: 0, article: -1, skipped: -1, h1: -1, heading: -1, inTitle: false, articleDone: false};
  const inArticle = () => at.article >= 0;
  const parser = new Parser({
    onopentag(name, attribs) {
      at.depth += 1;
      if (name === 'title') {
        at.inTitle = true;
      }
      if (name === 'meta' && attribs.name === 'keywords' && page.keywords === undefined) {
        page.keywords = attribs.content ?? '';
      }
      if (!inArticle()) {
        if (name === 'article' && !at.articleDone) {
          at.article = at.depth;
          page.found = true;
        }
        return;
      }
      // The first h1 is the title; no h1 is part of the text.
      if (name === 'h1' && at.h1 < 0 && !h1Done) {
        at.h1 = at.depth;
      }
      if (at.skipped >= 0 || at.h1 >= 0) {
        return;
      }
      if (name === 'h1' && at.heading < 0) {
        at.skipped = at.depth;
        return;
      }
      if (isSkipped(name, attribs)) {
        at.skipped = at.depth;
        return;
      }
      if (at.heading >= 0) {
        return;
      }
      if (SECTION_HEADINGS.has(name) && attribs.id) {
        at.heading = at.depth;
        page.sections.push({anchor: detached(attribs.id), title: '', text: ''});
        headingTitles.push([]);
        texts.push([]);
        return;
      }
      // Block elements end a word: `<td>R101006<td>Pass` must not read as `R101006Pass`.
      texts[texts.length - 1]!.push(' ');
    },
    ontext(text) {
      if (at.inTitle) {
        page.headTitle += text;
      }
      if (!inArticle()) {
        return;
      }
      if (at.h1 >= 0) {
        h1Text.push(text);
        return;
      }
      if (at.skipped >= 0) {
        return;
      }
      (at.heading >= 0 ? headingTitles[headingTitles.length - 1]! : texts[texts.length - 1]!).push(text);
    },
    onclosetag(name) {
      if (name === 'title') {
        at.inTitle = false;
      }
      if (inArticle()) {
        if (at.depth === at.h1) {
          at.h1 = -1;
          h1Done = true;
        } else if (at.depth === at.skipped) {
          at.skipped = -1;
        } else if (at.depth === at.heading) {
          at.heading = -1;
        } else if (at.depth === at.article) {
          at.article = -1;
          at.articleDone = true;
        } else if (at.skipped < 0 && at.heading < 0 && at.h1 < 0) {
          texts[texts.length - 1]!.push(' ');
        }
      }
      at.depth -= 1;
    },
  });
  parser.end(searchedPart(html));
  page.title = condense(h1Text.join(''));
  page.sections = [{title: '', text: ''}, ...page.sections].map((section, index) => ({
    ...section,
    title: index === 0 ? '' : condense(headingTitles[index - 1]!.join('')),
    text: condense(texts[index]!.join('')),
  }));
  return page;
}

export interface PageInput {
  html: string;
  /** Site path without the base path. */
  sitePath: string;
  /** Top-nav entry key of the page. */
  module: string;
  kind: SearchDocumentKind;
}

/** The page and its sections as search documents; none for a page without an article. */
export function documentsOfPage({html, sitePath, module, kind}: PageInput): SearchDocument[] {
  const read = readPage(html);
  if (!read.found) {
    return [];
  }
  const title = read.title || condense(read.headTitle.split('|')[0] ?? '');
  const keywords = (read.keywords ?? '').split(',').map(condense).filter(Boolean);
  const [lead, ...sections] = read.sections;
  const page: SearchDocument = {id: sitePath, path: sitePath, title, module, kind, text: lead!.text, ...(keywords.length > 0 ? {keywords} : {})};
  return [
    page,
    ...sections.map((section): SearchDocument => ({
      id: `${sitePath}#${section.anchor}`,
      path: `${sitePath}#${section.anchor}`,
      title: section.title,
      module,
      // A glossary entry is a definition wherever it sits; other sections are headings.
      kind: kind === 'definition' ? 'definition' : 'heading',
      text: section.text,
    })),
  ];
}
