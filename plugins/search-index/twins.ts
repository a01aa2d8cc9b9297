/**
 * Search documents from a page's Markdown twin, for the dev server, which renders no HTML: the twin
 * is rendered to HTML with heading ids as GitHub slugs them and read by the same extraction as a
 * built page (extract.ts), so the dev server's search finds what a build's does, near enough.
 * Headings with a writer's own id (`## Title {#id}`) link to their slug instead.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import {createSlugger} from '@docusaurus/utils';
import type {Element, ElementContent, Root} from 'hast';
import type {SearchDocument, SearchDocumentKind} from '../../src/search/types';
import {documentsOfPage} from './extract';

const textOf = (node: ElementContent): string => (node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '');

/** Gives headings the ids Docusaurus would, with its own slugger, unique per page. */
function rehypeHeadingIds() {
  return (tree: Root) => {
    const slugger = createSlugger();
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type === 'element') {
          if (/^h[1-6]$/.test(child.tagName)) {
            child.properties.id = slugger.slug(textOf(child));
          }
          visit(child);
        }
      }
    };
    visit(tree);
  };
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeHeadingIds).use(rehypeStringify);

export interface TwinInput {
  markdown: string;
  sitePath: string;
  module: string;
  kind: SearchDocumentKind;
}

export function documentsOfTwin({markdown, sitePath, module, kind}: TwinInput): SearchDocument[] {
  const html = `<html><head></head><body><article>${String(processor.processSync(markdown))}</article></body></html>`;
  return documentsOfPage({html, sitePath, module, kind});
}
