/**
 * The error-reporting configuration, read and validated at build time (Node only: zod stays out
 * of the browser). The constants live in lib/portal/config.ts, the collector URL and the flavour
 * in the build's environment.
 */
import * as z from 'zod';
import {ERROR_REPORTING, HOSTS, readFlavour} from './config';

/** The validated configuration the plugin passes to the browser (its global data). */
export interface ErrorReportingConfig {
  serviceName: string;
  /** The build's environment: its flavour's, or the dev server's. */
  environment: string;
  /** Hosts that name another environment than the build's, by host name (the develop host). */
  hostEnvironments: Record<string, string>;
  /** The collector's http(s) URL, without a trailing slash. */
  serverUrl: string;
  eventsLimit: number;
  flushIntervalMs: number;
  transactionSampleRate: number;
  startTimeoutMs: number;
}

/** The environment variable naming the collector; unset or empty: no error reporting. */
export const SERVER_URL_VARIABLE = 'PORTAL_APM_SERVER_URL';

type Widened<T> = T extends number ? number : T extends string ? string : {-readonly [K in keyof T]: Widened<T[K]>};

/** The constants of lib/portal/config.ts, widened so that tests can pass other values. */
export type ErrorReportingSettings = Widened<typeof ERROR_REPORTING>;

export class ErrorReportingConfigError extends Error {
  override name = 'ErrorReportingConfigError';
}

const FIX_URL = "set it to the collector's http(s) URL or leave it empty";
/** The agent's own rule for a service name; the environment goes unencoded into a query string, so it follows it too. */
const NAME = /^[A-Za-z0-9 _-]+$/;

const name = (what: string) => {
  const error = `is not a valid ${what}; use only letters, digits, spaces, underscores and hyphens`;
  return z.string({error}).regex(NAME, {error});
};
const wholeNumber = () => {
  const error = 'is not a whole number above 0';
  return z.number({error}).int({error}).positive({error});
};

const settingsSchema = z.object({
  serviceName: name('service name'),
  environments: z.object({
    live: name('environment name'),
    internal: name('environment name'),
    develop: name('environment name'),
    devServer: name('environment name'),
  }),
  eventsLimit: wholeNumber(),
  eventsWindowMs: wholeNumber(),
  flushIntervalMs: wholeNumber(),
  transactionSampleRate: z
    .number({error: 'is not a number from 0 to 1'})
    .min(0, {error: 'is not a number from 0 to 1'})
    .max(1, {error: 'is not a number from 0 to 1'}),
  startTimeoutMs: wholeNumber(),
});

const serverUrlSchema = z
  .string()
  .superRefine((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({code: 'custom', message: `is not a URL; ${FIX_URL}`});
      return;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
      context.addIssue({code: 'custom', message: `is not an http(s) URL; ${FIX_URL}`});
    } else if (url.username !== '' || url.password !== '') {
      context.addIssue({code: 'custom', message: `contains credentials, which every browser would see; ${FIX_URL} without user name or password`});
    } else if (url.search !== '' || url.hash !== '') {
      context.addIssue({code: 'custom', message: `has a query or fragment, but the agent appends its own paths; ${FIX_URL} without them`});
    }
  })
  // The agent appends /intake/v2/rum/events and /config/v1/rum/agents to it.
  .transform((value) => value.replace(/\/+$/, ''));

const shown = (value: unknown) => (typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value)));

/** One line per setting (a nested one by its dotted path): its name, the value found and what is wrong with it. */
function problems(error: z.ZodError, setting: (key: string) => string, value: (path: readonly PropertyKey[]) => unknown): string[] {
  const seen = new Set<string>();
  return error.issues.flatMap((issue) => {
    const key = issue.path.map(String).join('.');
    if (seen.has(key)) {
      return [];
    }
    seen.add(key);
    return [`${setting(key)}: ${shown(value(issue.path))} ${issue.message}`];
  });
}

const at = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined), root);

/**
 * The validated configuration, or null when `PORTAL_APM_SERVER_URL` is unset or empty (no error
 * reporting). Its environment is the one of the flavour `PORTAL_FLAVOUR` names, as the build reads it. Bad settings fail with one line each, naming the setting, the value and the fix.
 */
export function readErrorReportingConfig(
  env: Readonly<Record<string, string | undefined>>,
  settings: ErrorReportingSettings = ERROR_REPORTING,
): ErrorReportingConfig | null {
  const found: string[] = [];
  const parsedSettings = settingsSchema.safeParse(settings);
  if (!parsedSettings.success) {
    found.push(
      ...problems(
        parsedSettings.error,
        (key) => `ERROR_REPORTING.${key} in lib/portal/config.ts`,
        (path) => at(settings, path),
      ),
    );
  }
  const rawUrl = (env[SERVER_URL_VARIABLE] ?? '').trim();
  const parsedUrl = rawUrl === '' ? null : serverUrlSchema.safeParse(rawUrl);
  if (parsedUrl && !parsedUrl.success) {
    found.push(
      ...problems(
        parsedUrl.error,
        () => SERVER_URL_VARIABLE,
        () => rawUrl,
      ),
    );
  }
  if (found.length > 0) {
    throw new ErrorReportingConfigError(found.join('\n'));
  }
  if (!parsedUrl?.success || !parsedSettings.success) {
    return null;
  }
  const {eventsWindowMs: _window, environments, ...browser} = parsedSettings.data;
  // `docusaurus start` runs in development; a build, and the tests, do not.
  const environment = env.NODE_ENV === 'development' ? environments.devServer : environments[readFlavour(env.PORTAL_FLAVOUR)];
  return {...browser, environment, hostEnvironments: {[HOSTS.develop]: environments.develop}, serverUrl: parsedUrl.data};
}
