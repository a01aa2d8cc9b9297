import fs from 'node:fs';
import path from 'node:path';
import {
  API_CATALOG_TYPE,
  DISCOVERY_LINK,
  MCP_DISCOVERY_TYPE,
  apiCatalog,
  discoveryHeaderRules,
  mcpDiscovery,
  mcpEndpoint,
  mcpLlmsParagraph,
} from '../../lib/deploy/discovery';
import {cacheRules, headersManifest, nginxAddHeader, securityHeaders} from '../../lib/deploy/policy';
import {HOSTS} from '../../lib/portal/config';

// The discovery documents of issue 35, as the deploy step writes them (lib/deploy/discovery.ts).

const apis = [
  {key: 'orderManagement', title: 'Order Management API', version: '2.8.0'},
  {key: 'checkout', title: 'Checkout API', version: '2.1.0'},
];

describe('apiCatalog (RFC 9727)', () => {
  const {linkset} = JSON.parse(apiCatalog('live', apis)) as {linkset: Record<string, any>[]}; // eslint-disable-line @typescript-eslint/no-explicit-any

  it("opens with the catalog's own entry, an item per API page", () => {
    expect(linkset[0]).toEqual({
      anchor: `https://${HOSTS.live}/.well-known/api-catalog`,
      item: [
        {href: `https://${HOSTS.live}/portal/rest/checkout`, title: 'Checkout API'},
        {href: `https://${HOSTS.live}/portal/rest/orderManagement`, title: 'Order Management API'},
      ],
    });
  });

  it('names per API its spec downloads, its page and its changelog with the feed', () => {
    const checkout = linkset.find((entry) => entry.anchor === `https://${HOSTS.live}/portal/rest/checkout`)!;
    expect(checkout['service-desc']).toEqual([
      {href: `https://${HOSTS.live}/portal/openapi/checkout.json`, type: 'application/json', title: 'Checkout API 2.1.0'},
      {href: `https://${HOSTS.live}/portal/openapi/checkout.yaml`, type: 'application/yaml', title: 'Checkout API 2.1.0'},
    ]);
    expect(checkout['service-doc']).toEqual([{href: `https://${HOSTS.live}/portal/rest/checkout`, type: 'text/html', title: 'Checkout API'}]);
    expect(checkout['version-history'].map((link: {href: string}) => link.href)).toEqual([
      `https://${HOSTS.live}/portal/rest/checkout/changelog`,
      `https://${HOSTS.live}/portal/rest/checkout/changelog.atom`,
    ]);
  });

  it('lists the event APIs after the REST APIs, with their AsyncAPI documents, page and changelog', () => {
    const withEvents = JSON.parse(apiCatalog('live', [{key: 'order-events', title: 'Order Events', version: '1.3.0', kind: 'asyncapi'}, ...apis])) as {
      linkset: Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    expect(withEvents.linkset[0]!.item.map((item: {href: string}) => item.href)).toEqual([
      `https://${HOSTS.live}/portal/rest/checkout`,
      `https://${HOSTS.live}/portal/rest/orderManagement`,
      `https://${HOSTS.live}/portal/reference/events/order-events`,
    ]);
    const events = withEvents.linkset.at(-1)!;
    expect(events.anchor).toBe(`https://${HOSTS.live}/portal/reference/events/order-events`);
    expect(events['service-desc'].map((link: {href: string}) => link.href)).toEqual([
      `https://${HOSTS.live}/portal/asyncapi/order-events.json`,
      `https://${HOSTS.live}/portal/asyncapi/order-events.yaml`,
    ]);
    expect(events['version-history'].map((link: {href: string}) => link.href)).toEqual([
      `https://${HOSTS.live}/portal/reference/events/order-events/changelog`,
      `https://${HOSTS.live}/portal/reference/events/order-events/changelog.atom`,
    ]);
  });

  it("lists exactly the APIs it is given, on the flavour's host", () => {
    const internal = JSON.parse(apiCatalog('internal', [apis[1]!])) as {linkset: {anchor: string}[]};
    expect(internal.linkset.map((entry) => entry.anchor)).toEqual([
      `https://${HOSTS.internal}/.well-known/api-catalog`,
      `https://${HOSTS.internal}/portal/rest/checkout`,
    ]);
    expect(JSON.stringify(internal)).not.toContain(HOSTS.live);
    expect(API_CATALOG_TYPE).toBe('application/linkset+json');
  });
});

describe('the MCP discovery document', () => {
  it("live: names the Streamable HTTP endpoint in Mintlify's fields and the server card's", () => {
    const url = `https://${HOSTS.live}/portal/mcp`;
    expect(mcpEndpoint('live')).toBe(url);
    expect(JSON.parse(mcpDiscovery('live')!)).toMatchObject({
      transport: 'http',
      url,
      servers: [{url, transport: 'http', authentication: 'none'}],
      remotes: [{type: 'streamable-http', url}],
    });
    expect(mcpLlmsParagraph('live')).toContain(url);
  });

  it('internal: there is none, as the host offers no endpoint; llms.txt says to use stdio', () => {
    expect(mcpEndpoint('internal')).toBeUndefined();
    expect(mcpDiscovery('internal')).toBeUndefined();
    expect(mcpLlmsParagraph('internal')).toContain('stdio');
  });
});

describe('the discovery headers, for nginx and for a CDN alike', () => {
  const portalConf = fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx', 'portal.conf'), 'utf8');
  /** The lines of one location block of portal.conf, its nested locations left out. */
  const locationLines = (opening: string): string[] => {
    const start = portalConf.indexOf(`\n${opening} {\n`);
    expect(start).toBeGreaterThanOrEqual(0);
    const lines: string[] = [];
    let depth = 0;
    for (const line of portalConf.slice(start + 1).split('\n')) {
      depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
      if (depth === 1 && !line.includes('{')) {
        lines.push(line.trim());
      }
      if (depth === 0) {
        break;
      }
    }
    return lines;
  };
  /** The `_headers` rule of a pattern: its header lines. */
  const manifestRule = (manifest: string, pattern: string) => {
    const block = manifest.split('\n\n').find((candidate) => candidate.split('\n').includes(pattern));
    return block?.split('\n').filter((line) => line.startsWith('  ')) ?? [];
  };

  /** Whether nginx lines send a header: quoted as lib/deploy writes it, or bare where the value is one word. */
  const sends = (lines: readonly string[], name: string, value: string) =>
    lines.includes(nginxAddHeader(name, value)) || lines.includes(`add_header ${name} ${value} always;`);

  it('nginx sends on pages the Link naming llms.txt and the catalog, and Vary: Accept on pages and twins', () => {
    expect(DISCOVERY_LINK).toBe('</portal/llms.txt>; rel="describedby"; type="text/plain", </.well-known/api-catalog>; rel="api-catalog"');
    const [pages] = discoveryHeaderRules('live');
    expect(pages!.pattern).toBe('/portal/*');
    for (const [name, value] of pages!.headers) {
      expect(sends(locationLines('location /portal/'), name, value)).toBe(true);
    }
    expect(sends(locationLines('  location ~ \\.md$'), 'Vary', 'Accept')).toBe(true);
  });

  it('nginx types the /.well-known/ documents as the rules say', () => {
    expect(locationLines('location = /.well-known/api-catalog')).toContain(`default_type ${API_CATALOG_TYPE};`);
    expect(locationLines('location = /.well-known/mcp')).toContain(`default_type ${MCP_DISCOVERY_TYPE};`);
  });

  it('_headers sends the same: Link and Vary under /portal/, the content types of the documents the flavour has', () => {
    const manifest = (flavour: 'live' | 'internal') =>
      headersManifest(securityHeaders("default-src 'self'"), cacheRules(flavour), discoveryHeaderRules(flavour));
    for (const flavour of ['live', 'internal'] as const) {
      expect(manifestRule(manifest(flavour), '/portal/*')).toEqual([`  Link: ${DISCOVERY_LINK}`, '  Vary: Accept']);
      expect(manifestRule(manifest(flavour), '/.well-known/api-catalog')).toEqual(['  Content-Type: application/linkset+json']);
    }
    expect(manifestRule(manifest('live'), '/.well-known/mcp')).toEqual(['  Content-Type: application/json']);
    // The internal host has no MCP document (mcpDiscovery), so no rule for one.
    expect(manifest('internal')).not.toContain('/.well-known/mcp');
    // Security headers and caching stay as they were: the discovery rules add headers no other rule sends.
    expect(manifest('live')).toContain('/portal/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});
