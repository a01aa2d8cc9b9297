import {useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {sessionHasEnded, subscribeSessionEnded} from './session';

/** Whether this build is the internal flavour, the one behind a sign-in (docusaurus.config.ts customFields). */
export function useIsInternalFlavour(): boolean {
  return useDocusaurusContext().siteConfig.customFields?.flavour === 'internal';
}

const notEnded = () => false;

/**
 * Whether one of the portal's fetches has met the end of the session; always false on the live
 * flavour, which has no sessions, and while rendering on the server.
 */
export function useSessionEnded(): boolean {
  const ended = useSyncExternalStore(subscribeSessionEnded, sessionHasEnded, notEnded);
  return useIsInternalFlavour() && ended;
}
