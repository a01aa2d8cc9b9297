import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const NGINX = path.join(ROOT, 'deploy', 'nginx');

/** scripts/serve-nginx.mjs's transformation, run by Node itself (the script is an ES module with top-level await). */
function productionServerBlock(flavour: string, options: Record<string, unknown>): string {
  const code = `import {productionServerBlock} from './scripts/serve-nginx.mjs'; process.stdout.write(productionServerBlock(${JSON.stringify(flavour)}, ${JSON.stringify(options)}));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], {cwd: ROOT, encoding: 'utf8'});
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('serve:nginx runs the production server blocks', () => {
  it.each(['live', 'internal'])('%s.conf: only the listen, TLS, root and proxy ports change', (flavour) => {
    const production = fs.readFileSync(path.join(NGINX, `${flavour}.conf`), 'utf8');
    const loopback = productionServerBlock(flavour, {port: 3102, webRoot: '/tmp/run/www', proxyPort: 3106, mcpPort: 3108});
    const productionBlock = lines(production.slice(production.search(/^server \{/m), production.search(/^\}/m) + 1));
    const changed = (line: string) => /^(listen|ssl_|root |proxy_pass )/.test(line);
    expect(lines(loopback).filter((line) => !changed(line))).toEqual(productionBlock.filter((line) => !changed(line)));
    expect(lines(loopback).filter(changed)).toEqual([
      'listen 127.0.0.1:3102;',
      ...(flavour === 'internal' ? ['proxy_pass http://127.0.0.1:3106;', 'proxy_pass http://127.0.0.1:3106;'] : []),
      'root /tmp/run/www;',
      // The live host passes /portal/mcp and its health check to the MCP service.
      ...(flavour === 'live' ? ['proxy_pass http://127.0.0.1:3108;', 'proxy_pass http://127.0.0.1:3108;'] : []),
    ]);
    // The port-80 redirect server is not part of it.
    expect(loopback).not.toMatch(/listen 80|return 301 https/);
  });

  it('keeps the sign-in on the internal host unless a developer turns it off by name', () => {
    expect(productionServerBlock('internal', {port: 1, webRoot: '/w', proxyPort: 2})).toMatch(/^\s*auth_request \/oauth2\/auth;$/m);
    const bypass = productionServerBlock('internal', {port: 1, webRoot: '/w', proxyPort: 2, noSignIn: true});
    expect(bypass).not.toMatch(/^\s*auth_request \/oauth2\/auth;$/m);
    expect(bypass).toContain('--insecure-no-sign-in');
  });
});
