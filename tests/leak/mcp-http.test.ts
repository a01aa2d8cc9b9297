import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {HEALTH_PATH, startMcpHttpService, type McpHttpService} from '../../lib/mcp/http';
import {loadPortalContent, type PortalContent} from '../../lib/mcp/server';
import {SITE_DIR} from '../support/siteCopy';

/** The MCP server's Streamable HTTP service (lib/mcp/http.ts) on the live build, through the SDK's client and plain HTTP. */

jest.setTimeout(120_000);

let content: PortalContent;
let service: McpHttpService;
const INIT = {jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}}};
const HEADERS = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};

beforeAll(async () => {
  content = await loadPortalContent({flavour: 'live', buildDir: path.join(SITE_DIR, 'build', 'live')});
  service = await startMcpHttpService({content, port: 0});
});

afterAll(async () => {
  await service?.close();
});

async function connect(url: string): Promise<Client> {
  const client = new Client({name: 'portal-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

const post = (body: string, url = service.url) => fetch(url, {method: 'POST', headers: HEADERS, body});

describe('the MCP service over Streamable HTTP', () => {
  it('answers the SDK client, and 50 calls in parallel', async () => {
    const client = await connect(service.url);
    try {
      const results = (await Promise.all(
        Array.from({length: 50}, (_, index) => client.callTool({name: 'search', arguments: {query: index % 2 ? 'pagination' : 'checkout', limit: 1}})),
      )) as CallToolResult[];
      expect(results.filter((result) => !result.isError && (result.structuredContent as {results: unknown[]}).results.length === 1)).toHaveLength(50);
    } finally {
      await client.close();
    }
  });

  it('has a health check naming its flavour', async () => {
    const response = await fetch(new URL(HEALTH_PATH, service.url));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({status: 'ok', flavour: 'live', apis: (await content.portal.apiKeys()).length});
  });

  it('refuses a malformed body, a body over the bound and a GET, and keeps answering', async () => {
    const malformed = await post('{"jsonrpc": "2.0", "method": ');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toMatchObject({code: -32700});
    const huge = await post(JSON.stringify({...INIT, params: {...INIT.params, padding: 'x'.repeat(1024 * 1024)}}));
    expect(huge.status).toBe(413);
    expect(huge.headers.get('content-type')).toBe('application/json');
    expect(await huge.json()).toEqual({jsonrpc: '2.0', id: null, error: {code: -32600, message: expect.stringContaining('at most 64 KB')}});
    expect((await fetch(service.url, {headers: HEADERS})).status).toBe(405);
    const fine = await post(JSON.stringify(INIT));
    expect(fine.status).toBe(200);
    expect((await fine.json()).result.serverInfo.name).toBe('lindenkauf-api-portal');
  });

  it('limits the calls of one client per minute, and lets it call again a minute later', async () => {
    let time = 1_000_000;
    const limited = await startMcpHttpService({content, port: 0, limits: {callsPerMinute: 3}, now: () => time});
    try {
      for (let call = 0; call < 3; call++) {
        expect((await post(JSON.stringify(INIT), limited.url)).status).toBe(200);
      }
      const refused = await post(JSON.stringify(INIT), limited.url);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      // In JSON-RPC, as every answer of the endpoint, saying when to try again.
      expect(refused.headers.get('content-type')).toBe('application/json');
      expect(await refused.json()).toEqual({jsonrpc: '2.0', id: null, error: {code: -32000, message: expect.stringContaining('Try again in 60 s')}});
      time += 60_000;
      expect((await post(JSON.stringify(INIT), limited.url)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
