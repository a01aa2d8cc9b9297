import fs from 'node:fs';
import path from 'node:path';
import {EventApiError, eventApiFiles, eventsDir, loadEventApi, loadEventApis} from '../../lib/asyncapi/load';
import {SpecInputError} from '../../lib/openapi/load';
import {EVENT_APIS} from '../../lib/portal/config';
import {tempTree} from '../support/tempTree';

const fixtures = path.join(__dirname, '../fixtures/asyncapi');
const broken = (name: string) => path.join(fixtures, 'broken', name);

/** The 1-based line of the first line of a fixture that contains `text`. */
function lineOf(file: string, text: string): number {
  return (
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1
  );
}

async function errorOf(file: string): Promise<string> {
  try {
    await loadEventApi(file, {siteDir: fixtures});
  } catch (error) {
    expect(error).toBeInstanceOf(EventApiError);
    // The build and the dev server treat it as a broken OpenAPI spec: the message, no stack.
    expect(error).toBeInstanceOf(SpecInputError);
    return (error as Error).message;
  }
  throw new Error(`${file} loaded`);
}

describe('the event API folder', () => {
  it('is events/ under the site, or PORTAL_EVENTS_DIR relative to the site or absolute', () => {
    expect(eventsDir('/site', {})).toBe(path.join('/site', EVENT_APIS.dir));
    expect(eventsDir('/site', {[EVENT_APIS.dirEnv]: 'tests/events'})).toBe(path.join('/site', 'tests/events'));
    expect(eventsDir('/site', {[EVENT_APIS.dirEnv]: '/elsewhere/events'})).toBe('/elsewhere/events');
  });

  it('holds documents in .yaml, .yml and .json; lint exceptions and release notes beside them are not documents', () => {
    const dir = tempTree({'a.yaml': '', 'b.yml': '', 'c.json': '', 'a.exceptions.yaml': '', 'a.changelog.yaml': '', 'notes.md': ''});
    expect(eventApiFiles(dir).map((file) => path.basename(file))).toEqual(['a.yaml', 'b.yml', 'c.json']);
    expect(eventApiFiles(path.join(dir, 'missing'))).toEqual([]);
  });
});

describe('loading the event APIs of a flavour', () => {
  let internal: Awaited<ReturnType<typeof loadEventApis>>;
  let live: Awaited<ReturnType<typeof loadEventApis>>;
  beforeAll(async () => {
    const dir = path.join(fixtures, 'events');
    internal = await loadEventApis({dir, flavour: 'internal', siteDir: fixtures});
    live = await loadEventApis({dir, flavour: 'live', siteDir: fixtures});
  });

  it('shows every document in the internal flavour, keyed by file name', () => {
    expect(internal.apis.map((api) => [api.key, api.public])).toEqual([
      ['order-events', true],
      ['stock-events', false],
    ]);
  });

  it('leaves a document without x-public: true out of the live flavour, and says once that the flag is missing', () => {
    expect(live.apis.map((api) => api.key)).toEqual(['order-events']);
    for (const {notices} of [internal, live]) {
      expect(notices).toEqual([
        'events/stock-events.yaml has no x-public flag: the event API is treated as internal and left out of the live portal. Add `x-public: true` to publish it.',
      ]);
    }
  });

  it('reads the folder PORTAL_EVENTS_DIR names', async () => {
    const site = tempTree({'my-events/stock.yaml': fs.readFileSync(path.join(fixtures, 'events/stock-events.yaml'), 'utf8')});
    const {apis} = await loadEventApis({dir: eventsDir(site, {[EVENT_APIS.dirEnv]: 'my-events'}), flavour: 'internal', siteDir: site});
    expect(apis.map((api) => api.key)).toEqual(['stock']);
  });
});

describe('a document the portal cannot read', () => {
  it('names the file and line of a YAML syntax error', async () => {
    const file = broken('yaml-syntax.yaml');
    expect(await errorOf(file)).toBe(
      `The event API broken/yaml-syntax.yaml has 1 problem(s):\n- broken/yaml-syntax.yaml:${lineOf(file, 'messages: {}')}: invalid YAML: bad indentation of a mapping entry. Fix the syntax there.`,
    );
  });

  it('asks to convert an AsyncAPI 2 document', async () => {
    expect(await errorOf(broken('asyncapi-2.yaml'))).toContain(
      '- broken/asyncapi-2.yaml:1:1: an AsyncAPI 2.6.0 document; the portal reads AsyncAPI 3.x. Convert it with `asyncapi convert broken/asyncapi-2.yaml --target-version=3.0.0`',
    );
  });

  it('points at a $ref to a channel that does not exist, once', async () => {
    const file = broken('missing-channel.yaml');
    const message = await errorOf(file);
    expect(message).toMatch(/ has 1 problem\(s\):/);
    expect(message).toContain(
      `- broken/missing-channel.yaml:${lineOf(file, "$ref: '#/channels/order'")}:13: '#/channels/order' does not exist. (at /operations/publishOrderPlaced/channel/$ref) Point the $ref at something`,
    );
  });

  it('names what is wrong in an Avro payload, at its line, with what Avro expects', async () => {
    const file = broken('bad-avro.yaml');
    const message = await errorOf(file);
    expect(message).toContain(`bad-avro.yaml:${lineOf(file, 'type: strnig')}:15: unknown Avro type "strnig". Use a primitive type (null, boolean, int, long`);
    expect(message).toContain(`bad-avro.yaml:${lineOf(file, 'type: {type: enum')}:15: the Avro enum State needs \`symbols\``);
    expect(message).toMatch(/ has 2 problem\(s\):/);
  });

  it('explains x-rest-operations when an entry is wrong', async () => {
    const file = broken('bad-rest-operations.yaml');
    expect(await errorOf(file)).toContain(
      `- broken/bad-rest-operations.yaml:${lineOf(file, '- api: orderManagement')}:11: x-rest-operations of the message orderPlaced must be a list of {api, operationId} (entry 1: operationId is missing; entry 1: unknown operation)`,
    );
    expect(await errorOf(file)).toContain('Example: x-rest-operations: [{api: orders, operationId: getOrder}].');
  });

  it('wants x-public as a boolean', async () => {
    expect(await errorOf(broken('bad-x-public.yaml'))).toContain(
      '- broken/bad-x-public.yaml:5:1: x-public must be true or false (without quotes) (found "yes").',
    );
  });

  it('refuses a $ref to a URL: the build reads the repository only', async () => {
    const dir = tempTree({
      'remote.yaml': [
        'asyncapi: 3.0.0',
        'info: {title: Remote, version: 1.0.0}',
        'components:',
        '  messages:',
        '    m:',
        '      payload:',
        "        $ref: 'https://schemas.example/order.avsc'",
      ].join('\n'),
    });
    const message = await errorOf(path.join(dir, 'remote.yaml'));
    expect(message).toContain('remote.yaml:7:9: the $ref https://schemas.example/order.avsc points to a URL');
    expect(message).toContain('Copy the schema into the repository');
  });

  it('lists the problems of every document of the folder in one error', async () => {
    const dir = tempTree({
      'a.yaml': fs.readFileSync(broken('missing-channel.yaml'), 'utf8'),
      'b.yaml': fs.readFileSync(broken('bad-x-public.yaml'), 'utf8'),
    });
    await expect(loadEventApis({dir, flavour: 'internal', siteDir: dir})).rejects.toThrow(
      /^The event APIs have 2 problem\(s\):\n- a\.yaml:17:13: '#\/channels\/order' does not exist.*\n- b\.yaml:5:1: x-public must be true or false/,
    );
  });
});
