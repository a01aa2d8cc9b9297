import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ERROR_REPORTING_PLUGIN} from '../../src/error-reporting/agent';
import {readErrorReportingConfig, type ErrorReportingConfig} from '../../lib/portal/errorReporting';

export {ErrorReportingConfigError, SERVER_URL_VARIABLE, readErrorReportingConfig} from '../../lib/portal/errorReporting';

/** The client module that starts the agent after first paint (added only when a collector is configured). */
export const CLIENT_MODULE = path.join(__dirname, 'client.ts');

/** The plugin for the collector named in `env` (PORTAL_APM_SERVER_URL); tests pass their own. */
export function createErrorReportingPlugin(env: Readonly<Record<string, string | undefined>>): Plugin {
  const config = readErrorReportingConfig(env);
  return {
    name: ERROR_REPORTING_PLUGIN,
    getClientModules: () => (config ? [CLIENT_MODULE] : []),
    async contentLoaded({actions}) {
      if (config) {
        actions.setGlobalData(config satisfies ErrorReportingConfig);
      }
    },
  };
}

/**
 * Error reporting with the Elastic APM RUM agent (spec sections 7 and 9). Validates the
 * configuration when the site loads, so a bad value fails the build before anything is compiled.
 * With a collector URL it publishes the configuration as global data and adds the client module;
 * without one it adds neither, and no page loads the agent.
 */
export default function errorReportingPlugin(): Plugin {
  return createErrorReportingPlugin(process.env);
}
