import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {CACHE_CONTROL, STRICT_TRANSPORT_SECURITY} from '../../lib/deploy/policy';
import {SITE_DIR} from '../support/siteCopy';
import {PORTS} from '../../playwright.config';
import {watchPolicy} from './page-types';
import {type Flavour, FLAVOURS} from './reference-helpers';
import {portal, waitForApp} from './support';

// Issue 12: the builds as deployed, through nginx with deploy/nginx and the headers the build writes.

const origin = (flavour: Flavour) => `http://127.0.0.1:${PORTS[flavour]}`;

// Every page type's visit under the policy: page-types.spec.ts.
// Every page type's visit under the policy: page-types.spec.ts.
test.describe('the Content-Security-Policy', () => {
  test("an inline <style> or <script> that is not the build's own is refused; a style attribute (as React sets them) applies", async ({page}) => {
    const seen = await watchPolicy(page);
    await page.goto(portal('live'));
    await waitForApp(page);

    await test.step("an inline <style> that is not the build's own is refused; a style attribute applies", async () => {
      const applied = await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.id = 'csp-probe';
        document.body.append(probe);
        const style = document.createElement('style');
        style.textContent = '#csp-probe{width:123px}';
        document.head.append(style);
        probe.setAttribute('style', 'height: 45px');
        return {element: getComputedStyle(probe).width, attribute: getComputedStyle(probe).height};
      });
      expect(applied).toEqual({element: expect.not.stringMatching(/^123px$/), attribute: '45px'});
      await expect.poll(() => seen.violations.length).toBeGreaterThan(0);
      expect(seen.violations.filter((violation) => !violation.startsWith('style-src-elem'))).toEqual([]);
    });

    await test.step("an inline script that is not the build's own is refused", async () => {
      const before = seen.violations.length;
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
        return (window as unknown as {injected?: boolean}).injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => seen.violations.length).toBeGreaterThan(before);
      expect(seen.violations[before]).toMatch(/^script-src/);
    });
  });
});

