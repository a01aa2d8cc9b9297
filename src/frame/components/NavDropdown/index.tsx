import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useDropdownMenu} from '@site/src/frame/hooks/useDropdown';
import {type TopNavEntryView, ariaCurrent} from '@site/src/frame/topNav';
import {TEXTS} from '@site/lib/portal/config';
import Chevron from '@site/src/shared/components/Chevron';
import styles from './styles.module.css';

export interface Props {
  entry: TopNavEntryView;
  /** Class of the entry's own link, shared with the plain entries. */
  linkClassName: string;
  activeClassName: string;
}

/**
 * A grouped top-nav entry: its link plus a toggle with the dropdown of its pages (disclosure
 * pattern). Hover, keyboard and outside-press behaviour live in useDropdownMenu.
 */
export default function NavDropdown({entry, linkClassName, activeClassName}: Props): ReactNode {
  const {open, groupProps, toggleProps, panelProps, menuProps, linkProps} = useDropdownMenu();
  return (
    <div className={styles.group} {...groupProps}>
      <Link to={entry.to} className={clsx(linkClassName, styles.entryLink, entry.active && activeClassName)} aria-current={ariaCurrent(entry)}>
        {entry.label}
      </Link>
      <button
        type="button"
        className={clsx('clean-btn', styles.toggle, entry.active && styles.toggleActive)}
        aria-label={`${entry.label} ${TEXTS.header.submenu}`}
        {...toggleProps}>
        <Chevron open={open} />
      </button>
      <div className={styles.panel} {...panelProps}>
        <ul className={clsx('clean-list', styles.menu)} {...menuProps}>
          {entry.items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={clsx(styles.menuLink, item.active && styles.menuLinkActive)} aria-current={ariaCurrent(item)} {...linkProps}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
