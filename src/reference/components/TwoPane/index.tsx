import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export interface Props {
  /** What the reader reads first: title, endpoint, description. */
  intro: ReactNode;
  /** The sample panel: beside everything from 1280 px (sticky), after the intro below that. */
  panel: ReactNode;
  /** Parameters, bodies, responses. */
  children: ReactNode;
}

/**
 * The two panes of an operation, webhook or profile page. In reading order the panel follows the
 * intro, so on a phone the call is on the first screen; from 1280 px a grid puts it in a sticky
 * column on the right, beside the intro and the details.
 */
export default function TwoPane({intro, panel, children}: Props): ReactNode {
  return (
    <div className={styles.panes}>
      <div className={styles.intro}>{intro}</div>
      <div className={styles.panel}>{panel}</div>
      <div className={styles.details}>{children}</div>
    </div>
  );
}
