import {useId, useRef, useState, type RefObject} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import useIsBrowser from '@docusaurus/useIsBrowser';

export interface ServerMarkup {
  /** Render the element empty, with `dangerouslySetInnerHTML` of '', so React leaves the server's children alone. */
  kept: boolean;
  /** For the element: `data-server-markup`, which finds the server's element while hydrating. */
  marker: string;
  ref: RefObject<HTMLDivElement>;
}

/**
 * Keeps an element's server-rendered children when the page hydrates, instead of rendering them
 * again: for markup that is costly to produce in the browser and never changes on its own, like
 * highlighted code. Only while hydrating, and only when the server's element is there with
 * content; a page reached by client navigation, or the dev server (which does not hydrate),
 * renders normally. Should React have dropped the server's children after all, it renders them.
 */
export function useServerMarkup(content?: unknown): ServerMarkup {
  const marker = useId();
  // The server's markup shows the content it was rendered with: once that changes (an example
  // the reader composes), the element renders normally from then on.
  const [initial] = useState(() => content);
  const changed = content !== initial;
  const isBrowser = useIsBrowser();
  const ref = useRef<HTMLDivElement>(null);
  // useIsBrowser is false until the app has hydrated, so this is decided during hydration only.
  const [kept, setKept] = useState(
    () => typeof document !== 'undefined' && !isBrowser && (document.querySelector(`[data-server-markup="${CSS.escape(marker)}"]`)?.hasChildNodes() ?? false),
  );
  useIsomorphicLayoutEffect(() => {
    if (kept && (changed || !ref.current?.hasChildNodes())) {
      setKept(false);
    }
  }, [kept, changed]);
  return {kept: kept && !changed, marker, ref};
}
