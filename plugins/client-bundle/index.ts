import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Where the browser build finds `@docusaurus/utils-common` (see utilsCommon.cjs). */
export const UTILS_COMMON = path.join(__dirname, 'utilsCommon.cjs');
/** theme-classic's client module of the progress bar, and the browser build's stand-in (progressBar.ts). */
const PROGRESS_BAR = require.resolve('@docusaurus/theme-classic/lib/nprogress');
export const PROGRESS_BAR_STAND_IN = path.join(__dirname, 'progressBar.ts');
/** Rewrites the browser build's `@generated/registry` (see registryLoader.cjs). */
export const REGISTRY_LOADER = path.join(__dirname, 'registryLoader.cjs');

/**
 * Choices about the browser bundle that keep what a page loads first small (issue 34: at most
 * 120 KB gzip of first-load JavaScript): `@docusaurus/utils-common` as ES modules, without tslib,
 * the route registry without the module paths only the server reads, and the progress bar of
 * navigations loaded once the page has loaded. The server build keeps all three as they are.
 * Patches listed in DOCUSAURUS_PATCHES.md.
 */
export default function clientBundlePlugin(context: LoadContext): Plugin {
  const registry = new RegExp(`^${path.join(context.generatedFilesDir, 'registry.js').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return {
    name: 'client-bundle',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            resolve: {
              alias: {
                '@docusaurus/utils-common$': UTILS_COMMON,
                // Core requires the client module without its extension.
                [`${PROGRESS_BAR.replace(/\.js$/, '')}$`]: PROGRESS_BAR_STAND_IN,
                [`${PROGRESS_BAR}$`]: PROGRESS_BAR_STAND_IN,
              },
            },
            module: {rules: [{test: registry, enforce: 'pre', use: [{loader: REGISTRY_LOADER}]}]},
          },
  };
}
