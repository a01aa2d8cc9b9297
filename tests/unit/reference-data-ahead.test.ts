import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {createReferencePass} from '../../plugins/openapi-reference/pass';
import {timings} from '../../plugins/openapi-reference/timings';
import type {PageDataLink} from '../../lib/dev-server/pageDataLink';
import {tempTree} from '../support/tempTree';
import {saveFile} from '../support/saveFile';

// The dev server writes a saved spec's page data before the REST docs instance reloads
// (writeDataAhead): the open page has its data without waiting for the docs' load.

const spec = (summary: string, other = 'Get a thing') =>
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
    '  /things/{id}:',
    '    get:',
    '      operationId: getThing',
    `      summary: ${other}`,
    '      parameters:',
    '        - {name: id, in: path, required: true, schema: {type: string}}',
    '      responses:',
    '        "200":',
    '          description: The thing.',
  ].join('\n');

const pageData = (dataRoot: string, operation = 'listThings') =>
  JSON.parse(fs.readFileSync(path.join(dataRoot, `page-data/reference/specs/a/operations/${operation}.json`), 'utf8')) as {
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

  /**
   * A reference pass on the temporary specs, whose page-data link records what it is told (and calls
   * `told` as it is); `opened`: the files the open pages fetched.
   */
  function referencePass(opened: ReadonlySet<string> = new Set(), told = () => {}) {
    const dataRoot = path.join(generated, 'openapi-reference-data');
    const published: string[] = [];
    const devServer = {
      report: (step: () => Promise<unknown>) => step(),
      publish: (fingerprints: readonly string[]) => {
        told();
        published.push(fingerprints.join('|'));
      },
      settle: () => Promise.resolve(),
      opened: () => opened,
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
    return {pass, dataRoot, published, run: () => pass.run({allContent: {}, actions} as never)};
  }

  it('writes and publishes the changed spec before the pass, which then finds it written', async () => {
    const {pass, dataRoot, published, run} = referencePass();

    // Before the first pass there is nothing to write ahead of.
    expect(pass.specsMoved()).toBe(false);
    await pass.writeDataAhead();
    expect(published).toHaveLength(0);
    await run();
    expect(published).toHaveLength(1);
    expect(pageData(dataRoot).content.page.operation.summary).toBe('List things');

    // Nothing changed: nothing written, nothing told; a docs save's reload need not queue for it.
    expect(pass.specsMoved()).toBe(false);
    await pass.writeDataAhead();
    expect(published).toHaveLength(1);

    saveFile(path.join(specs, 'a.yaml'), spec('List all things'));
    expect(pass.specsMoved()).toBe(true);
    await pass.writeDataAhead();
    expect(published).toHaveLength(2);
    expect(pageData(dataRoot).content.page.operation.summary).toBe('List all things');

    // The pass after it leaves the spec's files alone: the same version, the same file.
    const {mtimeMs} = fs.statSync(path.join(dataRoot, 'page-data/reference/specs/a/operations/listThings.json'));
    await run();
    expect(pass.specsMoved()).toBe(false);
    expect(published[2]).toBe(published[1]);
    expect(fs.statSync(path.join(dataRoot, 'page-data/reference/specs/a/operations/listThings.json')).mtimeMs).toBe(mtimeMs);
  });

  it("writes the open pages' files first and publishes them, then the rest of the spec's under a version of its own", async () => {
    const listThings = 'page-data/reference/specs/a/operations/listThings.json';
    const seen: string[] = [];
    const dataRoot = path.join(generated, 'openapi-reference-data');
    // What the open page (listThings) and a page not open (getThing) would fetch when told ('none': not written yet).
    const summary = (operation: string) =>
      fs.existsSync(path.join(dataRoot, `page-data/reference/specs/a/operations/${operation}.json`))
        ? pageData(dataRoot, operation).content.page.operation.summary
        : 'none';
    const told = () => seen.push(`${summary('listThings')} / ${summary('getThing')}`);
    const {pass, published, run} = referencePass(new Set([listThings, 'page-data/_sidebars/rest.json']), told);
    // The first pass: the open page's file is the first written there too.
    await run();
    expect(seen).toEqual(['List things / none', 'List things / Get a thing']);

    seen.length = 0;
    saveFile(path.join(specs, 'a.yaml'), spec('List all things', 'Get one thing'));
    await pass.writeDataAhead();
    expect(seen).toEqual(['List all things / Get a thing', 'List all things / Get one thing']);
    // Two versions: the pages hear of the rest too (a bundle fetched in between is fetched again).
    expect(published.at(-2)).not.toBe(published.at(-1));
  });
});
