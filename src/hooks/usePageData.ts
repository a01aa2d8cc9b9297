import {useEffect, useRef, useState, useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadPageData, peekPageData} from '@portal/page-data-source';
import {type PageDataState, sitePathOf} from '../reference/pageData';
import {dataVersion, subscribeDataVersion} from '../reference/pageDataVersion';

interface Loaded {
  sitePath: string;
  version: string;
  state: PageDataState;
}

/**
 * The data of the operation or profile page at the current path. The build renders it from disk
 * and the route preloads it in the browser, so it is there on the first render; otherwise it is
 * loaded here, and again when a saved spec changed it (dev server). Meanwhile the page keeps what
 * it showed: a loading state would replace the whole page, and the reader would lose their place,
 * their search and what they had opened.
 */
export function usePageData(): PageDataState {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const sitePath = sitePathOf(pathname, baseUrl) ?? pathname;
  const version = useSyncExternalStore(subscribeDataVersion, dataVersion, dataVersion);
  const known = peekPageData(sitePath);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // What this path last showed, however it came (preloaded or loaded here).
  const shown = useRef<{sitePath: string; state: PageDataState} | null>(null);
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
  const fresh = known ?? (loaded?.sitePath === sitePath && loaded.version === version ? loaded.state : undefined);
  if (fresh !== undefined) {
    shown.current = {sitePath, state: fresh};
  }
  return fresh ?? (shown.current?.sitePath === sitePath ? shown.current.state : {state: 'loading'});
}
