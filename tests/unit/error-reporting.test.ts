import fs from 'node:fs';
import path from 'node:path';
import type {PluginContentLoadedActions} from '@docusaurus/types';
import {ERROR_REPORTING, HOSTS} from '../../lib/portal/config';
import {agentOptions, bufferEarlyErrors, environmentOf, fromErrorEvent, fromRejection, withoutUrlQueries} from '../../src/error-reporting/agent';
import errorReportingPlugin, {
  CLIENT_MODULE,
  ErrorReportingConfigError,
  createErrorReportingPlugin,
  readErrorReportingConfig,
} from '../../plugins/error-reporting';
import type {ErrorReportingSettings} from '../../lib/portal/errorReporting';

const URL_VARIABLE = 'PORTAL_APM_SERVER_URL';
const COLLECTOR = 'http://127.0.0.1:3103';
const AGENT_CORE = path.resolve(__dirname, '../../node_modules/@elastic/apm-rum-core/dist/es/common');

/** The build's error for these settings and URL, or null when they are valid. */
function errorOf(settings: Partial<Record<keyof ErrorReportingSettings, unknown>>, url: string | undefined = COLLECTOR): string | null {
  try {
    readErrorReportingConfig({[URL_VARIABLE]: url, PORTAL_FLAVOUR: 'live'}, {...ERROR_REPORTING, ...settings} as ErrorReportingSettings);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ErrorReportingConfigError);
    return (error as Error).message;
  }
}

const FIX_URL = "set it to the collector's http(s) URL or leave it empty";
const NAME_RULE = 'use only letters, digits, spaces, underscores and hyphens';

