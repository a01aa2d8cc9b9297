import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {SESSION} from '@site/lib/portal/config';
import {signInHref} from '@site/src/shared/session/session';
import {useSessionEnded} from '@site/src/shared/session/useSession';
import styles from './styles.module.css';

/**
 * The notice of an ended session (internal flavour): once one of the portal's fetches got a 401, a
 * bar at the foot of the window, whatever the scroll position, says so and links to the sign-in,
 * which brings the reader back to this page. Mounted once, in src/theme/Root.
 */
export default function SessionEnded(): ReactNode {
  const ended = useSessionEnded();
  const location = useLocation();
  if (!ended) {
    return null;
  }
  return (
    <aside className={styles.notice} aria-label={SESSION.texts.region} data-testid="session-ended">
      <p role="alert" className={styles.text}>
        {SESSION.texts.ended} {/* A plain link: the sign-in is the proxy's, outside the single-page app. */}
        <a className={styles.signIn} href={signInHref(location)}>
          {SESSION.texts.signInAgain}
        </a>{' '}
        <span className={styles.comeBack}>{SESSION.texts.comeBack}</span>
      </p>
    </aside>
  );
}
