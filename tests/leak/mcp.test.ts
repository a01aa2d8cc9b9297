import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {createPortalServer, loadPortalContent} from '../../lib/mcp/server';
import {HOSTS} from '../../lib/portal/config';
import {SITE_DIR} from '../support/siteCopy';
import {internalEventApis, internalNeedles, publicSourceText, readEventApiDocuments} from './internalContent';
import {isPublicEventApi} from '../../lib/asyncapi/load';
import {normalise} from './scan';

/**
 * The MCP server (lib/mcp) through the SDK's own client, on the real builds in build/: what an
 * assistant asks, what it gets, and that the live server answers nothing of the internal build.
 */
type Flavour = 'live' | 'internal';
// Results are JSON the tests read by path; their schemas are the server's business (listTools checks they exist).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;

const buildDir = (flavour: Flavour) => path.join(SITE_DIR, 'build', flavour);
const clients = new Map<Flavour, Promise<Client>>();

jest.setTimeout(120_000);

function clientOf(flavour: Flavour): Promise<Client> {
  let client = clients.get(flavour);
  if (!client) {
    client = (async () => {
      const server = createPortalServer(await loadPortalContent({flavour, buildDir: buildDir(flavour)}));
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await server.connect(serverSide);
      const connected = new Client({name: 'portal-test', version: '1.0.0'});
      await connected.connect(clientSide);
      return connected;
    })();
    clients.set(flavour, client);
  }
  return client;
}

afterAll(async () => {
  await Promise.all([...clients.values()].map(async (client) => (await client).close()));
});

async function call(flavour: Flavour, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await (await clientOf(flavour)).callTool({name, arguments: args})) as CallToolResult;
}

/** The structured result of a call that must succeed. */
async function ok(flavour: Flavour, name: string, args: Record<string, unknown> = {}): Promise<Data> {
  const result = await call(flavour, name, args);
  if (result.isError) {
    throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
  }
  return result.structuredContent as Data;
}

/** The message of a call that must fail as a tool error (not a protocol error). */
async function toolError(flavour: Flavour, name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(flavour, name, args);
  expect(result.isError).toBe(true);
  return (result.content[0] as {text: string}).text;
}

/** The event APIs a build offers for download (lib/asyncapi/downloads.ts), by key. */
const eventKeys = (flavour: Flavour) =>
  fs.existsSync(path.join(buildDir(flavour), 'asyncapi'))
    ? fs
        .readdirSync(path.join(buildDir(flavour), 'asyncapi'))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length))
        .sort()
    : [];

