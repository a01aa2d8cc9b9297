import {useEffect, useState, useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadPageData, peekPageData} from '@portal/page-data-source';
import {type PageDataState, sitePathOf} from '../reference/pageData';
import {dataVersion, subscribeDataVersion} from '../reference/pageDataVersion';

/**
 * The data of the operation or profile page at the current path. The build renders it from disk
 * and the route preloads it in the browser, so it is there on the first render; the dev server
 * (no preloading route table) loads it here, and again when a saved spec changed it (the page
 * shows what it had meanwhile).
 */
export function usePageData(): PageDataState {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const sitePath = sitePathOf(pathname, baseUrl) ?? pathname;
  const version = useSyncExternalStore(subscribeDataVersion, dataVersion, dataVersion);
  const known = peekPageData(sitePath);
  const [loaded, setLoaded] = useState<{sitePath: string; version: string; state: PageDataState} | null>(null);
  useEffect(() => {
    if (known !== undefined) {
      return undefined;
    }
    let current = true;
    void loadPageData(baseUrl, sitePath).then((state) => current && setLoaded({sitePath, version, state}));
    return () => {
      current = false;
    };
  }, [known, baseUrl, sitePath, version]);
  return known ?? (loaded?.sitePath === sitePath ? loaded.state : {state: 'loading'});
}
