import React, {type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useDropdown} from '@site/src/hooks/useDropdown';
import type {TopNavEntryView} from '@site/src/hooks/topNav';
import {TEXTS} from '@site/src/portal/config';
import Chevron from '@site/src/components/Chevron';
import styles from './styles.module.css';

export interface Props {
  entry: TopNavEntryView;
  /** Class of the entry's own link, shared with the plain entries. */
  linkClassName: string;
  activeClassName: string;
}

/**
 * A grouped top-nav entry: its link plus a toggle with the dropdown of its pages (disclosure
 * pattern). The mouse opens it on hover and it closes 300 ms after the mouse leaves; keyboard
 * users open it with the toggle (Enter, Space, ArrowDown), move with the arrow keys and leave it
 * with Escape or Tab.
 */
export default function NavDropdown({entry, linkClassName, activeClassName}: Props): ReactNode {
  const dropdown = useDropdown();
  const menuId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusFirstOnOpen = useRef(false);

  // A click or tap elsewhere closes it.
  const {open, hide} = dropdown;
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

  const menuLinks = () => Array.from(groupRef.current?.querySelectorAll<HTMLAnchorElement>(`[data-menu-link]`) ?? []);
  const focusLink = (index: number) => {
    const links = menuLinks();
    links[(index + links.length) % links.length]?.focus();
  };

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (dropdown.open) {
        focusLink(0);
      } else {
        // The first page takes the focus once the menu has rendered (layout effect below).
        focusFirstOnOpen.current = true;
        dropdown.show();
      }
    }
  };

  useLayoutEffect(() => {
    if (dropdown.open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      focusLink(0);
    }
  });

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const links = menuLinks();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1};
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]!);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dropdown.open) {
      event.preventDefault();
      dropdown.hide();
      toggleRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!groupRef.current?.contains(event.relatedTarget as Node | null)) {
      dropdown.hide();
    }
  };

  return (
    <div
      ref={groupRef}
      className={styles.group}
      data-open={dropdown.open}
      onMouseEnter={dropdown.showOnHover}
      onMouseLeave={dropdown.hideLater}
      onKeyDown={onKeyDown}
      onBlur={onBlur}>
      <Link
        to={entry.to}
        className={clsx(linkClassName, styles.entryLink, entry.active && activeClassName)}
        aria-current={entry.current ? 'page' : entry.active ? 'true' : undefined}>
        {entry.label}
      </Link>
      <button
        ref={toggleRef}
        type="button"
        className={clsx(styles.toggle, entry.active && styles.toggleActive)}
        aria-expanded={dropdown.open}
        aria-controls={menuId}
        aria-label={`${entry.label} ${TEXTS.header.submenu}`}
        onClick={dropdown.toggle}
        onKeyDown={onToggleKeyDown}>
        <Chevron open={dropdown.open} />
      </button>
      <div className={styles.panel} id={menuId} hidden={!dropdown.open}>
        <ul className={styles.menu} onKeyDown={onMenuKeyDown}>
          {entry.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                data-menu-link
                className={clsx(styles.menuLink, item.active && styles.menuLinkActive)}
                aria-current={item.current ? 'page' : item.active ? 'true' : undefined}
                onClick={dropdown.hide}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