const specKeys = (flavour: Flavour) =>
  fs
    .readdirSync(path.join(buildDir(flavour), 'openapi'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

describe('the tools an assistant sees', () => {
  it('are the seven of issue 35 and the two of the event APIs, each with an input and an output schema', async () => {
    const {tools} = await (await clientOf('live')).listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_message',
      'get_operation',
      'get_rule',
      'get_schema',
      'list_apis',
      'list_changes',
      'list_event_apis',
      'read_page',
      'search',
    ]);
    for (const tool of tools) {
      expect(tool.outputSchema).toMatchObject({type: 'object'});
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    const search = tools.find((tool) => tool.name === 'search')!;
    expect(search.inputSchema.required).toEqual(['query']);
    // The sections a search may be narrowed to are the flavour's own.
    expect(JSON.stringify(search.inputSchema.properties)).not.toContain('gateway');
    const internalSearch = (await (await clientOf('internal')).listTools()).tools.find((tool) => tool.name === 'search')!;
    expect(JSON.stringify(internalSearch.inputSchema.properties)).toContain('gateway');
  });
});

describe('search', () => {
  it.each<Flavour>(['live', 'internal'])('finds the pagination page first (%s)', async (flavour) => {
    const {results} = await ok(flavour, 'search', {query: 'pagination'});
    expect(results[0]).toMatchObject({
      title: 'Pagination',
      url: `https://${HOSTS[flavour]}/portal/rest/about-the-api/pagination`,
      markdownUrl: `https://${HOSTS[flavour]}/portal/rest/about-the-api/pagination.md`,
      section: 'rest',
    });
    expect(results[0].excerpt).toMatch(/pagination/i);
  });

  it('narrows to a section and to a number of results', async () => {
    const {results} = await ok('live', 'search', {query: 'camelCase', section: 'guidelines', limit: 3});
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(3);
    expect(results.every((result: Data) => result.section === 'guidelines' && result.url.includes('/portal/guidelines'))).toBe(true);
  });
});

describe('get_operation', () => {
  it('gives POST /checkouts with its body schema, scopes, named examples and a sample', async () => {
    const operation = await ok('live', 'get_operation', {api: 'checkout', operationId: 'createCheckout'});
    expect(operation).toMatchObject({
      method: 'POST',
      path: '/checkouts',
      url: 'https://developer.lindenkauf.example/portal/reference/specs/checkout/operations/createCheckout',
    });
    expect(operation.security).toEqual([{scheme: 'oauth2', scopes: ['checkout.write']}]);
    const body = operation.requestBody.content[0];
    expect(body.schema.properties.cartLines).toBeDefined();
    // cartLines' items are a ONE OF by SKU or EAN: the schema is inlined, not left as a $ref.
    expect(JSON.stringify(body.schema.properties.cartLines)).toContain('"sku"');
    expect(JSON.stringify(body.schema)).not.toContain('$ref');
    expect(body.examples.map((example: Data) => [example.key, example.summary])).toEqual([
      ['bySku', 'Two lines by SKU'],
      ['byEanWithReference', 'A line by EAN, with your reference'],
    ]);
    expect(body.examples[0].value.cartLines[0].sku).toBe('PRD-100734-42');
    expect(operation.sample.language).toBe('curl');
    expect(operation.sample.code).toContain('--request POST');
    expect(operation.sample.code).toContain('PRD-100734-42');
    expect(operation.responses.map((response: Data) => response.status)).toContain('201');
  });

  it('writes the sample in the language and with the example asked for', async () => {
    const {sample} = await ok('live', 'get_operation', {api: 'checkout', operationId: 'createCheckout', language: 'python', example: 'byEanWithReference'});
    expect(sample).toMatchObject({language: 'Python', example: 'byEanWithReference'});
    expect(sample.code).toContain('requests.post(');
    expect(sample.code).toContain('4006381333931');
  });

  it('gives an older profile version when asked, and names the versions there are', async () => {
    const newest = await ok('live', 'get_operation', {api: 'orderManagement', operationId: 'getOrder'});
    expect(newest.versions).toEqual(['order-v2', 'order-v1']);
    const older = await ok('live', 'get_operation', {api: 'orderManagement', operationId: 'getOrder', version: 'order-v1'});
    expect(older.version).toBe('order-v1');
    expect(older.url).toMatch(/getOrder\/order-v1$/);
    expect(await toolError('live', 'get_operation', {api: 'orderManagement', operationId: 'getOrder', version: 'order-v9'})).toContain('order-v2, order-v1');
  });
});

describe('list_apis', () => {
  it('lists on the live server exactly the APIs of the live build, none of the internal ones', async () => {
    const {apis} = await ok('live', 'list_apis');
    const keys = apis.map((api: Data) => api.key).sort();
    expect(keys).toEqual(specKeys('live'));
    for (const internal of ['delivery', 'payment', 'benefits']) {
      expect(keys).not.toContain(internal);
    }
    expect(apis.find((api: Data) => api.key === 'checkout')).toMatchObject({
      title: 'Checkout API',
      operationCount: 14,
      urls: {page: 'https://developer.lindenkauf.example/portal/rest/checkout', specJson: 'https://developer.lindenkauf.example/portal/openapi/checkout.json'},
    });
  });

  it('lists the internal APIs on the internal server', async () => {
    const keys = (await ok('internal', 'list_apis')).apis.map((api: Data) => api.key);
    expect(keys).toEqual(expect.arrayContaining(['delivery', 'payment', 'benefits', 'checkout']));
    expect(keys.sort()).toEqual(specKeys('internal'));
  });
});

describe('get_schema', () => {
  it('gives a schema by its name or its profile id, with its example', async () => {
    const byName = await ok('live', 'get_schema', {api: 'orderManagement', name: 'OrderV2'});
    const byProfile = await ok('live', 'get_schema', {api: 'orderManagement', name: 'order-v2'});
    expect(byProfile).toEqual(byName);
    expect(byName).toMatchObject({
      name: 'OrderV2',
      profileId: 'order-v2',
      url: 'https://developer.lindenkauf.example/portal/profiles/orderManagement/order-v2',
    });
    expect(byName.schema.properties.giftOptions).toBeDefined();
    expect(byName.example).toMatchObject({orderId: expect.any(String)});
    expect(await toolError('live', 'get_schema', {api: 'orderManagement', name: 'OrderV3'})).toMatch(/Did you mean .*OrderV2/);
  });
});

describe('list_changes', () => {
  it('names giftOptions among the orderManagement releases after 2.7.0, classed and linked', async () => {
    const {releases} = await ok('live', 'list_changes', {api: 'orderManagement', since: '2.7.0'});
    expect(releases.map((release: Data) => release.version)).toEqual(['2.9.0', '2.8.0']);
    const gift = releases[1].changes.find((change: Data) => change.text.includes('giftOptions'));
    expect(gift).toMatchObject({class: 'new'});
    expect(gift.links).toContainEqual({label: 'order-v2', url: 'https://developer.lindenkauf.example/portal/profiles/orderManagement/order-v2'});
    expect(releases[1].changes.map((change: Data) => change.class)).toContain('deprecated');
    expect(releases[1].url).toBe('https://developer.lindenkauf.example/portal/rest/orderManagement/changelog#v2-8-0');
  });

  it('takes a date, and every API without one', async () => {
    const all = await ok('live', 'list_changes', {});
    expect(new Set(all.releases.map((release: Data) => release.api))).toEqual(new Set(specKeys('live')));
    const newest = all.releases[0].date;
    const since = await ok('live', 'list_changes', {since: newest});
    expect(since.releases.length).toBeGreaterThan(0);
    expect(since.releases.every((release: Data) => release.date >= newest)).toBe(true);
    expect(await toolError('live', 'list_changes', {since: 'last week'})).toContain('a version (2.7.0');
  });
});

describe('get_rule', () => {
  it('gives a rule with its type, title, text and whether the linter checks it', async () => {
    expect(await ok('live', 'get_rule', {id: 'R108002'})).toMatchObject({
      id: 'R108002',
      type: 'MUST NOT',
      title: 'Introduce breaking changes without a new profile media type',
      automated: true,
      url: 'https://developer.lindenkauf.example/portal/guidelines/r108002',
    });
    const manual = await ok('live', 'get_rule', {id: 'r101002'});
    expect(manual).toMatchObject({id: 'R101002', automated: false});
    expect(manual.text.length).toBeGreaterThan(100);
    expect(await toolError('live', 'get_rule', {id: 'camelCase'})).toContain('R and six digits');
  });
});

describe('read_page', () => {
  it('returns the twin of a page by its URL, its path or its twin URL', async () => {
    const twin = fs.readFileSync(path.join(buildDir('live'), 'rest/about-the-api/pagination.md'), 'utf8');
    for (const url of [
      'https://developer.lindenkauf.example/portal/rest/about-the-api/pagination',
      '/rest/about-the-api/pagination',
      '/portal/rest/about-the-api/pagination.md#cursor',
    ]) {
      expect(await ok('live', 'read_page', {url})).toEqual({
        url: 'https://developer.lindenkauf.example/portal/rest/about-the-api/pagination',
        markdownUrl: 'https://developer.lindenkauf.example/portal/rest/about-the-api/pagination.md',
        title: 'Pagination',
        markdown: twin,
      });
    }
    expect((await ok('live', 'read_page', {url: 'https://developer.lindenkauf.example/portal/'})).markdown).toBe(
      fs.readFileSync(path.join(buildDir('live'), 'index.md'), 'utf8'),
    );
  });

  it('reads nothing outside the pages of its own portal', async () => {
    expect(await toolError('live', 'read_page', {url: '/rest/no-such-page'})).toContain('search finds pages');
    expect(await toolError('live', 'read_page', {url: '/../../package.json'})).toContain('No page');
    expect(await toolError('live', 'read_page', {url: `https://${HOSTS.internal}/portal/rest/about-the-api/pagination`})).toContain(
      'reads pages of https://developer.lindenkauf.example/portal/ only',
    );
  });
});

describe('pages as resources, and the prompt', () => {
  it('lists every twin of the build as a resource and reads one', async () => {
    const client = await clientOf('live');
    const {resources} = await client.listResources();
    const twins = fs.readdirSync(buildDir('live'), {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.md') && !file.startsWith('_'));
    expect(resources).toHaveLength(twins.length);
    const pagination = resources.find((resource) => resource.uri === 'https://developer.lindenkauf.example/portal/rest/about-the-api/pagination.md');
    expect(pagination).toMatchObject({title: 'Pagination', mimeType: 'text/markdown'});
    const {contents} = await client.readResource({uri: pagination!.uri});
    expect(contents[0]).toMatchObject({uri: pagination!.uri, text: fs.readFileSync(path.join(buildDir('live'), 'rest/about-the-api/pagination.md'), 'utf8')});
  });

  it('offers a prompt that leads through get_operation', async () => {
    const {messages} = await (
      await clientOf('live')
    ).getPrompt({name: 'integrate-operation', arguments: {api: 'checkout', operationId: 'createCheckout', language: 'Python'}});
    expect((messages[0]!.content as {text: string}).text).toContain('get_operation with api "checkout" and operationId "createCheckout" and language "Python"');
  });
});

describe('tool errors', () => {
  it('name the APIs there are for an unknown API, and close operations for an unknown operationId', async () => {
    const message = await toolError('live', 'get_operation', {api: 'payments', operationId: 'x'});
    expect(message).toContain('Unknown API "payments"');
    expect(message).toContain(specKeys('live').join(', '));
    expect(await toolError('live', 'get_operation', {api: 'checkout', operationId: 'createChekout'})).toContain('Close ones: createCheckout');
    expect(await toolError('live', 'get_operation', {api: 'checkout', operationId: 'createCheckout', language: 'cobol'})).toContain('curl, JavaScript');
  });

  it('answer wrong types and a megabyte query, and the server keeps answering', async () => {
    expect(await toolError('live', 'search', {query: 42})).toContain('expected string');
    expect(await toolError('live', 'search', {query: 'x'.repeat(1024 * 1024)})).toContain('query');
    expect(await toolError('live', 'get_rule', {})).toContain('id');
    expect((await ok('live', 'search', {query: 'pagination', limit: 1})).results).toHaveLength(1);
  });
});

describe('the event APIs', () => {
  it('lists on each server the event APIs of its build: the public ones on live', async () => {
    const publicKeys = readEventApiDocuments()
      .filter((api) => isPublicEventApi(api.document))
      .map((api) => api.key)
      .sort();
    expect(publicKeys.length).toBeGreaterThan(0);
    expect((await ok('live', 'list_event_apis')).eventApis.map((api: Data) => api.key)).toEqual(publicKeys);
    expect((await ok('internal', 'list_event_apis')).eventApis.map((api: Data) => api.key)).toEqual(eventKeys('internal'));
    expect(eventKeys('internal').length).toBeGreaterThan(publicKeys.length);
  });

  it('gives a message with its topic, payload as JSON Schema, examples and page', async () => {
    const [api] = (await ok('live', 'list_event_apis')).eventApis as Data[];
    const message = await ok('live', 'get_message', {api: api!.key, message: api!.messages[0].id});
    expect(message.topics.length).toBeGreaterThan(0);
    expect(api!.topics).toEqual(expect.arrayContaining(message.topics.map((topic: Data) => topic.address)));
    expect(message.payload).toHaveProperty('type');
    expect(JSON.stringify(message.payload)).not.toContain('"$ref"');
    expect(message.url).toBe(`https://${HOSTS.live}/portal/reference/events/${api!.key}/messages/${api!.messages[0].id}`);
    expect(await toolError('live', 'get_message', {api: api!.key, message: 'NoSuchMessage'})).toContain(`The messages of ${api!.key}:`);
  });
});

describe('the live server and the internal build', () => {
  it('knows none of the internal event APIs or their messages', async () => {
    const internal = await internalEventApis();
    expect(internal.length).toBeGreaterThan(0);
    for (const api of internal) {
      for (const message of api.messages) {
        const error = await toolError('live', 'get_message', {api: api.key, message: message.id});
        expect(error).toContain(`Unknown event API "${api.key}"`);
        expect(error).not.toContain(api.title);
      }
      expect(JSON.stringify(await ok('live', 'list_event_apis'))).not.toContain(api.title);
    }
  });

  it('knows none of the internal APIs, their operations or their schemas', async () => {
    const live = new Set(specKeys('live'));
    const internalOnly = specKeys('internal').filter((key) => !live.has(key));
    expect(internalOnly.length).toBeGreaterThan(2);
    for (const api of internalOnly) {
      const operations = await ok('internal', 'list_apis').then(({apis}) => apis.find((entry: Data) => entry.key === api));
      const ids = fs
        .readdirSync(path.join(buildDir('internal'), 'page-data/reference/specs', api, 'operations'))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length));
      for (const operationId of ids.slice(0, 3)) {
        expect(await toolError('live', 'get_operation', {api, operationId})).toContain(`Unknown API "${api}"`);
      }
      expect(await toolError('live', 'get_schema', {api, name: 'Problem'})).not.toContain(operations.title);
      expect(await toolError('live', 'list_changes', {api})).toContain('Unknown API');
      expect(await toolError('live', 'read_page', {url: `/rest/${api}`})).toContain('No page');
    }
  });
});

describe('every tool of the live server over the internal content', () => {
  /**
   * What the tools answer when asked about every internal API, operation, event message, page and rule: results
   * only, never an echo of the question (an error that repeats the asked-for name says nothing new).
   */
  async function answers(flavour: Flavour, needles: {kind: string; text: string}[], {searchOnly = false} = {}): Promise<string> {
    const texts: string[] = [];
    const ask = async (name: string, args: Record<string, string>) => {
      const result = await call(flavour, name, args);
      const answer = result.isError ? (result.content[0] as {text: string}).text : JSON.stringify({...result.structuredContent, query: undefined});
      texts.push(Object.values(args).reduce((text, value) => text.split(value).join(' '), answer));
    };
    await ask('list_apis', {});
    await ask('list_changes', {});
    await ask('list_event_apis', {});
    for (const needle of needles.filter((candidate) => candidate.kind !== 'url')) {
      await ask('search', {query: needle.text.slice(0, 200)});
    }
    if (searchOnly) {
      return normalise(texts.join('\n'));
    }
    for (const needle of needles.filter((candidate) => candidate.kind === 'url')) {
      await ask('read_page', {url: needle.text});
    }
    const live = new Set(specKeys('live'));
    for (const api of specKeys('internal').filter((key) => !live.has(key))) {
      const folder = path.join(buildDir('internal'), 'page-data/reference/specs', api, 'operations');
      for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        await ask('get_operation', {api, operationId: file.slice(0, -'.json'.length)});
      }
      for (const file of fs.readdirSync(path.join(buildDir('internal'), 'page-data/profiles', api))) {
        await ask('get_schema', {api, name: file.replace(/\.json$/, '')});
      }
      await ask('list_changes', {api});
    }
    for (const api of await internalEventApis()) {
      for (const message of api.messages) {
        await ask('get_message', {api: api.key, message: message.id});
        await ask('get_message', {api: api.key, message: message.name});
      }
    }
    const liveRules = new Set(fs.readdirSync(path.join(buildDir('live'), 'guidelines')));
    for (const file of fs.readdirSync(path.join(buildDir('internal'), 'guidelines')).filter((name) => /^r\d{6}\.md$/.test(name) && !liveRules.has(name))) {
      await ask('get_rule', {id: file.slice(0, -'.md'.length)});
    }
    return normalise(texts.join('\n'));
  }

  it('finds no internal title, heading or sentence, where the internal server finds them', async () => {
    const publicText = normalise(publicSourceText());
    const needles = (await internalNeedles()).filter((needle) => !publicText.includes(normalise(needle.text)));
    const found = (text: string) => needles.filter((needle) => needle.kind !== 'url' && text.includes(normalise(needle.text)));
    expect(found(await answers('live', needles)).map((needle) => `${needle.text} (${needle.source})`)).toEqual([]);
    // The same searches on the internal server find them, so the check can fail.
    expect(found(await answers('internal', needles, {searchOnly: true})).filter((needle) => needle.kind === 'title').length).toBeGreaterThan(10);
  });
});

describe('npm run mcp', () => {
  it('serves the flavour over stdio to the SDK client', async () => {
    const client = new Client({name: 'portal-test', version: '1.0.0'});
    await client.connect(
      new StdioClientTransport({command: process.execPath, args: [path.join(SITE_DIR, 'scripts/mcp.mjs'), 'live'], cwd: SITE_DIR, stderr: 'pipe'}),
    );
    try {
      const result = (await client.callTool({name: 'list_apis', arguments: {}})) as CallToolResult;
      expect((result.structuredContent as Data).apis.map((api: Data) => api.key).sort()).toEqual(specKeys('live'));
    } finally {
      await client.close();
    }
  });

  it('refuses a flavour it does not know and a directory that is no build, saying what to write', () => {
    const run = (...args: string[]) => spawnSync(process.execPath, [path.join(SITE_DIR, 'scripts/mcp.mjs'), ...args], {encoding: 'utf8'});
    const unknown = run('staging');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Name the flavour to serve, live or internal (not "staging")');
    const empty = run('live', '--build', path.join(SITE_DIR, 'tests'));
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('is no build of the live portal');
  });
});
