import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconHome from '@theme/Icon/Home';
import {useBreadcrumbs} from '@site/src/hooks/useBreadcrumbs';
import {TEXTS} from '@site/src/portal/config';
import styles from './styles.module.css';

/**
 * Ejected: the breadcrumb of spec section 2 — Home, the parent and active top entries, the
 * side-nav entries leading to the page, never the page itself. Front matter `breadcrumb:
 * {title, hash}` overrides the last entry. Only docs pages render it (the full layout has none).
 */
export default function DocBreadcrumbs(): ReactNode {
  const crumbs = useBreadcrumbs();
  if (crumbs.length < 2) {
    return null;
  }
  return (
    <nav className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbs)} aria-label={TEXTS.breadcrumb.label}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className={styles.item}>
            {crumb.to === undefined ? (
              <span className={styles.text}>{crumb.label}</span>
            ) : (
              <Link to={crumb.to} className={styles.link}>
                {index === 0 && <IconHome className={styles.home} aria-hidden="true" />}
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
