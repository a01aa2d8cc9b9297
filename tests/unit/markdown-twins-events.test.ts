import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type {Nodes, Root} from 'mdast';
import {EventDownloadError, eventApiDownloads, writeEventApiDownloads} from '../../lib/asyncapi/downloads';
import {eventApiPageData, eventMessageContent, eventOverviewPageData, preparedSchemas, type RestOperationLookup} from '../../lib/reference/eventPageData';
import {kindOfPath} from '../../lib/search/documents';
import {eventApiTwin, eventMessageTwin, eventOverviewTwin} from '../../lib/twins/events';
import {readTwinHeader} from '../../lib/twins/format';
import {llmsFiles} from '../../lib/twins/llms';
import {llmsInput} from '../../plugins/markdown-twins/site';
import {eventApiFixture} from '../fixtures/event-api-model';
import {tempTree} from '../support/tempTree';

/** The event pages' twins (lib/twins/events.ts), their place in llms.txt, their downloads and their kind in search. */

const site = {siteUrl: 'https://developer.lindenkauf.example', baseUrl: '/portal/'};
const routes = {baseUrl: '/portal/'};
const api = eventApiFixture();
const restOperation: RestOperationLookup = (spec, operationId) =>
  spec === 'orders'
    ? {
        api: spec,
        apiTitle: 'Orders API',
        operationId,
        method: 'get',
        path: '/orders/{orderId}',
        summary: 'Get an order',
        permalink: `/portal/reference/specs/orders/operations/${operationId}`,
      }
    : undefined;

const overview = eventOverviewTwin(eventOverviewPageData([api], routes), site);
const apiPage = eventApiTwin(eventApiPageData(api, routes), site);
const messageTwin = (id: string) =>
  eventMessageTwin(
    eventMessageContent(
      api,
      api.messages.find((message) => message.id === id)!,
      {...routes, schemas: preparedSchemas(api), restOperation},
    ),
    site,
  );
const shipped = messageTwin('OrderShipped');
const placed = messageTwin('OrderPlaced');

const parser = unified().use(remarkParse).use(remarkGfm);
function nodesOf(markdown: string): Nodes[] {
  const all: Nodes[] = [];
  const walk = (node: Nodes) => {
    all.push(node);
    if ('children' in node) {
      node.children.forEach(walk);
    }
  };
  walk(parser.parse(markdown) as Root);
  return all;
}

