import fs from 'node:fs';
import path from 'node:path';
import {loadSpecs} from '../../lib/openapi/load';
import {loadCatalogue} from '../../plugins/openapi-reference/catalogue';
import {lintModels} from '../../plugins/openapi-reference/lint';
import {tempTree} from '../support/tempTree';
import {saveFile} from '../support/saveFile';

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

describe('loading specs again', () => {
  it('hands out the same loaded spec for an unchanged file, and loads a changed one again', async () => {
    const dir = tempTree({'a.yaml': spec('A API'), 'b.yaml': spec('B API')});
    const first = await loadSpecs(dir, dir);
    const second = await loadSpecs(dir, dir);
    expect(second.specs[0]).toBe(first.specs[0]);
    expect(second.specs[1]).toBe(first.specs[1]);

    saveFile(path.join(dir, 'b.yaml'), spec('B API, renamed'));
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
    saveFile(path.join(dir, 'shared/thing.yaml'), 'type: object\nproperties:\n  label:\n    type: string\n');
    const second = await loadSpecs(dir, dir);
    expect(second.specs[0]).not.toBe(first.specs[0]);
    expect(JSON.stringify(second.specs[0]!.document)).toContain('label');
  });

  it('reports a spec broken by a save, and loads it again once it is fixed', async () => {
    const dir = tempTree({'a.yaml': spec('A API')});
    await loadSpecs(dir, dir);
    saveFile(path.join(dir, 'a.yaml'), spec('A API').replace('  title: A API', '  title: "A API'));
    await expect(loadSpecs(dir, dir)).rejects.toThrow(/a\.yaml:\d+: invalid YAML/);
    saveFile(path.join(dir, 'a.yaml'), spec('A API, fixed'));
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
    saveFile(path.join(dir, 'b.yaml'), spec('B API').replace('summary: List things', 'summary: List all things'));
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
    saveFile(path.join(dir, 'a.yaml'), spec('A API', './shared/thing.yaml'));
    const first = await loadCatalogue(siteDir, 'internal', {baseUrl: '/portal/'});
    saveFile(path.join(dir, 'shared/thing.yaml'), 'type: object\ndescription: A thing, changed.\n');
    const second = await loadCatalogue(siteDir, 'internal', {baseUrl: '/portal/'});
    expect(second.models[0]).not.toBe(first.models[0]);
    expect(JSON.stringify(second.models[0]!.spec.document)).toContain('A thing, changed.');
    expect(second.models[1]).toBe(first.models[1]);
  });

  it('lints a spec again when its exceptions file changes', async () => {
    const first = await loadCatalogue(siteDir, 'internal', {baseUrl: '/portal/'});
    const linted = await lintModels(siteDir, first.models);
    saveFile(path.join(dir, 'a.exceptions.yaml'), '[]\n');
    const again = await lintModels(siteDir, (await loadCatalogue(siteDir, 'internal', {baseUrl: '/portal/'})).models);
    expect(again.results.get('a')).not.toBe(linted.results.get('a'));
    expect(again.results.get('b')).toBe(linted.results.get('b'));
  });
});
