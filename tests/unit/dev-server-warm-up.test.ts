import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createWarmUp, type WarmUpCompiler} from '../../lib/dev-server/warmUp';
import {markdownWarmUp, mdxLoaderUses} from '../../plugins/portal-sections/warmMarkdown';
import {compilerHooks} from '../support/compilerHooks';

/** The client compiler's hooks, run by hand as webpack's watcher would. */
function fakeCompiler() {
  const {hooks, taps} = compilerHooks<{invalid: () => void; done: () => void; watchClose: () => void}>();
  const compiler: WarmUpCompiler = {hooks};
  return {compiler, taps};
}

describe('the warm-up while the dev server idles', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Lets the timers due within `ms` fire and the warm-ups they start finish. */
  const pass = async (ms: number) => {
    await jest.advanceTimersByTimeAsync(ms);
  };

  test('runs only after the first compile is done, then again after each quiet spell', async () => {
    const warm = jest.fn(async () => undefined);
    const {compiler, taps} = fakeCompiler();
    createWarmUp({warm, afterCompileMs: 2000, everyMs: 3000}).apply(compiler);
    // The server's start: nothing runs until its compile is done, however long it takes.
    await pass(60_000);
    expect(warm).not.toHaveBeenCalled();
    taps.done();
    await pass(1999);
    expect(warm).not.toHaveBeenCalled();
    await pass(1);
    expect(warm).toHaveBeenCalledTimes(1);
    await pass(3000);
    expect(warm).toHaveBeenCalledTimes(2);
    await pass(3000);
    expect(warm).toHaveBeenCalledTimes(3);
  });

  test('a save stops it until its compile is done, and the quiet after that compile starts over', async () => {
    const warm = jest.fn(async () => undefined);
    const {compiler, taps} = fakeCompiler();
    createWarmUp({warm, afterCompileMs: 2000, everyMs: 3000}).apply(compiler);
    taps.done();
    await pass(2000);
    expect(warm).toHaveBeenCalledTimes(1);
    taps.invalid();
    await pass(30_000);
    expect(warm).toHaveBeenCalledTimes(1);
    taps.done();
    await pass(1999);
    expect(warm).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(warm).toHaveBeenCalledTimes(2);
  });

  test('a save during a warm-up: no further run is scheduled from it', async () => {
    let finish = () => {};
    const warm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const {compiler, taps} = fakeCompiler();
    createWarmUp({warm, afterCompileMs: 100, everyMs: 100}).apply(compiler);
    taps.done();
    await pass(100);
    expect(warm).toHaveBeenCalledTimes(1);
    taps.invalid();
    finish();
    await pass(10_000);
    expect(warm).toHaveBeenCalledTimes(1);
  });

  test('a failing warm-up is dropped quietly and the next one still runs', async () => {
    const warm = jest.fn(async () => {
      throw new Error('broken doc');
    });
    const {compiler, taps} = fakeCompiler();
    createWarmUp({warm, afterCompileMs: 100, everyMs: 100}).apply(compiler);
    taps.done();
    await pass(100);
    await pass(100);
    expect(warm).toHaveBeenCalledTimes(2);
  });

  test('stops for good when the watcher closes', async () => {
    const warm = jest.fn(async () => undefined);
    const {compiler, taps} = fakeCompiler();
    createWarmUp({warm, afterCompileMs: 100, everyMs: 100}).apply(compiler);
    taps.done();
    await pass(100);
    expect(warm).toHaveBeenCalledTimes(1);
    taps.watchClose();
    taps.done();
    await pass(10_000);
    expect(warm).toHaveBeenCalledTimes(1);
  });
});

