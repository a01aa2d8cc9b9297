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
  parser.end(html);
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
