import {defineConfig} from '@playwright/test';

// Browser tests run against the production builds (npm run build), served as deployed under /portal/.
// Debian's Chromium: Playwright's own browser download does not work on our machines.
export const PORTS = {live: 3101, internal: 3102} as const;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json']],
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: (['live', 'internal'] as const).map((flavour) => ({
    command: `node scripts/serve.mjs ${flavour} ${PORTS[flavour]}`,
    url: `http://127.0.0.1:${PORTS[flavour]}/portal/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  })),
  projects: [{name: 'desktop', use: {viewport: {width: 1440, height: 900}}}],
});
