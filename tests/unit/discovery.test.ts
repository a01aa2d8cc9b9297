import {API_CATALOG_TYPE, apiCatalog, mcpDiscovery, mcpEndpoint, mcpLlmsParagraph} from '../../lib/deploy/discovery';
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
