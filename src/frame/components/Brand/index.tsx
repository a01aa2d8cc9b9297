import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ICONS_PATH, PORTAL_NAME, PRODUCT} from '@site/lib/portal/config';
import styles from './styles.module.css';

export interface Props {
  className?: string;
  /** Footer: light text on the dark footer. */
  inverted?: boolean;
  onClick?: () => void;
}

/** The logo and the portal name, leading home. The product part shows from the 992px band. */
export default function Brand({className, inverted = false, onClick}: Props): ReactNode {
  const logo = useBaseUrl(`${ICONS_PATH}logo.svg`);
  return (
    <Link to="/" className={clsx(styles.brand, inverted && styles.inverted, className)} aria-label={`${PORTAL_NAME}, home`} onClick={onClick}>
      <img className={styles.logo} src={logo} alt="" width={32} height={32} />
      <span className={styles.name} aria-hidden="true">
        <span className={styles.company}>{PRODUCT}</span>
        <span className={styles.product}>{PORTAL_NAME.slice(PRODUCT.length).trim()}</span>
      </span>
    </Link>
  );
}
