import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {RuleTable} from '@site/src/components/RuleList';
import {RULE_TYPE_ORDER, groupLabel, groupsOf} from '@site/src/hooks/ruleFilter';
import {useGuidelineRules} from '@site/src/hooks/useGuidelineRules';
import {useRuleFilter} from '@site/src/hooks/useRuleFilter';
import {TEXTS} from '@site/src/portal/config';
import styles from './styles.module.css';

/** Every guideline rule, filterable by type, group and whether the linter checks it (used on /guidelines as `<RuleIndex />`). */
export default function RuleIndex(): ReactNode {
  const {rules} = useGuidelineRules();
  const {filter, visible, toggleType, setGroup, toggleAutomated, reset} = useRuleFilter(rules);
  return (
    <section className={styles.index} aria-label="Rule index">
      <div className={styles.controls} role="group" aria-label="Filter rules">
        <div className={styles.types} role="group" aria-label="Rule type">
          {RULE_TYPE_ORDER.map((type) => (
            <button
              key={type}
              type="button"
              className={clsx(styles.chip, filter.types.includes(type) && styles.active)}
              aria-pressed={filter.types.includes(type)}
              onClick={() => toggleType(type)}>
              {type}
            </button>
          ))}
        </div>
        <button type="button" className={clsx(styles.chip, filter.automated && styles.active)} aria-pressed={filter.automated} onClick={toggleAutomated}>
          {TEXTS.lint.filter}
        </button>
        <label className={styles.group}>
          <span>Group</span>
          <select value={filter.group} onChange={(event) => setGroup(event.target.value)}>
            <option value="">All groups</option>
            {groupsOf(rules).map((group) => (
              <option key={group} value={group}>
                {groupLabel(group)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={styles.count} aria-live="polite">
        Showing {visible.length} of {rules.length} rules
      </p>
      {visible.length > 0 ? (
        <RuleTable rules={visible} />
      ) : (
        <p>
          No rule matches this filter.{' '}
          <button type="button" className={styles.reset} onClick={reset}>
            Show all rules
          </button>
        </p>
      )}
    </section>
  );
}
