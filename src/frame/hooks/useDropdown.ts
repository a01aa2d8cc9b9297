import {type FocusEvent, type KeyboardEvent, type RefObject, useCallback, useEffect, useId, useLayoutEffect, useRef, useState} from 'react';
import {menuKeyTarget} from '../menuKeys';
import {TIMINGS} from '../../../lib/portal/config';
import {useTimeout} from '../../shared/hooks/useTimeout';

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
  const timer = useTimeout();
  const cancel = timer.clear;

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
    timer.set(() => {
      openedByHover.current = false;
      setOpen(false);
    }, closeDelayMs);
  }, [timer, closeDelayMs]);

  const toggle = useCallback(() => {
    cancel();
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
      return;
    }
    setOpen((value) => !value);
  }, [cancel]);

  return {open, show, showOnHover, hide, hideLater, toggle};
}

/** Marks the menu's links for the arrow keys. */
const MENU_LINK = 'data-menu-link';

function menuLinks(group: RefObject<HTMLElement>): HTMLAnchorElement[] {
  return Array.from(group.current?.querySelectorAll<HTMLAnchorElement>(`[${MENU_LINK}]`) ?? []);
}

export interface DropdownMenu {
  open: boolean;
  /** For the element around the entry's link, the toggle and the panel. */
  groupProps: {
    ref: RefObject<HTMLDivElement>;
    'data-open': boolean;
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
  /** For the toggle button (it also needs its accessible name). */
  toggleProps: {
    ref: RefObject<HTMLButtonElement>;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  /** For the panel the toggle controls. */
  panelProps: {id: string; hidden: boolean};
  /** For the list of links inside the panel. */
  menuProps: {onKeyDown: (event: KeyboardEvent) => void};
  /** For each link of the menu: following one closes the menu. */
  linkProps: {[MENU_LINK]: true; onClick: () => void};
}

/**
 * A dropdown menu of links beside an entry link (disclosure pattern, spec section 2). The mouse
 * opens it on hover and it closes `closeDelayMs` after the mouse leaves; a press elsewhere closes
 * it. Keyboard users open it with the toggle (Enter and Space press it, ArrowDown also focuses the
 * first link), move with the arrow keys, Home and End, and leave with Escape (focus goes back to
 * the toggle) or Tab (focus leaving the group closes it).
 */
export function useDropdownMenu(closeDelayMs?: number): DropdownMenu {
  const dropdown = useDropdown(closeDelayMs);
  const {open, show, hide} = dropdown;
  const menuId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusFirstOnOpen = useRef(false);

  // A press elsewhere closes it; focus alone cannot tell, since a click on plain text moves none.
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!groupRef.current?.contains(event.target as Node)) {
        hide();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, hide]);

  // ArrowDown on a closed toggle: the first link takes the focus once the menu has rendered.
  useLayoutEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      menuLinks(groupRef)[0]?.focus();
    }
  }, [open]);

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') {
      return;
    }
    event.preventDefault();
    if (open) {
      menuLinks(groupRef)[0]?.focus();
    } else {
      focusFirstOnOpen.current = true;
      show();
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const links = menuLinks(groupRef);
    const target = menuKeyTarget(event.key, links.indexOf(document.activeElement as HTMLAnchorElement), links.length);
    if (target !== undefined) {
      event.preventDefault();
      links[target]?.focus();
    }
  };

  const onGroupKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      hide();
      toggleRef.current?.focus();
    }
  };

  const onGroupBlur = (event: FocusEvent) => {
    if (!groupRef.current?.contains(event.relatedTarget as Node | null)) {
      hide();
    }
  };

  return {
    open,
    groupProps: {
      ref: groupRef,
      'data-open': open,
      onMouseEnter: dropdown.showOnHover,
      onMouseLeave: dropdown.hideLater,
      onKeyDown: onGroupKeyDown,
      onBlur: onGroupBlur,
    },
    toggleProps: {ref: toggleRef, 'aria-expanded': open, 'aria-controls': menuId, onClick: dropdown.toggle, onKeyDown: onToggleKeyDown},
    panelProps: {id: menuId, hidden: !open},
    menuProps: {onKeyDown: onMenuKeyDown},
    linkProps: {[MENU_LINK]: true, onClick: hide},
  };
}
