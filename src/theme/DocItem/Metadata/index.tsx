import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useDocRule} from '@site/src/guidelines/hooks/useGuidelineRules';
import {useActiveSection} from '@site/src/frame/hooks/usePortalSections';

/**
 * Ejected to change one thing: the page title is the section's top-nav label (spec section 2,
 * "<top-nav label> - <Product> Consumer API"), not the doc title. A rule page's id leads its
 * keywords, which search matches exactly (plugins/search-index).
 * A copy of theme-classic's: listed in DOCUSAURUS_PATCHES.md, to carry upstream's changes over.
 */
export default function DocItemMetadata(): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const section = useActiveSection();
  const rule = useDocRule();
  const keywords = [...(rule ? [rule.id] : []), ...(frontMatter.keywords ?? [])];
  return (
    <PageMetadata
      title={section?.label ?? metadata.title}
      description={metadata.description}
      keywords={keywords.length > 0 ? keywords : undefined}
      image={assets.image ?? frontMatter.image}
    />
  );
}
