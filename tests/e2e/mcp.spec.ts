import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {expect, test} from '@playwright/test';
import {HOSTS, MCP} from '../../lib/portal/config';
import {PORTS} from '../../playwright.config';
import {type Flavour, FLAVOURS} from './reference-helpers';

// Issue 35: the MCP server as deployed, through nginx (deploy/nginx/live.conf) to the service that
// `serve-nginx.mjs live` starts beside it, and the discovery documents and headers of both hosts.
// Node side only: an assistant is no browser.

const origin = (flavour: Flavour) => `http://127.0.0.1:${PORTS[flavour]}`;
const endpoint = (flavour: Flavour) => `${origin(flavour)}/portal/mcp`;

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function withClient<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({name: 'portal-browser-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(endpoint('live'))));
  try {
    return await run(client);
  } finally {
    await client.close();
  }
}

async function call(client: Client, name: string, args: Data): Promise<Data> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as Data;
}

test.describe('the MCP endpoint through nginx', () => {
  test('live: search, get_operation and list_apis answer from the live build', async () => {
    await withClient(async (client) => {
      await test.step('search "pagination": the pagination page first', async () => {
        const {results} = await call(client, 'search', {query: 'pagination'});
        expect(results[0]).toMatchObject({title: 'Pagination', url: `https://${HOSTS.live}/portal/rest/about-the-api/pagination`});
      });

      await test.step('get_operation checkout/createCheckout: POST /checkouts with cartLines, sku and the named examples', async () => {
        const operation = await call(client, 'get_operation', {api: 'checkout', operationId: 'createCheckout'});
        expect(operation).toMatchObject({method: 'POST', path: '/checkouts'});
        const body = operation.requestBody.content[0];
        expect(body.schema.properties.cartLines).toBeDefined();
        expect(JSON.stringify(body.schema.properties.cartLines)).toContain('"sku"');
        expect(body.examples.map((example: Data) => example.key)).toEqual(['bySku', 'byEanWithReference']);
      });

      await test.step('list_apis: the public APIs only', async () => {
        const {apis} = await call(client, 'list_apis', {});
        const keys = apis.map((api: Data) => api.key);
        expect(keys).toEqual(expect.arrayContaining(['checkout', 'orderManagement']));
        // Internal APIs of the internal build (gateway-only ones) are not there.
        for (const internalOnly of ['benefits', 'deals', 'warranty', 'wishlist', 'payment']) {
          expect(keys).not.toContain(internalOnly);
        }
      });
    });
  });

  test('live: the health check answers, and the endpoint is never cached', async ({request}) => {
    const health = await request.get(`${endpoint('live')}/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({status: 'ok', flavour: 'live'});
    expect(health.headers()['cache-control']).toBe('no-store');
    const refused = await request.post(endpoint('live'), {
      headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
      data: 'not json',
    });
    expect(refused.status()).toBe(400);
    expect(refused.headers()['cache-control']).toBe('no-store');
    expect(refused.headers()['strict-transport-security']).toBeTruthy();
  });

  test('live: a body over the bound gets a JSON-RPC error from nginx, and the endpoint keeps answering', async ({request}) => {
    const headers = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
    const call = (padding: string) =>
      JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/call', params: {name: 'search', arguments: {query: 'pagination', padding}}});
    const huge = await request.post(endpoint('live'), {headers, data: call('x'.repeat(MCP.http.maxBodyBytes))});
    expect(huge.status()).toBe(413);
    expect(huge.headers()['content-type']).toBe('application/json');
    expect(huge.headers()['cache-control']).toBe('no-store');
    expect(await huge.json()).toEqual({jsonrpc: '2.0', id: null, error: {code: -32600, message: expect.stringContaining('at most 64 KB')}});
    const fine = await request.post(endpoint('live'), {
      headers,
      data: JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'initialize',
        params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'e2e', version: '1'}},
      }),
    });
    expect(fine.status()).toBe(200);
  });

  test('internal: the host offers no MCP endpoint, and says so', async ({request}) => {
    for (const path of ['/portal/mcp', '/portal/mcp/health']) {
      const answer = await request.post(`${origin('internal')}${path}`, {headers: {'content-type': 'application/json'}, data: '{}'});
      expect(answer.status(), path).toBe(404);
      expect(await answer.text()).toContain('No MCP endpoint on this host');
    }
  });
});

test.describe('discovery', () => {
  for (const flavour of FLAVOURS) {
    test(`${flavour}: /.well-known/api-catalog lists the flavour's APIs as a linkset`, async ({request}) => {
      const answer = await request.get(`${origin(flavour)}/.well-known/api-catalog`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/linkset+json');
      const {linkset} = (await answer.json()) as {linkset: Data[]};
      const apis = linkset.slice(1).map((entry) => entry.anchor.replace(`https://${HOSTS[flavour]}/portal/rest/`, ''));
      expect(apis).toContain('checkout');
      if (flavour === 'live') {
        expect(apis).not.toContain('wishlist');
      } else {
        expect(apis).toContain('wishlist');
      }
      const checkout = linkset.find((entry) => entry.anchor === `https://${HOSTS[flavour]}/portal/rest/checkout`)!;
      expect(checkout['service-desc'][0].href).toBe(`https://${HOSTS[flavour]}/portal/openapi/checkout.json`);
      expect(checkout['version-history'][0].href).toBe(`https://${HOSTS[flavour]}/portal/rest/checkout/changelog`);
      // What the catalog names is served: the spec download and the changelog.
      expect((await request.get(`${origin(flavour)}/portal/openapi/checkout.json`)).status()).toBe(200);
      expect((await request.get(`${origin(flavour)}/portal/rest/checkout/changelog`)).status()).toBe(200);
    });

    test(`${flavour}: pages name llms.txt and the catalog; Accept: text/markdown gets the twin`, async ({request}) => {
      const page = `${origin(flavour)}/portal/rest/about-the-api/pagination`;
      const html = await request.get(page);
      expect(html.headers()['content-type']).toMatch(/^text\/html/);
      expect(html.headers()['link']).toContain('</.well-known/api-catalog>; rel="api-catalog"');
      expect(html.headers()['link']).toContain('</portal/llms.txt>; rel="describedby"');
      expect(html.headers()['vary']).toMatch(/\bAccept\b(?!-)/);

      const markdown = await request.get(page, {headers: {accept: 'text/markdown'}});
      expect(markdown.headers()['content-type']).toMatch(/^text\/markdown/);
      expect(markdown.headers()['vary']).toMatch(/\bAccept\b(?!-)/);
      expect(await markdown.text()).toBe(await (await request.get(`${page}.md`)).text());

      const home = await request.get(`${origin(flavour)}/portal/`, {headers: {accept: 'text/markdown'}});
      expect(await home.text()).toBe(await (await request.get(`${origin(flavour)}/portal/index.md`)).text());
    });

    test(`${flavour}: /.well-known/mcp and llms.txt ${flavour === 'live' ? 'name the endpoint' : 'name no HTTP endpoint'}`, async ({request}) => {
      const discovery = await request.get(`${origin(flavour)}/.well-known/mcp`);
      const llms = await (await request.get(`${origin(flavour)}/portal/llms.txt`)).text();
      if (flavour === 'live') {
        expect(discovery.status()).toBe(200);
        expect(discovery.headers()['content-type']).toBe('application/json');
        const url = `https://${HOSTS.live}/portal/mcp`;
        expect(await discovery.json()).toMatchObject({transport: 'http', url, remotes: [{type: 'streamable-http', url}]});
        expect(llms).toContain(url);
      } else {
        expect(discovery.status()).toBe(404);
        expect(llms).toContain('no MCP endpoint over HTTP');
      }
    });
  }
});
