import {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {consoleDataFile, sitePathOf} from '../../../lib/reference/pageData';
import {checkSession} from '../../shared/session/session';
import type {ConsoleData} from '../../../lib/reference/types';

export type ConsoleDataState = {state: 'loading'} | {state: 'failed'} | {state: 'ready'; data: ConsoleData};

/** The console's data of the operation page at the current path, fetched when the console opens. */
export function useConsoleData(): ConsoleDataState {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const sitePath = sitePathOf(pathname, baseUrl) ?? pathname;
  const [loaded, setLoaded] = useState<{sitePath: string; state: ConsoleDataState}>();
  useEffect(() => {
    let current = true;
    fetch(`${baseUrl}${consoleDataFile(sitePath)}`)
      .then((response) => checkSession(response, consoleDataFile(sitePath)))
      .then((response) => (response.ok ? (response.json() as Promise<ConsoleData>) : Promise.reject(new Error(String(response.status)))))
      .then(
        (data) => current && setLoaded({sitePath, state: {state: 'ready', data}}),
        () => current && setLoaded({sitePath, state: {state: 'failed'}}),
      );
    return () => {
      current = false;
    };
  }, [baseUrl, sitePath]);
  return loaded?.sitePath === sitePath ? loaded.state : {state: 'loading'};
}