test.describe('nginx serves the portal as deployed', () => {
  for (const flavour of FLAVOURS) {
    test(`${flavour}: HSTS and the security headers on every kind of response, ${flavour === 'internal' ? 'all private' : 'cached by kind'}`, async ({
      request,
    }) => {
      const build = path.join(SITE_DIR, 'build', flavour);
      const firstFile = (dir: string, pattern: RegExp) =>
        (fs.readdirSync(path.join(build, dir), {recursive: true, encoding: 'utf8'}) as string[]).find((name) => pattern.test(name));
      const cache = CACHE_CONTROL[flavour];
      // Path, then the Cache-Control it must carry.
      const responses: [string, string][] = [
        ['/', cache.redirects],
        ['/portal', cache.redirects],
        ['/sitemap.xml', cache.redirects],
        ['/portal/rest/', cache.pages],
        ['/portal/', cache.pages],
        ['/portal/rest/about-the-api/pagination', cache.pages],
        ['/portal/rest/about-the-api/pagination.md', cache.pages],
        ['/portal/llms.txt', cache.pages],
        [`/portal/openapi/${firstFile('openapi', /\.yaml$/)}`, cache.pages],
        ['/portal/no-such-page', cache.pages],
        ['/portal/_headers', cache.pages],
        ['/robots.txt', cache.pages],
        [`/portal/assets/js/${firstFile(path.join('assets', 'js'), /\.js$/)}`, cache.assets],
        [`/portal/common/${firstFile('common', /\.svg$/)}`, cache.icons],
      ];
      for (const [sitePath, cacheControl] of responses) {
        const response = await request.get(`${origin(flavour)}${sitePath}`, {maxRedirects: 0});
        const headers = response.headers();
        const where = `${sitePath} (${response.status()})`;
        expect(headers['strict-transport-security'], where).toBe(STRICT_TRANSPORT_SECURITY);
        expect(headers['cache-control'] ?? '', where).toBe(cacheControl);
        const csp = headers['content-security-policy'] ?? '';
        const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
        expect(scriptSrc, where).toContain("'self'");
        expect(csp, where).not.toContain('unsafe-eval');
        expect(scriptSrc, where).not.toContain('unsafe-inline');
        expect(csp, where).toContain("style-src-attr 'unsafe-inline'");
        expect(csp, where).toMatch(/style-src-elem 'self'( 'sha256-[^' ]+')*;/);
        expect(csp, where).toContain("frame-ancestors 'none'");
        expect(headers['x-content-type-options'], where).toBe('nosniff');
        expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      }
      if (flavour === 'internal') {
        expect(Object.values(cache).every((value) => value.startsWith('private'))).toBe(true);
      }
    });

    test(`${flavour}: hashed assets are immutable for a year, pages are revalidated${flavour === 'internal' ? ', both private' : ''}`, async ({request}) => {
      // A script the start page loads, as its HTML names it (preloaded in the head, started after the first paint).
      const start = await (await request.get(portal(flavour))).text();
      const script = /<link[^>]* href="(\/portal\/assets\/js\/[^"]+\.js)"[^>]* as="script"/.exec(start)?.[1];
      expect(script, 'a script of the start page').toBeDefined();
      const asset = await request.get(`${origin(flavour)}${script}`);
      expect(asset.status()).toBe(200);
      expect(asset.headers()['cache-control']).toBe(CACHE_CONTROL[flavour].assets);
      const html = await request.get(portal(flavour, 'rest/about-the-api/pagination'));
      expect(html.headers()['cache-control']).toBe(CACHE_CONTROL[flavour].pages);
      expect(html.headers()['etag'] ?? html.headers()['last-modified']).toBeTruthy();
      const again = await request.get(portal(flavour, 'rest/about-the-api/pagination'), {
        headers: {'if-modified-since': html.headers()['last-modified'] ?? ''},
      });
      expect(again.status()).toBe(304);
    });

    test(`${flavour}: text is served compressed: pages on the fly, scripts from the build's precompressed files`, async ({request}) => {
      const build = path.join(SITE_DIR, 'build', flavour);
      const script = (fs.readdirSync(path.join(build, 'assets/js')) as string[]).find((name) => name.startsWith('main.') && name.endsWith('.js'));
      expect(script).toBeDefined();
      for (const encoding of ['gzip', 'br']) {
        const page = await request.get(portal(flavour, 'rest/about-the-api/pagination'), {headers: {'accept-encoding': encoding}});
        // brotli only where nginx has the module; gzip always.
        expect(encoding === 'gzip' ? page.headers()['content-encoding'] === 'gzip' : ['br', undefined].includes(page.headers()['content-encoding'])).toBe(true);
        expect(page.headers()['vary']).toMatch(/Accept-Encoding/i);
        expect(await page.text()).toContain('<html');
        const asset = await request.get(portal(flavour, `assets/js/${script}`), {headers: {'accept-encoding': encoding}});
        const served = asset.headers()['content-encoding'];
        if (served !== undefined) {
          // gzip_static and brotli_static send the file's length; on-the-fly compression streams without one.
          expect(Number(asset.headers()['content-length'])).toBe(fs.statSync(path.join(build, `assets/js/${script}.${served === 'br' ? 'br' : 'gz'}`)).size);
        }
        expect(encoding === 'gzip' ? served : 'gzip').toBe('gzip');
      }
    });

    // That the error page leads to /error in the browser, for this path too: routes.spec.ts.
    test(`${flavour}: an unknown path answers 404 with the error page, / leads to /portal/`, async ({request}) => {
      const missing = await request.get(portal(flavour, 'no/such/page'));
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain('/portal/error');
      const root = await request.get(`${origin(flavour)}/`, {maxRedirects: 0});
      expect(root.status()).toBe(301);
      expect(root.headers()['location']).toBe('/portal/');
      const slash = await request.get(portal(flavour, 'rest/'), {maxRedirects: 0});
      expect(slash.headers()['location']).toBe('/portal/rest');
      for (const hostOnly of ['_deploy/nginx-headers.conf', '_headers']) {
        expect((await request.get(portal(flavour, hostOnly))).status()).toBe(404);
      }
    });

    test(`${flavour}: robots.txt at the site root, with the sitemap where it says`, async ({request}) => {
      const robots = await request.get(`${origin(flavour)}/robots.txt`);
      expect(robots.status()).toBe(200);
      const text = await robots.text();
      if (flavour === 'live') {
        const sitemap = /^Sitemap: https:\/\/[^/]+(\/portal\/sitemap\.xml)$/m.exec(text)?.[1];
        expect(sitemap).toBe('/portal/sitemap.xml');
        const xml = await request.get(`${origin(flavour)}${sitemap}`);
        expect(xml.status()).toBe(200);
        expect(await xml.text()).toContain('/portal/rest/about-the-api/pagination');
      } else {
        expect(text).toMatch(/^Disallow: \/$/m);
      }
    });
  }
});
