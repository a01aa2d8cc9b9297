import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useRedirect} from '@site/src/hooks/useRedirect';
import styles from './styles.module.css';

export interface Props {
  /** Site path to go to, optionally with a hash. */
  to: string;
  /** Carry the hash of the URL being redirected over to the target (which must have none). */
  keepHash?: boolean;
}

/**
 * A route that only leads elsewhere. In the browser it replaces itself with the target; the
 * static HTML carries a meta refresh, so a direct load works before (or without) JavaScript.
 */
export default function PortalRedirect({to, keepHash = false}: Props): ReactNode {
  const url = useRedirect(to, keepHash);
  const isBrowser = useIsBrowser();
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
        {!isBrowser && <meta httpEquiv="refresh" content={`0; url=${url}`} />}
      </Head>
      <p className={styles.notice}>
        Redirecting to <Link to={url}>{url}</Link>
      </p>
    </>
  );
}
