import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import IconClose from '@theme/Icon/Close';
import {useInfoBanner} from '@site/src/frame/hooks/useInfoBanner';
import {HOSTS, TEXTS, portalUrl} from '@site/lib/portal/config';
import styles from './styles.module.css';

/**
 * Spec section 8: on the develop host only (and not when local storage `Prevent Info-Banner` is
 * `true`), a banner appears 1 second after mount saying the environment is for testing only and
 * pointing to the live and internal portals. It can be dismissed.
 */
export default function InfoBanner(): ReactNode {
  const {visible, dismiss} = useInfoBanner();
  if (!visible) {
    return null;
  }
  return (
    <aside className={styles.banner} aria-label={TEXTS.infoBanner.region} data-testid="info-banner">
      <div className={styles.inner}>
        <span className={styles.badge} aria-hidden="true">
          !
        </span>
        <p className={styles.text}>
          <strong>{TEXTS.infoBanner.lead}</strong>{' '}
          <span className={styles.links}>
            <a href={portalUrl(HOSTS.live)}>{TEXTS.infoBanner.live}</a>
            <a href={portalUrl(HOSTS.internal)}>{TEXTS.infoBanner.internal}</a>
          </span>
        </p>
        <button type="button" className={clsx('clean-btn', styles.dismiss)} onClick={dismiss} aria-label={TEXTS.infoBanner.dismiss}>
          <IconClose width={14} height={14} />
        </button>
      </div>
    </aside>
  );
}
