import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import NavDropdown from '@site/src/frame/components/NavDropdown';
import {useTopNav} from '@site/src/frame/hooks/useTopNav';
import {ariaCurrent} from '@site/src/frame/topNav';
import styles from './styles.module.css';

/** The desktop header's entries (above the mobile-header band): plain entries and groups with a dropdown. */
export default function TopNav({className}: {className?: string}): ReactNode {
  const entries = useTopNav();
  return (
    <ul className={clsx('clean-list', styles.list, className)}>
      {entries.map((entry) => (
        <li key={entry.to} className={styles.item}>
          {entry.items.length > 0 ? (
            <NavDropdown entry={entry} linkClassName={styles.link} activeClassName={styles.active} />
          ) : (
            <Link to={entry.to} className={clsx(styles.link, entry.active && styles.active)} aria-current={ariaCurrent(entry)}>
              {entry.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
