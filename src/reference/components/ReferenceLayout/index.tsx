import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRoot/Layout';
import Breadcrumbs from '@site/src/frame/components/Breadcrumbs';
import PageTop from '@site/src/frame/components/PageTop';
import {useActiveSection} from '@site/src/frame/hooks/usePortalSections';
import {SidebarActivePathContext} from '@site/src/frame/hooks/useSidebarActivePath';
import styles from './styles.module.css';

export interface Props {
  /** The REST API side navigation (the plugin emits it once for every reference page). */
  sidebar: PropSidebar;
  description?: string;
  /** Words search matches exactly (plugins/search-index): an operationId, `GET /path`, a schema name. */
  keywords?: string[];
  /** The side-navigation entry the page counts as, when not its own path (a version page). */
  activePath?: string;
  /** Use the whole width (pages with a sample panel beside the schemas). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of every API reference page: the REST API section's default layout (side navigation,
 * breadcrumb) and its page title, as on the section's docs pages.
 */
export default function ReferenceLayout({sidebar, description, keywords, activePath, wide = false, children}: Props): ReactNode {
  const section = useActiveSection();
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.docsPages, ThemeClassNames.page.docsDocPage)}>
      <Layout>
        <PageMetadata title={section?.label} description={description} keywords={keywords} />
        <DocsSidebarProvider name="section" items={sidebar}>
          <SidebarActivePathContext.Provider value={activePath}>
            <DocRootLayout>
              <div className={clsx(styles.page, wide && styles.wide)}>
                <article>
                  <PageTop>
                    <Breadcrumbs />
                  </PageTop>
                  <div className={clsx('markdown', styles.content)}>{children}</div>
                </article>
              </div>
            </DocRootLayout>
          </SidebarActivePathContext.Provider>
        </DocsSidebarProvider>
      </Layout>
    </HtmlClassNameProvider>
  );
}
