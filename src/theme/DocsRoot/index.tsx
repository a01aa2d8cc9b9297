import React, {type ReactNode} from 'react';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import type {WrapperProps} from '@docusaurus/types';
import type {GuidelineRulesData} from '@site/lib/lint/rules';
import {type GuidelineViews, GuidelineRulesContext, GuidelineViewsContext} from '@site/src/guidelines/hooks/useGuidelineRules';

/**
 * The guidelines section's root route also loads the rules' data and the components only its pages
 * show (plugins/portal-sections): its pages read both from context.
 */
type Props = WrapperProps<typeof DocsRootType> & {readonly guidelineRules?: GuidelineRulesData; readonly guidelineViews?: GuidelineViews};

export default function DocsRootWrapper({guidelineRules, guidelineViews, ...props}: Props): ReactNode {
  const root = <DocsRoot {...props} />;
  return guidelineRules ? (
    <GuidelineRulesContext.Provider value={guidelineRules}>
      <GuidelineViewsContext.Provider value={guidelineViews ?? null}>{root}</GuidelineViewsContext.Provider>
    </GuidelineRulesContext.Provider>
  ) : (
    root
  );
}
