'use strict';
// The browser build's `@generated/globalData` (plugins/client-bundle). The docs plugin puts every
// doc of every version (id, path, sidebar) into it, with each version's draft ids and sidebar
// links: most of its bytes, in every page's main.js. In the browser only two things read those
// lists: navbar items of the `doc`/`docSidebar` types (the portal's navbar is its own, with none)
// and the version banner's suggestions (shown only for a version that is not the last one). For a
// docs plugin with one version, the last, this loader empties them; the rest (paths, version
// names, labels, main doc ids, breadcrumbs) stays, and so does every other plugin's data.
// A plugin with more versions keeps its lists. A patch listed in DOCUSAURUS_PATCHES.md.
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The global data's JSON with the doc lists of every single-version docs plugin emptied. */
function withoutDocLists(source) {
  const data = JSON.parse(source);
  for (const plugin of Object.values(data[DOCS_PLUGIN] ?? {})) {
    if (plugin.versions.length !== 1 || !plugin.versions[0].isLast) {
      continue;
    }
    for (const version of plugin.versions) {
      version.docs = [];
      version.draftIds = [];
      version.sidebars = {};
    }
  }
  return JSON.stringify(data);
}

module.exports = function globalDataLoader(source) {
  return withoutDocLists(source);
};
module.exports.withoutDocLists = withoutDocLists;
