'use strict';
// The browser build's `@docusaurus/utils-common` (plugins/client-bundle): the exports of its
// lib/index.js, taken from the same files. That index wraps one of them with tslib's
// __importDefault, which put the whole of tslib into every page's main.js. A patch listed in
// DOCUSAURUS_PATCHES.md.
const trailingSlash = require('@docusaurus/utils-common/lib/applyTrailingSlash.js');
const strings = require('@docusaurus/utils-common/lib/stringUtils.js');
const errors = require('@docusaurus/utils-common/lib/errorUtils.js');

module.exports = {
  blogPostContainerID: '__blog-post-container',
  applyTrailingSlash: trailingSlash.default,
  addTrailingSlash: trailingSlash.addTrailingSlash,
  addLeadingSlash: trailingSlash.addLeadingSlash,
  removeTrailingSlash: trailingSlash.removeTrailingSlash,
  addPrefix: strings.addPrefix,
  removeSuffix: strings.removeSuffix,
  addSuffix: strings.addSuffix,
  removePrefix: strings.removePrefix,
  getErrorCausalChain: errors.getErrorCausalChain,
};
