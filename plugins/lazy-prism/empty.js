// Stands in for theme-classic's prism-include-languages client module (see index.ts).
// A patch listed in DOCUSAURUS_PATCHES.md.
export {};
