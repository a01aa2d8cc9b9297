import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import PageTop from '@site/src/frame/components/PageTop';
import type {Props} from '@theme/DocItem/Layout';
import styles from './styles.module.css';

/**
 * Ejected to change two things. The page's actions (its Markdown twin) share the breadcrumb's line.
 * The table of contents follows the portal's size bands (beside the content from 992px,
 * collapsible above it below that) instead of Docusaurus's 996px switch, which it decided in
 * JavaScript. Both variants are rendered; CSS shows the one for the width.
 * A copy of theme-classic's: listed in DOCUSAURUS_PATCHES.md, to carry upstream's changes over.
 */
export default function DocItemLayout({children}: Props): ReactNode {
  const {metadata, frontMatter, toc} = useDoc();
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <div className="row">
      <div className={clsx('col', showToc && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <PageTop>
              <DocBreadcrumbs />
            </PageTop>
            <DocVersionBadge />
            {showToc && (
              <div className={styles.tocMobile}>
                <DocItemTOCMobile />
              </div>
            )}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {showToc && (
        <div className={clsx('col col--3', styles.tocDesktop)}>
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
