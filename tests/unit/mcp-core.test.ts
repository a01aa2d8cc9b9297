import {parseChangelogTwin, releasesSince} from '../../lib/mcp/changes';
import {resolveSchema} from '../../lib/mcp/jsonSchema';
import {closestNames} from '../../lib/mcp/suggest';
import type {ChangelogPageData} from '../../lib/reference/types';
import {changelogTwin} from '../../lib/twins/reference';

/** The pure parts of the MCP server (lib/mcp): the changelog reader, the schema resolver, the suggestions. */

const site = {siteUrl: 'https://developer.lindenkauf.example', baseUrl: '/portal/'};

describe('the changelog reader', () => {
  // Written by the twins' own writer, so the reader is held to what builds write.
  const data: ChangelogPageData = {
    spec: {key: 'orders', title: 'Orders API', permalink: '/portal/rest/orders'},
    permalink: '/portal/rest/orders/changelog',
    feed: '/portal/rest/orders/changelog.atom',
    releases: [
      {
        version: '2.10.0',
        date: '2026-03-02',
        anchor: 'v2-10-0',
        initial: false,
        note: {html: '<p>Gift options move into <code>giftOptions</code>.</p><p>Second paragraph (with parentheses).</p>'},
        entries: [
          {
            label: 'New',
            text: 'The response property `giftOptions` of GET /orders/{orderId} (order-v2) was added (optional).',
            links: [
              {label: 'GET /orders/{orderId}', permalink: '/portal/reference/specs/orders/operations/getOrder'},
              {label: 'order-v2', permalink: '/portal/profiles/orders/order-v2'},
            ],
          },
          {label: 'Breaking', text: 'The operation `deleteOrder` was removed (see [the guide]).', links: []},
        ],
      },
      {version: '2.9.0', date: '2026-02-01', anchor: 'v2-9-0', initial: false, entries: []},
      {version: '2.1.0', date: '2025-12-24', anchor: 'v2-1-0', initial: true, entries: []},
    ],
  };
  const releases = parseChangelogTwin(changelogTwin(data, site));

  it('reads every release with its date, note, class and links', () => {
    expect(releases.map(({version, date, initial}) => ({version, date, initial}))).toEqual([
      {version: '2.10.0', date: '2026-03-02', initial: false},
      {version: '2.9.0', date: '2026-02-01', initial: false},
      {version: '2.1.0', date: '2025-12-24', initial: true},
    ]);
    expect(releases[0]!.note).toContain('`giftOptions`');
    expect(releases[0]!.note).toContain('Second paragraph');
    expect(releases[0]!.entries[0]).toEqual({
      class: 'new',
      text: 'The response property `giftOptions` of GET /orders/{orderId} (order-v2) was added (optional).',
      links: [
        {label: 'GET /orders/{orderId}', url: 'https://developer.lindenkauf.example/portal/reference/specs/orders/operations/getOrder.md'},
        {label: 'order-v2', url: 'https://developer.lindenkauf.example/portal/profiles/orders/order-v2.md'},
      ],
    });
    expect(releases[0]!.entries[1]).toMatchObject({class: 'breaking', links: []});
    expect(releases[1]!.entries).toEqual([]);
    expect(releases[1]!.note).toBeUndefined();
  });

  it('takes the releases after a version (numerically) or on and after a date', () => {
    expect(releasesSince(releases, '2.9.0').map((release) => release.version)).toEqual(['2.10.0']);
    expect(releasesSince(releases, 'v2.1.0').map((release) => release.version)).toEqual(['2.10.0', '2.9.0']);
    expect(releasesSince(releases, '2026-02-01').map((release) => release.version)).toEqual(['2.10.0', '2.9.0']);
    expect(releasesSince(releases, undefined)).toHaveLength(3);
  });
});

describe('the schema resolver', () => {
  const document = {
    components: {
      schemas: {
        Category: {type: 'object', properties: {name: {type: 'string'}, parent: {$ref: '#/components/schemas/Category'}}},
        A: {type: 'object', properties: {b: {$ref: '#/components/schemas/B'}}},
        B: {type: 'object', properties: {c: {$ref: '#/components/schemas/C'}}},
        C: {type: 'object', properties: {example: {$ref: '#/components/schemas/D'}}, example: {$ref: 'kept as data'}},
        D: {type: 'string'},
      },
    },
  };

  it('inlines named schemas and marks a reference back to an enclosing one', () => {
    expect(resolveSchema(document, {$ref: '#/components/schemas/Category'}, 3)).toEqual({
      'x-schema-name': 'Category',
      type: 'object',
      properties: {name: {type: 'string'}, parent: {'x-cycle': 'Category', $comment: 'Refers back to Category, which encloses it.'}},
    });
  });

  it('leaves references below the depth to get_schema, and examples as they are', () => {
    const shallow = resolveSchema(document, {$ref: '#/components/schemas/A'}, 2) as {properties: {b: {properties: {c: unknown}}}};
    expect(shallow.properties.b.properties.c).toMatchObject({'x-schema-ref': 'C'});
    const deep = resolveSchema(document, {$ref: '#/components/schemas/C'}, 3);
    // A property named `example` is a schema; the keyword `example` is data.
    expect(deep).toEqual({
      'x-schema-name': 'C',
      type: 'object',
      properties: {example: {'x-schema-name': 'D', type: 'string'}},
      example: {$ref: 'kept as data'},
    });
  });
});

describe('suggestions', () => {
  it('names close names first, and nothing unrelated', () => {
    expect(closestNames('createChekout', ['getCart', 'createCheckout', 'confirmCheckout'])[0]).toBe('createCheckout');
    expect(closestNames('payments', ['payment', 'checkout'])).toEqual(['payment']);
    expect(closestNames('zzz', ['checkout', 'customer'])).toEqual([]);
  });
});
