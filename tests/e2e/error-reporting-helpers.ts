import type {APIRequestContext} from '@playwright/test';
import TEST_PORTS from './ports.json';

/**
 * The loopback collector (tests/e2e/apm-collector.mjs) the live build reports to in the browser
 * tests: `npm test` builds the live flavour with PORTAL_APM_SERVER_URL set to APM_COLLECTOR_URL,
 * and Playwright starts the collector on this port (playwright.config.ts, webServer).
 */
export const APM_COLLECTOR_PORT = TEST_PORTS.collector;
export const APM_COLLECTOR_URL = `http://127.0.0.1:${APM_COLLECTOR_PORT}`;

/** The agent's paths under the collector URL. */
export const INTAKE_PATH = '/intake/v2/rum/events';
export const CENTRAL_CONFIG_PATH = '/config/v1/rum/agents';

/** One request as the collector recorded it. */
export interface CollectedRequest {
  method: string;
  path: string;
  /** From the events' metadata line (POST) or the query string (GET of central configuration). */
  serviceName?: string;
  environment?: string;
  /** An events payload as sent, decompressed (POST). */
  text?: string;
  /** The messages of the errors in an events payload. */
  errors: string[];
  transactions: number;
  contentEncoding?: string;
  /** Set when the collector could not read the request. */
  problem?: string;
}

/** Everything the collector has received so far (from every test: filter by something unique). */
export async function collected(request: APIRequestContext): Promise<CollectedRequest[]> {
  const response = await request.get(`${APM_COLLECTOR_URL}/__received`);
  if (!response.ok()) {
    throw new Error(`The APM collector answered ${response.status()} at ${APM_COLLECTOR_URL}/__received`);
  }
  return (await response.json()) as CollectedRequest[];
}
