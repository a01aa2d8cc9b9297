import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {TEXTS} from '@site/lib/portal/config';
import styles from './styles.module.css';

/** Marks a guideline rule the API linter checks, with the severity of a finding. */
export default function LintBadge({severity, className}: {severity: 'error' | 'warn'; className?: string}): ReactNode {
  return (
    <span className={clsx(styles.badge, className)} title={TEXTS.lint.badgeTitle(severity)}>
      {TEXTS.lint.badge} · {TEXTS.lint.severity[severity]}
    </span>
  );
}
