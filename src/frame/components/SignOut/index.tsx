import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SESSION} from '@site/lib/portal/config';
import {signOutHref} from '@site/src/shared/session/session';
import {useIsInternalFlavour} from '@site/src/shared/session/useSession';
import styles from './styles.module.css';

export interface Props {
  className?: string;
  /** `header`: an icon (its words for screen readers and as a tooltip); `drawer`: icon and words. */
  place: 'header' | 'drawer';
}

/**
 * Sign out of the internal portal: the proxy ends the session and returns to the start page. A
 * plain link, since /oauth2/sign_out is the proxy's, not a route. The live flavour has no session,
 * so there it renders nothing at all.
 */
export default function SignOut({className, place}: Props): ReactNode {
  const internal = useIsInternalFlavour();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  if (!internal) {
    return null;
  }
  return (
    <a
      className={clsx(styles.signOut, styles[place], className)}
      href={signOutHref(baseUrl)}
      title={place === 'header' ? SESSION.texts.signOut : undefined}
      data-testid={`sign-out-${place}`}>
      {/* The icon is our own: a door and an arrow leaving through it. */}
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M9 16l-4-4 4-4M5 12h10"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.label}>{SESSION.texts.signOut}</span>
    </a>
  );
}
