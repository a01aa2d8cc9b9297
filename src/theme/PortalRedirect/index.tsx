import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useRedirect, useRedirectTarget} from '@site/src/hooks/useRedirect';
import styles from './styles.module.css';

export type Props =
  /** Site path to go to, optionally with a hash. */
  | {to: string}
  /** Where each of several routes leads (pathname with base URL -> site path), for routes sharing one module. */
  | {targets: Record<string, string>};

/**
 * A route that only leads elsewhere. In the browser it replaces itself with the target; the
 * static HTML carries a meta refresh, so a direct load works before (or without) JavaScript.
 */
export default function PortalRedirect(props: Props): ReactNode {
  const url = useRedirect(useRedirectTarget(props));
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
