import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {loadSpecs} from '../../lib/openapi/load';
import {loadCatalogue} from '../../plugins/openapi-reference/catalogue';
import {lintModels} from '../../plugins/openapi-reference/lint';
import {devServerLink} from '../../plugins/openapi-reference/devServer';
import {tempTree} from '../support/tempTree';

// The dev server reloads the reference after every save: only what changed is done again.

const spec = (title: string, extra = '') =>
  [
    'openapi: 3.0.3',
    'info:',
    `  title: ${title}`,
    '  version: 1.0.0',
    'x-public: true',
    'paths:',
    '  /things:',
    '    get:',
    '      operationId: listThings',
    '      summary: List things',
    '      responses:',
    '        "200":',
    '          description: The things.',
    '          content:',
    '            application/json:',
    '              schema:',
    `                $ref: "${extra || '#/components/schemas/Thing'}"`,
    'components:',
    '  schemas:',
    '    Thing:',
    '      type: object',
  ].join('\n');

/** Saves a file as an editor does: new content, a later modification time. */
function save(dir: string, file: string, content: string): void {
  const target = path.join(dir, file);
  fs.writeFileSync(target, content);
  const later = new Date(Date.now() + 5_000);
  fs.utimesSync(target, later, later);
}

describe('loading specs again', () => {
  it('hands out the same loaded spec for an unchanged file, and loads a changed one again', async () => {
    const dir = tempTree({'a.yaml': spec('A API'), 'b.yaml': spec('B API')});
    const first = await loadSpecs(dir, dir);
    const second = await loadSpecs(dir, dir);
    expect(second.specs[0]).toBe(first.specs[0]);
    expect(second.specs[1]).toBe(first.specs[1]);

    save(dir, 'b.yaml', spec('B API, renamed'));
    const third = await loadSpecs(dir, dir);
    expect(third.specs[0]).toBe(first.specs[0]);
    expect(third.specs[1]).not.toBe(first.specs[1]);
    expect(third.specs[1]!.document.info.title).toBe('B API, renamed');
    expect(third.specs[1]!.fingerprint).not.toBe(first.specs[1]!.fingerprint);
  });

  it('loads a spec again when a file its $ref points to changes', async () => {
    const dir = tempTree({
      'a.yaml': spec('A API', './shared/thing.yaml'),
      'shared/thing.yaml': 'type: object\nproperties:\n  name:\n    type: string\n',
    });
    const first = await loadSpecs(dir, dir);
    save(dir, 'shared/thing.yaml', 'type: object\nproperties:\n  label:\n    type: string\n');
    const second = await loadSpecs(dir, dir);
    expect(second.specs[0]).not.toBe(first.specs[0]);
    expect(JSON.stringify(second.specs[0]!.document)).toContain('label');
  });

  it('reports a spec broken by a save, and loads it again once it is fixed', async () => {
    const dir = tempTree({'a.yaml': spec('A API')});
    await loadSpecs(dir, dir);
    save(dir, 'a.yaml', spec('A API').replace('  title: A API', '  title: "A API'));
    await expect(loadSpecs(dir, dir)).rejects.toThrow(/a\.yaml:\d+: invalid YAML/);
    save(dir, 'a.yaml', spec('A API, fixed'));
    expect((await loadSpecs(dir, dir)).specs[0]!.document.info.title).toBe('A API, fixed');
  });
});

