import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {LINT_TEXTS} from '@site/lib/portal/texts/guidelines';
import styles from './styles.module.css';

/** Marks a guideline rule the API linter checks, with the severity of a finding. */
export default function LintBadge({severity, className}: {severity: 'error' | 'warn'; className?: string}): ReactNode {
  return (
    <span className={clsx(styles.badge, className)} title={LINT_TEXTS.badgeTitle(severity)}>
      {LINT_TEXTS.badge} · {LINT_TEXTS.severity[severity]}
    </span>
  );
}
