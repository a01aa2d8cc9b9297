import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import LintBadge from '@site/src/guidelines/components/LintBadge';
import RuleBacklinks from '@site/src/guidelines/components/RuleBacklinks';
import RuleBadge from '@site/src/guidelines/components/RuleBadge';
import RuleList from '@site/src/guidelines/components/RuleList';
import {useDocRule, useGuidelineRules} from '@site/src/guidelines/hooks/useGuidelineRules';
import {TEXTS} from '@site/lib/portal/config';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wraps the doc content with what guideline pages add: a rule page gets its type badge, id and,
 * when the linter checks it, a badge; below it, what the check verifies and the backlinks;
 * a group page lists its rules.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const guidelines = useGuidelineRules();
  const rule = useDocRule();
  const groupRules = guidelines && !rule ? guidelines.rules.filter((candidate) => candidate.group === metadata.id) : [];
  return (
    <>
      {rule && (
        <p className={styles.ruleMeta}>
          <RuleBadge type={rule.type} className={styles.badge} />
          <span className={styles.ruleId}>{rule.id}</span>
          {rule.lint && <LintBadge severity={rule.lint.severity} />}
        </p>
      )}
      <Content {...props} />
      {rule?.lint && (
        <p className={styles.lintChecks}>
          {TEXTS.lint.checks} <MarkdownCode text={rule.lint.checks} />
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