describe('the error-reporting configuration', () => {
  it('holds the constants of spec section 9', () => {
    expect(ERROR_REPORTING).toMatchObject({
      serviceName: 'api-portal',
      environments: {live: 'live', internal: 'internal', develop: 'develop', devServer: 'development'},
      eventsLimit: 80,
      eventsWindowMs: 60_000,
      flushIntervalMs: 500,
      transactionSampleRate: 1,
    });
  });

  it('is off when PORTAL_APM_SERVER_URL is unset, empty or blank', () => {
    expect(readErrorReportingConfig({})).toBeNull();
    expect(readErrorReportingConfig({[URL_VARIABLE]: ''})).toBeNull();
    expect(readErrorReportingConfig({[URL_VARIABLE]: '  '})).toBeNull();
  });

  it('with a collector URL: the constants and the URL without trailing slash', () => {
    expect(readErrorReportingConfig({[URL_VARIABLE]: `${COLLECTOR}/`, PORTAL_FLAVOUR: 'live'})).toEqual({
      serviceName: 'api-portal',
      environment: 'live',
      hostEnvironments: {[HOSTS.develop]: 'develop'},
      serverUrl: COLLECTOR,
      eventsLimit: 80,
      flushIntervalMs: 500,
      transactionSampleRate: 1,
      startTimeoutMs: ERROR_REPORTING.startTimeoutMs,
    });
    expect(readErrorReportingConfig({[URL_VARIABLE]: ' https://apm.lindenkauf.example/rum '})?.serverUrl).toBe('https://apm.lindenkauf.example/rum');
  });

  it('names the environment of the flavour the build is, or the dev server', () => {
    const environment = (env: Record<string, string>) => readErrorReportingConfig({[URL_VARIABLE]: COLLECTOR, ...env})?.environment;
    expect(environment({PORTAL_FLAVOUR: 'live'})).toBe('live');
    expect(environment({PORTAL_FLAVOUR: 'internal'})).toBe('internal');
    // Unset, the flavour is internal (readFlavour), and so is the environment.
    expect(environment({})).toBe('internal');
    expect(environment({PORTAL_FLAVOUR: 'live', NODE_ENV: 'development'})).toBe('development');
    expect(environment({PORTAL_FLAVOUR: 'live', NODE_ENV: 'production'})).toBe('live');
  });

  it.each([
    ['foo', `PORTAL_APM_SERVER_URL: "foo" is not a URL; ${FIX_URL}`],
    ['localhost:3103', `PORTAL_APM_SERVER_URL: "localhost:3103" is not an http(s) URL; ${FIX_URL}`],
    ['ftp://apm.lindenkauf.example', `PORTAL_APM_SERVER_URL: "ftp://apm.lindenkauf.example" is not an http(s) URL; ${FIX_URL}`],
    ['javascript:alert(1)', `PORTAL_APM_SERVER_URL: "javascript:alert(1)" is not an http(s) URL; ${FIX_URL}`],
    [
      'https://rum:secret@apm.lindenkauf.example',
      `PORTAL_APM_SERVER_URL: "https://rum:secret@apm.lindenkauf.example" contains credentials, which every browser would see; ${FIX_URL} without user name or password`,
    ],
    [
      'https://apm.lindenkauf.example/?token=1',
      `PORTAL_APM_SERVER_URL: "https://apm.lindenkauf.example/?token=1" has a query or fragment, but the agent appends its own paths; ${FIX_URL} without them`,
    ],
  ])('a collector URL %j fails with one line naming the variable', (url, message) => {
    expect(errorOf({}, url)).toBe(message);
  });

  it.each<[Partial<Record<keyof ErrorReportingSettings, unknown>>, string]>([
    [{serviceName: 'api portal!'}, `ERROR_REPORTING.serviceName in lib/portal/config.ts: "api portal!" is not a valid service name; ${NAME_RULE}`],
    [{serviceName: 'api-portäl'}, `ERROR_REPORTING.serviceName in lib/portal/config.ts: "api-portäl" is not a valid service name; ${NAME_RULE}`],
    [{serviceName: ''}, `ERROR_REPORTING.serviceName in lib/portal/config.ts: "" is not a valid service name; ${NAME_RULE}`],
    [
      {environments: {...ERROR_REPORTING.environments, internal: 'internal&debug'}},
      `ERROR_REPORTING.environments.internal in lib/portal/config.ts: "internal&debug" is not a valid environment name; ${NAME_RULE}`,
    ],
    [{transactionSampleRate: 1.5}, 'ERROR_REPORTING.transactionSampleRate in lib/portal/config.ts: 1.5 is not a number from 0 to 1'],
    [{transactionSampleRate: -0.1}, 'ERROR_REPORTING.transactionSampleRate in lib/portal/config.ts: -0.1 is not a number from 0 to 1'],
    [{transactionSampleRate: Number.NaN}, 'ERROR_REPORTING.transactionSampleRate in lib/portal/config.ts: NaN is not a number from 0 to 1'],
    [{transactionSampleRate: '1'}, 'ERROR_REPORTING.transactionSampleRate in lib/portal/config.ts: "1" is not a number from 0 to 1'],
    [{eventsLimit: 0}, 'ERROR_REPORTING.eventsLimit in lib/portal/config.ts: 0 is not a whole number above 0'],
    [{flushIntervalMs: 2.5}, 'ERROR_REPORTING.flushIntervalMs in lib/portal/config.ts: 2.5 is not a whole number above 0'],
  ])('a bad constant %j fails with one line naming it', (settings, message) => {
    expect(errorOf(settings)).toBe(message);
  });

  it('accepts the edges: sample rates 0 and 1, a service name with space and underscore', () => {
    expect(errorOf({transactionSampleRate: 0})).toBeNull();
    expect(errorOf({transactionSampleRate: 1})).toBeNull();
    expect(errorOf({serviceName: 'API Portal_2-live'})).toBeNull();
  });

  it('checks the constants even when error reporting is off, and lists every bad setting', () => {
    expect(errorOf({transactionSampleRate: 2}, undefined)).toBe('ERROR_REPORTING.transactionSampleRate in lib/portal/config.ts: 2 is not a number from 0 to 1');
    expect(errorOf({serviceName: 'a/b', transactionSampleRate: 2}, 'foo')?.split('\n')).toEqual([
      `ERROR_REPORTING.serviceName in lib/portal/config.ts: "a/b" is not a valid service name; ${NAME_RULE}`,
      'ERROR_REPORTING.transactionSampleRate in lib/portal/config.ts: 2 is not a number from 0 to 1',
      `PORTAL_APM_SERVER_URL: "foo" is not a URL; ${FIX_URL}`,
    ]);
  });
});

