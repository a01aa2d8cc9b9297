import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss, type CodeThemes} from '../../src/content/codeTheme';
import {fileAliases} from '../../lib/shared/aliases';

/** theme-classic's client module that loads Prism and its extra languages on every page. */
const EAGER_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

/**
 * Takes Prism (about 35 KB of gzip) out of the JS a page loads: out of main.js, where
 * theme-classic's client module would register the extra languages, and out of pages with code,
 * whose highlighted markup the browser keeps from the server (src/theme/CodeBlock/Content). The
 * browser loads Prism only to highlight code it renders itself. The code colours are a
 * stylesheet, the same for the server's markup and the browser's: `themes` are the colours of
 * both modes, while Docusaurus itself gets CSS_CODE_THEME.
 * Emptying theme-classic's client module is a patch listed in DOCUSAURUS_PATCHES.md.
 */
export default function lazyPrismPlugin(themes: CodeThemes): (context: LoadContext) => Plugin {
  return (context) => plugin(context, themes);
}

function plugin(context: LoadContext, themes: CodeThemes): Plugin {
  const empty = path.join(__dirname, 'empty.js');
  const stylesheet = path.join(context.generatedFilesDir, 'lazy-prism', 'code-theme.css');
  const highlighted = path.join(context.siteDir, 'src', 'theme', 'CodeBlock', 'Content');
  return {
    name: 'lazy-prism',
    async loadContent() {
      await fs.promises.mkdir(path.dirname(stylesheet), {recursive: true});
      await fs.promises.writeFile(stylesheet, codeThemeCss(themes));
    },
    getClientModules: () => [stylesheet],
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          ...fileAliases(EAGER_MODULE, empty),
          '@portal/highlighted-code$': path.join(highlighted, isServer ? 'Highlighted.tsx' : 'LazyHighlighted.tsx'),
        },
      },
    }),
  };
}
