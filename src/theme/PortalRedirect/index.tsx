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
 * Runs while the static HTML is parsed, before the meta refresh: it follows the refresh's URL and
 * carries the hash over when the target has none (a meta refresh drops it). The same text on
 * every redirect page, so a Content-Security-Policy can allow it by one hash.
 */
export const KEEP_HASH_SCRIPT =
  "(function(){var m=document.querySelector('meta[http-equiv=refresh]');if(!m)return;var u=m.content.slice(m.content.indexOf('url=')+4);location.replace(u.indexOf('#')<0?u+location.hash:u)})()";

/**
 * A route that only leads elsewhere. In the browser it replaces itself with the target; the
 * static HTML carries a meta refresh (and KEEP_HASH_SCRIPT), so a direct load works before, or
 * without, JavaScript.
 */
export default function PortalRedirect(props: Props): ReactNode {
  const url = useRedirect(useRedirectTarget(props));
  const isBrowser = useIsBrowser();
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
        {!isBrowser && <meta httpEquiv="refresh" content={`0; url=${url}`} />}
        {!isBrowser && <script>{KEEP_HASH_SCRIPT}</script>}
      </Head>
      <p className={styles.notice}>
        Redirecting to <Link to={url}>{url}</Link>
      </p>
    </>
  );
}
