import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {HttpMethod} from '@site/lib/reference/types';
import styles from './styles.module.css';

export type BadgeKind = HttpMethod | 'required' | 'deprecated' | 'preview' | 'new' | 'additional' | 'profile' | 'status' | 'sandbox';

export interface Props {
  kind: BadgeKind;
  children: ReactNode;
  className?: string;
}

/** A small label: an HTTP method, or a flag of an operation, property or value. */
export default function ApiBadge({kind, children, className}: Props): ReactNode {
  return <span className={clsx(styles.badge, styles[kind], className)}>{children}</span>;
}
