/**
 * Client module of plugins/error-reporting, added only when the build names a collector. It keeps
 * the errors thrown before the agent starts, waits for the load event and an idle moment, then
 * loads the agent as its own chunk and starts it. The logic lives in src/error-reporting/agent.ts.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import type {ErrorReportingConfig} from '../../lib/portal/errorReporting';
import {ERROR_REPORTING_PLUGIN, agentOptions, bufferEarlyErrors, startAfterLoad, withoutUrlQueries} from '../../src/error-reporting/agent';

const config = globalData[ERROR_REPORTING_PLUGIN]?.default as ErrorReportingConfig | undefined;

if (ExecutionEnvironment.canUseDOM && config) {
  const early = bufferEarlyErrors(window, config.eventsLimit);
  startAfterLoad(window, config.startTimeoutMs, () => {
    import(/* webpackChunkName: "error-reporting" */ '@elastic/apm-rum')
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
  });
}

export {};
