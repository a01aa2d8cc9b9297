/**
 * What a redirect route (src/theme/PortalRedirect) shows and runs, apart from ./config.ts, which
 * every page's main.js holds whole: only the chunks with a redirect route carry it (issue 34). Not
 * in ./texts/pages.ts: the route is in the docs' root chunk too (an unknown doc's path redirects to
 * the error page), which would then carry every page's texts.
 */

/** The route's fallback text, followed by the target's link. */
export const REDIRECT_TEXTS = {
  redirecting: 'Redirecting to',
} as const;

/**
 * Runs in a redirect page's static HTML before its meta refresh: it follows the refresh's URL and
 * carries the hash over when the target has none (a meta refresh drops it). The same text on
 * every redirect page, so a Content-Security-Policy can allow it by one hash.
 */
export const REDIRECT_KEEP_HASH_SCRIPT =
  "(function(){var m=document.querySelector('meta[http-equiv=refresh]');if(!m)return;var u=m.content.slice(m.content.indexOf('url=')+4);location.replace(u.indexOf('#')<0?u+location.hash:u)})()";
