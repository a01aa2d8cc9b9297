import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';
import RuleBacklinks from '@site/src/components/RuleBacklinks';
import RuleBadge from '@site/src/components/RuleBadge';
import RuleList from '@site/src/components/RuleList';
import {useGuidelineRules, useRule} from '@site/src/hooks/useGuidelineRules';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wraps the doc content with what guideline pages add: a rule page gets its type badge and id
 * above the title and its backlinks below; a group page lists its rules.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {rules, backlinks} = useGuidelineRules();
  const inGuidelines = useActivePlugin()?.pluginId === 'guidelines';
  const rule = useRule(inGuidelines ? (frontMatter as {id?: unknown}).id : undefined);
  const groupRules = inGuidelines && !rule ? rules.filter((candidate) => candidate.group === metadata.id) : [];
  return (
    <>
      {rule && (
        <p className={styles.ruleMeta}>
          <RuleBadge type={rule.type} className={styles.badge} />
          <span className={styles.ruleId}>{rule.id}</span>
        </p>
      )}
      <Content {...props} />
      {groupRules.length > 0 && <RuleList rules={groupRules} />}
      {rule && <RuleBacklinks links={backlinks[rule.id] ?? []} />}
    </>
  );
}
