import {useEffect, useReducer, useRef, useSyncExternalStore} from 'react';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadPageData, peekPageData} from '@portal/page-data-source';
import {type PageDataState, sitePathOf} from '../../../lib/reference/pageData';
import {dataVersion, subscribeDataVersion} from '../pageDataVersion';

/**
 * The data of the operation or profile page at the current path. The build renders it from disk
 * and the route preloads it in the browser, so it is there on the first render; otherwise it is
 * loaded here, and again when a saved spec changed it (dev server). Meanwhile the page keeps what
 * it showed: a loading state would replace the whole page, and the reader would lose their place,
 * their search and what they had opened.
 */
export function usePageData(): PageDataState<PropSidebar> {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const sitePath = sitePathOf(pathname, baseUrl) ?? pathname;
  const version = useSyncExternalStore(subscribeDataVersion, dataVersion, dataVersion);
  // What the source holds for this path and version: preloaded, or loaded below.
  const known = peekPageData(sitePath);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  // What this path last showed.
  const shown = useRef<{sitePath: string; state: PageDataState<PropSidebar>} | null>(null);
  useEffect(() => {
    if (known !== undefined) {
      return undefined;
    }
    let current = true;
    // The source keeps what it loaded (peekPageData): rendering again shows it.
    void loadPageData(baseUrl, sitePath).then(() => current && loaded());
    return () => {
      current = false;
    };
  }, [known, baseUrl, sitePath, version]);
  // `shown` is written and read while rendering on purpose: it carries this path's last `known` into
  // the renders while a newer version loads. No update depends on it: `known`, the load and the
  // version drive them.
  /* eslint-disable react-hooks/refs -- the last `known`, carried from render to render */
  if (known !== undefined) {
    shown.current = {sitePath, state: known};
  }
  return known ?? (shown.current?.sitePath === sitePath ? shown.current.state : {state: 'loading'});
  /* eslint-enable react-hooks/refs */
}
