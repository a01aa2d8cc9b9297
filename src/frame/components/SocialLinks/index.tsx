import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Icon from '@site/src/shared/components/Icon';
import {COMPANY, SOCIAL_NETWORKS, TEXTS} from '@site/lib/portal/config';
import styles from './styles.module.css';

/** Our six social network profiles as icon links; each link is named "<company> on <network>". */
export default function SocialLinks({className}: {className?: string}): ReactNode {
  return (
    <ul className={clsx('clean-list', styles.list, className)} aria-label={TEXTS.footer.socialLabel}>
      {SOCIAL_NETWORKS.map(({network, icon, url}) => (
        <li key={network}>
          <a
            className={styles.link}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${COMPANY.name} on ${network} ${TEXTS.footer.opensExternal}`}
            title={network}>
            <Icon name={icon} className={styles.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
