import type {CSSProperties} from 'react';
import type {Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
// Escapes as React's own serialisation (react-dom/server) does, so a line renders the same markup either way.
import {escapeHtml} from '../../lib/shared/html';

// The properties of a Prism theme that take plain numbers (React adds px to any other).
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'order', 'flex', 'flexGrow', 'flexShrink', 'zoom']);
const styleName = (name: string) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`).replace(/^ms-/, '-ms-'));

/** A style attribute's value as React writes it: null, booleans and '' left out, numbers with px where CSS wants a unit. */
export function styleText(style: CSSProperties | undefined): string {
  if (!style) {
    return '';
  }
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style) as [string, unknown][]) {
    if (value == null || typeof value === 'boolean' || value === '') {
      continue;
    }
    const text =
      typeof value === 'number' ? (value !== 0 && !UNITLESS.has(name) && !name.startsWith('--') ? `${value}px` : String(value)) : String(value).trim();
    declarations.push(`${styleName(name)}:${escapeHtml(text)}`);
  }
  return declarations.join(';');
}

type GetTokenProps = (input: TokenInputProps) => TokenOutputProps;

// A code block has a handful of token kinds: their opening tags are made once per getTokenProps (one Highlight).
const openTags = new WeakMap<GetTokenProps, Map<string, string>>();

function openTag(token: Token, getTokenProps: GetTokenProps): string {
  let tags = openTags.get(getTokenProps);
  if (!tags) {
    tags = new Map();
    openTags.set(getTokenProps, tags);
  }
  const key = `${token.types.join(' ')}|${String(token.empty)}`;
  let tag = tags.get(key);
  if (tag === undefined) {
    const {className, style} = getTokenProps({token});
    const css = styleText(style);
    tag = `<span class="${escapeHtml(className)}"${css ? ` style="${css}"` : ''}>`;
    tags.set(key, tag);
  }
  return tag;
}

/**
 * The tokens of one highlighted line as HTML: what the theme's CodeBlockLine renders as one React
 * element per token (`<span {...getTokenProps({token})}>`), followed by its line break. Rendering a
 * string instead is most of what server-rendering an operation page costs in its code samples.
 */
export function codeLineHtml(line: readonly Token[], getTokenProps: GetTokenProps): string {
  let html = '';
  for (const token of line) {
    html += `${openTag(token, getTokenProps)}${escapeHtml(token.content)}</span>`;
  }
  return `${html}<br/>`;
}
