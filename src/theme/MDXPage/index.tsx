import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/MDXPage';
import PageTop from '@site/src/frame/components/PageTop';
import styles from './styles.module.css';

/**
 * Ejected to add the page's actions (its Markdown twin) above the Markdown pages of src/pages
 * (the legal pages), as on every other page. The edit row is dropped: the portal sets no edit URL
 * and no last-update data.
 * A copy of theme-classic's: listed in DOCUSAURUS_PATCHES.md, to carry upstream's changes over.
 */
export default function MDXPage(props: Props): ReactNode {
  const {content: MDXPageContent} = props;
  const {metadata, assets} = MDXPageContent;
  const {title, description, frontMatter} = metadata;
  const {keywords, wrapperClassName, hide_table_of_contents: hideTableOfContents} = frontMatter;
  const image = assets.image ?? frontMatter.image;

  return (
    <HtmlClassNameProvider className={clsx(wrapperClassName ?? ThemeClassNames.wrapper.mdxPages, ThemeClassNames.page.mdxPage)}>
      <Layout>
        <PageMetadata title={title} description={description} keywords={keywords} image={image} />
        <main className="container container--fluid margin-vert--lg">
          <div className={clsx('row', styles.mdxPageWrapper)}>
            <div className={clsx('col', !hideTableOfContents && 'col--8')}>
              <ContentVisibility metadata={metadata} />
              <PageTop />
              <article>
                <MDXContent>
                  <MDXPageContent />
                </MDXContent>
              </article>
            </div>
            {!hideTableOfContents && MDXPageContent.toc.length > 0 && (
              <div className="col col--2">
                <TOC toc={MDXPageContent.toc} minHeadingLevel={frontMatter.toc_min_heading_level} maxHeadingLevel={frontMatter.toc_max_heading_level} />
              </div>
            )}
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
