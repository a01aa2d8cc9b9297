import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {RuleTable} from '@site/src/guidelines/components/RuleList';
import {groupLabel, groupsOf} from '@site/src/guidelines/ruleFilter';
import {useRequiredGuidelineRules} from '@site/src/guidelines/hooks/useGuidelineRules';
import {useRuleFilter} from '@site/src/guidelines/hooks/useRuleFilter';
import {RULE_TYPES} from '@site/lib/portal/rules';
import {LINT_TEXTS, RULE_TEXTS} from '@site/lib/portal/texts/guidelines';
import styles from './styles.module.css';

/** Every guideline rule, filterable by type, group and whether the linter checks it (used on /guidelines as `<RuleIndex />`). */
export default function RuleIndex(): ReactNode {
  const {rules} = useRequiredGuidelineRules('RuleIndex');
  const {filter, visible, toggleType, setGroup, toggleAutomated, reset} = useRuleFilter(rules);
  return (
    <section className={styles.index} aria-label={RULE_TEXTS.index}>
      <div className={styles.controls} role="group" aria-label={RULE_TEXTS.filters}>
        <div className={styles.types} role="group" aria-label={RULE_TEXTS.type}>
          {RULE_TYPES.map((type) => (
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
          {LINT_TEXTS.filter}
        </button>
        <label className={styles.group}>
          <span>{RULE_TEXTS.group}</span>
          <select value={filter.group} onChange={(event) => setGroup(event.target.value)}>
            <option value="">{RULE_TEXTS.allGroups}</option>
            {groupsOf(rules).map((group) => (
              <option key={group} value={group}>
                {groupLabel(group)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={styles.count} aria-live="polite">
        {RULE_TEXTS.count(visible.length, rules.length)}
      </p>
      {visible.length > 0 ? (
        <RuleTable rules={visible} />
      ) : (
        <p>
          {RULE_TEXTS.noMatch}{' '}
          <button type="button" className={clsx('clean-btn', styles.reset)} onClick={reset}>
            {RULE_TEXTS.showAll}
          </button>
        </p>
      )}
    </section>
  );
}
