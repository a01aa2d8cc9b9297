import React, {type ReactNode} from 'react';
import PageActions from '@site/src/frame/components/PageActions';
import styles from './styles.module.css';

/** The line above a page's title: its breadcrumb (if any) on the left, the page's actions on the right. */
export default function PageTop({children}: {children?: ReactNode}): ReactNode {
  return (
    <div className={styles.top}>
      <div className={styles.start}>{children}</div>
      <PageActions className={styles.actions} />
    </div>
  );
}
