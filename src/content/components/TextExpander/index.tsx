import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import {TEXTS} from '@site/lib/portal/config';
import {useTextExpander} from '@site/src/content/hooks/useTextExpander';
import styles from './styles.module.css';

/**
 * Long text shown collapsed to a few lines, with a Show more / Hide button (a disclosure button:
 * aria-expanded, aria-controls). Screen readers read the whole text either way; keyboard focus on a
 * clipped link expands it.
 */
export default function TextExpander({children}: {children: ReactNode}): ReactNode {
  const {expanded, toggle, ref, clips, onFocus} = useTextExpander();
  const id = useId();
  return (
    <div className={styles.expander}>
      <div ref={ref} id={id} className={clsx(styles.content, !expanded && styles.collapsed, !expanded && clips && styles.faded)} onFocus={onFocus}>
        {children}
      </div>
      {clips && (
        <button type="button" className={clsx('clean-btn', styles.toggle)} aria-expanded={expanded} aria-controls={id} onClick={toggle}>
          {expanded ? TEXTS.hide : TEXTS.showMore}
        </button>
      )}
    </div>
  );
}
