import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ApiBadge from '@site/src/reference/components/ApiBadge';
import {RELEASE_TEXTS} from '@site/lib/portal/texts/releases';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {OperationSummary} from '@site/lib/reference/types';
import styles from './styles.module.css';

/** Operations as a list of method, path, summary and marks, each linking its page. */
export default function OperationList({operations}: {operations: readonly OperationSummary[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {operations.map((operation) => (
        <li key={operation.permalink} className={styles.item}>
          <ApiBadge kind={operation.method} className={styles.method}>
            {operation.method}
          </ApiBadge>
          {operation.webhook && <span className={styles.kind}>{TEXTS.webhook}</span>}
          <span className={styles.text}>
            <Link to={operation.permalink} className={styles.summary}>
              {operation.summary}
            </Link>
            <code className={styles.path}>{operation.path}</code>
          </span>
          {operation.deprecated && <ApiBadge kind="deprecated">{TEXTS.deprecated}</ApiBadge>}
          {operation.preview && <ApiBadge kind="preview">{TEXTS.preview}</ApiBadge>}
          {operation.isNew && <ApiBadge kind="new">{RELEASE_TEXTS.isNew}</ApiBadge>}
        </li>
      ))}
    </ul>
  );
}
