import {type FocusEvent, type RefObject, useCallback, useRef} from 'react';
import {useExpandable} from '../../shared/hooks/useExpandable';
import {useOverflow} from './useOverflow';

/** Whether `target` reaches below the visible box of `container` (so a collapsed expander clips it). */
export function isClippedBelow(target: Element, container: Element): boolean {
  return target.getBoundingClientRect().bottom > container.getBoundingClientRect().bottom + 1;
}

export interface TextExpanderState {
  expanded: boolean;
  toggle: () => void;
  /** Put on the clipped content. */
  ref: RefObject<HTMLDivElement>;
  /** False while collapsed content fits anyway: then neither the toggle nor the fade is needed. */
  clips: boolean;
  /** Put on the content: keyboard focus moving to a clipped link or button expands the text. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

/** State of a text expander (spec section 4): collapsed to a few lines, or expanded. */
export function useTextExpander(): TextExpanderState {
  const {expanded, setExpanded, toggle} = useExpandable(false);
  const ref = useRef<HTMLDivElement | null>(null);
  // Measured while collapsed only; expanded text never overflows, and the toggle must stay put.
  // Before the first measurement assume the text is long: that is what writers use the block for.
  const overflowing = useOverflow(ref, 'y', {initial: true, enabled: !expanded});
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!expanded && ref.current && isClippedBelow(event.target, ref.current)) {
        setExpanded(true);
      }
    },
    [expanded, setExpanded],
  );
  return {expanded, toggle, ref, clips: expanded || overflowing, onFocus};
}
