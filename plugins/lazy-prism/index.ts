import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-classic's client module that loads Prism and its extra languages on every page. */
const EAGER_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

/**
 * Takes Prism (about 30 KB of gzip) out of the JS every page loads: theme-classic registers the
 * extra languages in a client module, so Prism sits in main.js even on pages without code. That
 * module becomes empty here, and src/theme/CodeBlock/Content registers the languages itself, so
 * Prism travels with the code block's chunk to the pages that have code.
 */
export default function lazyPrismPlugin(): Plugin {
  const empty = path.join(__dirname, 'empty.js');
  return {
    name: 'lazy-prism',
    configureWebpack: () => ({
      resolve: {alias: {[`${EAGER_MODULE.replace(/\.js$/, '')}$`]: empty, [`${EAGER_MODULE}$`]: empty}},
    }),
  };
}
