import {BASE_URL} from '../portal/config';

/**
 * Where a reader returns after signing in. Only a path on this host is accepted: anything that a
 * browser could read as another origin (`//evil.example`, `/\evil.example`, `https://…`, control
 * characters that browsers strip) falls back to the portal's start page, so /oauth2/start can never
 * be used as an open redirect.
 */
export const DEFAULT_RETURN = BASE_URL;

export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || candidate.length > 2048) {
    return DEFAULT_RETURN;
  }
  // Browsers drop tabs and newlines from URLs and read a backslash as a slash.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(candidate) || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return DEFAULT_RETURN;
  }
  // Resolving against a throwaway origin must keep that origin: then the path is same-site.
  const probe = 'https://return.invalid';
  let resolved: URL;
  try {
    resolved = new URL(candidate, probe);
  } catch {
    return DEFAULT_RETURN;
  }
  if (resolved.origin !== probe) {
    return DEFAULT_RETURN;
  }
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * The `rd` of /oauth2/start from its raw query string. nginx cannot URL-encode: its redirect puts
 * `$request_uri` after `rd=` as it is, so `/portal/x?a=1&b=2` arrives as `rd=/portal/x?a=1&b=2`.
 * When rd comes first and is a raw path, everything after `rd=` is the path; otherwise (the start
 * page's own hop, oauth2-proxy's style) rd is an ordinary, encoded parameter.
 */
export function returnPathFromQuery(rawQuery: string): string {
  if (rawQuery.startsWith('rd=/')) {
    return safeReturnPath(rawQuery.slice('rd='.length));
  }
  return safeReturnPath(new URLSearchParams(rawQuery).get('rd'));
}
