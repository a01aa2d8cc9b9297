import {useCallback, useEffect, useRef, useState} from 'react';
import {TIMINGS} from '../../../lib/portal/config';
import {readPreventFlag, shouldShowInfoBanner} from '../infoBanner';

export interface InfoBannerState {
  visible: boolean;
  dismiss: () => void;
}

export interface InfoBannerOptions {
  delayMs?: number;
  /** Where the page runs and its storage; the browser's by default (tests pass their own). */
  hostname?: () => string;
  storage?: () => Pick<Storage, 'getItem'> | undefined;
}

/**
 * The info banner appears `delayMs` after mount (spec: 1 second) when this host and the local
 * storage flag allow it, and stays away once dismissed (for as long as the app is open).
 */
export function useInfoBanner({
  delayMs = TIMINGS.infoBannerDelayMs,
  hostname = () => window.location.hostname,
  storage = () => window.localStorage,
}: InfoBannerOptions = {}): InfoBannerState {
  const [visible, setVisible] = useState(false);
  // The host and storage do not change while the page runs: the first render's are read.
  const page = useRef({hostname, storage});
  useEffect(() => {
    if (!shouldShowInfoBanner(page.current.hostname(), readPreventFlag(page.current.storage()))) {
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  const dismiss = useCallback(() => setVisible(false), []);
  return {visible, dismiss};
}
