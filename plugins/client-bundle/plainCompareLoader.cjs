'use strict';
// Two modules of Docusaurus' browser code sort with `localeCompare` as a page hydrates: the docs
// plugin's `getActivePlugin` (plugin base paths) and theme-common's `useShallowMemoObject` (object
// keys). The first `localeCompare` of a page starts ICU's collator, about 16 ms of the main thread
// (64 ms at Lighthouse's 4x slowdown) for strings whose order only needs to be stable and keep a
// path before its extensions, which a plain code-unit comparison does. This loader rewrites the
// one call in each (plugins/client-bundle, DOCUSAURUS_PATCHES.md). A module that no longer has
// exactly the call fails the build, so an upgrade cannot drop the rewrite unnoticed.
const CALLS = {
  'plugin-content-docs/lib/client/docsClientUtils.js': 'b[1].path.localeCompare(a[1].path)',
  'theme-common/lib/utils/reactUtils.js': 'a[0].localeCompare(b[0])',
};

/** `left.localeCompare(right)` as a code-unit comparison, for `call` written that way. */
function plainComparison(call) {
  const [, left, right] = /^(.+)\.localeCompare\((.+)\)$/.exec(call);
  return `(${left} < ${right} ? -1 : ${left} > ${right} ? 1 : 0)`;
}

/** `source` of the upstream module `file` with its `localeCompare` call rewritten. */
function withPlainCompare(source, file) {
  const entry = Object.entries(CALLS).find(([suffix]) => file.replace(/\\/g, '/').endsWith(suffix));
  if (!entry || source.split(entry[1]).length !== 2) {
    throw new Error(`plugins/client-bundle/plainCompareLoader.cjs: ${file} no longer has the call it rewrites. Re-check the patch in DOCUSAURUS_PATCHES.md.`);
  }
  return source.replace(entry[1], plainComparison(entry[1]));
}

module.exports = function plainCompareLoader(source) {
  return withPlainCompare(source, this.resourcePath);
};
module.exports.withPlainCompare = withPlainCompare;
module.exports.PLAIN_COMPARE_MODULES = Object.keys(CALLS);
