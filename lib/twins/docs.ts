/**
 * The Markdown twin of a docs page: the MDX a writer wrote, as plain GitHub-flavoured Markdown that
 * an AI assistant can read without knowing the portal's components. Pure: the caller supplies the
 * file's text and everything the site knows (links, rules, generated lists) through the context.
 */
import {type Processor, unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {visit} from 'unist-util-visit';
import type {Blockquote, Code, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent, Strong, Text} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {pageUrl, sitePathOfPermalink, twinHeader, twinUrl, type SiteAddress} from './format';
import {STRINGIFY_OPTIONS} from './html';
import {WriterError} from '../shared/writerError';

export interface DocTwinInput {
  /** The file's text, front matter included. */
  source: string;
  /** Path relative to the site dir, for error messages (`docs/getting-started/authentication.md`). */
  file: string;
  /** Page title (Docusaurus metadata). */
  title: string;
  /** Page description. */
  summary?: string;
}

export interface TwinRule {
  id: string;
  type: string;
  title: string;
  /** Site path of the rule page (`/guidelines/r101001`). */
  sitePath: string;
}

export interface DocTwinContext extends SiteAddress {
  /** The site path (no base path, hash kept) of a relative link to another source file from `fromFile`; undefined if it is not a page. */
  resolveDocLink: (href: string, fromFile: string) => string | undefined;
  /** Whether a site path (no base path, no hash) is a page of this flavour; else it is a static file or not in this flavour. */
  isPage: (sitePath: string) => boolean;
  /** A guideline rule by id (R + six digits). */
  rule: (id: string) => TwinRule | undefined;
  /**
   * Markdown for a component that lists generated content (`<RuleIndex />`, `<ApiChangelogs />`), or
   * undefined if unknown. The Markdown is read as if written in the page at the component's place:
   * site paths and rule links in it are converted like the page's own.
   */
  component: (name: string, attributes: Record<string, string>) => string | undefined;
}

/** A source construct the twin cannot express; the message is `file:line: what to fix`. */
export class TwinSourceError extends WriterError {}

// Docusaurus' admonition keywords (its defaults; docusaurus.config.ts adds none).
const ADMONITIONS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);
// Wrappers that only change how content is shown; the twin shows the content in full.
const WRAPPERS = new Set(['AccordionGroup', 'TextExpander', 'details']);
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);
const RULE_LINK = /\[\[(R\d{6})\]\]/g;

const HEADING_ID = /^([ \t]*(?:>[ \t]*)*#{1,6}[ \t].*?)[ \t]*\{#[^}]*\}[ \t]*\r?$/;
const ADMONITION_TITLE = new RegExp(`^((?:>[ \\t]*)*[ \\t]*:{3,}(?:${[...ADMONITIONS].join('|')}))[ \\t]+(\\S.*?)\\r?$`);

/** Markdown as MDX reads it (micromark-extension-mdx-md): no HTML, no indented code, no autolinks. */
function remarkMdxMd(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push({disable: {null: ['autolink', 'codeIndented', 'htmlFlow', 'htmlText']}});
}

// Finds code in the raw text, which MDX cannot parse yet: it sees the same fences and code spans.
const codeFinder = unified().use(remarkParse).use(remarkMdxMd).use(remarkFrontmatter).use(remarkGfm).freeze();
// Reads the Markdown that components return.
const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze();
const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).freeze();
const stringifier = unified().use(remarkStringify, STRINGIFY_OPTIONS).use(remarkGfm).freeze();

export function docTwin(input: DocTwinInput, context: DocTwinContext): string {
  const prepared = prepare(input.source);
  let tree: Root;
  try {
    tree = mdxParser.parse(prepared.text);
  } catch (error) {
    // MDX says where in `place` (a point or a position), or only in the reason: `... (7:1-7:22)`.
    const {place, reason = String(error)} = error as {place?: {line?: number; start?: {line: number}}; reason?: string};
    const inReason = / \((\d+):\d+(?:-\d+:\d+)?\)$/.exec(reason);
    const line = place?.start?.line ?? place?.line ?? (inReason ? Number(inReason[1]) : undefined);
    throw new TwinSourceError(`${input.file}:${line ? prepared.sourceLine(line) : 1}: ${reason.slice(0, inReason?.index)}. Fix the MDX syntax.`, {
      cause: error,
    });
  }
  const walk: Walk = {
    context,
    fail: (line, message) => {
      throw new TwinSourceError(`${input.file}:${line ? prepared.sourceLine(line) : 1}: ${message}`);
    },
    file: input.file,
    text: prepared.text,
    line: 1,
    inLink: false,
  };
  tree.children = convertList(tree.children, true, walk) as RootContent[];
  const [first] = tree.children;
  if (first?.type === 'heading' && first.depth === 1) {
    tree.children.shift();
  }
  return `${`${twinHeader(input.title, input.summary)}${stringifier.stringify(tree)}`.trimEnd()}\n`;
}

