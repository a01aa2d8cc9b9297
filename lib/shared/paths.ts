/** Site paths and URLs: the one place that trims and joins their slashes. Browser-safe. */

/** The value without leading or trailing slashes. */
export const trimSlashes = (value: string): string => value.replace(/^\/+|\/+$/g, '');

/**
 * A site path under the base URL (`/portal/` and `/rest/checkout#x` give `/portal/rest/checkout#x`):
 * one slash wherever two parts meet, the last part's trailing slash kept.
 */
export const joinSitePath = (baseUrl: string, sitePath: string): string => `${baseUrl}/${sitePath}`.replace(/\/{2,}/g, '/');

/**
 * The first segment of `pathname` below `baseUrl`, lower-cased as react-router matches paths
 * (case-insensitively); undefined outside the base path.
 */
export function firstSegmentBelow(pathname: string, baseUrl: string): string | undefined {
  const lower = pathname.toLowerCase();
  const base = baseUrl.toLowerCase();
  return lower.startsWith(base) ? lower.slice(base.length).split('/')[0] : undefined;
}
