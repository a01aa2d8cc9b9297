import fs from 'node:fs';
import path from 'node:path';
import {tooLargeMessage} from '../../lib/mcp/http';
import {MCP} from '../../lib/portal/config';

/**
 * The live host's nginx in front of the MCP service (deploy/nginx/live.conf) keeps the service's
 * bounds and answers as the service does: an MCP client reads JSON-RPC, never nginx's HTML pages.
 * Through nginx itself: tests/e2e/mcp.spec.ts.
 */

const liveConf = fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx', 'live.conf'), 'utf8');

/** The directives of a location block of live.conf, one per line. */
function location(opening: string): string[] {
  const start = liveConf.indexOf(`  location ${opening} {\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = liveConf.indexOf('\n  }\n', start);
  return liveConf
    .slice(start, end)
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

describe("live.conf's MCP locations", () => {
  const endpoint = location('= /portal/mcp');

  it("refuses a body over the service's own bound", () => {
    const size = /^client_max_body_size (\d+)k;$/.exec(endpoint.find((line) => line.startsWith('client_max_body_size')) ?? '');
    expect(Number(size?.[1]) * 1024).toBe(MCP.http.maxBodyBytes);
  });

  it("answers such a body with the service's JSON-RPC error, 413, as JSON, never cached", () => {
    expect(endpoint).toContain('error_page 413 = @mcp_too_large;');
    const tooLarge = location('@mcp_too_large');
    expect(tooLarge).toEqual(
      expect.arrayContaining(['include portal-headers.conf;', 'add_header Cache-Control "no-store" always;', 'default_type application/json;']),
    );
    const answer = /^return 413 '(.*)';$/.exec(tooLarge.find((line) => line.startsWith('return')) ?? '');
    expect(JSON.parse(answer?.[1] ?? 'null')).toEqual({jsonrpc: '2.0', id: null, error: {code: -32600, message: tooLargeMessage(MCP.http.maxBodyBytes)}});
    expect(tooLargeMessage(MCP.http.maxBodyBytes)).toContain('at most 64 KB');
  });

  it("waits longer than the service's time per call, so the service's 504 reaches the client", () => {
    const timeout = /^proxy_read_timeout (\d+)s;$/.exec(endpoint.find((line) => line.startsWith('proxy_read_timeout')) ?? '');
    expect(Number(timeout?.[1]) * 1000).toBeGreaterThan(MCP.http.callTimeoutMs);
  });
});
