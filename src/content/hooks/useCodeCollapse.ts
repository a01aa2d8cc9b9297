import {type RefObject, useCallback, useRef} from 'react';
import {CODE_COLLAPSE_LINE_BREAKS} from '@site/lib/portal/config';
import {useExpandable} from '../../shared/hooks/useExpandable';

/** Lines a collapsed code block still shows above its Show more toggle. */
export const COLLAPSED_VISIBLE_LINES = 10;

/**
 * Line breaks inside a code block: `\n`, `\r\n` and `\r` each count once. A single line break at the
 * very end only closes the last line (Markdown code always ends with one; Docusaurus strips it), so
 * it is not counted: "a\nb" and "a\nb\n" both have one line break.
 */
export function countLineBreaks(code: string): number {
  const body = code.replace(/(\r\n|\n|\r)$/, '');
  return body.match(/\r\n|\n|\r/g)?.length ?? 0;
}

/** Spec section 9: a code block collapses when it has more than CODE_COLLAPSE_LINE_BREAKS line breaks. */
export function isCollapsible(code: string, limit: number = CODE_COLLAPSE_LINE_BREAKS): boolean {
  return countLineBreaks(code) > limit;
}

export interface CodeCollapseState {
  /** Whether the block is long enough to collapse at all. */
  collapsible: boolean;
  /** Whether it is collapsed now (never true for a short block). */
  collapsed: boolean;
  toggle: () => void;
  /** Put on the block's outer element: after Hide, the block is scrolled back into view. */
  ref: RefObject<HTMLDivElement>;
}

/** Collapsed or expanded state of a code block (spec section 4); long blocks start collapsed. */
export function useCodeCollapse(code: string): CodeCollapseState {
  const collapsible = isCollapsible(code);
  const {expanded, toggle: flip} = useExpandable(false);
  const ref = useRef<HTMLDivElement | null>(null);
  const toggle = useCallback(() => {
    flip();
    const element = ref.current;
    // Hiding a long block from its bottom toggle would leave the reader far below it.
    if (expanded && element && element.getBoundingClientRect().top < 0) {
      element.scrollIntoView({block: 'start'});
    }
  }, [expanded, flip]);
  return {collapsible, collapsed: collapsible && !expanded, toggle, ref};
}
