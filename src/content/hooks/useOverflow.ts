import {type RefObject, useLayoutEffect, useState} from 'react';

export type OverflowAxis = 'x' | 'y';

/** Whether an element's content is larger than its box along `axis` (so it scrolls or is clipped). */
export function isOverflowing(element: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollHeight' | 'clientHeight'>, axis: OverflowAxis): boolean {
  // One pixel of slack: browsers round sub-pixel widths differently in scrollWidth and clientWidth.
  return axis === 'x' ? element.scrollWidth - element.clientWidth > 1 : element.scrollHeight - element.clientHeight > 1;
}

export interface OverflowOptions {
  /** The answer before the first measurement (server rendering, first paint). */
  initial?: boolean;
  /** While false, nothing is measured and the last answer stands. */
  enabled?: boolean;
}

/**
 * Tracks whether the element in `ref` overflows along `axis`, re-measuring when the element or its
 * content is resized (or the window, where ResizeObserver is missing).
 */
export function useOverflow(ref: RefObject<HTMLElement>, axis: OverflowAxis, {initial = false, enabled = true}: OverflowOptions = {}): boolean {
  const [overflowing, setOverflowing] = useState(initial);
  // A layout effect, so that disabling stops the observer in the commit that changes the element:
  // passive effects may run after the browser has laid the change out and reported the resize
  // (Preact's always can: plugins/client-bundle), and a text expander measured while expanding
  // would drop its toggle (and the keyboard focus on it) for a frame as it collapses.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) {
      return undefined;
    }
    const measure = () => setOverflowing(isOverflowing(element, axis));
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) {
      observer.observe(child);
    }
    return () => observer.disconnect();
  }, [ref, axis, enabled]);
  return overflowing;
}
