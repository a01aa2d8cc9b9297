'use strict';
// The browser build's `@generated/registry` (plugins/client-bundle): each entry of Docusaurus'
// registry is [loader, module path, weak module id], and only the server reads the path (to tell
// react-loadable's Capture which modules a page rendered). In the browser the paths were about
// 1.2 KB gzip of every page's main.js; this loader empties them. A patch listed in
// DOCUSAURUS_PATCHES.md.
const ENTRY = /(\[\(\) => import\((?:\/\*[^*]*\*\/ )?"(?:[^"\\]|\\.)*"\)), "(?:[^"\\]|\\.)*", (require\.resolveWeak\()/g;

/** The registry's source with every entry's module path (its second element) emptied. */
function withoutModulePaths(source) {
  return source.replace(ENTRY, '$1, "", $2');
}

module.exports = function registryLoader(source) {
  return withoutModulePaths(source);
};
module.exports.withoutModulePaths = withoutModulePaths;
