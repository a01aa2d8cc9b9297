import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Where core's client entry imports `./docusaurus` from. */
const CORE_CLIENT_DIR = path.dirname(require.resolve('@docusaurus/core/lib/client/docusaurus.js'));

/**
 * Puts our `window.docusaurus` (./docusaurus.ts) in place of core's in the browser build: the
 * same prefetch and preload, with the route -> chunks lookup indexed once instead of scanned per
 * link. Core's client entry imports the module relatively, so an alias cannot reach it.
 * A patch listed in DOCUSAURUS_PATCHES.md.
 */
export default function routePrefetchPlugin(): Plugin {
  return {
    name: 'route-prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      const replacement = path.join(__dirname, 'docusaurus.ts');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/docusaurus$/, (resource: {context?: string; request: string}) => {
            if (resource.context === CORE_CLIENT_DIR) {
              resource.request = replacement;
            }
          }),
        ],
      };
    },
  };
}
