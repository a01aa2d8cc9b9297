/**
 * Whether a page load is the end of an authorization-code flow the "Try it" console started: the
 * authorization server sent the reader back with `code` (or `error`) and `state`, and this tab
 * holds the flow's verifier. Small on purpose: the operation page checks it on load, before the
 * console's code (with the OAuth client) is fetched.
 */
export const PENDING_AUTHORIZATION_KEY = 'portal.try-it.authorization';

export function isAuthorizationReturn(search: string): boolean {
  const parameters = new URLSearchParams(search);
  if (!(parameters.has('code') || parameters.has('error')) || !parameters.has('state')) {
    return false;
  }
  try {
    return window.sessionStorage.getItem(PENDING_AUTHORIZATION_KEY) !== null;
  } catch {
    return false;
  }
}
