/**
 * Spec descriptions rendered at build time with the Markdown component's rules
 * (lib/reference/markdownRules.ts), so the browser ships no markdown parser. Raw HTML is dropped
 * by remark-rehype (no allowDangerousHtml) exactly as the component's skipHtml drops it.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import type {Element, Root} from 'hast';
import {REMARK_PLUGINS, safeUrl} from '../reference/markdownRules';
import type {RenderedMarkdown} from '../reference/types';

const URL_PROPERTIES = ['href', 'src'] as const;

function walk(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children) {
    if (child.type === 'element') {
      visit(child);
      walk(child, visit);
    }
  }
}

/** Empties unsafe URLs, as react-markdown's urlTransform does. */
function rehypeSafeUrls() {
  return (tree: Root) =>
    walk(tree, (element) => {
      for (const name of URL_PROPERTIES) {
        const value = element.properties[name];
        if (typeof value === 'string') {
          element.properties[name] = safeUrl(value);
        }
      }
    });
}

const processor = unified().use(remarkParse).use(REMARK_PLUGINS).use(remarkRehype).use(rehypeSafeUrls).use(rehypeStringify);

// A shared schema's or parameter's description is rendered for every page that shows it: once is enough.
const rendered = new Map<string, RenderedMarkdown>();
const RENDERED_KEPT = 50_000;

/** Renders one description (the result is shared: do not change it); a failure becomes the message the reader sees, never a broken build. */
export function renderMarkdown(source: unknown): RenderedMarkdown | undefined {
  if (typeof source !== 'string' || source.trim() === '') {
    return undefined;
  }
  let result = rendered.get(source);
  if (!result) {
    try {
      result = {html: String(processor.processSync(source)).trim()};
    } catch (error) {
      result = {error: error instanceof Error ? error.message : String(error)};
    }
    if (rendered.size >= RENDERED_KEPT) {
      rendered.clear();
    }
    rendered.set(source, result);
  }
  return result;
}
