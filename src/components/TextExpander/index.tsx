import React, {type ReactNode, useId, useState} from 'react';
import clsx from 'clsx';
import {TEXTS} from '@site/src/portal/config';
import styles from './styles.module.css';

/** Long text shown collapsed to a few lines, with a toggle to read all of it. */
export default function TextExpander({children}: {children: ReactNode}): ReactNode {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div className={styles.expander}>
      <div id={id} className={clsx(styles.content, !expanded && styles.collapsed)}>
        {children}
      </div>
      <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
        {expanded ? TEXTS.hide : TEXTS.showMore}
      </button>
    </div>
  );
}
