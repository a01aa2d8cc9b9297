import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Details from '@theme-original/Details';
import type {Props} from '@theme/Details';
import styles from './styles.module.css';

/** Wraps the theme's `<details>`: the portal's neutral look instead of Infima's info alert. */
export default function DetailsWrapper(props: Props): ReactNode {
  return <Details {...props} className={clsx(styles.details, props.className)} />;
}
