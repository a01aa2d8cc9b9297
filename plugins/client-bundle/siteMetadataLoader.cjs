'use strict';
// The browser build's `@generated/site-metadata` (plugins/client-bundle): Docusaurus' and the
// site's versions and the name and version of every plugin, in every page's main.js as
// `useDocusaurusContext().siteMetadata`. In the browser only the debug plugin's metadata page and
// the Algolia search bar read the plugin versions; the portal uses neither in a production build.
// This loader empties `pluginVersions`; the two versions stay. The server build keeps it all.
// A patch listed in DOCUSAURUS_PATCHES.md.

/** The metadata's JSON without the plugins' versions. */
function withoutPluginVersions(source) {
  const metadata = JSON.parse(source);
  return JSON.stringify({...metadata, pluginVersions: {}});
}

module.exports = function siteMetadataLoader(source) {
  return withoutPluginVersions(source);
};
module.exports.withoutPluginVersions = withoutPluginVersions;
