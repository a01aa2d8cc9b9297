// ESLint, run by `npm test`, `npm run test:unit` and `npm run lint`. Correctness rules only: Prettier
// owns the layout (.prettierrc.json), and neither recommended set below has a stylistic rule.
// typescript-eslint's `recommended`, not the type-checked sets, so that no type-check runs: the whole
// tree takes about 30 s of CPU, most of it the React Compiler's analysis below.
import js from '@eslint/js';
import {defineConfig} from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: ['build/', '.docusaurus/', 'node_modules/', 'reports/', 'test-results/', 'playwright-report/', 'static/', 'coverage/'],
  },
  {
    // A suppression that no longer suppresses anything goes.
    linterOptions: {reportUnusedDisableDirectives: 'error'},
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `const {omitted: _omitted, ...rest} = value` is how the code base leaves a property out.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    files: ['src/**', 'tests/**'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The plugin's v7 rules run the React Compiler's analysis over each file, the costliest part of
    // the lint: on the browser code, where the components and hooks are, not on the tests.
    files: ['src/**'],
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The Rules of React the plugin's v7 preset checks (purity, refs, immutability, globals,
      // static-components, use-memo, error-boundaries, set-state-in-render) stay on, as errors.
      // Off: effects set state on purpose: after hydration (year, platform, token, sign-in return), before a load, when a prop turns true.
      'react-hooks/set-state-in-effect': 'off',
      // Off: these check the React Compiler's own setup and output, and the portal does not use the compiler.
      'react-hooks/config': 'off',
      'react-hooks/gating': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/unsupported-syntax': 'off',
    },
  },
  {
    files: ['src/**'],
    languageOptions: {globals: globals.browser},
  },
  {
    files: ['lib/**', 'plugins/**', 'scripts/**', 'tests/**', '*.{ts,mjs,cjs,js}'],
    languageOptions: {globals: globals.node},
  },
  {
    files: ['tests/**'],
    languageOptions: {globals: globals.jest},
  },
  {
    // The benchmarks' page.evaluate callbacks run in the browser.
    files: ['scripts/bench.mjs', 'scripts/bench/**'],
    languageOptions: {globals: globals.browser},
  },
  {
    // CommonJS (worker entries, jest and dependency-cruiser support): require() is its import.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
