import {createHash} from 'node:crypto';
import type {Configuration} from 'webpack';
import type {CurrentBundler} from '@docusaurus/types';
// Core's plugin of `__webpack_require__.gca`, which the browser build's runtime gets in place of it.
import CoreChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
const PLUGIN_NAME = 'portal-chunk-asset';

/**
 * `__webpack_require__.gca(chunkName)`, a chunk's URL from its name, which route prefetching calls
 * (plugins/route-prefetch/docusaurus.ts): with chunk ids that are the chunks' names, the name is
 * the id the bundler's own `u` takes. A name with no file of its own (a chunk merged into another)
 * gives a URL with `undefined` in it, as core's did.
 */
export const CHUNK_ASSET_RUNTIME = (publicPath: string, chunkScriptFilename: string) =>
  `__webpack_require__.gca = function(chunkName) { return ${publicPath} + ${chunkScriptFilename}(chunkName); };`;

/**
 * Chunk ids that are the chunks' names, in the browser build: every page's runtime~main.js then
 * holds one map per chunk (its content hash, keyed by its name) where it held three (id -> name
 * and id -> hash for file names, name -> id for core's `gca`). A named chunk (each route module's,
 * `search`, `error-reporting`, ...) keeps its name and file name; an unnamed one (shared code the
 * bundler splits out, a lazy import without a webpackChunkName) gets an id from its modules'
 * paths, as in the dev server, instead of a number. Core's `ChunkAssetPlugin`, whose runtime
 * function maps names to ids, is replaced by one without the map (DOCUSAURUS_PATCHES.md, "Chunk
 * ids that are the chunks' names").
 */
export function chunkIdsByName(config: Configuration, bundler: CurrentBundler): void {
  const core = config.plugins?.findIndex((plugin) => plugin instanceof CoreChunkAssetPlugin) ?? -1;
  if (core < 0) {
    throw new Error(
      `plugins/client-bundle/chunkIds.ts: the browser build has no ChunkAssetPlugin of @docusaurus/core to replace; see DOCUSAURUS_PATCHES.md, "Chunk ids that are the chunks' names".`,
    );
  }
  const {RuntimeGlobals, RuntimeModule} = bundler.instance;
  class ChunkAssetRuntimeModule extends RuntimeModule {
    constructor() {
      super('ChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
    }
    override generate(): string {
      return CHUNK_ASSET_RUNTIME(RuntimeGlobals.publicPath, RuntimeGlobals.getChunkScriptFilename);
    }
  }
  config.plugins![core] = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
        compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN_NAME, (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
        });
      });
    },
  };
  const splitChunks = config.optimization?.splitChunks;
  config.optimization = {
    ...config.optimization,
    chunkIds: 'named',
    ...(splitChunks ? {splitChunks: {...splitChunks, name: splitChunkNames()}} : {}),
  };
}

/** The bundler's name of a split chunk: its cache group and the chunks it is split out of. */
type SplitChunkName = (module: unknown, chunks: readonly {name?: string | null}[], cacheGroupKey: string) => string | undefined;

/**
 * Short names for the chunks of shared code the bundler splits out of several lazy chunks (the
 * `node_modules` code of the docs pages, the code block, the sidebar), whose id is their name:
 * `vendors-<8 hex>`, a hash of the names of the chunks they are split from, in place of an id made
 * of their modules' paths (`vendors-node_modules_docusaurus_…-55229c`, about 100 characters).
 * That id is written in `runtime~main.js`, in the chunk, and in every importer (each route's
 * loader in the route data). Modules split from the same chunks share a chunk as before, the name
 * is the same in identical builds, and the file name keeps its content hash. A split out of one
 * chunk keeps the bundler's id: a name would stop the bundler from taking the chunk itself when
 * all its modules go (`reuseExistingChunk`: `error-reporting` would be emptied into a new chunk).
 * So does a split from a chunk without a name (a lazy import without a `webpackChunkName`). Two
 * sets of chunks whose hashes meet fail the build rather than share a chunk.
 */
export function splitChunkNames(): SplitChunkName {
  const named = new Map<string, string>();
  return (_module, chunks, cacheGroupKey) => {
    const names = chunks.map((chunk) => chunk.name);
    if (chunks.length < 2 || names.some((name) => !name)) {
      return undefined;
    }
    const key = `${cacheGroupKey}:${names.sort().join(',')}`;
    const prefix = cacheGroupKey === 'defaultVendors' ? 'vendors' : cacheGroupKey;
    const name = `${prefix}-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
    const earlier = named.get(name);
    if (earlier !== undefined && earlier !== key) {
      throw new Error(`plugins/client-bundle/chunkIds.ts: two split chunks would be named ${name} (${earlier}; ${key}); lengthen the hash.`);
    }
    named.set(name, key);
    return name;
  };
}
