/**
 * Copy of theme-classic's DocRoot (DOCUSAURUS_PATCHES.md, "Ejected copies"): a path under a docs
 * section that names no doc renders the not-found content as upstream does, but that content (the
 * redirect to /error or to a short URL's page) is a chunk of its own. Only a client navigation to
 * such a path renders it (the static 404.html redirects before the app starts), so no docs page
 * loads it with its first load (issue 34).
 */
import React, {type ReactNode, Suspense, lazy} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import type {Props} from '@theme/DocRoot';

const NotFoundContent = lazy(() => import(/* webpackChunkName: "not-found-content" */ '@theme/NotFound/Content'));

export default function DocRoot(props: Props): ReactNode {
  const currentDocRouteMetadata = useDocRootMetadata(props);
  if (!currentDocRouteMetadata) {
    // Upstream renders the not-found content alone, to avoid a double layout (facebook/docusaurus#7966).
    return (
      <Suspense fallback={null}>
        <NotFoundContent />
      </Suspense>
    );
  }
  const {docElement, sidebarName, sidebarItems} = currentDocRouteMetadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
