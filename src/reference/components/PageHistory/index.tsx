import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {RELEASE_TEXTS as TEXTS} from '@site/lib/portal/texts/releases';
import type {PageHistoryView, ReleaseRef} from '@site/lib/reference/types';
import styles from './styles.module.css';

function ReleaseLink({label, release}: {label: string; release: ReleaseRef}): ReactNode {
  return (
    <span>
      {label} <Link to={release.permalink}>{release.version}</Link>
      {release.date && <> ({release.date})</>}
    </span>
  );
}

/** "Added in 2.3.0 (2026-11-24) · Last changed in 2.5.0 (…)" under an operation's or profile's title, each linked to its changelog entry. */
export default function PageHistory({history}: {history?: PageHistoryView}): ReactNode {
  if (!history?.firstAppeared && !history?.lastChanged) {
    return null;
  }
  return (
    <p className={styles.history}>
      {history.firstAppeared && <ReleaseLink label={TEXTS.firstAppeared} release={history.firstAppeared} />}
      {history.firstAppeared && history.lastChanged && ' · '}
      {history.lastChanged && <ReleaseLink label={TEXTS.lastChanged} release={history.lastChanged} />}
    </p>
  );
}
