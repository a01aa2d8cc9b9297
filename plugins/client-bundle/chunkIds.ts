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
  config.optimization = {...config.optimization, chunkIds: 'named'};
}
