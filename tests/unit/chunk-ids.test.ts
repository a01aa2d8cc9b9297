import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {rspack, type Configuration} from '@rspack/core';
import type {CurrentBundler} from '@docusaurus/types';
import ChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import {chunkIdsByName} from '../../plugins/client-bundle/chunkIds';

// The browser build's chunk ids are the chunks' names (plugins/client-bundle/chunkIds.ts): route
// prefetching still finds each named chunk's file from its name, the runtime holds no map of
// names, and shared code split out of route chunks gets a short name.

const bundler = {name: 'rspack', instance: rspack} as unknown as CurrentBundler;

/** A bundle of an entry with two named route chunks sharing a package, an unnamed lazy import and a named one of a package, built as the browser build is configured. */
async function build(): Promise<{dir: string; files: string[]; runtime: string}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-ids-'));
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
  write('lazy.js', 'export default "lazy";');
  // Packages above the bundler's smallest split: one both routes use, one only a named lazy import loads.
  const big = (name: string) => `export default ${JSON.stringify(name.repeat(30_000 / name.length))};`;
  for (const name of ['shared', 'agent']) {
    fs.mkdirSync(path.join(dir, 'node_modules', name), {recursive: true});
    write(`node_modules/${name}/index.js`, big(name));
  }
  write('route-a.js', 'import shared from "shared"; export default "route a" + shared;');
  write('route-b.js', 'import shared from "shared"; export default "route b" + shared;');
  write(
    'entry.js',
    [
      'globalThis.routes = {"17896441": () => import(/* webpackChunkName: "17896441" */ "./route-a.js"), "0102d078": () => import(/* webpackChunkName: "0102d078" */ "./route-b.js")};',
      'globalThis.lazy = () => import("./lazy.js");',
      'globalThis.agent = () => import(/* webpackChunkName: "error-reporting" */ "agent");',
      'globalThis.gca = (name) => __webpack_require__.gca(name);',
    ].join('\n'),
  );
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: {main: './entry.js'},
    output: {
      path: path.join(dir, 'out'),
      publicPath: '/portal/',
      filename: 'assets/js/[name].[contenthash:8].js',
      chunkFilename: 'assets/js/[name].[contenthash:8].js',
    },
    // As Docusaurus' browser build splits (@docusaurus/core/lib/webpack/base.js).
    optimization: {runtimeChunk: true, minimize: false, splitChunks: {name: false, cacheGroups: {default: false}}},
    plugins: [new ChunkAssetPlugin()],
  };
  chunkIdsByName(config as never, bundler);
  const stats = await new Promise<{hasErrors: () => boolean; toString: () => string}>((resolve, reject) =>
    rspack(config).run((error, result) => (error ? reject(error) : resolve(result!))),
  );
  expect(stats.hasErrors()).toBe(false);
  const files = fs.readdirSync(path.join(dir, 'out', 'assets', 'js'));
  const runtime = fs.readFileSync(
    path.join(
      dir,
      'out',
      'assets',
      'js',
      files.find((file) => file.startsWith('runtime~main.'))!,
    ),
    'utf8',
  );
  return {dir, files, runtime};
}

describe("the browser build's chunk ids (plugins/client-bundle)", () => {
  let built: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    built = await build();
  }, 60_000);
  afterAll(() => fs.rmSync(built.dir, {recursive: true, force: true}));

  it("gives route prefetching each named chunk's file from its name", () => {
    const context = vm.createContext({self: {}, document: {baseURI: 'http://portal.test/portal/'}, location: {href: 'http://portal.test/portal/'}});
    context.globalThis = context;
    for (const file of built.files.filter((name) => /^(runtime~main|main)\./.test(name))) {
      vm.runInContext(fs.readFileSync(path.join(built.dir, 'out', 'assets', 'js', file), 'utf8'), context);
    }
    const gca = context.gca as (name: string) => string;
    for (const name of ['17896441', '0102d078']) {
      const url = gca(name);
      expect(url).toMatch(new RegExp(`^/portal/assets/js/${name}\\.[0-9a-f]{8}\\.js$`));
      expect(built.files).toContain(path.basename(url));
    }
    // A name with no file of its own, as core's gave it: route prefetching skips it.
    expect(gca('merged00')).toContain('undefined');
  });

  it('keeps each named chunk under its name, and names each chunk once in the runtime', () => {
    expect(built.files.filter((file) => /^(17896441|0102d078)\.[0-9a-f]{8}\.js$/.test(file))).toHaveLength(2);
    for (const name of ['17896441', '0102d078']) {
      expect(built.runtime.split(name)).toHaveLength(2);
    }
  });

  it('names the shared code split out of route chunks short, and leaves a lazy chunk of packages alone', () => {
    const split = built.files.filter((file) => file.startsWith('vendors-'));
    expect(split).toEqual([expect.stringMatching(/^vendors-[0-9a-f]{8}\.[0-9a-f]{8}\.js$/)]);
    expect(fs.readFileSync(path.join(built.dir, 'out', 'assets', 'js', split[0]), 'utf8')).toContain('sharedshared');
    expect(built.files).toContainEqual(expect.stringMatching(/^error-reporting\.[0-9a-f]{8}\.js$/));
  });

  it("fails the build, naming itself, when core's plugin is not there to replace", () => {
    expect(() => chunkIdsByName({plugins: []}, bundler)).toThrow(/chunkIds\.ts: the browser build has no .*ChunkAssetPlugin/);
  });
});
