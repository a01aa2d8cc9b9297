import React, {type ReactNode, useMemo} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Breadcrumbs from '@site/src/frame/components/Breadcrumbs';
import {readBreadcrumbOverride} from '@site/src/frame/breadcrumbs';

/** Ejected: the portal's breadcrumb (src/frame/components/Breadcrumbs), with the doc's front matter `breadcrumb` override. */
export default function DocBreadcrumbs(): ReactNode {
  const {frontMatter} = useDoc();
  const override = useMemo(() => readBreadcrumbOverride(frontMatter as Record<string, unknown>), [frontMatter]);
  return <Breadcrumbs override={override} />;
}
