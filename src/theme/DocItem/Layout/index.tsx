import React, {type ReactNode, Suspense, lazy} from 'react';
import clsx from 'clsx';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import PageTop from '@site/src/frame/components/PageTop';
import type {Props} from '@theme/DocItem/Layout';
import styles from './styles.module.css';

// What the theme shows on few docs or none of ours: the banners of unlisted and draft docs and of
// versions (the portal's docs have one version, which has neither banner nor badge), and the
// footer of tags, edit link and last update (only tags can occur: no edit URL or update times are
// configured). Each is a chunk of its own, loaded only by a doc that shows it; every other docs
// page loads none of them (issue 34). Server rendering waits for them, hydration keeps their HTML.
const ContentVisibility = lazy(() => import(/* webpackChunkName: "doc-visibility" */ '@theme/ContentVisibility'));
const DocVersionBanner = lazy(() => import(/* webpackChunkName: "doc-version-banner" */ '@theme/DocVersionBanner'));
const DocVersionBadge = lazy(() => import(/* webpackChunkName: "doc-version-badge" */ '@theme/DocVersionBadge'));
const DocItemFooter = lazy(() => import(/* webpackChunkName: "doc-footer" */ '@theme/DocItem/Footer'));

/**
 * Ejected to change three things. The page's actions (its Markdown twin) share the breadcrumb's line.
 * The table of contents follows the portal's size bands (beside the content from 992px,
 * collapsible above it below that) instead of Docusaurus's 996px switch, which it decided in
 * JavaScript. Both variants are rendered; CSS shows the one for the width. And the parts few docs
 * show load only where shown (below).
 * A copy of theme-classic's: listed in DOCUSAURUS_PATCHES.md, to carry upstream's changes over.
 */
export default function DocItemLayout({children}: Props): ReactNode {
  const {metadata, frontMatter, toc} = useDoc();
  const {banner, badge} = useDocsVersion();
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  const {unlisted, editUrl, lastUpdatedAt, lastUpdatedBy, tags} = metadata;
  // The conditions under which each of them renders anything at all.
  const visibility = Boolean(unlisted || frontMatter.unlisted || frontMatter.draft);
  const footer = Boolean(tags.length > 0 || editUrl || lastUpdatedAt || lastUpdatedBy);
  return (
    <div className="row">
      <div className={clsx('col', showToc && styles.docItemCol)}>
        {(visibility || Boolean(banner)) && (
          <Suspense fallback={null}>
            {visibility && <ContentVisibility metadata={metadata} />}
            {Boolean(banner) && <DocVersionBanner />}
          </Suspense>
        )}
        <div className={styles.docItemContainer}>
          <article>
            <PageTop>
              <DocBreadcrumbs />
            </PageTop>
            {badge && (
              <Suspense fallback={null}>
                <DocVersionBadge />
              </Suspense>
            )}
            {showToc && (
              <div className={styles.tocMobile}>
                <DocItemTOCMobile />
              </div>
            )}
            <DocItemContent>{children}</DocItemContent>
            {footer && (
              <Suspense fallback={null}>
                <DocItemFooter />
              </Suspense>
            )}
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
