/**
 * The browser build's stand-in for theme-common's `lib/hooks/useWindowSize.js`: "ssr" while the
 * page hydrates, then "mobile" or "desktop" (996px), as theme-common's, but its first value is set
 * in a transition. Set from an effect as the page hydrates, at default priority, it was rendered
 * in one task with the other updates of hydration's effects: on a phone the header's mobile
 * sidebar context and what reads it changed at once after hydration (issue 34, item 6). A
 * transition renders in slices, between which the page takes input. Later changes (a resize) are
 * at once. A patch listed in DOCUSAURUS_PATCHES.md.
 */
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint, which theme-common's hook uses too. */
const DESKTOP_BREAKPOINT = 996;

const windowSize = (desktopBreakpoint: number): WindowSize => (window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // "ssr" until mounted, as theme-common's: the server rendered it, and hydration must match.
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(windowSize(desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}