interface Prepared {
  text: string;
  /** The line in the source of a line in `text` (removed comments can span lines). */
  sourceLine: (line: number) => number;
}

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

/**
 * What Docusaurus does before MDX sees the file (mdx1Compat): heading ids `{#id}` and HTML comments
 * would not parse as MDX, and `:::info Title` is the old spelling of `:::info[Title]`. Code is left
 * as written, since pages show these constructs in code.
 */
function prepare(source: string): Prepared {
  const blockCode: Array<[number, number]> = [];
  const allCode: Array<[number, number]> = [];
  visit(codeFinder.parse(source), ['code', 'inlineCode'], (node) => {
    const range: [number, number] = [node.position!.start.offset!, node.position!.end.offset!];
    allCode.push(range);
    if (node.type === 'code') {
      blockCode.push(range);
    }
  });
  const inCode = (ranges: Array<[number, number]>, offset: number) => ranges.some(([start, end]) => offset >= start && offset < end);
  const edits: Edit[] = [];
  let lineStart = 0;
  for (const line of source.split('\n')) {
    if (!inCode(blockCode, lineStart)) {
      const id = HEADING_ID.exec(line);
      if (id) {
        edits.push({start: lineStart + id[1]!.length, end: lineStart + line.replace(/\r$/, '').length, replacement: ''});
      }
      const admonition = ADMONITION_TITLE.exec(line);
      if (admonition) {
        edits.push({start: lineStart, end: lineStart + admonition[0].length, replacement: `${admonition[1]}[${admonition[2]}]`});
      }
    }
    lineStart += line.length + 1;
  }
  // Where a comment starts decides: the finder, blind to HTML, may see code spans inside a comment.
  for (let at = source.indexOf('<!--'); at >= 0; at = source.indexOf('<!--', at + 1)) {
    const close = source.indexOf('-->', at + 4);
    if (close < 0) {
      break;
    }
    if (inCode(allCode, at)) {
      continue;
    }
    let [start, end] = [at, close + 3];
    const lineBegin = source.lastIndexOf('\n', at - 1) + 1;
    const lineEnd = source.indexOf('\n', end) < 0 ? source.length : source.indexOf('\n', end) + 1;
    // A comment alone on its lines goes with its lines, so it does not split a paragraph in two.
    if (!source.slice(lineBegin, start).trim() && !source.slice(end, lineEnd).trim()) {
      [start, end] = [lineBegin, lineEnd];
    }
    edits.push({start, end, replacement: ''});
    at = close + 2;
  }
  return applyEdits(source, edits);
}

function applyEdits(source: string, edits: Edit[]): Prepared {
  let text = '';
  let at = 0;
  // For each edit that removed line breaks: the line in `text` where it happened and how many.
  const removed: Array<{line: number; count: number}> = [];
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    if (edit.start < at) {
      continue;
    }
    text += source.slice(at, edit.start);
    const count = lineBreaks(source.slice(edit.start, edit.end)) - lineBreaks(edit.replacement);
    if (count > 0) {
      removed.push({line: lineBreaks(text) + 1, count});
    }
    text += edit.replacement;
    at = edit.end;
  }
  text += source.slice(at);
  return {text, sourceLine: (line) => removed.reduce((total, edit) => (edit.line < line ? total + edit.count : total), line)};
}

const lineBreaks = (value: string) => value.split('\n').length - 1;

interface Walk {
  context: DocTwinContext;
  fail: (line: number | undefined, message: string) => never;
  file: string;
  /** The parsed text, for giving back directives that are not admonitions as written. */
  text: string;
  /** The line of the nearest node with a position, for nodes without one. */
  line: number;
  /** Inside a link, where a rule link cannot be a link of its own. */
  inLink: boolean;
}

