'use strict';
// The browser build's `@generated/docusaurus.config` (plugins/client-bundle): the site's whole
// configuration, serialized by Docusaurus, in every page's main.js. Parts of it only the build
// reads: the HTML template, the plugin and preset options, the Markdown and broken-link options,
// the bundler's and renderer's `future` flags. This loader drops those; what the browser reads
// (title, URLs, `customFields`, `themeConfig`, `future.experimental_router`, ...) stays. The server
// build keeps it all. A patch listed in DOCUSAURUS_PATCHES.md.
const BUILD_ONLY = [
  'ssrTemplate',
  'plugins',
  'presets',
  'themes',
  'clientModules',
  'staticDirectories',
  'headTags',
  'scripts',
  'stylesheets',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'onBrokenMarkdownLinks',
  'markdown',
];
const FUTURE_BUILD_ONLY = ['v4', 'faster', 'experimental_vcs'];
const MODULE = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

/** The module's source without the configuration the browser never reads. */
function withoutBuildOnlyConfig(source) {
  const match = MODULE.exec(source);
  if (!match) {
    throw new Error(
      'plugins/client-bundle/siteConfigLoader.cjs: .docusaurus/docusaurus.config.mjs is no longer `export default {JSON};`. Re-check the patch in DOCUSAURUS_PATCHES.md.',
    );
  }
  const config = JSON.parse(match[2]);
  for (const key of BUILD_ONLY) {
    delete config[key];
  }
  for (const key of FUTURE_BUILD_ONLY) {
    delete config.future?.[key];
  }
  return `${match[1]}${JSON.stringify(config)};\n`;
}

module.exports = function siteConfigLoader(source) {
  return withoutBuildOnlyConfig(source);
};
module.exports.withoutBuildOnlyConfig = withoutBuildOnlyConfig;
module.exports.BUILD_ONLY = BUILD_ONLY;
