/**
 * plugins/openapi-reference/pageDataThreads: a build writes the specs' page data on this thread and
 * a worker thread, then lints the specs on both. What the worker writes (loading and modelling its
 * specs itself) and its lint results must be exactly what this thread would have given.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadCatalogue} from '../../plugins/openapi-reference/catalogue';
import {pageHistories} from '../../lib/openapi/changelog';
import {type LintsAhead, type PageDataJob, byWeight, pagesOf, writePageData} from '../../plugins/openapi-reference/pageDataThreads';
import {lintModels, lintRequest, lintsAhead} from '../../plugins/openapi-reference/lint';
import {type SpecLintResult, createLintConfig, lintSpec} from '../../lib/lint/lint';

const SITE = path.resolve(__dirname, '../..');
const BASE_URL = '/portal/';
const SPECS = ['orderManagement', 'checkout', 'customer', 'tracking'];

/** Every file under `dir` with its bytes, by relative path. */
function tree(dir: string): Map<string, string> {
  return new Map(
    fs
      .readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .sort()
      .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
  );
}

describe('page data on two threads', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => fs.rmSync(root, {recursive: true, force: true})));

  async function write(
    threads: 1 | 2,
    laterTwins?: (write: () => void) => void,
    lints?: LintsAhead,
  ): Promise<{root: string; files: Map<string, string[]>; jobs: PageDataJob[]}> {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), `page-data-threads-${threads}-`));
    roots.push(root);
    const {models, histories} = await loadCatalogue(SITE, 'internal', {baseUrl: BASE_URL});
    // Four specs, so that both threads take some: versions, webhooks, profiles, a spec without tags.
    const jobs = models
      .filter((model) => SPECS.includes(model.spec.key))
      .map((model) => ({
        model,
        ctx: {
          dataRoot: path.join(root, 'data'),
          twinsDir: path.join(root, 'twins'),
          site: {siteUrl: 'https://developer.lindenkauf.example', baseUrl: BASE_URL},
          apiSidebarFile: `_sidebars/${model.spec.key}.json`,
          restSidebarFile: '_sidebars/rest.json',
          sandboxUrl: 'http://127.0.0.1:3104',
          problemLinks: {'https://api.lindenkauf.example/problems/out-of-stock': '/portal/rest/errors#out-of-stock'},
          pageHistory: pageHistories(model, histories.get(model.spec.key)!, BASE_URL),
        },
      }));
    // Our specs are fewer pages than make a worker worth starting in a build: here it is used regardless.
    return {
      root,
      files: await writePageData(
        jobs,
        threads === 1 ? {siteDir: SITE, threads, ...(laterTwins ? {laterTwins} : {})} : {siteDir: SITE, threads, minPages: 0, ...(lints ? {lints} : {})},
      ),
      jobs,
    };
  }

  // What one thread writes, which both tests below compare against: written once for the file.
  let onThisThread: ReturnType<typeof write> | undefined;
  const oneThread = () => (onThisThread ??= write(1));

  it('writes, with a worker, the same files with the same bytes as on one thread', async () => {
    const one = await oneThread();
    const two = await write(2);
    const oneTree = tree(one.root);
    expect(oneTree.size).toBeGreaterThan(100);
    expect([...oneTree.keys()].some((file) => file.startsWith('twins/'))).toBe(true);
    const twoTree = tree(two.root);
    expect([...twoTree.keys()]).toEqual([...oneTree.keys()]);
    for (const [file, text] of oneTree) {
      expect(`${file}: ${twoTree.get(file)}`).toBe(`${file}: ${text}`);
    }
    // Each spec's list of files (what the dev server removes before writing it again), whichever thread wrote it.
    expect(new Map([...two.files].map(([key, files]) => [key, [...files].sort()]))).toEqual(
      new Map([...one.files].map(([key, files]) => [key, [...files].sort()])),
    );
  }, 120_000);

  it('hands the twins to the dev server to write after the pages, naming them already; written, they are the same', async () => {
    const now = await oneThread();
    const writes: (() => void)[] = [];
    const later = await write(1, (task) => writes.push(task));
    const laterTree = () => tree(later.root);
    expect([...laterTree().keys()].some((file) => file.startsWith('twins/'))).toBe(false);
    expect(writes.length).toBeGreaterThan(100);
    expect(later.files).toEqual(now.files);
    writes.forEach((task) => task());
    expect([...laterTree()]).toEqual([...tree(now.root)]);
  }, 120_000);

  it('lints the specs after the page data, on both threads, as lintModels would on this thread; lintModels then takes those results', async () => {
    const {models} = await loadCatalogue(SITE, 'internal', {baseUrl: BASE_URL});
    const linted = models.filter((model) => SPECS.includes(model.spec.key));
    const ahead = await lintsAhead(SITE, linted);
    expect(ahead.specs).toHaveLength(SPECS.length);
    const kept = new Map<string, SpecLintResult>();
    const specs = ahead.specs.map((spec) => ({
      ...spec,
      keep: (result: SpecLintResult) => {
        kept.set(spec.request.file, result);
        spec.keep(result);
      },
    }));
    await write(2, undefined, {rules: ahead.rules, specs});
    const config = await createLintConfig(ahead.rules);
    for (const model of linted) {
      expect(kept.get(model.spec.file)).toEqual(await lintSpec(path.resolve(SITE, model.spec.file), config, ahead.rules, model.spec.file));
    }
    const {results} = await lintModels(SITE, linted);
    for (const model of linted) {
      expect(results.get(model.spec.key)).toBe(kept.get(model.spec.file));
    }
  }, 120_000);

  it('gives no result for a lint that fails on the queue (a bad file, a bad ruleset): lintModels lints that spec again and reports why', async () => {
    const {rules} = await lintsAhead(SITE, []);
    await expect(lintRequest(rules, {specPath: path.join(SITE, 'specs/no-such-spec.yaml'), file: 'specs/no-such-spec.yaml'})).resolves.toBeUndefined();
    await expect(lintRequest([], {specPath: path.join(SITE, 'specs/no-such-spec.yaml'), file: 'specs/no-such-spec.yaml'})).resolves.toBeUndefined();
  });

  it('hands out the heaviest specs first, so both threads end close together', async () => {
    const {models} = await loadCatalogue(SITE, 'internal', {baseUrl: BASE_URL});
    const order = byWeight(models.map((model) => ({model, ctx: {} as PageDataJob['ctx']})));
    expect(order.map((job) => job.model.spec.key).sort()).toEqual(models.map((model) => model.spec.key).sort());
    const pages = order.map((job) => pagesOf(job.model));
    expect(pages).toEqual([...pages].sort((a, b) => b - a));
    expect(pages[0]).toBeGreaterThan(pages[pages.length - 1]!);
  });
});
