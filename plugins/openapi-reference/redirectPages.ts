/**
 * Short URLs of the reference (`/rest/{spec}/{operationId}`, `/reference/specs/{spec}`) as static
 * HTML files written after the build, the way @docusaurus/plugin-client-redirects does it: a
 * route each would put thousands of entries into the route table every page loads (GitHub's spec
 * has 1,223 operations). A file holds a meta refresh and the one constant script that keeps the
 * hash; it is not a page, so it is left out of the sitemap.
 */
import fs from 'node:fs';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import {REDIRECT_KEEP_HASH_SCRIPT} from '../../lib/portal/redirect';
import {escapeHtml} from '../../lib/shared/html';
import {trimSlashes} from '../../lib/shared/paths';

export interface RedirectPage {
  /** Site path without the base URL. */
  from: string;
  /** Site path without the base URL, optionally with a hash. */
  to: string;
}

export function redirectHtml(target: string): string {
  const href = escapeHtml(target);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    '<title>Redirecting</title>',
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<script>${REDIRECT_KEEP_HASH_SCRIPT}</script>`,
    '</head>',
    `<body><p>Redirecting to <a href="${href}">${href}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The file a static host serves for a site path (trailingSlash: false writes `x.html`), for pages and redirects alike. */
export function siteFile(outDir: string, sitePath: string): string {
  return path.join(outDir, ...`${trimSlashes(sitePath)}.html`.split('/').map(decodeURIComponent));
}

export function writeRedirectPages(outDir: string, baseUrl: string, pages: readonly RedirectPage[]): void {
  for (const {from, to} of pages) {
    const file = siteFile(outDir, from);
    if (fs.existsSync(file)) {
      throw new Error(
        `openapi-reference: the short URL ${from} would overwrite ${path.relative(outDir, file)}, a page of the build. Rename the spec or the page.`,
      );
    }
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, redirectHtml(normalizeUrl([baseUrl, to])));
  }
}
