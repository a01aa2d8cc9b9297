import React, {type ReactNode} from 'react';
import DocsRoot from '@theme-original/DocsRoot';
import type DocsRootType from '@theme/DocsRoot';
import type {WrapperProps} from '@docusaurus/types';
import type {GuidelineRulesData} from '@site/lib/lint/rules';
import {GuidelineRulesContext} from '@site/src/guidelines/hooks/useGuidelineRules';

/** The guidelines section's root route also loads the rules' data (plugins/portal-sections): its pages read it from context. */
type Props = WrapperProps<typeof DocsRootType> & {readonly guidelineRules?: GuidelineRulesData};

export default function DocsRootWrapper({guidelineRules, ...props}: Props): ReactNode {
  const root = <DocsRoot {...props} />;
  return guidelineRules ? <GuidelineRulesContext.Provider value={guidelineRules}>{root}</GuidelineRulesContext.Provider> : root;
}
