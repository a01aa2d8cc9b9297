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
