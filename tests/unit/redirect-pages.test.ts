import fs from 'node:fs';
import path from 'node:path';
import {siteFile, redirectHtml, writeRedirectPages} from '../../plugins/openapi-reference/redirectPages';
import {REDIRECT_KEEP_HASH_SCRIPT} from '../../lib/portal/redirect';
import {tempTree} from '../support/tempTree';

describe('static redirect pages of short reference URLs', () => {
  it('refreshes to the target and keeps the hash with the one constant script', () => {
    const html = redirectHtml('/portal/reference/specs/checkout/operations/getCheckout');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/portal/reference/specs/checkout/operations/getCheckout">');
    expect(html).toContain(`<script>${REDIRECT_KEEP_HASH_SCRIPT}</script>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('escapes the target in attributes', () => {
    expect(redirectHtml('/portal/x?a=1&b="2"')).toContain('url=/portal/x?a=1&amp;b=&quot;2&quot;');
  });

  it('writes the file a static host serves for the path, and never over a page of the build', () => {
    const outDir = tempTree({'rest/checkout.html': '<p>the API page</p>'});
    writeRedirectPages(outDir, '/portal/', [{from: '/rest/checkout/getCheckout', to: '/reference/specs/checkout/operations/getCheckout'}]);
    expect(fs.readFileSync(siteFile(outDir, '/rest/checkout/getCheckout'), 'utf8')).toContain('url=/portal/reference/specs/checkout/operations/getCheckout');
    expect(siteFile(outDir, '/rest/github/repos%2Fget')).toBe(path.join(outDir, 'rest', 'github', 'repos/get.html'));
    expect(() => writeRedirectPages(outDir, '/portal/', [{from: '/rest/checkout', to: '/rest'}])).toThrow(
      'the short URL /rest/checkout would overwrite rest/checkout.html',
    );
  });
});
