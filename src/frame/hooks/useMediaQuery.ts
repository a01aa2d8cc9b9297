import {startTransition, useEffect, useState} from 'react';
import {BREAKPOINTS} from '../../../lib/portal/config';

/** The size bands as media queries (spec section 9); CSS has the same values in src/css/custom.css. */
export const MEDIA = {
  mobileHeader: `(max-width: ${BREAKPOINTS.mobileHeaderMax}px)`,
  sideNav: `(min-width: ${BREAKPOINTS.sideNavMin}px)`,
} as const;

/**
 * Whether `query` matches, following changes. Undefined until mounted: the server does not know
 * the width, so layout itself is CSS; this is for behaviour (e.g. closing the drawer when the
 * window grows past the mobile header). Docusaurus' useWindowSize uses 996px and does not fit our bands.
 * The first value comes in a transition: set as the page hydrates, at default priority it made
 * the header render again in one task with the other updates of hydration's effects (issue 34, item 6);
 * a transition renders in slices. Later changes are at once.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const [matches, setMatches] = useState<boolean>();
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    startTransition(update);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
