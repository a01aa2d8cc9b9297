/**
 * Client module of plugins/error-reporting, added only when the build names a collector. It keeps
 * the errors thrown before the agent starts (from those the page's inline script kept before the
 * app started on), waits until React has hydrated the page, the load event and an idle moment (at
 * the latest startTimeoutMs after the load event), then loads the agent as its own chunk and starts
 * it: an operation page hydrates after its data arrives, later than its load event, and the agent
 * (21 KB gzip) must not compete with what makes the page usable. The logic lives in
 * src/error-reporting/agent.ts.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import type {ErrorReportingConfig} from '../../lib/portal/errorReporting';
import {ERROR_REPORTING_PLUGIN, agentOptions, bufferEarlyErrors, withoutUrlQueries} from '../../src/error-reporting/agent';
import {afterLoad, idleAfterLoad} from '../../src/shared/afterLoad';

const config = globalData[ERROR_REPORTING_PLUGIN]?.default as ErrorReportingConfig | undefined;

const early = ExecutionEnvironment.canUseDOM && config ? bufferEarlyErrors(window, config.eventsLimit) : undefined;
let started = false;
let hydrated = false;

function start(): void {
  if (started || !early || !config) {
    return;
  }
  started = true;
  import(/* webpackChunkName: "error-reporting" */ '@elastic/apm-rum')
    // The agent's modules run as its chunk arrives, and init reads storage, registers its listeners
    // and asks for its central config: in one task the two were a long task on a slow phone, so init
    // waits for the next task (the early errors stay kept until then).
    .then((agent) => new Promise<typeof agent>((resolve) => window.setTimeout(() => resolve(agent), 0)))
    .then(({init}) => {
      // init registers the agent's own error listeners; ours hand over what came before.
      const apm = init(agentOptions(config, window.location.hostname));
      // Added before the first flush: no URL leaves with its query string or fragment.
      apm.addFilter(withoutUrlQueries);
      for (const error of early.stop()) {
        apm.captureError(error);
      }
    })
    // Reporting is best effort: a chunk that fails to load must not become an error of its own.
    .catch(() => early.stop());
}

if (early && config) {
  // A page whose hydration failed never calls onRouteDidUpdate: its errors are the ones to report.
  // The app starts after the first paint (APP_START_SCRIPT), which can be after the load event.
  afterLoad(window, () => window.setTimeout(start, config.startTimeoutMs));
}

/** Docusaurus calls this once React has hydrated the first page, then after each navigation. */
export function onRouteDidUpdate(): void {
  if (!hydrated && early && config) {
    hydrated = true;
    idleAfterLoad(window, start, config.startTimeoutMs);
  }
}
