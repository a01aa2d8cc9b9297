import {usePluginData} from '@docusaurus/useGlobalData';
import type {GuidelineRulesData} from '../../plugins/guideline-rules';

export type RuleSummary = GuidelineRulesData['rules'][number];

export function useGuidelineRules(): GuidelineRulesData {
  return usePluginData('guideline-rules') as GuidelineRulesData;
}

/** The rule a doc is, by its front matter id, or undefined for any other doc. */
export function useRule(id: unknown): RuleSummary | undefined {
  const {rules} = useGuidelineRules();
  return typeof id === 'string' ? rules.find((rule) => rule.id === id) : undefined;
}
