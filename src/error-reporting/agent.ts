/**
 * Error reporting in the browser: what the client module of plugins/error-reporting needs, kept
 * free of the agent and of Docusaurus so that it is tested in Node. The agent itself
 * (@elastic/apm-rum) is imported only by the client module, on demand, as its own chunk.
 */
import type {AgentConfigOptions} from '@elastic/apm-rum';
import type {ErrorReportingConfig} from '../../lib/portal/errorReporting';
import {EARLY_ERRORS_GLOBAL} from '../../lib/portal/config';

/** The name the plugin publishes its global data under. */
export const ERROR_REPORTING_PLUGIN = 'error-reporting';

/**
 * The agent's options. Besides the configuration:
 * - `centralConfig`: the agent asks the collector for its settings (GET /config/v1/rum/agents).
 * - `breakdownMetrics: false`: no per-span-type metric sets; the collector gets errors and
 *   transactions only.
 * - `distributedTracing: false`: the portal has no backend to trace, so the agent adds no
 *   `traceparent` header to the portal's own requests (page data, search index).
 * The agent needs nothing a strict Content-Security-Policy forbids (no eval, no inline script or
 * style); its only requests go to `serverUrl`, so `connect-src` must allow the collector's origin.
 */
export function agentOptions(config: ErrorReportingConfig, hostname = ''): AgentConfigOptions {
  return {
    serviceName: config.serviceName,
    environment: environmentOf(config, hostname),
    serverUrl: config.serverUrl,
    eventsLimit: config.eventsLimit,
    flushInterval: config.flushIntervalMs,
    transactionSampleRate: config.transactionSampleRate,
    centralConfig: true,
    breakdownMetrics: false,
    distributedTracing: false,
  };
}

/** The environment a page reports under: its host's where that names one (develop), else the build's. */
export function environmentOf(config: Pick<ErrorReportingConfig, 'environment' | 'hostEnvironments'>, hostname: string): string {
  return Object.prototype.hasOwnProperty.call(config.hostEnvironments, hostname) ? config.hostEnvironments[hostname]! : config.environment;
}

/** Fields whose whole value is one URL or file path, as the agent records them. */
const URL_FIELDS = new Set(['url', 'referer', 'culprit', 'filename', 'abs_path']);
/** A URL inside a text (a span's "GET https://…", an error message): from scheme:// … */
const ABSOLUTE_URL = /\b([a-z][a-z\d+.-]*:\/\/[^\s?#"'<>`]*)([?#][^\s"'<>`]*)/gi;
/** … or a path token starting with `/`. (No lookbehind: older Safari would not parse this chunk.) */
const PATH = /(^|[\s("'`])(\/[^\s?#"'<>`]*)([?#][^\s"'<>`]*)/g;

/** The closing parentheses a cut query ended with that it did not open: they belong to the text ("(see /x?y)"). */
function closingOf(cut: string): string {
  let unmatched = 0;
  for (const char of cut) {
    unmatched += char === ')' ? 1 : char === '(' ? -1 : 0;
  }
  const trailing = /\)*$/.exec(cut)![0].length;
  return ')'.repeat(Math.max(0, Math.min(unmatched, trailing)));
}

/** A value with every URL in it cut before its query string and fragment. */
function stripped(value: unknown, key: string): unknown {
  if (typeof value === 'string') {
    // Every pattern here needs a `?` or `#`, which most of a payload's strings (names, types, ids,
    // URLs without a query) lack: a page-load transaction holds hundreds of them, filtered on the
    // main thread at each flush (Lighthouse counted the filter in a long task after the load).
    if (!value.includes('?') && !value.includes('#')) {
      return value;
    }
    return URL_FIELDS.has(key)
      ? value.replace(/[?#][\s\S]*$/, '')
      : value
          .replace(ABSOLUTE_URL, (_url, kept: string, cut: string) => kept + closingOf(cut))
          .replace(PATH, (_path, before: string, kept: string, cut: string) => before + kept + closingOf(cut));
  }
  if (Array.isArray(value)) {
    return value.map((item) => stripped(item, key));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, stripped(item, name)]));
  }
  return value;
}

/**
 * The agent's filter (apm.addFilter), applied to every payload before it is sent: each URL it
 * records (the page's and its referrer, transaction and span names and URLs, an error's culprit,
 * stack frames and message) loses its query string and fragment. A sign-in comes back with
 * `?code=…&state=…`, a console link carries the reader's input, a fragment may hold a token:
 * none of it may reach the collector. A new object; the agent's is left as it was.
 */
export function withoutUrlQueries<Payload>(payload: Payload): Payload {
  return stripped(payload, '') as Payload;
}

/** What an uncaught error event becomes for the agent's captureError (undefined: nothing to report). */
export function fromErrorEvent(event: Pick<ErrorEvent, 'error' | 'message'>): Error | string | undefined {
  if (event.error instanceof Error) {
    return event.error;
  }
  return event.message || (event.error === undefined || event.error === null ? undefined : String(event.error));
}

/** What an unhandled rejection becomes for the agent's captureError, worded as the agent words it. */
export function fromRejection(event: Pick<PromiseRejectionEvent, 'reason'>): Error | string {
  const {reason} = event;
  return reason instanceof Error
    ? reason
    : `Unhandled promise rejection: ${reason === undefined || reason === null ? '<no reason specified>' : String(reason)}`;
}

export interface EarlyErrors {
  /** Stops listening and hands over what was caught, oldest first. */
  stop(): (Error | string)[];
}

/**
 * The events APP_START_SCRIPT kept before the app's scripts ran: an array that is its own listener
 * (its `handleEvent` pushes), so that it is removed by the same object it was added with.
 */
type InlineBuffer = Event[] & EventListenerObject;
type ListeningWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {[EARLY_ERRORS_GLOBAL]?: InlineBuffer};

/**
 * Keeps the errors (and unhandled rejections) the page throws before the agent has started, at
 * most `limit` of them, so that the agent, loaded after first paint, still reports them. It takes
 * over from the page's inline script (APP_START_SCRIPT, which holds those thrown before the app's
 * scripts ran): that script's listeners go, and its events come first.
 */
export function bufferEarlyErrors(win: ListeningWindow, limit: number): EarlyErrors {
  const caught: (Error | string)[] = [];
  const keep = (event: Event) => {
    const value = event.type === 'unhandledrejection' ? fromRejection(event as PromiseRejectionEvent) : fromErrorEvent(event as ErrorEvent);
    if (value !== undefined && caught.length < limit) {
      caught.push(value);
    }
  };
  const inline = win[EARLY_ERRORS_GLOBAL];
  if (inline) {
    win.removeEventListener('error', inline);
    win.removeEventListener('unhandledrejection', inline);
    delete win[EARLY_ERRORS_GLOBAL];
    inline.splice(0).forEach(keep);
  }
  win.addEventListener('error', keep);
  win.addEventListener('unhandledrejection', keep);
  return {
    stop() {
      win.removeEventListener('error', keep);
      win.removeEventListener('unhandledrejection', keep);
      return caught.splice(0);
    },
  };
}
