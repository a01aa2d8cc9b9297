import {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * Replaces the current history entry with `to` (a site path, optionally with a hash) once the
 * page runs in the browser, and returns the full URL for a static fallback.
 */
export function useRedirect(to: string): string {
  const url = useBaseUrl(to);
  const history = useHistory();
  const {pathname} = useLocation();
  useEffect(() => {
    history.replace(url, {from: pathname});
  }, [history, url, pathname]);
  return url;
}
