/**
 * The browser build's `react-helmet-async` (the server build keeps the package, which writes each
 * page's head into its HTML). In the browser the head is already the page's when it hydrates: what
 * is left is to keep `document.title`, the tags a `<Head>` manages (`data-rh`) and the attributes
 * of `<html>`, `<body>` and `<title>` in step with the `<Head>` elements mounted as the reader
 * navigates. This does that as the package's client does, for the API Docusaurus uses (children
 * of `<Head>`; `HelmetProvider` with no props), in about a fifth of its size (issue 34, item 4). A
 * patch listed in DOCUSAURUS_PATCHES.md.
 *
 * The package's rules, kept here: the `<Head>` first rendered last wins (a page's over its
 * layout's, as the page's renders inside it and after it); `<html>`, `<body>` and `<title>`
 * attributes merge, a later `<Head>`'s value winning per attribute; a later `<Head>`'s tag replaces
 * an earlier one's with the same key (meta: its name, property, charset, http-equiv or itemprop;
 * link: its href, or rel for the canonical link; script: its src or text); tags no `<Head>` holds
 * any more are removed, and tags already in the head with the same attributes and text are kept as
 * they are; the document changes in the animation frame after the last change.
 */
import {Children, Fragment, isValidElement, useLayoutEffect, useState, type ReactElement, type ReactNode} from 'react';

type Attributes = Record<string, unknown>;
type TagKind = 'link' | 'meta' | 'noscript' | 'script' | 'style';

/** One `<Head>`, as the package keeps it: attribute names as in HTML, a tag's text as `innerHTML` or `cssText`. */
interface HeadProps extends Partial<Record<TagKind, Attributes[]>> {
  title?: unknown;
  titleAttributes?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
}

/** Each kind's key attributes: a later `<Head>`'s tag replaces an earlier one's with the same key, the last of these a tag has (but a canonical link's rel, and never a stylesheet's rel). */
const KEYS: Record<TagKind, string[]> = {
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
};
const KINDS = Object.keys(KEYS) as TagKind[];
/** React's prop names that differ from the attribute's. */
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};
/** What the server marks the tags and attributes of `<Head>` with. */
const MARK = 'data-rh';

/**
 * A `<Head>`'s children as the package reads them into its props. As there, a fragment's tags of a
 * kind give way to the same kind's tags beside the fragment, and other components are not read.
 */
function headProps(children: ReactNode, props: HeadProps): HeadProps {
  const tags: HeadProps = {};
  Children.forEach(children, (child) => {
    if (!isValidElement<{children?: ReactNode}>(child)) {
      return;
    }
    const {children: text, ...childProps} = child.props;
    const attributes: Attributes = {};
    for (const [name, value] of Object.entries(childProps)) {
      attributes[HTML_NAMES[name] ?? name] = value;
    }
    const type = child.type;
    if (type === Fragment) {
      headProps(text, props);
    } else if (typeof type !== 'string') {
      return;
    } else if (type in KEYS) {
      if (text) {
        attributes[type === 'style' ? 'cssText' : 'innerHTML'] = text;
      }
      (tags[type as TagKind] ??= []).push(attributes);
    } else if (type === 'title') {
      props.title = text;
      props.titleAttributes = attributes;
    } else if (type === 'html' || type === 'body') {
      props[`${type}Attributes`] = attributes;
    }
  });
  return Object.assign(props, tags);
}

/** The mounted `<Head>` elements by the order they first rendered in. */
const mounted = new Map<number, HeadProps>();
let rendered = 0;
let frame = 0;

function merged(list: HeadProps[], name: 'htmlAttributes' | 'bodyAttributes' | 'titleAttributes'): Attributes {
  return Object.assign({}, ...list.map((props) => props[name]));
}