describe('the agent options', () => {
  const config = readErrorReportingConfig({[URL_VARIABLE]: COLLECTOR, PORTAL_FLAVOUR: 'live'})!;

  it('come from the configuration, with central config on and no breakdown metrics or trace headers', () => {
    expect(agentOptions(config)).toEqual({
      serviceName: 'api-portal',
      environment: 'live',
      serverUrl: COLLECTOR,
      eventsLimit: 80,
      flushInterval: 500,
      transactionSampleRate: 1,
      centralConfig: true,
      breakdownMetrics: false,
      distributedTracing: false,
    });
  });

  it('name the develop host as its own environment, whatever build it serves', () => {
    const internal = readErrorReportingConfig({[URL_VARIABLE]: COLLECTOR, PORTAL_FLAVOUR: 'internal'})!;
    expect(agentOptions(internal, HOSTS.internal).environment).toBe('internal');
    expect(agentOptions(internal, HOSTS.develop).environment).toBe('develop');
    expect(agentOptions(config, HOSTS.live).environment).toBe('live');
    expect(environmentOf(config, 'constructor')).toBe('live');
  });

  it('are options the installed agent knows (it ignores unknown ones with a warning)', () => {
    // The agent's defaults, `this.config = {...}` in its config service, list every option it reads.
    const source = fs.readFileSync(path.join(AGENT_CORE, 'config-service.js'), 'utf8');
    const defaults = source.slice(source.indexOf('this.config = {'), source.indexOf('};', source.indexOf('this.config = {')));
    const known = [...defaults.matchAll(/^\s+(\w+):/gm)].map((match) => match[1]);
    expect(known).toEqual(expect.arrayContaining(Object.keys(agentOptions(config))));
  });

  it('throttle to eventsLimit per ERROR_REPORTING.eventsWindowMs, the window fixed in the agent', () => {
    const source = fs.readFileSync(path.join(AGENT_CORE, 'apm-server.js'), 'utf8');
    expect(Number(/THROTTLE_INTERVAL = (\d+);/.exec(source)?.[1])).toBe(ERROR_REPORTING.eventsWindowMs);
    expect(source).toMatch(/limit: limit,\s+interval: THROTTLE_INTERVAL/);
    // The collector paths the browser test's collector serves.
    expect(source).toContain('"/config/v1/rum/agents"');
    expect(source).toContain('"/intake/v" + apiVersion + "/rum/events"');
  });
});

describe('the plugin', () => {
  const actions = () => ({setGlobalData: jest.fn()}) as unknown as PluginContentLoadedActions & {setGlobalData: jest.Mock};

  it('without a collector adds no client module and no global data', async () => {
    const plugin = createErrorReportingPlugin({});
    expect(plugin.getClientModules!()).toEqual([]);
    const loaded = actions();
    await plugin.contentLoaded!({content: undefined, actions: loaded});
    expect(loaded.setGlobalData).not.toHaveBeenCalled();
  });

  it('with a collector publishes the validated configuration and adds the client module', async () => {
    const plugin = createErrorReportingPlugin({[URL_VARIABLE]: `${COLLECTOR}/`});
    expect(plugin.name).toBe('error-reporting');
    expect(plugin.getClientModules!()).toEqual([CLIENT_MODULE]);
    expect(fs.existsSync(CLIENT_MODULE)).toBe(true);
    const loaded = actions();
    await plugin.contentLoaded!({content: undefined, actions: loaded});
    expect(loaded.setGlobalData).toHaveBeenCalledWith(readErrorReportingConfig({[URL_VARIABLE]: COLLECTOR}));
  });

  it('fails when the site loads, before anything is compiled', () => {
    expect(() => createErrorReportingPlugin({[URL_VARIABLE]: 'foo'})).toThrow(`PORTAL_APM_SERVER_URL: "foo" is not a URL; ${FIX_URL}`);
  });

  it('reads the build environment', () => {
    const before = process.env[URL_VARIABLE];
    process.env[URL_VARIABLE] = COLLECTOR;
    try {
      expect(errorReportingPlugin().getClientModules!()).toEqual([CLIENT_MODULE]);
    } finally {
      if (before === undefined) {
        delete process.env[URL_VARIABLE];
      } else {
        process.env[URL_VARIABLE] = before;
      }
    }
  });
});

function errorEvent(props: {error?: unknown; message?: string}): Event {
  return Object.assign(new Event('error'), {error: undefined, message: '', ...props});
}
function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), {reason});
}