describe('the catalogue and the lint follow the changed spec', () => {
  const siteDir = path.resolve(__dirname, '../..');
  let dir: string;
  const env = process.env.PORTAL_SPECS_DIR;
  beforeEach(() => {
    dir = tempTree({'a.yaml': spec('A API'), 'b.yaml': spec('B API')});
    process.env.PORTAL_SPECS_DIR = dir;
  });
  afterEach(() => {
    process.env.PORTAL_SPECS_DIR = env;
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('models and lints only the spec that changed', async () => {
    const routes = {baseUrl: '/portal/'};
    const first = await loadCatalogue(siteDir, 'internal', routes);
    const lintedFirst = await lintModels(siteDir, first.models);
    save(dir, 'b.yaml', spec('B API').replace('summary: List things', 'summary: List all things'));
    const second = await loadCatalogue(siteDir, 'internal', routes);
    expect(second.models[0]).toBe(first.models[0]);
    expect(second.models[1]).not.toBe(first.models[1]);
    expect(second.models[1]!.operations[0]!.summary.summary).toBe('List all things');
    const lintedSecond = await lintModels(siteDir, second.models);
    expect(lintedSecond.results.get('a')).toBe(lintedFirst.results.get('a'));
    expect(lintedSecond.results.get('b')).not.toBe(lintedFirst.results.get('b'));
  });

  it('sees a change to a file a spec refers to', async () => {
    fs.mkdirSync(path.join(dir, 'shared'));
    fs.writeFileSync(path.join(dir, 'shared/thing.yaml'), 'type: object\ndescription: A thing.\n');
    save(dir, 'a.yaml', spec('A API', './shared/thing.yaml'));
    const first = await loadCatalogue(siteDir, 'internal', {baseUrl: '/portal/'});
    save(dir, 'shared/thing.yaml', 'type: object\ndescription: A thing, changed.\n');
    const second = await loadCatalogue(siteDir, 'internal', {baseUrl: '/portal/'});
    expect(second.models[0]).not.toBe(first.models[0]);
    expect(JSON.stringify(second.models[0]!.spec.document)).toContain('A thing, changed.');
    expect(second.models[1]).toBe(first.models[1]);
  });

  it('lints a spec again when its exceptions file changes', async () => {
    const first = await loadCatalogue(siteDir, 'internal', {baseUrl: '/portal/'});
    const linted = await lintModels(siteDir, first.models);
    save(dir, 'a.exceptions.yaml', '[]\n');
    const again = await lintModels(siteDir, (await loadCatalogue(siteDir, 'internal', {baseUrl: '/portal/'})).models);
    expect(again.results.get('a')).not.toBe(linted.results.get('a'));
    expect(again.results.get('b')).toBe(linted.results.get('b'));
  });
});

describe('the dev server link', () => {
  it('shows a failed load in the overlay until the next good load, and versions the pages by what they were made from', async () => {
    const dir = tempTree({});
    const link = devServerLink({generatedFilesDir: dir, staticVersion: '/nowhere.json', enabled: true, dataRoot: path.join(dir, 'data'), baseUrl: '/portal/'});
    const read = () => JSON.parse(fs.readFileSync(link.versionFile, 'utf8')) as {version: string; events: string; error?: string};
    link.publish(['a1', 'b1']);
    const version = read().version;
    expect(version).toMatch(/^[0-9a-f]{12}$/);

    const errors: Error[] = [];
    let afterCompile: ((compilation: {errors: Error[]}) => void) | undefined;
    link.overlay.apply({hooks: {afterCompile: {tap: (_name, callback) => (afterCompile = callback)}}});
    await expect(link.report(() => Promise.reject(new Error('specs/b.yaml:3: invalid YAML: bad indentation. Fix the syntax there.')))).rejects.toThrow(
      'invalid YAML',
    );
    expect(read()).toEqual({
      version,
      events: '/portal/__page-data-events',
      error: '[openapi-reference] specs/b.yaml:3: invalid YAML: bad indentation. Fix the syntax there.',
    });
    afterCompile!({errors});
    expect(errors.map((error) => error.message)).toEqual(['[openapi-reference] specs/b.yaml:3: invalid YAML: bad indentation. Fix the syntax there.']);

    link.publish(['a1', 'b2']);
    expect(read().error).toBeUndefined();
    expect(read().version).not.toBe(version);
    const after: Error[] = [];
    afterCompile!({errors: after});
    expect(after).toEqual([]);
  });

  it('tells open pages each new version on its event stream at once, and serves the data files ahead of webpack, never from cache', async () => {
    const dir = tempTree({'data/page-data/reference/a.json': '{"title":"A"}', 'data/openapi/a.yaml': 'openapi: 3.0.3\n', 'secret.json': '{}'});
    const link = devServerLink({generatedFilesDir: dir, staticVersion: '/nowhere.json', enabled: true, dataRoot: path.join(dir, 'data'), baseUrl: '/portal/'});
    const server = http.createServer((request, response) =>
      link.middleware(request, response, () => {
        response.statusCode = 404;
        response.end('next');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const stream = new AbortController();
    try {
      const data = await fetch(`${origin}/portal/page-data/reference/a.json`);
      expect([data.status, data.headers.get('content-type'), data.headers.get('cache-control'), await data.text()]).toEqual([
        200,
        'application/json; charset=utf-8',
        'no-cache',
        '{"title":"A"}',
      ]);
      expect((await fetch(`${origin}/portal/openapi/a.yaml`)).headers.get('content-type')).toBe('application/yaml; charset=utf-8');
      // Outside the data folder, not a data file's type, or not there: the next middleware's.
      for (const other of [
        '/portal/%2e%2e/secret.json',
        '/portal/rest/checkout',
        '/portal/page-data/reference/b.json',
        '/elsewhere/page-data/reference/a.json',
      ]) {
        expect(await (await fetch(`${origin}${other}`)).text()).toBe('next');
      }

      const events = await fetch(`${origin}/portal/__page-data-events`, {signal: stream.signal});
      expect(events.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const reader = events.body!.getReader();
      const heard = async () => new TextDecoder().decode((await reader.read()).value);
      link.publish(['a1']);
      const first = JSON.parse(fs.readFileSync(link.versionFile, 'utf8')).version as string;
      expect(await heard()).toBe(`data: ${first}\n\n`);
      // The same version again says nothing; a new one is heard.
      link.publish(['a1']);
      link.publish(['a2']);
      expect(await heard()).toBe(`data: ${JSON.parse(fs.readFileSync(link.versionFile, 'utf8')).version}\n\n`);
    } finally {
      stream.abort();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('leaves a production build its one static version', async () => {
    const link = devServerLink({generatedFilesDir: '/tmp', staticVersion: '/static/version.json', enabled: false, dataRoot: '/tmp/data', baseUrl: '/portal/'});
    expect(link.versionFile).toBe('/static/version.json');
    await expect(link.report(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    link.publish(['x']);
  });
});