/** The tags of a kind that win, in the package's order. */
function tagsOf(kind: TagKind, list: HeadProps[]): Attributes[] {
  const seen: Record<string, Set<string>> = {};
  const tags: Attributes[] = [];
  for (const instanceTags of list
    .map((props) => props[kind])
    .filter(Array.isArray)
    .reverse()) {
    const instanceSeen: [string, string][] = [];
    const approved = instanceTags.filter((tag) => {
      let key: string | undefined;
      for (const attribute of Object.keys(tag)) {
        const lower = attribute.toLowerCase();
        if (
          KEYS[kind].includes(lower) &&
          !(key === 'rel' && String(tag[key]).toLowerCase() === 'canonical') &&
          !(lower === 'rel' && String(tag[lower]).toLowerCase() === 'stylesheet')
        ) {
          key = lower;
        }
        if (KEYS[kind].includes(attribute) && (attribute === 'innerHTML' || attribute === 'cssText' || attribute === 'itemprop')) {
          key = attribute;
        }
      }
      if (!key || !tag[key]) {
        return false;
      }
      const value = String(tag[key]).toLowerCase();
      if (seen[key]?.has(value)) {
        return false;
      }
      instanceSeen.push([key, value]);
      return true;
    });
    for (const [key, value] of instanceSeen) {
      (seen[key] ??= new Set()).add(value);
    }
    tags.push(...approved.reverse());
  }
  return tags.reverse();
}

function updateAttributes(tagName: string, attributes: Attributes): void {
  const element = document.getElementsByTagName(tagName)[0];
  if (!element) {
    return;
  }
  const mark = element.getAttribute(MARK);
  const managed = mark ? mark.split(',') : [];
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = String(attributes[name] || '');
    if (element.getAttribute(name) !== value) {
      element.setAttribute(name, value);
    }
  }
  for (const name of managed) {
    if (!names.includes(name)) {
      element.removeAttribute(name);
    }
  }
  if (names.length === 0) {
    element.removeAttribute(MARK);
  } else if (element.getAttribute(MARK) !== names.join(',')) {
    element.setAttribute(MARK, names.join(','));
  }
}

function updateTags(kind: TagKind, tags: Attributes[]): void {
  const head = document.head;
  const old = Array.from(head.querySelectorAll(`${kind}[${MARK}]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(kind);
    for (const [name, value] of Object.entries(tag)) {
      if (name === 'innerHTML') {
        element.innerHTML = String(value);
      } else if (name === 'cssText') {
        element.append(String(value));
      } else {
        element.setAttribute(name, value === undefined ? '' : String(value));
      }
    }
    element.setAttribute(MARK, 'true');
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) {
      added.push(element);
    } else {
      old.splice(same, 1);
    }
  }
  old.forEach((element) => element.remove());
  head.append(...added);
}

function commit(): void {
  frame = 0;
  const list = [...mounted.keys()].sort((a, b) => a - b).map((order) => mounted.get(order)!);
  updateAttributes('body', merged(list, 'bodyAttributes'));
  updateAttributes('html', merged(list, 'htmlAttributes'));
  // The last `<Head>` with a <title>, even an empty one (which leaves the document's title as it is).
  let title: unknown;
  for (const props of list) {
    title = 'title' in props ? props.title : title;
  }
  title = Array.isArray(title) ? title.join('') : title;
  if (title && document.title !== title) {
    document.title = String(title);
  }
  updateAttributes('title', merged(list, 'titleAttributes'));
  for (const kind of KINDS) {
    updateTags(kind, tagsOf(kind, list));
  }
}

/** What `@docusaurus/Head` renders: its children (title, meta, link, script, style, noscript, html and body elements) become the document's. */
export function Helmet({children, ...props}: HeadProps & {children?: ReactNode}): null {
  const [order] = useState(() => (rendered += 1));
  const state = headProps(children, props);
  // Only a change of what it holds (a new element each render is no change).
  const key = JSON.stringify(state, (_name, value: unknown) => (value === undefined ? '\0' : value));
  useLayoutEffect(() => {
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(commit);
    };
    mounted.set(order, state);
    update();
    return () => {
      mounted.delete(order);
      update();
    };
  }, [key, order]);
  return null;
}

/** The package's provider keeps the server's collected head; the browser has nothing to collect. */
export function HelmetProvider({children}: {children?: ReactNode}): ReactElement {
  return children as ReactElement;
}
