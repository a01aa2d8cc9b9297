/**
 * Each spec's lint against the guidelines' automated rules, for the conformance the overview and
 * API pages show. Results are kept while the spec (the same LoadedSpec: its text is unchanged), its
 * exceptions file and the rules are: the dev server lints only the spec that changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SpecModel} from '../../lib/openapi/model';
import {exceptionsFileOf} from '../../lib/lint/files';
import {createLintConfig, lintSpec, type SpecLintResult} from '../../lib/lint/lint';
import type {Rule} from '../../lib/lint/rules';
import {loadRules} from '../guideline-rules/rules';

export interface Lints {
  rules: Rule[];
  results: Map<string, SpecLintResult>;
}

const lintCache = new WeakMap<SpecModel['spec'], {key: string; result: SpecLintResult}>();
let lintConfig: {rulesKey: string; config: Promise<Awaited<ReturnType<typeof createLintConfig>>>} | undefined;

/** Each spec's lint result against the guidelines' automated rules, by spec key. */
export async function lintModels(siteDir: string, models: readonly SpecModel[]): Promise<Lints> {
  const rules = await loadRules(siteDir);
  const rulesKey = JSON.stringify(rules);
  if (lintConfig?.rulesKey !== rulesKey) {
    lintConfig = {rulesKey, config: createLintConfig(rules)};
  }
  const config = await lintConfig.config;
  const results = new Map<string, SpecLintResult>();
  for (const model of models) {
    const specPath = path.resolve(siteDir, model.spec.file);
    const exceptions = exceptionsFileOf(specPath);
    const key = `${rulesKey}\0${fs.existsSync(exceptions) ? fs.readFileSync(exceptions, 'utf8') : ''}`;
    const known = lintCache.get(model.spec);
    const result = known?.key === key ? known.result : await lintSpec(specPath, config, rules, model.spec.file);
    lintCache.set(model.spec, {key, result});
    results.set(model.spec.key, result);
  }
  return {rules, results};
}

/** The lint's results, each the same object while its spec, exceptions and rules are (lintModels' cache). */
export interface LintsSeen {
  rules: string;
  results: SpecLintResult[];
}

export const lintsSeen = (lints: Lints): LintsSeen => ({rules: JSON.stringify(lints.rules), results: [...lints.results.values()]});

export function sameLints(lints: Lints, seen: LintsSeen): boolean {
  const now = lintsSeen(lints);
  return now.rules === seen.rules && now.results.length === seen.results.length && now.results.every((result, index) => result === seen.results[index]);
}
