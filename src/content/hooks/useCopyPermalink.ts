import {Children, isValidElement, type ReactNode, useCallback} from 'react';
import {useCopyToClipboard} from '../../shared/hooks/useCopyToClipboard';

/**
 * The absolute URL of the heading `id` on the page at `location`, e.g.
 * `https://host/portal/rest/about-the-api/pagination#cursor`. Query and current hash are dropped:
 * a permalink names the page and the heading, nothing else.
 */
export function permalinkUrl(location: Pick<Location, 'origin' | 'pathname'>, id: string): string {
  return `${location.origin}${location.pathname}#${id}`;
}

/** The plain text of rendered heading content (strings, numbers and the text inside elements such as `code`). */
export function nodeText(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') {
        return String(child);
      }
      if (isValidElement<{children?: ReactNode}>(child)) {
        return nodeText(child.props.children);
      }
      return '';
    })
    .join('');
}

export interface CopyPermalinkState {
  copied: boolean;
  copyPermalink: () => Promise<boolean>;
}

/** Copies the absolute URL of the heading `id` on the current page and reports `copied` for a while. */
export function useCopyPermalink(id: string): CopyPermalinkState {
  const {copied, copy} = useCopyToClipboard();
  const copyPermalink = useCallback(() => copy(permalinkUrl(window.location, id)), [copy, id]);
  return {copied, copyPermalink};
}
