import {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * Replaces the current history entry with `to` (a site path, optionally with a hash) once the
 * page runs in the browser, and returns the full URL for a static fallback. A target without a
 * hash keeps the hash of the page being left (`/rest/checkout/getCheckout#responses`).
 */
export function useRedirect(to: string): string {
  const url = useBaseUrl(to);
  const history = useHistory();
  const {pathname, hash} = useLocation();
  useEffect(() => {
    history.replace(hash && !url.includes('#') ? `${url}${hash}` : url, {from: pathname});
  }, [history, url, pathname, hash]);
  return url;
}

/** The target of a redirect route: its own, or its entry in a shared map of targets. */
export function useRedirectTarget(props: {to: string} | {targets: Record<string, string>}): string {
  const {pathname} = useLocation();
  if ('to' in props) {
    return props.to;
  }
  return props.targets[pathname] ?? props.targets[pathname.replace(/\/+$/, '')] ?? '/';
}
