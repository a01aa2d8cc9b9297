import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Where the browser build finds `@docusaurus/utils-common` (see utilsCommon.cjs). */
export const UTILS_COMMON = path.join(__dirname, 'utilsCommon.cjs');

/**
 * Choices about the browser bundle that keep what a page loads first small (issue 34: at most
 * 120 KB gzip of first-load JavaScript): `@docusaurus/utils-common` as ES modules, without tslib.
 * The server build keeps the package as it is. A patch listed in DOCUSAURUS_PATCHES.md.
 */
export default function clientBundlePlugin(): Plugin {
  return {
    name: 'client-bundle',
    configureWebpack: (_config, isServer) => (isServer ? {} : {resolve: {alias: {'@docusaurus/utils-common$': UTILS_COMMON}}}),
  };
}
