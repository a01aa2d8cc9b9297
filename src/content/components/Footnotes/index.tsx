import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Markdown's `<section>`: the footnotes section (`data-footnotes`) gets the portal's look. */
export default function Section(props: ComponentProps<'section'> & {'data-footnotes'?: unknown}): ReactNode {
  const footnotes = props['data-footnotes'] !== undefined;
  return <section {...props} className={clsx(props.className, footnotes && styles.footnotes)} />;
}
