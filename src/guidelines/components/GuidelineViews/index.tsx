import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import LintBadge from '@site/src/guidelines/components/LintBadge';
import RuleBacklinks from '@site/src/guidelines/components/RuleBacklinks';
import RuleBadge from '@site/src/guidelines/components/RuleBadge';
import RuleIndex from '@site/src/guidelines/components/RuleIndex';
import RuleList from '@site/src/guidelines/components/RuleList';
import {type GuidelineViews, useDocRule, useGuidelineRules} from '@site/src/guidelines/hooks/useGuidelineRules';
import {LINT_TEXTS} from '@site/lib/portal/texts/guidelines';
import styles from './styles.module.css';

/** Above a rule page's content: its type badge, id and, when the linter checks it, a badge. */
function BeforeContent(): ReactNode {
  const rule = useDocRule();
  return (
    rule && (
      <p className={styles.ruleMeta}>
        <RuleBadge type={rule.type} className={styles.badge} />
        <span className={styles.ruleId}>{rule.id}</span>
        {rule.lint && <LintBadge severity={rule.lint.severity} />}
      </p>
    )
  );
}

/** Below the content: on a rule page what the check verifies and the backlinks, on a group page its rules. */
function AfterContent(): ReactNode {
  const {metadata} = useDoc();
  const guidelines = useGuidelineRules();
  const rule = useDocRule();
  const groupRules = guidelines && !rule ? guidelines.rules.filter((candidate) => candidate.group === metadata.id) : [];
  return (
    <>
      {rule?.lint && (
        <p className={styles.lintChecks}>
          {LINT_TEXTS.checks} <MarkdownCode text={rule.lint.checks} />
        </p>
      )}
      {groupRules.length > 0 && <RuleList rules={groupRules} />}
      {rule && <RuleBacklinks links={guidelines?.backlinks[rule.id] ?? []} />}
    </>
  );
}

/** The check's description with its `code` spans (the texts live in TypeScript, not markdown). */
function MarkdownCode({text}: {text: string}): ReactNode {
  return text.split(/(`[^`]+`)/).map((part, index) => (part.startsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part));
}

/**
 * What only guideline pages show, as a route module of the guidelines section's root route
 * (plugins/portal-sections), like the rules' data: the chunk loads with that route, before a
 * guideline page hydrates or is navigated to, and no other page loads it (issue 34).
 */
const views: GuidelineViews = {BeforeContent, AfterContent, RuleIndex};
export default views;
