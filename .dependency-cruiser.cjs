/**
 * The layers (README, "Where things live"), enforced in `npm test` and `npm run test:unit`:
 * lib/ is the framework-free core, plugins/ thin Docusaurus adapters over it, src/ the browser.
 * Type imports count too: a type that two layers share belongs in the lower one.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-imports-no-adapter',
      comment: 'lib/ is the core: it imports neither plugins/ nor src/. Move what both need into lib/.',
      severity: 'error',
      from: {path: '^lib/'},
      to: {path: '^(plugins|src)/'},
    },
    {
      name: 'lib-imports-no-framework',
      comment: 'lib/ imports no Docusaurus and no React: give it plain inputs from the adapter that calls it.',
      severity: 'error',
      from: {path: '^lib/'},
      to: {path: 'node_modules/(@docusaurus|react|react-dom|react-router|react-router-dom|react-markdown)/'},
    },
    {
      name: 'src-imports-no-plugin',
      comment: 'src/ (the browser) imports nothing from plugins/: contracts both read live in lib/.',
      severity: 'error',
      from: {path: '^src/'},
      to: {path: '^plugins/'},
    },
    {
      name: 'no-cycle',
      comment: 'No two files import each other, directly or through others.',
      severity: 'error',
      from: {path: '^(lib|plugins|src|scripts|tests)/'},
      to: {circular: true},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: '^(build|\\.docusaurus|node_modules)/'},
    tsConfig: {fileName: 'tsconfig.json'},
    // Type-only imports are edges too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types']},
  },
};
