import {randomUUID} from 'node:crypto';
import {type Page, expect, test} from '@playwright/test';
import {APM_COLLECTOR_URL, CENTRAL_CONFIG_PATH, INTAKE_PATH, collected} from './error-reporting-helpers';
import {portal, waitForApp} from './support';

// Error reporting (issue 12, items 6 and 7; spec sections 7 and 9). The live build is built with
// PORTAL_APM_SERVER_URL pointing at the loopback collector (tests/e2e/apm-collector.mjs); the
// internal build without it.

/** The agent's chunk: named by the client module's import (plugins/error-reporting/client.ts). */
const AGENT_CHUNK = /\/portal\/assets\/js\/error-reporting\.[0-9a-f]+\.js$/;
/** A string of the agent's code (one of its warnings), to tell which file holds the agent. */
const AGENT_CODE = 'Dropped events due to throttling';
const REPORTED = {serviceName: 'api-portal', environment: 'live'};

type Watched = Window & {cspViolations?: string[]; elasticApm?: {isActive(): boolean}; hydratedAt?: number};

/** Console errors, the agent's warnings, CSP violations and requests of a page, from before its first script. */
async function watch(page: Page) {
  const consoleErrors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().startsWith('[Elastic APM]')) {
      consoleErrors.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('request', (request) => requests.push(request.url()));
  await page.addInitScript(() => {
    const win = window as Watched;
    win.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      win.cspViolations!.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return {consoleErrors, requests, cspViolations: () => page.evaluate(() => (window as Watched).cspViolations)};
}

// One page load, with a sign-in code in its URL: what the agent reports, and what it leaves out.
test('the live build starts the agent after first paint and reports errors with service name and environment, and no query string or fragment', async ({
  page,
  request,
}) => {
  const id = `apm-test-${randomUUID()}`;
  const secrets = {code: `${id}-code`, state: `${id}-state`, token: `${id}-token`};
  const seen = await watch(page);
  // Thrown while the page loads, before the app starts (after the first paint) and long before the
  // agent does (after the load event): the page's inline script keeps it, the client module takes
  // it over and hands it to the agent.
  await page.addInitScript((message) => {
    document.addEventListener('DOMContentLoaded', () => {
      throw new Error(message);
    });
  }, `${id}-early`);
  await page.goto(portal('live', `rest/about-the-api/pagination?code=${secrets.code}&state=${secrets.state}#access_token=${secrets.token}`));
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => (window as Watched).elasticApm?.isActive() ?? false)).toBe(true);
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, `${id}-late`);

  const reported = async () => {
    const received = await collected(request);
    const withError = (suffix: string) =>
      received
        .filter((entry) => entry.method === 'POST' && entry.path === INTAKE_PATH && entry.errors.some((message) => message.endsWith(`${id}-${suffix}`)))
        .map(({serviceName, environment}) => ({serviceName, environment}));
    return {
      centralConfig: received.some(
        (entry) =>
          entry.method === 'GET' &&
          entry.path === CENTRAL_CONFIG_PATH &&
          entry.serviceName === REPORTED.serviceName &&
          entry.environment === REPORTED.environment,
      ),
      early: withError('early'),
      late: withError('late'),
      unreadable: received.filter((entry) => entry.problem).map((entry) => `${entry.method} ${entry.path}: ${entry.problem}`),
    };
  };
  // Each error once, in a POST of events whose metadata names the service and environment.
  await expect.poll(reported).toEqual({centralConfig: true, early: [REPORTED], late: [REPORTED], unreadable: []});

  // The agent is its own chunk, requested after the load event and the first paint, not in main.js.
  expect(seen.requests.filter((url) => AGENT_CHUNK.test(url))).toHaveLength(1);
  const order = await page.evaluate((pattern) => {
    const chunk = performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      afterLoad: Boolean(chunk && chunk.startTime >= navigation.loadEventEnd),
      afterFirstPaint: Boolean(chunk && paint && chunk.startTime >= paint.startTime),
    };
  }, AGENT_CHUNK.source);
  expect(order).toEqual({afterLoad: true, afterFirstPaint: true});
  const main = seen.requests.find((url) => /\/portal\/assets\/js\/main\.[0-9a-f]+\.js$/.test(url))!;
  expect(await (await request.get(main)).text()).not.toContain(AGENT_CODE);
  expect(await (await request.get(seen.requests.find((url) => AGENT_CHUNK.test(url))!)).text()).toContain(AGENT_CODE);

  expect(await seen.cspViolations()).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);

  await test.step('no query string or fragment reaches the collector: a sign-in code in the page URL stays in the page', async () => {
    // What the collector got, as the agent sent it (gzip undone): the payloads with this page's errors.
    const received = (await collected(request)).filter((entry) => entry.method === 'POST' && entry.path === INTAKE_PATH);
    const sent = received.filter((entry) => entry.errors.some((message) => message.includes(id))).map((entry) => entry.text ?? '');
    const late = received.filter((entry) => entry.errors.some((message) => message.endsWith(`${id}-late`))).map((entry) => entry.text ?? '');
    expect(late).toHaveLength(1);
    // The page's URL is there, without its query and fragment.
    expect(late[0]).toContain('/portal/rest/about-the-api/pagination');
    for (const text of sent) {
      for (const secret of Object.values(secrets)) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/pagination[?#]/);
    }
  });
});

test('an operation page, which hydrates after its data arrives, requests the agent only once it has hydrated', async ({page}) => {
  // Hydration sets html[data-hydrated] (src/clientModules/appReady.ts); noted with the time it happened.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hydrated === 'true') {
        (window as Watched).hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-hydrated']});
  });
  await page.goto(portal('live', 'reference/specs/checkout/operations/createCheckout'));
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => (window as Watched).elasticApm?.isActive() ?? false)).toBe(true);
  const order = await page.evaluate((pattern) => {
    const chunk = performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name));
    const {hydratedAt} = window as Watched;
    return {requested: Boolean(chunk), afterHydration: Boolean(chunk && hydratedAt !== undefined && chunk.startTime >= hydratedAt)};
  }, AGENT_CHUNK.source);
  expect(order).toEqual({requested: true, afterHydration: true});
});

test('the internal build, built without a collector URL, never loads the agent nor calls a collector', async ({page}) => {
  const seen = await watch(page);
  await page.goto(portal('internal'));
  await waitForApp(page);
  await page.waitForLoadState('load');
  // Past the moment the agent would start: an idle callback queued after the load event runs
  // after any the page queued then.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
  await page.waitForLoadState('networkidle');

  expect(
    seen.requests.filter(
      (url) => AGENT_CHUNK.test(url) || url.startsWith(APM_COLLECTOR_URL) || /\/intake\/v\d\/rum\/events|\/config\/v1\/rum\/agents/.test(url),
    ),
  ).toEqual([]);
  expect(await page.evaluate(() => 'elasticApm' in window)).toBe(false);
  expect(await seen.cspViolations()).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});
