import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {createReferencePass} from '../../plugins/openapi-reference/pass';
import {timings} from '../../plugins/openapi-reference/timings';
import type {PageDataLink} from '../../lib/dev-server/pageDataLink';
import {tempTree} from '../support/tempTree';

// The dev server writes a saved spec's page data before the REST docs instance reloads
// (writeDataAhead): the open page has its data without waiting for the docs' load.

const spec = (summary: string) =>
  [
    'openapi: 3.0.3',
    'info:',
    '  title: A API',
    '  version: 1.0.0',
    'x-public: true',
    'paths:',
    '  /things:',
    '    get:',
    '      operationId: listThings',
    `      summary: ${summary}`,
    '      responses:',
    '        "200":',
    '          description: The things.',
  ].join('\n');

function save(file: string, content: string): void {
  fs.writeFileSync(file, content);
  const later = new Date(Date.now() + 5_000);
  fs.utimesSync(file, later, later);
}

const pageData = (dataRoot: string) =>
  JSON.parse(fs.readFileSync(path.join(dataRoot, 'page-data/reference/specs/a/operations/listThings.json'), 'utf8')) as {
    content: {page: {operation: {summary: string}}};
  };

describe("a saved spec's page data ahead of the docs reload", () => {
  const siteDir = path.resolve(__dirname, '../..');
  const env = process.env.PORTAL_SPECS_DIR;
  let specs: string;
  let generated: string;
  beforeEach(() => {
    specs = tempTree({'a.yaml': spec('List things')});
    generated = tempTree({});
    process.env.PORTAL_SPECS_DIR = specs;
  });
  afterEach(() => {
    process.env.PORTAL_SPECS_DIR = env;
    fs.rmSync(specs, {recursive: true, force: true});
    fs.rmSync(generated, {recursive: true, force: true});
  });

  it('writes and publishes the changed spec before the pass, which then finds it written', async () => {
    const dataRoot = path.join(generated, 'openapi-reference-data');
    const published: string[] = [];
    const devServer = {
      report: (step: () => Promise<unknown>) => step(),
      publish: (fingerprints: readonly string[]) => published.push(fingerprints.join('|')),
      settle: () => Promise.resolve(),
    } as unknown as PageDataLink;
    const context = {siteDir, generatedFilesDir: generated} as LoadContext;
    const pass = createReferencePass({
      context,
      flavour: 'internal',
      site: {siteUrl: 'https://example.com', baseUrl: '/portal/'},
      sandboxUrl: undefined,
      dataRoot,
      twinsDir: path.join(generated, 'twins'),
      twinsWanted: false,
      production: false,
      devServer,
      timed: timings(false),
    });
    const actions = {
      addRoute: () => undefined,
      setGlobalData: () => undefined,
      createData: (name: string, data: string | object) => {
        const file = path.join(generated, name);
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
        return Promise.resolve(file);
      },
    };
    const run = () => pass.run({allContent: {}, actions} as never);

    // Before the first pass there is nothing to write ahead of.
    await pass.writeDataAhead();
    expect(published).toHaveLength(0);
    await run();
    expect(published).toHaveLength(1);
    expect(pageData(dataRoot).content.page.operation.summary).toBe('List things');

    // Nothing changed: nothing written, nothing told.
    await pass.writeDataAhead();
    expect(published).toHaveLength(1);

    save(path.join(specs, 'a.yaml'), spec('List all things'));
    await pass.writeDataAhead();
    expect(published).toHaveLength(2);
    expect(pageData(dataRoot).content.page.operation.summary).toBe('List all things');

    // The pass after it leaves the spec's files alone: the same version, the same file.
    const {mtimeMs} = fs.statSync(path.join(dataRoot, 'page-data/reference/specs/a/operations/listThings.json'));
    await run();
    expect(published[2]).toBe(published[1]);
    expect(fs.statSync(path.join(dataRoot, 'page-data/reference/specs/a/operations/listThings.json')).mtimeMs).toBe(mtimeMs);
  });
});
