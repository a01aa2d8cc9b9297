import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useRedirect} from '@site/src/frame/hooks/useRedirect';
import {REDIRECT_KEEP_HASH_SCRIPT, REDIRECT_TEXTS as TEXTS} from '@site/lib/portal/redirect';
import styles from './styles.module.css';

export interface Props {
  /** Site path to go to, optionally with a hash. */
  to: string;
}

/**
 * A route that only leads elsewhere. In the browser it replaces itself with the target; the
 * static HTML carries a meta refresh (and REDIRECT_KEEP_HASH_SCRIPT), so a direct load works before, or
 * without, JavaScript.
 */
export default function PortalRedirect({to}: Props): ReactNode {
  const url = useRedirect(to);
  const isBrowser = useIsBrowser();
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
        {!isBrowser && <meta httpEquiv="refresh" content={`0; url=${url}`} />}
        {!isBrowser && <script>{REDIRECT_KEEP_HASH_SCRIPT}</script>}
      </Head>
      <p className={styles.notice}>
        {TEXTS.redirecting} <Link to={url}>{url}</Link>
      </p>
    </>
  );
}
