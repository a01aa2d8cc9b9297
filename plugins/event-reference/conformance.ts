/**
 * The event lint's result per event API (by key), for the `#conformance` section of its page: its
 * AsyncAPI document linted with the event rules and its exceptions file (lib/lint), as the REST API
 * pages show a spec's. A broken exceptions file fails the build with the lint's message.
 */
import path from 'node:path';
import type {EventApiModel} from '../../lib/asyncapi/types';
import {eventConformanceView} from '../../lib/lint/conformance';
import type {ConformanceView} from '../../lib/reference/types';
import {loadRules} from '../guideline-rules/rules';

export async function eventConformance(
  siteDir: string,
  apis: readonly EventApiModel[],
  rulePermalink: (permalink: string) => string,
): Promise<Map<string, ConformanceView>> {
  const rules = await loadRules(siteDir);
  return new Map(apis.map((api) => [api.key, eventConformanceView(api.file, rules, rulePermalink, path.relative(siteDir, api.file))]));
}