type Node = RootContent;

/** Converts sibling nodes; `flow` says whether they are blocks (else inline content). */
function convertList(nodes: Node[], flow: boolean, walk: Walk): Node[] {
  const converted = mergeText(nodes.flatMap((node) => convert(node, flow, walk))).flatMap((node) => (node.type === 'text' ? ruleLinks(node, walk) : [node]));
  return flow
    ? converted.filter((node) => !(node.type === 'paragraph' && node.children.every((child) => child.type === 'text' && !child.value.trim())))
    : converted;
}

function convert(node: Node, flow: boolean, outer: Walk): Node[] {
  const walk = node.position ? {...outer, line: node.position.start.line} : outer;
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'html':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const value = stringLiteral(node.value);
      return value === undefined ? [] : inFlow(flow, [text(value)]);
    }
    case 'textDirective':
      // Docusaurus gives back `lk:status` as text too: only admonitions are directives here.
      return [text(sourceOf(node, walk))];
    case 'leafDirective':
      return [paragraph([text(sourceOf(node, walk))])];
    case 'containerDirective':
      return ADMONITIONS.has(node.name) ? [admonition(node, walk)] : convertList(node.children, true, walk);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return element(node, flow, walk);
    case 'code':
      return codeBlock(node);
    case 'link':
    case 'definition':
    case 'image':
      node.url = target(node.url, walk);
      break;
  }
  if ('children' in node) {
    const parent = node as Parent;
    parent.children = convertList(parent.children as Node[], !PHRASING_PARENTS.has(node.type), {
      ...walk,
      inLink: walk.inLink || node.type === 'link' || node.type === 'linkReference',
    }) as Parent['children'];
  }
  return [node];
}

function admonition(node: ContainerDirective, walk: Walk): Node {
  const [first, ...rest] = node.children;
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  const name = node.name.charAt(0).toUpperCase() + node.name.slice(1);
  const title = label ? (convertList(label.children, false, walk) as PhrasingContent[]) : [];
  return {
    type: 'blockquote',
    children: [
      paragraph([strong([text(title.length ? `${name}: ` : name), ...title])]),
      ...(convertList(label ? rest : node.children, true, walk) as Blockquote['children']),
    ],
  };
}

function element(node: MdxJsxFlowElement | MdxJsxTextElement, flow: boolean, walk: Walk): Node[] {
  const attributes = attributesOf(node);
  const children = () => convertList(node.children, flow, walk);
  switch (node.name) {
    case 'Accordion':
      return attributes.title ? [...inFlow(flow, [strong([text(attributes.title)])]), ...children()] : children();
    case 'summary':
      return inFlow(flow, [strong(phrasing(children()))]);
    case 'a':
      return attributes.href ? inFlow(flow, [{type: 'link', url: target(attributes.href, walk), children: phrasing(children())}]) : children();
    case 'img':
      return attributes.src ? inFlow(flow, [{type: 'image', url: target(attributes.src, walk), alt: attributes.alt ?? null}]) : [];
    case 'br':
      return flow ? [] : [{type: 'break'}];
  }
  if (node.name && /^[A-Z]/.test(node.name) && !WRAPPERS.has(node.name)) {
    const markdown = walk.context.component(node.name, attributes);
    if (markdown !== undefined) {
      return componentContent(node.name, markdown, flow, walk);
    }
  }
  return children();
}

function componentContent(name: string, markdown: string, flow: boolean, walk: Walk): Node[] {
  const root = markdownParser.parse(markdown);
  visit(root, (node) => {
    delete node.position;
  });
  if (flow) {
    return convertList(root.children, true, walk);
  }
  const [only, ...more] = root.children;
  if (!only || (only.type === 'paragraph' && more.length === 0)) {
    return convertList(only?.children ?? [], false, walk);
  }
  return walk.fail(walk.line, `<${name} /> stands inside a paragraph but lists blocks. Put it on a line of its own, with blank lines around it.`);
}

