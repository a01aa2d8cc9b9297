import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

const TONE: Record<string, string> = {
  MUST: styles.must!,
  'MUST NOT': styles.mustNot!,
  SHOULD: styles.should!,
  'SHOULD NOT': styles.shouldNot!,
  MAY: styles.may!,
};

/** The type of a guideline rule (MUST, SHOULD, ...) as a coloured badge. */
export default function RuleBadge({type, className}: {type: string; className?: string}): ReactNode {
  return <span className={clsx(styles.badge, TONE[type], className)}>{type}</span>;
}
