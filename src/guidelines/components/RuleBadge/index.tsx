import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {RuleType} from '@site/lib/portal/rules';
import styles from './styles.module.css';

/** One tone per type of RULE_TYPES: a new type fails the type check until it has its colour. */
const TONE: Record<RuleType, string> = {
  MUST: styles.must!,
  'MUST NOT': styles.mustNot!,
  SHOULD: styles.should!,
  'SHOULD NOT': styles.shouldNot!,
  MAY: styles.may!,
};

/** The type of a guideline rule (MUST, SHOULD, ...) as a coloured badge. */
export default function RuleBadge({type, className}: {type: string; className?: string}): ReactNode {
  return <span className={clsx(styles.badge, TONE[type as RuleType], className)}>{type}</span>;
}
