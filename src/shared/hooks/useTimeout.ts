import {useCallback, useEffect, useMemo, useRef} from 'react';

export interface Timeout {
  /** Runs `callback` after `ms`, replacing a callback still pending. Does nothing once unmounted. */
  set: (callback: () => void, ms: number) => void;
  /** Forgets the pending callback, if any. */
  clear: () => void;
}

/**
 * One pending timer per component (a delayed close, an indicator that goes away), cleared when the
 * component unmounts so a callback never runs against state that is gone. `set` and `clear` keep
 * their identity, so callbacks built on them stay stable too.
 */
export function useTimeout(): Timeout {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  const clear = useCallback(() => {
    if (timer.current !== undefined) {
      clearTimeout(timer.current);
      timer.current = undefined;
    }
  }, []);

  const set = useCallback(
    (callback: () => void, ms: number) => {
      clear();
      // An async caller (a clipboard write) may finish after unmount: nothing would clear this one.
      if (!mounted.current) {
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = undefined;
        callback();
      }, ms);
    },
    [clear],
  );

  useEffect(() => {
    // StrictMode unmounts and mounts again: the second mount must count as mounted.
    mounted.current = true;
    return () => {
      mounted.current = false;
      clear();
    };
  }, [clear]);

  return useMemo(() => ({set, clear}), [set, clear]);
}
