import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconHome from '@theme/Icon/Home';
import type {BreadcrumbOverride} from '@site/src/frame/breadcrumbs';
import {useBreadcrumbs} from '@site/src/frame/hooks/useBreadcrumbs';
import {TEXTS} from '@site/lib/portal/config';
import styles from './styles.module.css';

export interface Props {
  /** Relabels the last entry or adds a hash to its link (docs: front matter `breadcrumb`). */
  override?: BreadcrumbOverride;
}

/**
 * The breadcrumb of spec section 2 — Home, the parent and active top entries, the side-nav
 * entries leading to the page, never the page itself. Docs pages and the API reference render it
 * (the full layout has none).
 */
export default function Breadcrumbs({override}: Props): ReactNode {
  const crumbs = useBreadcrumbs(override);
  if (crumbs.length < 2) {
    return null;
  }
  return (
    <nav className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbs)} aria-label={TEXTS.breadcrumb.label}>
      <ol className={clsx('clean-list', styles.list)}>
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
