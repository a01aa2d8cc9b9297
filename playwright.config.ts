import fs from 'node:fs';
import {defineConfig} from '@playwright/test';
import {BREAKPOINTS, HOSTS} from './lib/portal/config';
// Flags headless Chromium needs on our machines; bench.mjs uses the same list.
import CHROME_ARGS from './scripts/chromium-args.json';
import CHROMIUM from './scripts/chromium-binaries.json';
// Loopback ports of the servers below; scripts/test.mjs builds the live flavour to report errors to the collector's.
import TEST_PORTS from './tests/e2e/ports.json';

// Browser tests run against the production builds (npm run build), served as deployed: through nginx
// with the deploy configuration (deploy/nginx), under /portal/.
// Debian's Chromium: Playwright's own browser download does not work on our machines.
export const PORTS = {live: TEST_PORTS.live, internal: TEST_PORTS.internal} as const;
/** The live host's MCP service, which serve-nginx.mjs starts beside nginx: tests reach it through nginx at /portal/mcp. */
export const MCP_SERVICE_PORT = TEST_PORTS.mcp;
/** Playwright may reuse a server someone left running only outside CI (scripts/test.mjs sets CI). */
const reuseExistingServer = !process.env.CI;

/** The widths the portal's frame (header, drawer, side navigation, footer) is tested at: tests/e2e/frame-*.spec.ts. */
export const FRAME_WIDTHS = [375, 800, 1024, 1440] as const;
const FRAME_SPECS = /frame-.*\.spec\.ts$/;
/**
 * A frame test tagged with this checks what no width changes (a link's target, a stored setting, or
 * the band edges a test resizes the window across itself): it runs at the widest frame width only.
 * The layout at the others is the visual tests' (frame-visual).
 */
export const ONE_WIDTH_TAG = '@one-width';
/** Tests of one of the two headers run only at the widths that show it (the mobile one at 860px and below). */
export const HEADER_TAGS = {desktop: '@desktop-header', mobile: '@mobile-header'} as const;

/** What a frame width does not run: tests of the other header, and the one-width tests but at the widest. */
function notAtWidth(width: number): RegExp[] {
  const otherHeader = width <= BREAKPOINTS.mobileHeaderMax ? HEADER_TAGS.desktop : HEADER_TAGS.mobile;
  return [new RegExp(otherHeader), ...(width === FRAME_WIDTHS[FRAME_WIDTHS.length - 1] ? [] : [new RegExp(ONE_WIDTH_TAG)])];
}
/** The writer's loop runs against the dev server, in a run of its own: playwright.dev.config.ts. */
export const DEV_SERVER_SPECS = /dev-server\.spec\.ts$/;

/**
 * The Chromium the tests run in: npm test passes the one scripts/find-chromium.mjs chose (Debian's
 * headless shell where there is one); run by hand, the same order without installing anything.
 */
const TEST_BINARIES = CHROMIUM.tests.map((key) => CHROMIUM.packages[key as keyof typeof CHROMIUM.packages].binary);
export const CHROME_PATH = process.env.CHROME_PATH ?? TEST_BINARIES.find((binary) => fs.existsSync(binary)) ?? TEST_BINARIES.at(-1)!;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json']],
  timeout: 30_000,
  // In npm test (CI set) a failed test runs once more: the shared 2-core machines stall for seconds
  // without warning. One that passes then counts as passed and npm test's summary names it
  // ("failed once, passed on its retry"); one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // A loaded 2-core CI machine can take seconds to fetch a route's chunks before the URL changes.
  expect: {timeout: 10_000},
  use: {
    browserName: 'chromium',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {executablePath: CHROME_PATH, args: CHROME_ARGS},
    // Signed in as the allowed test reader (globalSetup). Cookies ignore ports, so the live host
    // receives the session cookie too and ignores it.
    storageState: 'test-results/.auth/internal.json',
  },
  // The internal host is behind its sign-in (the proxy and the local test provider): this signs in
  // once as the allowed test reader and saves the session that every test starts with.
  globalSetup: './tests/e2e/sign-in-global-setup.ts',
  webServer: [
    // The production server blocks (deploy/nginx/live.conf, internal.conf) with a plain loopback listen;
    // the live one with the MCP service behind /portal/mcp, started and stopped with nginx.
    ...(['live', 'internal'] as const).map((flavour) => ({
      command: `node scripts/serve-nginx.mjs ${flavour} ${PORTS[flavour]}${flavour === 'internal' ? ' --sign-in' : ` --mcp-port ${MCP_SERVICE_PORT}`}`,
      url: `http://127.0.0.1:${PORTS[flavour]}/portal/`,
      reuseExistingServer,
      timeout: 30_000,
      // The script stops nginx on SIGTERM.
      gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 5_000},
    })),
    // The sandbox the builds' "Try it" consoles send to (scripts/test.mjs builds them with PORTAL_SANDBOX_URL).
    {
      command: 'node scripts/sandbox.mjs',
      url: `http://127.0.0.1:${TEST_PORTS.sandbox}/oauth2/.well-known/openid-configuration`,
      env: {PORTAL_SANDBOX_PORT: String(TEST_PORTS.sandbox), PORTAL_FLAVOUR: 'internal'},
      reuseExistingServer,
      timeout: 120_000,
      gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 5_000},
    },
    // Every live page reports to this collector (tests/e2e/error-reporting.spec.ts reads what it got).
    {
      command: `node tests/e2e/apm-collector.mjs ${TEST_PORTS.collector}`,
      url: `http://127.0.0.1:${TEST_PORTS.collector}/__received`,
      reuseExistingServer,
      timeout: 30_000,
    },
  ],
  projects: [
    {name: 'desktop', testIgnore: [FRAME_SPECS, DEV_SERVER_SPECS], use: {viewport: {width: 1440, height: 900}}},
    ...FRAME_WIDTHS.map((width) => ({
      name: `frame-${width}`,
      testMatch: FRAME_SPECS,
      grepInvert: notAtWidth(width),
      use: {
        viewport: {width, height: width < 800 ? 812 : 900},
        launchOptions: {
          executablePath: CHROME_PATH,
          // The info banner shows only on the develop host: that name leads to the local server.
          args: [...CHROME_ARGS, `--host-resolver-rules=MAP ${HOSTS.develop} 127.0.0.1`],
        },
      },
    })),
  ],
});
