import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useVersionPicker} from '@site/src/reference/hooks/useVersionPicker';
import {REFERENCE_TEXTS as TEXTS} from '@site/lib/portal/texts/reference';
import type {OperationVersion} from '@site/lib/reference/types';
import styles from './styles.module.css';

export interface Props {
  versions: readonly OperationVersion[];
  current?: string;
}

const labelOf = (version: OperationVersion, index: number) =>
  `${version.id}${index === 0 ? ' (newest)' : ''}${version.deprecated ? ` (${TEXTS.deprecated})` : ''}`;

/**
 * The versions (profiles) of an operation. A dropdown in the browser; without JavaScript, links to
 * each version's page.
 */
export default function VersionPicker({versions, current}: Props): ReactNode {
  const open = useVersionPicker(versions);
  const isBrowser = useIsBrowser();
  if (versions.length < 2) {
    return null;
  }
  return (
    <div className={styles.picker}>
      {isBrowser ? (
        <label htmlFor="operation-version" className={styles.label}>
          {TEXTS.version}
        </label>
      ) : (
        <span id="operation-version-label" className={styles.label}>
          {TEXTS.version}
        </span>
      )}
      {isBrowser ? (
        <select id="operation-version" className="portal-select" value={current} onChange={(event) => open(event.target.value)}>
          {versions.map((version, index) => (
            <option key={version.id} value={version.id}>
              {labelOf(version, index)}
            </option>
          ))}
        </select>
      ) : (
        <ul aria-labelledby="operation-version-label" className={styles.links}>
          {versions.map((version, index) => (
            <li key={version.id}>
              <Link to={version.permalink} aria-current={version.id === current ? 'page' : undefined}>
                {labelOf(version, index)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