describe('errors before the agent starts', () => {
  it('become what captureError takes, worded as the agent words them', () => {
    const error = new Error('boom');
    expect(fromErrorEvent({error, message: 'Uncaught Error: boom'})).toBe(error);
    expect(fromErrorEvent({error: 'thrown text', message: 'Uncaught thrown text'})).toBe('Uncaught thrown text');
    expect(fromErrorEvent({error: undefined, message: ''})).toBeUndefined();
    expect(fromRejection({reason: error})).toBe(error);
    expect(fromRejection({reason: 'no stock'})).toBe('Unhandled promise rejection: no stock');
    expect(fromRejection({reason: undefined})).toBe('Unhandled promise rejection: <no reason specified>');
  });

  it('are kept, up to the limit, until the agent takes them; later ones are left to the agent', () => {
    const win = new EventTarget() as unknown as Window;
    const early = bufferEarlyErrors(win, 2);
    const first = new Error('first');
    win.dispatchEvent(errorEvent({error: first, message: 'Uncaught Error: first'}));
    win.dispatchEvent(rejection('second'));
    win.dispatchEvent(errorEvent({error: new Error('third')}));
    expect(early.stop()).toEqual([first, 'Unhandled promise rejection: second']);
    win.dispatchEvent(errorEvent({error: new Error('after')}));
    expect(early.stop()).toEqual([]);
  });

  it('leave resource errors (no message, no error) out', () => {
    const win = new EventTarget() as unknown as Window;
    const early = bufferEarlyErrors(win, 5);
    win.dispatchEvent(new Event('error'));
    expect(early.stop()).toEqual([]);
  });
});

describe('the payload filter', () => {
  const PAGE = 'https://developer-internal.lindenkauf.example/portal/reference/specs/checkout/operations/getCheckout';
  const SIGN_IN = '?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj';

  it('cuts the query and fragment off every URL the agent records, in transactions, spans and errors', () => {
    const payload = {
      transactions: [
        {
          name: `/portal/rest${SIGN_IN}`,
          type: 'page-load',
          context: {page: {url: `${PAGE}${SIGN_IN}#try-it`, referer: `https://sso.lindenkauf.example/authorize?client_id=portal&nonce=n-1`}},
          spans: [
            {name: `GET /portal/page-data/x.json?v=2`, type: 'external', context: {http: {url: `${PAGE}.json?token=abc#frag`, status_code: 200}}},
            {name: `GET https://api.sandbox.lindenkauf.example/checkouts?expand=cart&secret=s`, type: 'external'},
          ],
        },
      ],
      errors: [
        {
          culprit: `portal/rest${SIGN_IN}`,
          exception: {
            message: `Failed to load ${PAGE}${SIGN_IN} (see /portal/x?y=1#z)`,
            stacktrace: [{abs_path: `${PAGE}${SIGN_IN}`, filename: `portal/assets/js/main.js?v=1`, lineno: 3}],
          },
          context: {page: {url: `${PAGE}#access_token=t`, referer: ''}},
        },
      ],
    };
    const filtered = withoutUrlQueries(payload);
    expect(filtered).toEqual({
      transactions: [
        {
          name: '/portal/rest',
          type: 'page-load',
          context: {page: {url: PAGE, referer: 'https://sso.lindenkauf.example/authorize'}},
          spans: [
            {name: 'GET /portal/page-data/x.json', type: 'external', context: {http: {url: `${PAGE}.json`, status_code: 200}}},
            {name: 'GET https://api.sandbox.lindenkauf.example/checkouts', type: 'external'},
          ],
        },
      ],
      errors: [
        {
          culprit: 'portal/rest',
          exception: {
            message: `Failed to load ${PAGE} (see /portal/x)`,
            stacktrace: [{abs_path: PAGE, filename: 'portal/assets/js/main.js', lineno: 3}],
          },
          context: {page: {url: PAGE, referer: ''}},
        },
      ],
    });
    const sent = JSON.stringify(filtered);
    for (const secret of ['SplxlOBeZQQYbYS6WxSbIA', 'af0ifjsldkj', 'nonce', 'token', 'secret', 'access_token', 'v=']) {
      expect(sent).not.toContain(secret);
    }
    // The agent's own payload is not changed.
    expect(payload.errors[0]!.culprit).toBe(`portal/rest${SIGN_IN}`);
  });

  it('leaves texts without URLs, and URLs without query or fragment, as they are', () => {
    const payload = {errors: [{culprit: '(inline script)', exception: {message: 'Error #3: a ? b', type: 'TypeError'}, context: {page: {url: PAGE}}}]};
    expect(withoutUrlQueries(payload)).toEqual(payload);
  });
});
