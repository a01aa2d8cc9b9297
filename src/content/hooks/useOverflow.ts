import {type RefObject, useEffect, useState} from 'react';

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
  useEffect(() => {
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
