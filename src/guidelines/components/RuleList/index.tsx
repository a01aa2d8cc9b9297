import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import RuleBadge from '@site/src/guidelines/components/RuleBadge';
import type {RuleSummary} from '@site/src/guidelines/hooks/useGuidelineRules';
import {RULE_ANCHORS} from '@site/lib/portal/rules';
import {RULE_TEXTS} from '@site/lib/portal/texts/guidelines';
import styles from './styles.module.css';

/** A table of rules: type, id and title, each linking the rule page. */
export function RuleTable({rules, caption}: {rules: readonly RuleSummary[]; caption?: string}): ReactNode {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{RULE_TEXTS.columns.type}</th>
            <th scope="col">{RULE_TEXTS.columns.id}</th>
            <th scope="col">{RULE_TEXTS.columns.title}</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.id}>
              <td>
                <RuleBadge type={rule.type} />
              </td>
              <td className={styles.id}>{rule.id}</td>
              <td>
                <Link to={rule.permalink}>{rule.title}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rules of one guideline group, shown on the group's page. */
export default function RuleList({rules}: {rules: readonly RuleSummary[]}): ReactNode {
  return (
    <section className={styles.section}>
      <Heading as="h2" id={RULE_ANCHORS.ruleTable}>
        {RULE_TEXTS.tableHeading}
      </Heading>
      <RuleTable rules={rules} />
    </section>
  );
}
