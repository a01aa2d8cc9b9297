'use strict';
// Updates that Docusaurus' browser code makes from effects as a page hydrates, set in a transition
// instead. An update from hydration's effects is rendered at default priority, which React does
// not split: everything that reads the state renders again in one task, all of it blocking time
// (issue 34, item 6). A transition renders in slices, between which the page takes input; the page
// ends up the same. This loader rewrites each call below in its module (plugins/client-bundle,
// DOCUSAURUS_PATCHES.md), a few bytes where a stand-in would repeat the module. A module that no
// longer has exactly the code fails the build, so an upgrade cannot drop the rewrite unnoticed.
//
// theme-common's useCodeWordWrap measures, as a code block mounts, whether its code scrolls
// sideways (it does in most blocks on a phone) and finds the hidden tab panel around it (null,
// from undefined, where there is none): both change in every code block, and each block renders
// again with a new code block context (an operation page's 18 blocks).
const REWRITES = {
  'theme-common/lib/hooks/useCodeWordWrap.js': [
    ["import { useState, useCallback, useEffect, useRef } from 'react';", "import { startTransition, useState, useCallback, useEffect, useRef } from 'react';"],
    [
      '    useEffect(() => {\n        updateHiddenTabElement();\n    }, [updateHiddenTabElement]);',
      '    useEffect(() => {\n        startTransition(updateHiddenTabElement);\n    }, [updateHiddenTabElement]);',
    ],
    [
      '    useEffect(() => {\n        updateCodeIsScrollable();\n    }, [isEnabled, updateCodeIsScrollable]);',
      '    useEffect(() => {\n        startTransition(updateCodeIsScrollable);\n    }, [isEnabled, updateCodeIsScrollable]);',
    ],
  ],
};

/** `source` of the upstream module `file` with its calls rewritten. */
function withTransitions(source, file) {
  const entry = Object.entries(REWRITES).find(([suffix]) => file.replace(/\\/g, '/').endsWith(suffix));
  const missing = !entry || entry[1].some(([code]) => source.split(code).length !== 2);
  if (missing) {
    throw new Error(`plugins/client-bundle/transitionLoader.cjs: ${file} no longer has the code it rewrites. Re-check the patch in DOCUSAURUS_PATCHES.md.`);
  }
  return entry[1].reduce((rewritten, [code, replacement]) => rewritten.replace(code, () => replacement), source);
}

module.exports = function transitionLoader(source) {
  return withTransitions(source, this.resourcePath);
};
module.exports.withTransitions = withTransitions;
module.exports.TRANSITION_MODULES = Object.keys(REWRITES);
