import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasesAhead, fileAliases} from '../../lib/shared/aliases';
import {escapeRegExp} from '../../lib/shared/text';
import {PLAIN_COMPARE_MODULES} from './plainCompareLoader.cjs';
import {TRANSITION_MODULES} from './transitionLoader.cjs';
import {chunkIdsByName} from './chunkIds';
import {bundlerFilesFinal} from '../../lib/deploy/files';

/** Where the browser build finds `@docusaurus/utils-common` (see utilsCommon.cjs). */
export const UTILS_COMMON = path.join(__dirname, 'utilsCommon.cjs');
/** theme-classic's client module of the progress bar, and the browser build's stand-in (progressBar.ts). */
const PROGRESS_BAR = require.resolve('@docusaurus/theme-classic/lib/nprogress');
export const PROGRESS_BAR_STAND_IN = path.join(__dirname, 'progressBar.ts');
/** Rewrites the browser build's `@generated/registry` (see registryLoader.cjs). */
export const REGISTRY_LOADER = path.join(__dirname, 'registryLoader.cjs');
/** Core's route component factory, and the browser build's lazy wrapper of it (lazyComponentCreator.ts). */
const COMPONENT_CREATOR = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator');
export const LAZY_COMPONENT_CREATOR = path.join(__dirname, 'lazyComponentCreator.ts');
/** What the browser build's `<Head>` and `HelmetProvider` come from instead of react-helmet-async (helmet.ts). */
export const HELMET = path.join(__dirname, 'helmet.ts');
/** What core's route components are made with in the browser build instead of react-loadable (loadable.ts). */
export const LOADABLE = path.join(__dirname, 'loadable.ts');
/** The browser build's prop-types, whose validators accept anything, as React's production build reads none (propTypes.ts). */
export const PROP_TYPES = path.join(__dirname, 'propTypes.ts');
/**
 * Packages without a `sideEffects` flag that react-router imports for what the browser build leaves
 * out (`withRouter`, which nothing of ours or Docusaurus' uses, and development prop checks): so
 * flagged, the bundler drops them where nothing uses their exports, and keeps them where something does.
 */
