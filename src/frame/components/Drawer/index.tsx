import React, {type CSSProperties, type HTMLAttributes, type ReactNode, useId, useMemo, useRef} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLockBodyScroll, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import IconClose from '@theme/Icon/Close';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import Brand from '@site/src/frame/components/Brand';
import SignOut from '@site/src/frame/components/SignOut';
import {type Drawer, DrawerContext} from '@site/src/frame/hooks/useDrawer';
import {useFocusTrap} from '@site/src/frame/hooks/useFocusTrap';
import {useExpandable} from '@site/src/shared/hooks/useExpandable';
import {type TopNavEntryView, ariaCurrent} from '@site/src/frame/topNav';
import {useActiveSection} from '@site/src/frame/hooks/usePortalSections';
import {useTopNav} from '@site/src/frame/hooks/useTopNav';
import {TEXTS, TIMINGS} from '@site/lib/portal/config';
import Chevron from '@site/src/shared/components/Chevron';
import styles from './styles.module.css';

export interface Props {
  drawer: Drawer;
  id: string;
}

/** A top-nav entry; a group's pages fold out below it (open on the active group). */
function DrawerEntry({entry, onNavigate}: {entry: TopNavEntryView; onNavigate: () => void}): ReactNode {
  const {expanded, toggle} = useExpandable(entry.active, entry.active);
  const itemsId = useId();
  const hasItems = entry.items.length > 0;
  return (
    <li>
      <div className={styles.row}>
        <Link to={entry.to} className={clsx(styles.entry, entry.active && styles.active)} aria-current={ariaCurrent(entry)} onClick={onNavigate}>
          {entry.label}
        </Link>
        {hasItems && (
          <button
            type="button"
            className={clsx('clean-btn', styles.expand)}
            aria-expanded={expanded}
            aria-controls={itemsId}
            aria-label={`${entry.label} ${TEXTS.header.submenu}`}
            onClick={toggle}>
            <Chevron open={expanded} />
          </button>
        )}
      </div>
      {hasItems && (
        <div className={styles.itemsWrap} id={itemsId} hidden={!expanded}>
          <ul className={clsx('clean-list', styles.items)}>
            {entry.items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={clsx(styles.item, item.active && styles.activeItem)} aria-current={ariaCurrent(item)} onClick={onNavigate}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/**
 * The `inert` attribute as React 18 renders it: it knows no boolean `inert` (React 19 does) and
 * would drop `true`, so the attribute is an empty string when on and absent when off.
 */
function inert(on: boolean): HTMLAttributes<HTMLElement> {
  return on ? ({inert: ''} as HTMLAttributes<HTMLElement>) : {};
}

/**
 * The mobile header's drawer (860px and below): the top-nav entries with their pages, and below
 * 768px the side navigation of the section being viewed. A modal dialog: focus stays inside,
 * Escape, the close button or the backdrop close it; closing animates for 300 ms.
 */
export default function NavDrawer({drawer, id}: Props): ReactNode {
  const panelRef = useRef<HTMLDivElement>(null);
  const entries = useTopNav();
  const section = useActiveSection();
  const sectionPages = useNavbarSecondaryMenu().content;
  const context = useMemo(() => ({close: drawer.close}), [drawer.close]);
  useFocusTrap(panelRef, drawer.state === 'open', drawer.close);
  useLockBodyScroll(drawer.state !== 'closed');

  if (drawer.state === 'closed') {
    return null;
  }
  const timing = {'--portal-drawer-close-ms': `${TIMINGS.drawerCloseMs}ms`} as CSSProperties;
  return (
    <DrawerContext.Provider value={context}>
      <div className={styles.root} data-state={drawer.state} style={timing} data-testid="drawer">
        <div className={styles.backdrop} onClick={drawer.close} aria-hidden="true" />
        <div
          ref={panelRef}
          id={id}
          className={styles.panel}
          role="dialog"
          aria-modal="true"
          aria-label={TEXTS.header.drawerLabel}
          tabIndex={-1}
          {...inert(drawer.state === 'closing')}>
          <div className={styles.head}>
            <Brand onClick={drawer.close} />
            <button type="button" className={clsx('clean-btn', styles.close)} aria-label={TEXTS.header.closeMenu} onClick={drawer.close}>
              <IconClose width={16} height={16} />
            </button>
          </div>
          <div className={styles.body}>
            <nav aria-label={TEXTS.header.drawerLabel}>
              <ul className={clsx('clean-list', styles.entries)}>
                {entries.map((entry) => (
                  <DrawerEntry key={entry.to} entry={entry} onNavigate={drawer.close} />
                ))}
              </ul>
            </nav>
            {sectionPages && (
              <section className={styles.sectionPages} aria-labelledby={`${id}-section`}>
                <h2 className={styles.sectionTitle} id={`${id}-section`}>
                  {TEXTS.header.sectionPages}
                  {section && <span className={styles.sectionName}>{section.label}</span>}
                </h2>
                {sectionPages}
              </section>
            )}
          </div>
          <div className={styles.foot}>
            <span>{TEXTS.header.colorMode}</span>
            <NavbarColorModeToggle />
          </div>
          <SignOut place="drawer" className={styles.signOut} />
        </div>
      </div>
    </DrawerContext.Provider>
  );
}
