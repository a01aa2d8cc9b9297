import {useRef, useState, type RefObject} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** The attribute the element carries, in the server's markup and the browser's. */
const SERVER_MARKUP_ATTRIBUTE = 'data-server-markup';

export interface ServerMarkup {
  /** Render the element empty, with `dangerouslySetInnerHTML` of '', so React leaves the server's children alone. */
  kept: boolean;
  /** Spread onto the element: the attribute by which the browser tells a page rendered by the server from one it renders itself. */
  attributes: {[SERVER_MARKUP_ATTRIBUTE]: ''};
  ref: RefObject<HTMLDivElement>;
}

const ATTRIBUTES = {[SERVER_MARKUP_ATTRIBUTE]: ''} as const;

/**
 * Whether the app is hydrating the server's markup, rather than rendering into an empty page (the
 * dev server): for a component's first render in the browser, before the app has hydrated. The
 * element is found by its own ref once mounted, not by an id the server and the browser would have
 * to agree on: useId's values differ between React's server rendering and preact/compat, which the
 * production browser build uses (plugins/client-bundle).
 */
function isHydratingServerMarkup(isBrowser: boolean): boolean {
  return typeof document !== 'undefined' && !isBrowser && document.querySelector(`[${SERVER_MARKUP_ATTRIBUTE}]`) !== null;
}

/**
 * Keeps an element's server-rendered children when the page hydrates, instead of rendering them
 * again: for markup that is costly to produce in the browser and never changes on its own, like
 * highlighted code. Only while hydrating, and only when the server's element is there with
 * content; a page reached by client navigation, or the dev server (which does not hydrate),
 * renders normally. Should the element have no server children after all (the framework dropped
 * them, or the server rendered something else there), it renders them before the browser paints.
 */
export function useServerMarkup(content?: unknown): ServerMarkup {
  // The server's markup shows the content it was rendered with: once that changes (an example
  // the reader composes), the element renders normally from then on.
  const [initial] = useState(() => content);
  const changed = content !== initial;
  const isBrowser = useIsBrowser();
  const ref = useRef<HTMLDivElement>(null);
  // useIsBrowser is false until the app has hydrated, so this is decided during hydration only.
  const [kept, setKept] = useState(() => isHydratingServerMarkup(isBrowser));
  useIsomorphicLayoutEffect(() => {
    if (kept && (changed || !ref.current?.hasChildNodes())) {
      setKept(false);
    }
  }, [kept, changed]);
  return {kept: kept && !changed, attributes: ATTRIBUTES, ref};
}
