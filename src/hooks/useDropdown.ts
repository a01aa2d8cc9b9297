import {useCallback, useEffect, useRef, useState} from 'react';
import {TIMINGS} from '../portal/config';

export interface Dropdown {
  open: boolean;
  /** Opens now and cancels a pending close (keyboard). */
  show: () => void;
  /** The mouse entered: opens now and cancels a pending close. */
  showOnHover: () => void;
  /** Closes now (Escape, focus left the group, a click elsewhere, a page chosen). */
  hide: () => void;
  /** Closes after the delay unless shown again before (the mouse left; spec: 300 ms). */
  hideLater: () => void;
  /**
   * The toggle was pressed. A dropdown the mouse has just opened stays open: the click that
   * follows the hover means "open", not "close".
   */
  toggle: () => void;
}

export function useDropdown(closeDelayMs: number = TIMINGS.dropdownCloseMs): Dropdown {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    if (timer.current !== undefined) {
      clearTimeout(timer.current);
      timer.current = undefined;
    }
  }, []);

  const show = useCallback(() => {
    cancel();
    openedByHover.current = false;
    setOpen(true);
  }, [cancel]);

  const showOnHover = useCallback(() => {
    cancel();
    setOpen((wasOpen) => {
      openedByHover.current = !wasOpen || openedByHover.current;
      return true;
    });
  }, [cancel]);

  const hide = useCallback(() => {
    cancel();
    openedByHover.current = false;
    setOpen(false);
  }, [cancel]);

  const hideLater = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      openedByHover.current = false;
      setOpen(false);
    }, closeDelayMs);
  }, [cancel, closeDelayMs]);

  const toggle = useCallback(() => {
    cancel();
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
      return;
    }
    setOpen((value) => !value);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);
  return {open, show, showOnHover, hide, hideLater, toggle};
}