/** A fenced block keeps its language; a `title="x.json"` becomes a line before it, other meta has no meaning outside the site. */
function codeBlock(node: Code): Node[] {
  const title = /(?:^|\s)title=(["'])(.*?)\1/.exec(node.meta ?? '')?.[2];
  const code: Code = {...node, meta: null};
  return title ? [paragraph([text('File: '), {type: 'inlineCode', value: title}]), code] : [code];
}

function target(url: string, walk: Walk): string {
  const {context} = walk;
  if (url === '' || url.startsWith('#') || url.startsWith('//') || /^(?!pathname:)[a-z][a-z\d+.-]*:/i.test(url)) {
    return url;
  }
  // `pathname://` is Docusaurus' way to link a file that is no route; the base path is added as for any site path.
  if (url.startsWith('pathname://')) {
    return pageUrl(context, sitePathOf(url.slice('pathname://'.length), context));
  }
  if (url.startsWith('/')) {
    const sitePath = sitePathOf(url, context);
    return context.isPage(sitePath.split('#')[0]!) ? twinUrl(context, sitePath) : pageUrl(context, sitePath);
  }
  const resolved = context.resolveDocLink(url, walk.file);
  if (resolved === undefined) {
    return walk.fail(
      walk.line,
      `the link ${url} does not lead to a page. Link a docs file that exists (./page.md); give a static file (an image, a download) by its site path (/img/flow.svg).`,
    );
  }
  return twinUrl(context, resolved);
}

/** A root-relative link's site path: writers may include the base path or not. */
function sitePathOf(url: string, site: SiteAddress): string {
  return sitePathOfPermalink(site, url) ?? url;
}

function ruleLinks(node: Text, walk: Walk): Node[] {
  if (!node.value.includes('[[R')) {
    return [node];
  }
  const parts: Node[] = [];
  let last = 0;
  for (const match of node.value.matchAll(RULE_LINK)) {
    const id = match[1]!;
    const rule = walk.context.rule(id);
    if (!rule) {
      const line = (node.position?.start.line ?? walk.line) + lineBreaks(node.value.slice(0, match.index));
      return walk.fail(line, `unknown rule id ${id} in ${match[0]}. Link an existing rule (files in guidelines/rules/) or create the rule first.`);
    }
    parts.push(text(node.value.slice(last, match.index)));
    const label = `${rule.id} ${rule.type}: ${rule.title}`;
    parts.push(walk.inLink ? text(label) : {type: 'link', url: twinUrl(walk.context, rule.sitePath), children: [text(label)]});
    last = match.index + match[0].length;
  }
  parts.push(text(node.value.slice(last)));
  return mergeText(parts.filter((part) => part.type !== 'text' || part.value !== ''));
}

/** Unwrapping elements and giving back directives as text leaves text beside text; a rule link may span them. */
function mergeText(nodes: Node[]): Node[] {
  return nodes.reduce<Node[]>((merged, node) => {
    const previous = merged[merged.length - 1];
    if (previous?.type === 'text' && node.type === 'text') {
      merged[merged.length - 1] = {...previous, value: previous.value + node.value};
    } else {
      merged.push(node);
    }
    return merged;
  }, []);
}

function attributesOf(node: MdxJsxFlowElement | MdxJsxTextElement): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      continue;
    }
    const value =
      attribute.value === null || attribute.value === undefined
        ? 'true'
        : typeof attribute.value === 'string'
          ? attribute.value
          : stringLiteral(attribute.value.value);
    if (value !== undefined) {
      attributes[attribute.name] = value;
    }
  }
  return attributes;
}

/** The value of a JavaScript expression that is only a string (`{' '}`, `{"text"}`); undefined for anything else. */
function stringLiteral(expression: string): string | undefined {
  const match = /^\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`((?:[^`\\$]|\\.)*)`)\s*$/s.exec(expression);
  return match ? (match[1] ?? match[2] ?? match[3])!.replace(/\\(.)/gs, '$1') : undefined;
}

function sourceOf(node: Nodes, walk: Walk): string {
  return walk.text.slice(node.position!.start.offset, node.position!.end.offset);
}

/** The inline content of nodes that may be paragraphs (an element's children on lines of their own). */
function phrasing(nodes: Node[]): PhrasingContent[] {
  return nodes.flatMap((node) => (node.type === 'paragraph' ? node.children : [node])) as PhrasingContent[];
}

/** Inline nodes as they must stand where they land: in a paragraph among blocks, else as they are. */
function inFlow(flow: boolean, nodes: PhrasingContent[]): Node[] {
  return flow ? [paragraph(nodes)] : nodes;
}

const text = (value: string): Text => ({type: 'text', value});
const strong = (children: PhrasingContent[]): Strong => ({type: 'strong', children});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
