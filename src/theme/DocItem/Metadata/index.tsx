import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useActiveSection} from '@site/src/hooks/usePortalSections';

/**
 * Ejected to change one thing: the page title is the section's top-nav label (spec section 2,
 * "<top-nav label> - <Product> Consumer API"), not the doc title.
 */
export default function DocItemMetadata(): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const section = useActiveSection();
  return (
    <PageMetadata
      title={section?.label ?? metadata.title}
      description={metadata.description}
      keywords={frontMatter.keywords}
      image={assets.image ?? frontMatter.image}
    />
  );
}
