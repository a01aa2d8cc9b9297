import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import {TIMINGS} from '../../../lib/portal/config';
import {type ScrollLocation, decideScroll} from '../navigationScroll';

/** How long to keep looking for a hash target that is not rendered yet, after the delay. */
const HASH_RETRY_MS = 100;
const HASH_RETRIES = 20;

/**
 * The last location a page handled. Module state on purpose: each page renders its own Layout,
 * so a component's state would not survive a navigation between sections.
 */
let lastLocation: ScrollLocation | undefined;

/** For tests: forget the last location, as after a full page load. */
export function resetScrollAfterNavigation(): void {
  lastLocation = undefined;
}

/** The main scroll container of the portal is the document itself. */
function scrollMainToTop(): void {
  window.scrollTo({top: 0, left: 0, behavior: 'instant'});
}

/**
 * Spec section 2: after a navigation with a hash, scroll to the hash target after the delay
 * (500 ms); without a hash, the main scroll container goes to the top. Used by the Layout.
 */
export function useScrollAfterNavigation(delayMs: number = TIMINGS.hashScrollDelayMs): void {
  const {pathname, search, hash} = useLocation();
  useEffect(() => {
    const next = {pathname, search, hash};
    const decision = decideScroll(lastLocation, next);
    lastLocation = next;
    if (decision.kind === 'top') {
      scrollMainToTop();
      return undefined;
    }
    if (decision.kind !== 'hash') {
      return undefined;
    }
    let retries = 0;
    let timer = setTimeout(function scrollToTarget() {
      const target = document.getElementById(decision.id);
      if (target) {
        target.scrollIntoView({behavior: 'instant', block: 'start'});
      } else if (retries++ < HASH_RETRIES) {
        timer = setTimeout(scrollToTarget, HASH_RETRY_MS);
      }
    }, delayMs);
    return () => clearTimeout(timer);
  }, [pathname, search, hash, delayMs]);
}