/** Every link absolute, into the site: a page's twin (`.md`), a download, or a mail address. */
function expectPlainMarkdownWithAbsoluteLinks(markdown: string): void {
  const nodes = nodesOf(markdown);
  expect(nodes.filter((node) => node.type === 'html')).toEqual([]);
  const urls = nodes.flatMap((node) => (node.type === 'link' ? [node.url] : []));
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url).toMatch(/^(https:\/\/developer\.lindenkauf\.example\/portal\/.+\.(md(#.+)?|yaml|json)|mailto:.+)$/);
  }
}

describe('the twin of the event APIs overview', () => {
  it('lists each event API with its version, owner, topics, message count and downloads', () => {
    expect(readTwinHeader(overview)?.title).toBe('Event APIs');
    expect(overview).toContain('## [Order events](https://developer.lindenkauf.example/portal/reference/events/order-events.md)');
    expect(overview).toContain('Version `2.1.0` · Owner: Team Checkout');
    expect(overview).toContain('2 messages');
    expect(overview).toContain('Topics: `lindenkauf.order.order-lifecycle.v2`');
    expect(overview).toContain('[YAML](https://developer.lindenkauf.example/portal/asyncapi/order-events.yaml)');
    expectPlainMarkdownWithAbsoluteLinks(overview);
  });
});

describe("the twin of an event API's page", () => {
  it('gives version, owner and contact, downloads, brokers with the schema registry, and security', () => {
    expect(readTwinHeader(apiPage)).toMatchObject({title: 'Order events'});
    expect(apiPage).toContain('[checkout@lindenkauf.example](mailto:checkout@lindenkauf.example)');
    expect(apiPage).toContain('[JSON](https://developer.lindenkauf.example/portal/asyncapi/order-events.json)');
    expect(apiPage).toMatch(/## Brokers\n\n- `kafka\.lindenkauf\.example:9093` \(`production`: protocol `kafka-secure 3\.7`, security `scram`\)/);
    expect(apiPage).toContain('Schema registry: `https://registry.lindenkauf.example` (confluent)');
    expect(apiPage).toContain('### `scram` (scramSha512)');
    // The description's Markdown stays Markdown.
    expect(apiPage).toContain('Events of the **order lifecycle**.');
    expectPlainMarkdownWithAbsoluteLinks(apiPage);
  });

  it("gives each topic with its Kafka bindings and messages, and each operation's action", () => {
    expect(apiPage).toContain('### `lindenkauf.order.order-lifecycle.v2`');
    expect(apiPage).toContain('- Partitions: 12');
    expect(apiPage).toContain('- Cleanup policy: `compact`, `delete` (compacted: the latest message per key is kept)');
    expect(apiPage).toContain('- Retention: 7 days (`retention.ms=604800000`)');
    expect(apiPage).toContain('- `min.insync.replicas`: `2`');
    expect(apiPage).toContain('- `publishOrderLifecycle`: publishes on `lindenkauf.order.order-lifecycle.v2`');
    expect(apiPage).toContain('Consumer group: `shipping.order-lifecycle`');
    expect(apiPage).toContain(
      '- [OrderPlaced](https://developer.lindenkauf.example/portal/reference/events/order-events/messages/OrderPlaced.md): A customer placed an order. (deprecated)',
    );
  });

  it('says how the document conforms to the event rules where the page shows it', () => {
    const conformance = {
      automated: 10,
      passed: 9,
      errors: 1,
      warnings: 0,
      excepted: 0,
      more: 0,
      findings: [
        {
          ruleId: 'R201001',
          ruleTitle: 'Name events in the past tense',
          rulePermalink: '/portal/guidelines/r201001',
          type: 'MUST',
          severity: 'error' as const,
          line: 12,
          message: 'OrderShip is not in the past tense.',
        },
      ],
    };
    const twin = eventApiTwin({...eventApiPageData(api, routes), conformance}, site);
    expect(twin).toContain('Passes 9 of 10 automated guideline rules · 1 error.');
    expect(twin).toContain('## Guideline conformance');
    expect(twin).toContain('[MUST R201001 Name events in the past tense](https://developer.lindenkauf.example/portal/guidelines/r201001.md)');
    expect(apiPage).not.toContain('## Guideline conformance');
  });
});

describe("the twin of a message's page", () => {
  it('links its event API and topic, and says what the payload is', () => {
    expect(readTwinHeader(shipped)).toEqual({title: 'Order shipped', summary: 'An order left the warehouse.'});
    expect(shipped).toContain('Event API: [Order events](https://developer.lindenkauf.example/portal/reference/events/order-events.md)');
    expect(shipped).toContain('event type `OrderShipped`');
    expect(shipped).toContain('payload Avro, through the schema registry (`application/vnd.apache.avro+json;version=1.9.0`)');
    expect(shipped).toContain(
      '- [lindenkauf.order.order-lifecycle.v2](https://developer.lindenkauf.example/portal/reference/events/order-events.md#channel-orderLifecycle)',
    );
    expectPlainMarkdownWithAbsoluteLinks(shipped);
  });

  it('writes the payload, headers and key as the nested lists of the REST twins: named records, enums, ONE OF', () => {
    const payload = shipped.slice(shipped.indexOf('## Payload'), shipped.indexOf('## Headers'));
    expect(payload).toContain('Schema: `com.lindenkauf.order.OrderShipped` object — The _shipped_ order.');
    expect(payload).toContain('- `orderNumber` (string, required)');
    expect(payload).toContain('  - Values: `DHL`, `HERMES`, `DPD`');
    expect(payload).toMatch(/- `delivery` \([^)]*required\)\n {2}- One of:/);
    expect(payload).toContain('`city` (string)');
    expect(shipped).toContain('## Headers\n\n- `ce_id` (string)\n- `ce_type` (string)');
    expect(shipped).toContain('## Kafka key\n\nSchema: string — The order number.');
  });

  it('gives the envelope, the correlation id and every example as JSON blocks', () => {
    expect(shipped).toContain('- `type`: Kafka header `ce_type` (for example `orders.order.shipped`)');
    expect(shipped).toContain('Location: `$message.header#/ce_correlationid`');
    expect(shipped).toContain('The request that _caused_ it.');
    const blocks = nodesOf(shipped.slice(shipped.indexOf('## Examples'))).flatMap((node) => (node.type === 'code' && node.lang === 'json' ? [node.value] : []));
    expect(blocks.map((block) => JSON.parse(block) as unknown)).toEqual([
      {orderNumber: 'LK-1', carrier: 'DHL'},
      {ce_id: 'a1', ce_type: 'orders.order.shipped'},
      {orderNumber: 'LK-2', carrier: 'HERMES'},
    ]);
    expect(shipped).toContain('### One parcel by DHL (`parcel`)');
  });

  it('shows one consumer sample, and links the REST operations this flavour has pages of', () => {
    const samples = nodesOf(shipped.slice(shipped.indexOf('## Consume it'))).filter((node) => node.type === 'code');
    expect(samples).toHaveLength(1);
    expect(samples[0]).toMatchObject({lang: 'java'});
    expect(shipped).toContain(
      '- [Get an order](https://developer.lindenkauf.example/portal/reference/specs/orders/operations/getOrder.md): `GET /orders/{orderId}` (Orders API)',
    );
    // The fixture's second link names an API the lookup does not have: no link to a page that is not there.
    expect(shipped).not.toContain('getThing');
  });

  it('marks a deprecated message and leaves out what it does not have', () => {
    expect(placed).toContain('**Deprecated.**');
    expect(readTwinHeader(placed)).toEqual({title: 'OrderPlaced', summary: 'OrderPlaced: a message of the Order events.'});
    expect(placed).not.toContain('## Kafka key');
    expect(placed).not.toContain('## Examples');
    expect(placed).not.toContain('## Correlation id');
  });
});

describe('the event APIs in llms.txt', () => {
  const published = [
    {sitePath: '/reference/events', markdown: overview},
    {sitePath: '/reference/events/order-events', markdown: apiPage},
    {sitePath: '/reference/events/order-events/messages/OrderShipped', markdown: shipped},
    {sitePath: '/reference/events/order-events/changelog', markdown: '# Order events: changelog\n\n> Releases.\n\n'},
    {sitePath: '/rest', markdown: '# REST APIs\n\n> All APIs.\n\n'},
  ];
  const sections = [
    {id: 'rest', label: 'REST APIs', routeBasePath: 'rest', alsoServes: ['reference', 'profiles'], landing: '/rest', summary: '', items: []},
  ] as unknown as Parameters<typeof llmsInput>[0]['sections'];
  const input = llmsInput({site, title: 'Portal', sections, apis: [], published, order: []});
  const llms = [...llmsFiles(input).get('llms.txt')!].join('');

  it('are a section of their own, messages under Optional, documents beside the OpenAPI specs', () => {
    expect(input.sections.find((section) => section.id === 'events')?.entries.map((entry) => entry.sitePath)).toEqual([
      '/reference/events',
      '/reference/events/order-events',
      '/reference/events/order-events/changelog',
    ]);
    expect(input.optional.map((entry) => entry.sitePath)).toEqual(['/reference/events/order-events/messages/OrderShipped']);
    expect(llms).toContain('## Event APIs\n\n- [Event APIs](https://developer.lindenkauf.example/portal/reference/events.md)');
    expect(llms).toContain(
      '## AsyncAPI documents\n\n- [Order events (YAML)](https://developer.lindenkauf.example/portal/asyncapi/order-events.yaml): The AsyncAPI document of the event API, as its team wrote it.',
    );
    expect(llms).not.toContain('## Legal');
  });

  it('list only the event APIs the build has pages for', () => {
    const without = [...llmsFiles(llmsInput({site, title: 'Portal', sections, apis: [], published: published.slice(4), order: []})).get('llms.txt')!].join('');
    expect(without).not.toContain('Event APIs');
    expect(without).not.toContain('AsyncAPI');
  });
});

describe('the AsyncAPI downloads', () => {
  const yamlText = '# Written by Team Checkout\nasyncapi: 3.0.0\ninfo:\n  title: Order events\n  version: 2.1.0\n';
  const dir = tempTree({'events/order-events.yaml': yamlText, 'events/stock.json': '{"asyncapi":"3.0.0","info":{"title":"Stock","version":"1.0.0"}}'});
  const document = {asyncapi: '3.0.0', info: {title: 'Order events', version: '2.1.0'}};

  it('are the file as written (YAML) and its data as JSON', () => {
    const downloads = eventApiDownloads({file: path.join(dir, 'events/order-events.yaml'), shown: 'events/order-events.yaml', document});
    expect(downloads.yaml).toBe(yamlText);
    expect(JSON.parse(downloads.json)).toEqual(document);
    // A document written in JSON gets its YAML made from the same data.
    const json = eventApiDownloads({
      file: path.join(dir, 'events/stock.json'),
      shown: 'events/stock.json',
      document: {asyncapi: '3.0.0', info: {title: 'Stock', version: '1.0.0'}},
    });
    expect(json.yaml).toContain('title: Stock');
  });

  it('fail the build for a document that refers to another file, naming it and the fix', () => {
    const call = () =>
      eventApiDownloads({file: '/site/events/x.yaml', shown: 'events/x.yaml', document: {components: {messages: {a: {payload: {$ref: './avro/a.avsc'}}}}}}, '');
    expect(call).toThrow(EventDownloadError);
    expect(call).toThrow(/^events\/x\.yaml: 1 \$ref\(s\) point to another file \(first at #\/components\/messages\/a\/payload\/\$ref\).*#\/components/);
  });

  it('are written at /asyncapi/{key}.yaml and .json of the site', () => {
    const out = tempTree({});
    expect(
      writeEventApiDownloads(out, [{key: 'order-events', file: path.join(dir, 'events/order-events.yaml'), shown: 'events/order-events.yaml', document}]),
    ).toEqual(['/asyncapi/order-events.yaml', '/asyncapi/order-events.json']);
    expect(fs.readFileSync(path.join(out, 'asyncapi', 'order-events.yaml'), 'utf8')).toBe(yamlText);
  });

  it('fail where a document as written would name a REST API the flavour does not publish', () => {
    const out = tempTree({});
    const withLinks = {
      key: 'order-events',
      file: path.join(dir, 'events/order-events.yaml'),
      shown: 'events/order-events.yaml',
      document,
      messages: [{id: 'OrderShipped', rest: [{api: 'delivery', operationId: 'getShipment'}]}],
    };
    expect(() => writeEventApiDownloads(out, [withLinks], new Set(['delivery']))).toThrow(
      /^events\/order-events\.yaml: x-rest-operations names REST APIs this portal does not publish \(OrderShipped -> delivery\)/,
    );
    expect(writeEventApiDownloads(out, [withLinks], new Set(['payment']))).toHaveLength(2);
  });
});

describe('the event pages in search', () => {
  it('index a message as an event, which gives way to an operation of the same words; the other event pages as pages', () => {
    expect(kindOfPath('/reference/events/order-events/messages/OrderShipped')).toBe('event');
    expect(kindOfPath('/reference/events/order-events')).toBe('page');
    expect(kindOfPath('/reference/events')).toBe('page');
  });
});