describe("the docs' Markdown warm-up", () => {
  let dir: string;
  let loader: string;
  let docsDir: string;
  const calls = (): {resourcePath: string; compiler: string; text: string; options: unknown}[] => (globalThis as unknown as {warmUpCalls: never[]}).warmUpCalls;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-up-'));
    // A stand-in for @docusaurus/mdx-loader: records what it was asked to compile.
    loader = path.join(dir, 'node_modules/@docusaurus/mdx-loader/lib/index.js');
    fs.mkdirSync(path.dirname(loader), {recursive: true});
    fs.writeFileSync(
      loader,
      `exports.default = async function (text) {
        const callback = this.async();
        globalThis.warmUpCalls.push({resourcePath: this.resourcePath, compiler: this._compiler.name, text, options: this.getOptions()});
        callback(text.includes('broken') ? new Error('broken') : null, 'compiled');
      };`,
    );
    (globalThis as unknown as {warmUpCalls: never[]}).warmUpCalls = [];
    docsDir = path.join(dir, 'docs') + path.sep;
    fs.mkdirSync(docsDir);
    fs.writeFileSync(path.join(docsDir, 'a.md'), '# A\n\nFirst doc.\n');
    fs.writeFileSync(path.join(docsDir, 'b.mdx'), '# B\n\nSecond doc.\n');
    fs.writeFileSync(path.join(docsDir, '_partial.md'), '---\ntitle: P\n---\nA partial.\n');
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  const docsOptions = {isMDXPartial: (file: string) => path.basename(file).startsWith('_')};
  const rules = () => [
    {test: /\.css$/, use: ['style-loader']},
    {oneOf: [{test: /\.mdx?$/i, include: [path.join(dir, 'pages') + path.sep], use: [{loader, options: {}}]}]},
    {test: /\.mdx?$/i, include: [docsDir], use: [{loader, options: docsOptions}]},
  ];

  test("finds the MDX loaders of Docusaurus' rules with the folders they compile", () => {
    expect(mdxLoaderUses(rules())).toEqual([
      {loader, options: {}, include: [path.join(dir, 'pages') + path.sep]},
      {loader, options: docsOptions, include: [docsDir]},
    ]);
  });

  // As the server compiler: Docusaurus warns of a doc's unused directives on the client compiler only,
  // and the save's compile does that; a warm-up, run on the docs over and over, must not repeat it.
  test("runs the loader of the doc's own rule on its text, as the server compiler, in turn through the docs", async () => {
    const docs = ['a.md', 'b.mdx'].map((name) => path.join(docsDir, name));
    const warm = markdownWarmUp(rules, () => docs);
    await warm();
    await warm();
    await warm();
    expect(calls().map(({resourcePath, compiler, options}) => [path.basename(resourcePath), compiler, options])).toEqual([
      ['a.md', 'server', docsOptions],
      ['b.mdx', 'server', docsOptions],
      ['a.md', 'server', docsOptions],
    ]);
    expect(calls()[0].text).toBe('# A\n\nFirst doc.\n');
  });

  test('writes nothing and changes no file', async () => {
    const docs = ['a.md', 'b.mdx'].map((name) => path.join(docsDir, name));
    const before = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => [file, fs.statSync(path.join(dir, file)).mtimeMs]);
    const warm = markdownWarmUp(rules, () => docs);
    await warm();
    await warm();
    const after = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => [file, fs.statSync(path.join(dir, file)).mtimeMs]);
    expect(after).toEqual(before);
  });

  test('passes over a partial (its front matter would warn) and a doc no rule compiles', async () => {
    const warm = markdownWarmUp(rules, () => [path.join(docsDir, '_partial.md'), path.join(dir, 'elsewhere.md')]);
    await warm();
    await warm();
    expect(calls()).toEqual([]);
  });

  test("rejects with the loader's error (the scheduler drops it)", async () => {
    fs.writeFileSync(path.join(docsDir, 'a.md'), 'broken\n');
    await expect(markdownWarmUp(rules, () => [path.join(docsDir, 'a.md')])()).rejects.toThrow('broken');
  });

  test('does nothing before any docs instance has loaded', async () => {
    await markdownWarmUp(rules, () => [])();
    expect(calls()).toEqual([]);
  });
});
