import {fileURLToPath} from 'node:url';
import {esmOnlyDependencies} from './scripts/esm-only.mjs';

// Unit, content, leak and build-error tests. Browser tests run in Playwright (playwright.config.ts).

/**
 * TypeScript, TSX and the ES-module packages below, to CommonJS with SWC, a native transpiler: on a
 * clean clone (no transform cache) ts-jest and Babel spent more time transpiling than the tests ran.
 * tsc --noEmit type-checks everything once (npm run typecheck); here we only transpile. As in an ES
 * module, imports are evaluated before the file's own statements (a jest.mock factory that runs
 * during an import cannot use the file's variables). SWC's CommonJS output turns `import.meta.url`
 * into the module's file URL (one use in @redocly/openapi-core).
 */
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'typescript' ? {syntax, tsx: true} : {syntax},
      target: 'es2022',
      transform: {react: {runtime: 'automatic'}},
    },
    module: {type: 'commonjs'},
  },
];
const typescript = {'^.+\\.tsx?$': swc('typescript')};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const project = (displayName, testMatch, extra = {}) => ({
  displayName,
  testMatch,
  testEnvironment: 'node',
  transform: typescript,
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1', '\\.module\\.css$': '<rootDir>/tests/support/cssModule.js'},
  setupFilesAfterEnv: ['<rootDir>/tests/support/tempTreeCleanup.ts'],
  ...extra,
});

// The ES-module-only packages the unit projects import (react-markdown, the remark/rehype pipeline,
// @redocly/openapi-core and everything they pull in): jest runs CommonJS, so these are transpiled
// from node_modules.
const esmTransform = {
  transform: {...typescript, '^.+\\.m?js$': swc('ecmascript')},
  transformIgnorePatterns: [
    `/node_modules/(?!(${esmOnlyDependencies(
      'react-markdown',
      'remark-gfm',
      'unified',
      'remark-parse',
      'remark-rehype',
      'rehype-stringify',
      'rehype-parse',
      'rehype-remark',
      'remark-stringify',
      'remark-mdx',
      'remark-directive',
      'remark-frontmatter',
      'unist-util-visit',
      'stemmer',
      '@redocly/openapi-core',
      '@scalar/snippetz',
      'oauth4webapi',
      'jose',
    )
      .map(escapeRegExp)
      .join('|')})/)`,
  ],
};

export default {
  // No test asserts a time; jest's default of 5 s per test fails tests that load every spec when the
  // two workers share two cores with tsc (npm run test:unit) or a build.
  testTimeout: 30_000,
  testSequencer: fileURLToPath(new URL('./tests/support/testSequencer.cjs', import.meta.url)),
  projects: [
    project('unit', ['<rootDir>/tests/unit/**/*.test.ts'], esmTransform),
    // Hooks and components in a browser-like DOM (jsdom), with React Testing Library.
    project('unit-dom', ['<rootDir>/tests/unit/**/*.test.tsx'], {
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/tests/support/jsdomWeb.ts'],
      ...esmTransform,
      moduleNameMapper: {
        '^@site/(.*)$': '<rootDir>/$1',
        '\\.module\\.css$': '<rootDir>/tests/support/cssModule.js',
        // Theme components the portal's own components render; the real ones need a Docusaurus app.
        '^@theme/CodeBlock$': '<rootDir>/tests/support/CodeBlock.tsx',
      },
    }),
    project('content', ['<rootDir>/tests/content/**/*.test.ts']),
    project('build-errors', ['<rootDir>/tests/build-errors/**/*.test.ts']),
    project('leak', ['<rootDir>/tests/leak/**/*.test.ts'], esmTransform),
  ],
};
