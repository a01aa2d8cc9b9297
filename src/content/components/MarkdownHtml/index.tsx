import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {TEXTS} from '@site/lib/portal/config';
import type {RenderedMarkdown} from '@site/lib/reference/types';
import styles from './styles.module.css';

export interface Props {
  value?: RenderedMarkdown;
  className?: string;
}

/**
 * Markdown the build already rendered (API spec descriptions) with the Markdown component's rules:
 * the HTML holds no raw HTML or unsafe URL from the source. A failed parse shows its message.
 */
export default function MarkdownHtml({value, className}: Props): ReactNode {
  if (!value) {
    return null;
  }
  if ('error' in value) {
    return (
      <p className={clsx(styles.error, className)}>
        {TEXTS.markdownError} {value.error}
      </p>
    );
  }
  return <div className={clsx('markdown', styles.markdown, className)} dangerouslySetInnerHTML={{__html: value.html}} />;
}
