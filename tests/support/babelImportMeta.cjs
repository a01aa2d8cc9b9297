// Jest runs CommonJS: turns `import.meta.url` in ES-module packages it transpiles (one use in
// @redocly/openapi-core) into the CommonJS module's file URL.
module.exports = function importMetaToCommonJs() {
  return {
    visitor: {
      MetaProperty(path) {
        path.replaceWithSourceString('({url: require("node:url").pathToFileURL(__filename).href})');
      },
    },
  };
};
