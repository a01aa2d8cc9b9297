// `@portal/docusaurus-component-creator` is core's own `@docusaurus/ComponentCreator`, which the
// browser build aliases to lazyComponentCreator.ts (plugins/client-bundle/index.ts). A patch listed
// in DOCUSAURUS_PATCHES.md.
export {default} from '@docusaurus/ComponentCreator';
