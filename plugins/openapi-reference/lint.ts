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

function configOf(rules: readonly Rule[], rulesKey = JSON.stringify(rules)) {
  if (lintConfig?.rulesKey !== rulesKey) {
    lintConfig = {rulesKey, config: createLintConfig(rules)};
  }
  return lintConfig.config;
}

/** What a spec's cached result was linted with: the rules and its exceptions file. */
function cacheKey(rulesKey: string, specPath: string): string {
  const exceptions = exceptionsFileOf(specPath);
  return `${rulesKey}\0${fs.existsSync(exceptions) ? fs.readFileSync(exceptions, 'utf8') : ''}`;
}

/** Each spec's lint result against the guidelines' automated rules, by spec key. */
export async function lintModels(siteDir: string, models: readonly SpecModel[]): Promise<Lints> {
  const rules = await loadRules(siteDir);
  const rulesKey = JSON.stringify(rules);
  const config = await configOf(rules, rulesKey);
  const results = new Map<string, SpecLintResult>();
  for (const model of models) {
    const specPath = path.resolve(siteDir, model.spec.file);
    const key = cacheKey(rulesKey, specPath);
    const known = lintCache.get(model.spec);
    const result = known?.key === key ? known.result : await lintSpec(specPath, config, rules, model.spec.file);
    lintCache.set(model.spec, {key, result});
    results.set(model.spec.key, result);
  }
  return {rules, results};
}

/** One spec to lint, as a thread is given it: the spec file, absolute, and how messages name it. */
export interface LintRequest {
  specPath: string;
  file: string;
}

/**
 * One spec's lint, on this thread or the page data worker's (pageDataThreads.ts); undefined when it
 * fails, for lintModels to lint that spec again and report why as it always does.
 */
export async function lintRequest(rules: readonly Rule[], {specPath, file}: LintRequest): Promise<SpecLintResult | undefined> {
  try {
    return await lintSpec(specPath, await configOf(rules), rules, file);
  } catch {
    return undefined;
  }
}

/** A spec lintModels has no result for yet: `keep` puts the result where lintModels finds it. */
export interface LintAhead {
  request: LintRequest;
  keep: (result: SpecLintResult) => void;
}

/**
 * The specs lintModels would lint now, to be linted ahead of it: a build lints them on both threads,
 * each once its share of the page data is written (pageDataThreads.ts). The largest files come
 * first, so that the threads end close together.
 */
export async function lintsAhead(siteDir: string, models: readonly SpecModel[]): Promise<{rules: Rule[]; specs: LintAhead[]}> {
  const rules = await loadRules(siteDir);
  const rulesKey = JSON.stringify(rules);
  const specs = models.flatMap((model): LintAhead[] => {
    const specPath = path.resolve(siteDir, model.spec.file);
    const key = cacheKey(rulesKey, specPath);
    return lintCache.get(model.spec)?.key === key
      ? []
      : [{request: {specPath, file: model.spec.file}, keep: (result) => lintCache.set(model.spec, {key, result})}];
  });
  const size = (spec: LintAhead) => fs.statSync(spec.request.specPath).size;
  return {
    rules,
    specs: specs
      .map((spec) => ({spec, size: size(spec)}))
      .sort((a, b) => b.size - a.size)
      .map(({spec}) => spec),
  };
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
