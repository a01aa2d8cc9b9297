import {createContext, useCallback, useContext, useLayoutEffect, useRef, useState} from 'react';
import {TIMINGS} from '../../../lib/portal/config';
import {useTimeout} from '../../shared/hooks/useTimeout';

/** closed: not rendered; open: shown; closing: animating out, removed after the close delay. */
export type DrawerState = 'closed' | 'open' | 'closing';

export interface Drawer {
  state: DrawerState;
  open: () => void;
  /** Starts the closing animation; the drawer is gone `closeMs` later (spec: 300 ms). */
  close: () => void;
  /** Removes the drawer at once (the page changed under it, or the window outgrew the mobile header). */
  closeNow: () => void;
}

export function useDrawerState(closeMs: number = TIMINGS.drawerCloseMs): Drawer {
  const [state, setState] = useState<DrawerState>('closed');
  // The committed state, for `close`: kept current as each render commits, before any event sees it.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const timer = useTimeout();

  const open = useCallback(() => {
    timer.clear();
    setState('open');
  }, [timer]);

  const close = useCallback(() => {
    if (stateRef.current !== 'open') {
      return;
    }
    setState('closing');
    timer.set(() => setState('closed'), closeMs);
  }, [timer, closeMs]);

  const closeNow = useCallback(() => {
    timer.clear();
    setState('closed');
  }, [timer]);

  return {state, open, close, closeNow};
}

/** Lets content inside the drawer (links, the section's side navigation) close it. */
export const DrawerContext = createContext<Pick<Drawer, 'close'> | null>(null);

export function useDrawerContext(): Pick<Drawer, 'close'> | null {
  return useContext(DrawerContext);
}
