/**
 * The rules every piece of markdown that arrives from outside the docs follows (API spec
 * descriptions): GitHub-flavoured syntax, raw HTML dropped (never rendered), and link and image
 * URLs passed through react-markdown's transform (safeUrl), which empties `javascript:` and the like.
 * The Markdown component renders with them in the browser; the openapi-reference plugin renders
 * with them at build time.
 */
import remarkGfm from 'remark-gfm';

export const REMARK_PLUGINS = [remarkGfm];

const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * A safe URL, or the empty string for a dangerous one: react-markdown's `defaultUrlTransform`
 * (10.1), written out here so that the build's renderer needs no React package.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  const questionMark = url.indexOf('?');
  const numberSign = url.indexOf('#');
  const slash = url.indexOf('/');
  const relative =
    colon === -1 ||
    // A colon after `?`, `#` or `/` is no protocol's.
    (slash !== -1 && colon > slash) ||
    (questionMark !== -1 && colon > questionMark) ||
    (numberSign !== -1 && colon > numberSign);
  return relative || SAFE_PROTOCOL.test(url.slice(0, colon)) ? url : '';
}
