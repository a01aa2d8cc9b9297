import {type ComponentType, createContext, useContext} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {GuidelineRulesData} from '../../../lib/lint/rules';

export type RuleSummary = GuidelineRulesData['rules'][number];

/** The rules' data, which the guidelines section's root route loads (src/theme/DocsRoot); null elsewhere. */
export const GuidelineRulesContext = createContext<GuidelineRulesData | null>(null);

/**
 * The components only guideline pages render (src/guidelines/components/GuidelineViews), which the
 * guidelines section's root route loads beside the rules' data; null elsewhere.
 */
export interface GuidelineViews {
  BeforeContent: ComponentType;
  AfterContent: ComponentType;
  RuleIndex: ComponentType;
}

export const GuidelineViewsContext = createContext<GuidelineViews | null>(null);

/** The guideline pages' components on a guidelines page, or null on any other page. */
export function useGuidelineViews(): GuidelineViews | null {
  return useContext(GuidelineViewsContext);
}

/** The rules and their backlinks on a guidelines page, or null on any other page. */
export function useGuidelineRules(): GuidelineRulesData | null {
  return useContext(GuidelineRulesContext);
}

/**
 * The rules, for a component that can only work on a guidelines page: used elsewhere, it fails the
 * build with what to change instead of rendering an empty list.
 */
export function useRequiredGuidelineRules(component: string): GuidelineRulesData {
  const data = useGuidelineRules();
  if (!data) {
    throw new Error(
      `<${component} /> lists guideline rules and works only on pages of the guidelines section (guidelines/): move it there or link the rules with [[R000000]].`,
    );
  }
  return data;
}

/** The rule the current doc is, by its front matter id, or undefined for any other doc. */
export function useDocRule(): RuleSummary | undefined {
  const data = useGuidelineRules();
  const {id} = useDoc().frontMatter as {id?: unknown};
  return typeof id === 'string' ? data?.rules.find((rule) => rule.id === id) : undefined;
}
