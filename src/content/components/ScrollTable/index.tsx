import React, {type ComponentProps, type ReactNode, useRef} from 'react';
import {useOverflow} from '@site/src/content/hooks/useOverflow';
import styles from './styles.module.css';

/**
 * A table in its own horizontal scroll container, so a wide table never widens the page. While the
 * table is wider than its container, the container takes keyboard focus so it can be scrolled with
 * the arrow keys.
 */
export default function ScrollTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useOverflow(ref, 'x');
  return (
    <div ref={ref} className={styles.scroll} tabIndex={scrolls ? 0 : undefined}>
      <table {...props} />
    </div>
  );
}
