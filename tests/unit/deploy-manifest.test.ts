import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CONSOLE_ORIGINS_FILE, HEADERS_MANIFEST, NGINX_HEADERS_FILE, writeDeployFiles} from '../../lib/deploy';
import {
  CACHE_RULES,
  IMMUTABLE,
  contentSecurityPolicy,
  headersManifest,
  inlineScripts,
  nginxHeaders,
  robotsTxt,
  scriptHash,
  securityHeaders,
} from '../../lib/deploy/policy';

describe('the headers a host sends with the portal', () => {
  test('inline scripts are found, but not scripts with src nor data blocks', () => {
    const html =
      '<script src=/portal/a.js defer></script><script>a()</script><script data-rh=true>b()</script><script type="application/ld+json">{"x":1}</script><script type=module>c()</script>';
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
    const lines = nginxHeaders(securityHeaders("default-src 'self'"))
      .split('\n')
      .filter((line) => line.startsWith('add_header'));
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
    expect(robotsTxt({indexed: true, sitemapUrl: 'https://x.example/portal/sitemap.xml'})).toBe(
      'User-agent: *\nAllow: /portal/\n\nSitemap: https://x.example/portal/sitemap.xml\n',
    );
    expect(robotsTxt({indexed: false, sitemapUrl: 'unused'})).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('the "Try it" consoles\' origins in the CSP of a build', () => {
  let outDir: string;

  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deploy-'));
    fs.writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><html><head><script>window.a=1</script></head><body></body></html>');
  });

  afterEach(() => {
    fs.rmSync(outDir, {recursive: true, force: true});
  });

  /** The directives of the CSP the build's nginx headers and CDN manifest send (they must agree). */
  const directivesOf = (dir: string): Record<string, string[]> => {
    const nginx = fs.readFileSync(path.join(dir, NGINX_HEADERS_FILE), 'utf8');
    const fromNginx = /add_header Content-Security-Policy "([^"]+)" always;/.exec(nginx)?.[1];
    const fromManifest = /^ {2}Content-Security-Policy: (.+)$/m.exec(fs.readFileSync(path.join(dir, HEADERS_MANIFEST), 'utf8'))?.[1];
    expect(fromNginx).toBeDefined();
    expect(fromManifest).toBe(fromNginx);
    return Object.fromEntries(fromNginx!.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));
  };

  const writeOrigins = (origins: unknown) => {
    fs.mkdirSync(path.join(outDir, path.dirname(CONSOLE_ORIGINS_FILE)), {recursive: true});
    fs.writeFileSync(path.join(outDir, CONSOLE_ORIGINS_FILE), JSON.stringify(origins));
  };

  test('the file is where the reference writes it', () => {
    expect(CONSOLE_ORIGINS_FILE).toBe('_deploy/console-origins.json');
  });

  test('connect-src lists exactly the origins the reference wrote', async () => {
    const origins = ['http://127.0.0.1:4010', 'https://api.lindenkauf.example', 'https://auth.lindenkauf.example'];
    writeOrigins(origins);
    await writeDeployFiles(outDir, 'internal', {});
    const directives = directivesOf(outDir);
    expect(directives['connect-src']).toEqual(["'self'", ...origins]);
    // Only connect-src: the console's origins run no scripts and are no frames.
    expect(directives['script-src']).toEqual(["'self'", scriptHash('window.a=1')]);
    expect(directives['default-src']).toEqual(["'self'"]);
  });

  test('with the APM server too, each origin once', async () => {
    writeOrigins(['https://api.lindenkauf.example', 'https://apm.lindenkauf.example']);
    await writeDeployFiles(outDir, 'live', {PORTAL_APM_SERVER_URL: 'https://apm.lindenkauf.example/intake'});
    expect(directivesOf(outDir)['connect-src']).toEqual(["'self'", 'https://apm.lindenkauf.example', 'https://api.lindenkauf.example']);
  });

  test('without the file, connect-src is the portal itself, and the APM server where one is set', async () => {
    await writeDeployFiles(outDir, 'live', {});
    expect(directivesOf(outDir)['connect-src']).toEqual(["'self'"]);
    await writeDeployFiles(outDir, 'live', {PORTAL_APM_SERVER_URL: 'https://apm.lindenkauf.example/intake'});
    expect(directivesOf(outDir)['connect-src']).toEqual(["'self'", 'https://apm.lindenkauf.example']);
  });

  test('an empty list adds nothing', async () => {
    writeOrigins([]);
    await writeDeployFiles(outDir, 'live', {});
    expect(directivesOf(outDir)['connect-src']).toEqual(["'self'"]);
  });
});
