import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar';
import {useDrawerContext} from '@site/src/frame/hooks/useDrawer';
import {useActiveSection} from '@site/src/frame/hooks/usePortalSections';
import {TEXTS} from '@site/lib/portal/config';
import styles from './styles.module.css';

type SideNavProps = Pick<Props, 'sidebar' | 'path'>;

/** The section's side navigation inside the drawer (below 768px): a link closes the drawer. */
function DrawerSideNav({sidebar, path}: SideNavProps): ReactNode {
  const drawer = useDrawerContext();
  return (
    <div className={clsx('menu', styles.drawerMenu)}>
      <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
        <DocSidebarItems
          items={sidebar}
          activePath={path}
          level={1}
          onItemClick={(item) => {
            if (item.type === 'link' || (item.type === 'category' && item.href)) {
              drawer?.close();
            }
          }}
        />
      </ul>
    </div>
  );
}

/**
 * Ejected: Docusaurus shows its desktop sidebar from 997px and moves it into its own mobile menu
 * below. Ours is always on the page (DocRoot/Layout shows it from 768px, spec section 9) and also
 * hands its entries to the drawer, which shows them below 768px. Groups are collapsible and the
 * active page's group opens (Docusaurus' sidebar items do that).
 */
export default function DocSidebar({sidebar, path}: Props): ReactNode {
  const section = useActiveSection();
  const label = section ? `${section.label} ${TEXTS.sideNav.label}` : TEXTS.sideNav.label;
  return (
    <>
      <nav aria-label={label} className={clsx('menu thin-scrollbar', styles.sideNav)}>
        {section && <p className={styles.title}>{section.label}</p>}
        <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
          <DocSidebarItems items={sidebar} activePath={path} level={1} />
        </ul>
      </nav>
      <NavbarSecondaryMenuFiller component={DrawerSideNav} props={{sidebar, path}} />
    </>
  );
}
