/**
 * The rules every piece of markdown that arrives from outside the docs follows (API spec
 * descriptions): GitHub-flavoured syntax, raw HTML dropped (never rendered), and link and image
 * URLs passed through react-markdown's transform, which empties `javascript:` and the like.
 * The Markdown component renders with them in the browser; the openapi-reference plugin renders
 * with them at build time.
 */
import remarkGfm from 'remark-gfm';
import {defaultUrlTransform} from 'react-markdown';

export const REMARK_PLUGINS = [remarkGfm];

/** A safe URL, or the empty string for a dangerous one. */
export const safeUrl: (url: string) => string = defaultUrlTransform;
