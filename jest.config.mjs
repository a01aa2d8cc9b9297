// Unit, content, leak and build-error tests. Browser tests run in Playwright (playwright.config.ts).
/** @type {import('jest').Config} */
const tsJest = [
  'ts-jest',
  {
    // tsc --noEmit type-checks everything once (npm run typecheck); here we only transpile.
    diagnostics: false,
    tsconfig: {module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx', esModuleInterop: true, isolatedModules: true},
  },
];

const project = (displayName, testMatch, extra = {}) => ({
  displayName,
  testMatch,
  testEnvironment: 'node',
  transform: {'^.+\\.tsx?$': tsJest},
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1', '\\.module\\.css$': '<rootDir>/tests/support/cssModule.js'},
  ...extra,
});

export default {
  projects: [
    project('unit', ['<rootDir>/tests/unit/**/*.test.ts?(x)']),
    project('content', ['<rootDir>/tests/content/**/*.test.ts']),
    project('build-errors', ['<rootDir>/tests/build-errors/**/*.test.ts']),
    project('leak', ['<rootDir>/tests/leak/**/*.test.ts']),
  ],
};
