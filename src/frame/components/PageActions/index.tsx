import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {usePageMarkdown} from '@site/src/frame/hooks/usePageMarkdown';
import {TEXTS} from '@site/lib/portal/config';
import styles from './styles.module.css';

const LABELS = {
  idle: TEXTS.pageMarkdown.copy,
  copying: TEXTS.pageMarkdown.copy,
  copied: TEXTS.pageMarkdown.copied,
  failed: TEXTS.pageMarkdown.failed,
} as const;

/**
 * "Copy page" and "View as Markdown": the page's Markdown twin (plugins/markdown-twins), for a
 * reader who hands the page to an AI assistant. The link is a plain anchor: the twin is a file,
 * not a route of the app.
 */
export default function PageActions({className}: {className?: string}): ReactNode {
  const {href, state, copy} = usePageMarkdown();
  return (
    <div className={clsx(styles.actions, className)} role="group" aria-label={TEXTS.pageMarkdown.actions} data-search-skip>
      <button
        type="button"
        className={clsx('clean-btn', styles.action)}
        title={TEXTS.pageMarkdown.copyHint}
        aria-busy={state === 'copying'}
        onClick={() => void copy()}>
        {LABELS[state]}
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' || state === 'failed' ? LABELS[state] : ''}
      </span>
      <a className={styles.action} href={href} type="text/markdown">
        {TEXTS.pageMarkdown.view}
      </a>
    </div>
  );
}
