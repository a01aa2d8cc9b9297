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

// Per document, for the rules it was linted against: a dev-server reload, which a save anywhere in
// the REST section starts, lints again only a changed document (a new model: catalogue.ts), an
// exceptions file saved beside it (the folder's change makes new models too) or a changed rule.
const views = new WeakMap<EventApiModel, {rules: string; view: ConformanceView}>();

export async function eventConformance(
  siteDir: string,
  apis: readonly EventApiModel[],
  rulePermalink: (permalink: string) => string,
): Promise<Map<string, ConformanceView>> {
  const rules = await loadRules(siteDir);
  const rulesKey = JSON.stringify(rules);
  return new Map(
    apis.map((api) => {
      let known = views.get(api);
      if (known?.rules !== rulesKey) {
        known = {rules: rulesKey, view: eventConformanceView(api.file, rules, rulePermalink, path.relative(siteDir, api.file))};
        views.set(api, known);
      }
      return [api.key, known.view];
    }),
  );
}
