import {CACHE_RULES, IMMUTABLE, contentSecurityPolicy, headersManifest, inlineScripts, nginxHeaders, robotsTxt, scriptHash, securityHeaders} from '../../plugins/deploy-manifest/policy';

describe('the headers a host sends with the portal', () => {
  test('inline scripts are found, but not scripts with src nor data blocks', () => {
    const html = '<script src=/portal/a.js defer></script><script>a()</script><script data-rh=true>b()</script><script type="application/ld+json">{"x":1}</script><script type=module>c()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });

  test('a script hash is the SHA-256 source expression browsers compute', () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  test('the policy allows own scripts and the hashed ones, never eval or inline scripts', () => {
    const csp = contentSecurityPolicy({scriptHashes: ["'sha256-b'", "'sha256-a'"], connectOrigins: ['https://apm.example']});
    const directives = Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://apm.example']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  test('nginx gets one add_header line per header, sent on errors too', () => {
    const lines = nginxHeaders(securityHeaders("default-src 'self'")).split('\n').filter((line) => line.startsWith('add_header'));
    expect(lines).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(lines).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    expect(lines.every((line) => line.endsWith(' always;'))).toBe(true);
  });

  test('the CDN manifest has the security headers on every path and a cache rule per kind of file', () => {
    const manifest = headersManifest(securityHeaders("default-src 'self'"));
    expect(manifest).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'$/m);
    expect(manifest).toContain(`/portal/assets/*\n  Cache-Control: ${IMMUTABLE}`);
    expect(CACHE_RULES.map((rule) => rule.pattern)).toEqual(['/portal/assets/*', '/portal/common/*', '/*']);
  });

  test('only the live portal is open to crawlers, and it names its sitemap', () => {
    expect(robotsTxt({indexed: true, sitemapUrl: 'https://x.example/portal/sitemap.xml'})).toBe('User-agent: *\nAllow: /portal/\n\nSitemap: https://x.example/portal/sitemap.xml\n');
    expect(robotsTxt({indexed: false, sitemapUrl: 'unused'})).toBe('User-agent: *\nDisallow: /\n');
  });
});
