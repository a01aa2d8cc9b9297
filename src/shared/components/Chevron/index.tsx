import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** The down/up arrow of every disclosure (accordions, dropdowns, drawer groups, code blocks). */
export default function Chevron({open, className}: {open: boolean; className?: string}): ReactNode {
  return <span className={clsx(styles.chevron, open && styles.open, className)} aria-hidden="true" />;
}
