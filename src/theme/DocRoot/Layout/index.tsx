import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import BackToTopButton from '@theme/BackToTopButton';
import DocSidebar from '@theme/DocSidebar';
import type {Props} from '@theme/DocRoot/Layout';
import {useSidebarActivePath} from '@site/src/frame/hooks/useSidebarActivePath';
import styles from './styles.module.css';

function noop(): void {}

/**
 * Ejected: the default layout of spec section 2 with the side navigation from 768px (Docusaurus:
 * 997px) in a sticky column beside the page. Below 768px the column is hidden and the drawer
 * carries the entries. Sidebar hiding is not offered.
 */
export default function DocRootLayout({children}: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const activePath = useSidebarActivePath(useLocation().pathname);
  return (
    <div className={styles.wrapper}>
      <BackToTopButton />
      <div className={styles.root}>
        {sidebar && (
          // Re-mount per sidebar so that its open groups start from the new page.
          <aside key={sidebar.name} className={clsx(ThemeClassNames.docs.docSidebarContainer, styles.sidebar)}>
            <div className={styles.sidebarViewport}>
              <DocSidebar sidebar={sidebar.items} path={activePath} onCollapse={noop} isHidden={false} />
            </div>
          </aside>
        )}
        <main className={styles.main}>
          <div className={styles.content}>{children}</div>
        </main>
      </div>
    </div>
  );
}
