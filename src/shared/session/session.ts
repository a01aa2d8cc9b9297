/**
 * The end of a session on the internal host, as the portal's own fetches meet it. The
 * authenticating proxy answers a fetch without a session with 401 (a page request goes to the
 * sign-in instead), so a 401 on page data, the search index or a Markdown twin means the session
 * has ended: the fetch reports it here, and the open page offers to sign in again
 * (src/shared/components/SessionEnded) rather than showing a generic error.
 *
 * Free of React and Docusaurus: the search worker imports it too.
 */
import {SESSION} from '../../../lib/portal/config';

type PageLocation = Pick<Location, 'pathname' | 'search' | 'hash'>;

const withReturn = (path: string, returnTo: string) => `${path}?${SESSION.returnParameter}=${encodeURIComponent(returnTo)}`;

/** The sign-in that brings the reader back to `location`: path, query and fragment. */
export function signInHref(location: PageLocation): string {
  return withReturn(SESSION.signInPath, `${location.pathname}${location.search}${location.hash}`);
}

/** The sign-out, which returns to the portal's start page (`baseUrl`). */
export function signOutHref(baseUrl: string): string {
  return withReturn(SESSION.signOutPath, baseUrl);
}

export class SessionEndedError extends Error {
  override name = 'SessionEndedError';
}

let ended = false;
const listeners = new Set<() => void>();

/** Says that a fetch met the end of the session; listeners hear it once. */
export function reportSessionEnded(): void {
  if (ended) {
    return;
  }
  ended = true;
  listeners.forEach((listener) => listener());
}

/** Whether a fetch has met the end of the session since the page loaded (a sign-in reloads it). */
export function sessionHasEnded(): boolean {
  return ended;
}

export function subscribeSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A response of one of the portal's own fetches, passed on as it is; on a 401 the end of the
 * session is reported and a SessionEndedError thrown, so that no caller reads the body as data.
 */
export function checkSession<R extends Pick<Response, 'status'>>(response: R, what: string): R {
  if (response.status === SESSION.endedStatus) {
    reportSessionEnded();
    throw new SessionEndedError(`${what}: the session has ended (HTTP ${response.status})`);
  }
  return response;
}

/**
 * What the search worker posts to the page when an index file met the end of the session: the
 * worker has no page to show it on. Replies to searches have a `status`; this has none.
 */
export const SESSION_ENDED_MESSAGE = {kind: 'session-ended'} as const;
export type SessionEndedMessage = typeof SESSION_ENDED_MESSAGE;

export function isSessionEndedMessage(message: unknown): message is SessionEndedMessage {
  return typeof message === 'object' && message !== null && (message as {kind?: unknown}).kind === SESSION_ENDED_MESSAGE.kind;
}
