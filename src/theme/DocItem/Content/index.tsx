import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useGuidelineViews} from '@site/src/guidelines/hooks/useGuidelineRules';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wraps the doc content with what guideline pages add (src/guidelines/components/GuidelineViews):
 * a rule page gets its type badge, id and lint badge above, what the check verifies and the
 * backlinks below; a group page lists its rules. Those views come with the guidelines section's
 * route, so other docs pages do not load them.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const views = useGuidelineViews();
  if (!views) {
    return <Content {...props} />;
  }
  const {BeforeContent, AfterContent} = views;
  return (
    <>
      <BeforeContent />
      <Content {...props} />
      <AfterContent />
    </>
  );
}
