import os from 'node:os';
import path from 'node:path';
import {defineConfig} from '@playwright/test';
import base, {DEV_SERVER_SPECS} from './playwright.config';
import TEST_PORTS from './tests/e2e/ports.json';

// The writer's loop (tests/e2e/dev-server.spec.ts): `npm start` on a copy of specs/, started once
// for its own run, so the browser tests of the builds never wait for the dev server to compile.
/**
 * scripts/test.mjs starts the dev server itself while the builds run (its first compile then
 * overlaps them) and names its copy of specs/ here; the run then uses that server.
 */
const STARTED_WITH_COPY = process.env.PORTAL_DEV_SPECS_COPY;
/** The dev server serves a copy of specs/ from here, which the tests edit. */
export const DEV_SPECS_COPY = STARTED_WITH_COPY ?? path.join(os.tmpdir(), 'portal-dev-server-specs');

export default defineConfig({
  ...base,
  // The dev server has no sign-in: none of the builds' run's (globalSetup, its saved session).
  globalSetup: undefined,
  use: {...base.use, storageState: undefined},
  // Its own folder: a run empties its output folder first, and the builds' run keeps screenshots.
  outputDir: 'test-results/dev-server',
  // One dev server for every file's tests: while a test's broken spec fails the compiles, no open page
  // applies their hot updates, and another file's docs save made meanwhile never shows. One test at a time.
  workers: 1,
  webServer: [
    {
      command: `node scripts/dev-server-copy.mjs ${TEST_PORTS.dev} ${DEV_SPECS_COPY}`,
      url: `http://127.0.0.1:${TEST_PORTS.dev}/portal/`,
      // Playwright may reuse a server someone left running only outside CI (scripts/test.mjs sets CI),
      // or the one scripts/test.mjs started for this run.
      reuseExistingServer: !process.env.CI || Boolean(STARTED_WITH_COPY),
      timeout: 300_000,
      gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 10_000},
    },
  ],
  projects: [{name: 'dev-server', testMatch: DEV_SERVER_SPECS, use: {viewport: {width: 1440, height: 900}}}],
});
