/**
 * Search documents from a built page's HTML: the page itself and each h2/h3 section with an id,
 * as the reader sees them. Reading the built HTML (as @easyops-cn/docusaurus-search-local does)
 * makes every page type searchable the same way: docs, rules, API and schema pages alike. A page
 * adds exact-match words (a rule id, an operationId, `GET /orders/{orderId}`) through its
 * `<meta name="keywords">`.
 */
import {type Cheerio, type CheerioAPI, load} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {SearchDocument, SearchDocumentKind} from '../../src/search/types';

/** Page furniture inside the article that is not the page's text. */
const SKIPPED = ['script', 'style', 'noscript', 'button', 'nav', '.hash-link', '.theme-doc-breadcrumbs', '[aria-hidden="true"]', '[data-search-skip]'].join(', ');

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
  text: string[];
}

/** The article's text in document order, split where an h2 or h3 with an id starts a section. */
function sectionsOf($: CheerioAPI, article: Cheerio<Element>): Section[] {
  const sections: Section[] = [{title: '', text: []}];
  // One selector pass for the page, not one per element: matching per element was most of the build's search time.
  const skipped = new Set<AnyNode>(article.find(SKIPPED).toArray());
  const visit = (node: AnyNode) => {
    if (node.type === 'text') {
      sections[sections.length - 1]!.text.push(node.data);
      return;
    }
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') {
      return;
    }
    const element = node as Element;
    if (skipped.has(element)) {
      return;
    }
    if (element.name === 'h1') {
      return;
    }
    if (SECTION_HEADINGS.has(element.name) && element.attribs.id) {
      sections.push({anchor: detached(element.attribs.id), title: condense($(element).clone().find(SKIPPED).remove().end().text()), text: []});
      return;
    }
    // Block elements end a word: `<td>R101006<td>Pass` must not read as `R101006Pass`.
    sections[sections.length - 1]!.text.push(' ');
    element.children.forEach(visit);
    sections[sections.length - 1]!.text.push(' ');
  };
  article.contents().each((_index, node) => visit(node));
  return sections.map((section) => ({...section, text: [condense(section.text.join(''))]}));
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
  // htmlparser2 reads a built page about twice as fast as parse5, and our own HTML needs no repair.
  const $ = load(html, {_useHtmlParser2: true} as Parameters<typeof load>[1]);
  const article = $('article').first();
  if (article.length === 0) {
    return [];
  }
  const title = condense(article.find('h1').first().text()) || condense($('title').text().split('|')[0] ?? '');
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map(condense)
    .filter(Boolean);
  const [lead, ...sections] = sectionsOf($, article);
  const page: SearchDocument = {id: sitePath, path: sitePath, title, module, kind, text: lead!.text[0]!, ...(keywords.length > 0 ? {keywords} : {})};
  return [
    page,
    ...sections.map(
      (section): SearchDocument => ({
        id: `${sitePath}#${section.anchor}`,
        path: `${sitePath}#${section.anchor}`,
        title: section.title,
        module,
        kind: 'heading',
        text: section.text[0]!,
      }),
    ),
  ];
}