export const WITHOUT_SIDE_EFFECTS = /[\\/]node_modules[\\/](?:hoist-non-react-statics|react-is)[\\/]/;
/** Core's function that renders a page's React tree to HTML in the server build, and ours (renderToHtml.ts). */
const CORE_RENDER_TO_HTML = require.resolve('@docusaurus/core/lib/client/renderToHtml');
export const RENDER_TO_HTML = path.join(__dirname, 'renderToHtml.ts');
/** Core's context behind useIsBrowser, and the browser build's stand-in that turns it true in a transition (browserContext.ts). */
const BROWSER_CONTEXT = require.resolve('@docusaurus/core/lib/client/browserContext');
export const BROWSER_CONTEXT_STAND_IN = path.join(__dirname, 'browserContext.ts');
/** theme-common's window size hook, and the browser build's stand-in that sets its first value in a transition (windowSize.ts). */
const WINDOW_SIZE = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks', 'useWindowSize.js');
export const WINDOW_SIZE_STAND_IN = path.join(__dirname, 'windowSize.ts');
/** Core's banner for a wrong baseUrl, and the browser build's stand-in while it is off (noBaseUrlIssueBanner.ts). */
const BASE_URL_ISSUE_BANNER = path.dirname(require.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js'));
export const NO_BASE_URL_ISSUE_BANNER = path.join(__dirname, 'noBaseUrlIssueBanner.ts');
/** Empties the doc lists of the browser build's `@generated/globalData` (see globalDataLoader.cjs). */
export const GLOBAL_DATA_LOADER = path.join(__dirname, 'globalDataLoader.cjs');
/** Empties the plugins' versions of the browser build's `@generated/site-metadata` (see siteMetadataLoader.cjs). */
export const SITE_METADATA_LOADER = path.join(__dirname, 'siteMetadataLoader.cjs');
/** Drops what only the build reads from the browser build's `@generated/docusaurus.config` (see siteConfigLoader.cjs). */
export const SITE_CONFIG_LOADER = path.join(__dirname, 'siteConfigLoader.cjs');
/** A loader's `test`: the given files of `@docusaurus/*` packages (paths under `node_modules/@docusaurus/`). */
function docusaurusModules(files: readonly string[]): RegExp {
  const alternatives = files.map((file) => escapeRegExp(file).replace(/\//g, '[\\\\/]')).join('|');
  return new RegExp(`[\\\\/]@docusaurus[\\\\/](?:${alternatives})$`);
}
/** Rewrites the two `localeCompare` calls of Docusaurus' hydration (see plainCompareLoader.cjs). */
export const PLAIN_COMPARE_LOADER = path.join(__dirname, 'plainCompareLoader.cjs');
const plainCompareModules = docusaurusModules(PLAIN_COMPARE_MODULES);
/** Sets in a transition what Docusaurus' browser code sets from effects as a page hydrates (see transitionLoader.cjs). */
export const TRANSITION_LOADER = path.join(__dirname, 'transitionLoader.cjs');
const transitionModules = docusaurusModules(TRANSITION_MODULES);

/**
 * Choices about the browser bundle that keep what a page loads first small and quick to start
 * (issue 34: at most 120 KB gzip of first-load JavaScript, less blocking time):
 * `@docusaurus/utils-common` as ES modules, without tslib, the route registry without the module
 * paths only the server reads, the progress bar of navigations loaded once the page has loaded,
 * route components made on first use, no ICU collator while a page hydrates, a small stand-in for
 * react-helmet-async, whose server side the browser does not need, small stand-ins for
 * react-loadable and prop-types and no code of react-router's that nothing calls, useIsBrowser turned true
 * in a transition after hydration (browserContext.ts), the window size's first value too (windowSize.ts), and what a code block measures as it mounts (transitionLoader.cjs), chunk ids that are the chunks'
 * names (chunkIds.ts), no code of the baseUrl banner the site turns off, global data without the
 * doc lists nothing reads (globalDataLoader.cjs), the site's configuration without what only
 * the build reads (siteConfigLoader.cjs) and its metadata without the plugins' versions
 * (siteMetadataLoader.cjs). The server build
 * keeps all of them as they are; its one change is how a page's HTML is read from React
 * (renderToHtml.ts), for less of the rendering threads' time. Patches listed in DOCUSAURUS_PATCHES.md.
 */
export default function clientBundlePlugin(context: LoadContext): Plugin {
  const registry = new RegExp(`^${escapeRegExp(path.join(context.generatedFilesDir, 'registry.js'))}$`);
  const globalData = new RegExp(`^${escapeRegExp(path.join(context.generatedFilesDir, 'globalData.json'))}$`);
  const siteConfig = new RegExp(`^${escapeRegExp(path.join(context.generatedFilesDir, 'docusaurus.config.mjs'))}$`);
  const siteMetadata = new RegExp(`^${escapeRegExp(path.join(context.generatedFilesDir, 'site-metadata.json'))}$`);
  return {
    name: 'client-bundle',
    // The browser build's scripts and styles are final, and so are the pages: scripts/build.mjs
    // starts the deploy step's work on them while postBuild runs (deployFilesAhead in lib/deploy).
    async postBuild() {
      bundlerFilesFinal();
    },
    configureWebpack: (config, isServer, {currentBundler}) => {
      if (isServer) {
        // Core's server entry imports it without its extension.
        aliasesAhead(config, fileAliases(CORE_RENDER_TO_HTML, RENDER_TO_HTML));
        return {};
      }
      aliasesAhead(config, {
        '@docusaurus/ComponentCreator$': LAZY_COMPONENT_CREATOR,
        '@portal/docusaurus-component-creator$': COMPONENT_CREATOR,
        '@docusaurus/utils-common$': UTILS_COMMON,
        'react-helmet-async$': HELMET,
        'react-loadable$': LOADABLE,
        // The dev server keeps the package's checks, for the warnings they give while writing code.
        ...(config.mode === 'development' ? {} : {'prop-types$': PROP_TYPES}),
        // Core requires the client module without its extension.
        ...fileAliases(PROGRESS_BAR, PROGRESS_BAR_STAND_IN),
        // Core's App and useIsBrowser import it relatively, without its extension.
        ...fileAliases(BROWSER_CONTEXT, BROWSER_CONTEXT_STAND_IN),
        // theme-common's index and its mobile sidebar context import it relatively, without its extension.
        ...fileAliases(WINDOW_SIZE, WINDOW_SIZE_STAND_IN),
        // Core's App imports the folder relatively; the resolver matches it joined to its own folder.
        ...(context.siteConfig.baseUrlIssueBanner ? {} : {[`${BASE_URL_ISSUE_BANNER}$`]: NO_BASE_URL_ISSUE_BANNER}),
      });
      chunkIdsByName(config, currentBundler);
      return {
        module: {
          rules: [
            {test: registry, enforce: 'pre', use: [{loader: REGISTRY_LOADER}]},
            {test: globalData, enforce: 'pre', use: [{loader: GLOBAL_DATA_LOADER}]},
            {test: siteConfig, enforce: 'pre', use: [{loader: SITE_CONFIG_LOADER}]},
            {test: siteMetadata, enforce: 'pre', use: [{loader: SITE_METADATA_LOADER}]},
            {test: plainCompareModules, enforce: 'pre', use: [{loader: PLAIN_COMPARE_LOADER}]},
            {test: transitionModules, enforce: 'pre', use: [{loader: TRANSITION_LOADER}]},
            {test: WITHOUT_SIDE_EFFECTS, sideEffects: false},
          ],
        },
      };
    },
  };
}
