/**
 * `npm run lint:specs`: lints every spec of specs/ (and PORTAL_SPECS_DIR) and every event API of
 * events/ (and PORTAL_EVENTS_DIR, the AsyncAPI documents, with the event rules) and prints each finding
 * as `file:line:column  R<id> <type>  message` with the rule page's URL, the declared exceptions,
 * and a count per rule. Non-zero exit on any error. `--base <revision>` adds the compatibility
 * rules, which compare each spec with its version at that revision (gate.ts).
 */
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import {HOSTS, portalUrl} from '../../lib/portal/config';
import {FrontMatterError} from '../front-matter';
import {RuleError} from '../../lib/lint/rules';
import {loadRules} from './rules';
import {specFiles, specsDir} from '../../lib/openapi/load';
import {eventApiFiles, eventsDir} from '../../lib/asyncapi/load';
import {CompatibilityGate, type GateOptions} from '../../lib/lint/gate';
import {
  apiOfRule,
  countedFindings,
  isEnforced,
  isGateRule,
  createLintConfig,
  exceptionsFileOf,
  isFailing,
  lintSpec,
  LintSetupError,
  type Finding,
  type LintedRule,
  type SpecLintResult,
} from '../../lib/lint/lint';

/** The rule page on the live portal, where every rule is public. */
export function ruleUrl(rule: Pick<LintedRule, 'permalink'>): string {
  return `${portalUrl(HOSTS.live)}${rule.permalink.replace(/^\//, '')}`;
}

export function formatFinding(finding: Finding, rule: LintedRule | undefined): string {
  const where = `${finding.file}:${finding.line}:${finding.column}`;
  const level = finding.exception ? 'excepted' : finding.severity;
  const lines = [`${where}  ${finding.ruleId} ${finding.type}  ${finding.message}  [${level}]`];
  if (rule) {
    lines.push(`    ${ruleUrl(rule)}`);
  }
  if (finding.exception) {
    lines.push(`    exception: ${finding.exception}`);
  }
  return lines.join('\n');
}

/** The closing table: per rule, its errors, warnings and excepted findings. `gated`: the compatibility rules ran (--base). Specs and event APIs are counted apart. */
export function formatSummary(results: readonly SpecLintResult[], rules: readonly LintedRule[], gated = false): string[] {
  const counts = new Map<string, {error: number; warn: number; excepted: number}>();
  for (const finding of results.flatMap((result) => result.findings)) {
    const count = counts.get(finding.ruleId) ?? {error: 0, warn: 0, excepted: 0};
    count[finding.exception ? 'excepted' : finding.severity] += 1;
    counts.set(finding.ruleId, count);
  }
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const lines = [...counts]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(
      ([id, count]) =>
        `  ${id} ${(byId.get(id)?.type ?? '').padEnd(10)} ${String(count.error).padStart(3)} errors ${String(count.warn).padStart(3)} warnings ${String(count.excepted).padStart(3)} excepted  ${byId.get(id)?.title ?? ''}`,
    );
  const errors = results.reduce((sum, result) => sum + countedFindings(result).filter((finding) => finding.severity === 'error').length, 0);
  const warnings = results.reduce((sum, result) => sum + countedFindings(result).filter((finding) => finding.severity === 'warn').length, 0);
  const events = results.filter((result) => result.api === 'event').length;
  // The rules that ran: the REST rules when a spec was linted, the event rules when an event API was.
  const kinds = new Set(results.map((result) => result.api ?? 'rest'));
  const automated = rules.filter((rule) => isEnforced(rule) && (gated || !isGateRule(rule.id)) && kinds.has(apiOfRule(rule.id))).length;
  return [
    `Findings per rule (${automated} automated rules, ${results.length - events} specs${events > 0 ? `, ${events} event APIs` : ''}):`,
    ...(lines.length > 0 ? lines : ['  none']),
    `${errors} errors, ${warnings} warnings.`,
  ];
}

/** The folders linted: specs/ and PORTAL_SPECS_DIR when it names another one. */
export function lintedDirs(siteDir: string, env: NodeJS.ProcessEnv): string[] {
  const dirs = [path.join(siteDir, 'specs'), specsDir(siteDir, env)];
  return [...new Set(dirs)];
}

/** The event API folders linted: events/ and PORTAL_EVENTS_DIR when it names another one (the loader's own lookup). */
export function lintedEventDirs(siteDir: string, env: NodeJS.ProcessEnv): string[] {
  return [...new Set([eventsDir(siteDir, {}), eventsDir(siteDir, env)])];
}

/** Every file lint:specs reads: the specs, then the event APIs (lintSpec tells them apart by their first key). */
export const lintedFiles = (siteDir: string, env: NodeJS.ProcessEnv): string[] => [
  ...new Set([...lintedDirs(siteDir, env).flatMap(specFiles), ...lintedEventDirs(siteDir, env).flatMap(eventApiFiles)]),
];

export interface LintSpecsOptions {
  /** `--base <revision>`: also check the compatibility rules against each spec's version there. */
  base?: string;
  /** For tests: the gate's clock and history cache. */
  gate?: Omit<GateOptions, 'base'>;
}

const USAGE = 'Usage: npm run lint:specs [-- --base <git revision>]';

/** The command line of lint:specs: nothing, or `--base <revision>` (also `--base=<revision>`). */
export function parseLintArgs(args: readonly string[]): LintSpecsOptions {
  const options: LintSpecsOptions = {};
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const inline = /^--base=(.*)$/.exec(arg);
    const value = inline ? inline[1] : arg === '--base' ? args[++index] : undefined;
    if (value === undefined || value.trim() === '' || value.startsWith('-') || options.base !== undefined) {
      throw new LintSetupError(arg === '--base' || inline ? `--base needs a git revision, such as origin/main. ${USAGE}` : `Unknown argument ${arg}. ${USAGE}`);
    }
    options.base = value.trim();
  }
  return options;
}

export async function lintSpecs(siteDir: string, env: NodeJS.ProcessEnv, print: (line: string) => void, options: LintSpecsOptions = {}): Promise<number> {
  try {
    const rules = await loadRules(siteDir);
    const config = await createLintConfig(rules);
    const gate = options.base === undefined ? undefined : CompatibilityGate.open(siteDir, {...options.gate, base: options.base});
    const files = lintedFiles(siteDir, env);
    const results: SpecLintResult[] = [];
    for (const file of files) {
      const shown = posixPath(path.relative(process.cwd(), file));
      results.push(await lintSpec(file, config, rules, shown, gate && (() => gateFindings(gate, file, shown, rules, print))));
    }
    const byId = new Map(rules.map((rule) => [rule.id, rule]));
    for (const result of results) {
      result.findings.forEach((finding) => print(formatFinding(finding, byId.get(finding.ruleId))));
      result.unusedExceptions.forEach((exception) =>
        print(
          `${exceptionsFileOf(result.file)}  ${exception.rule}  the exception${exception.at ? ` at ${exception.at}` : ''} covers no finding: remove it.  [error]`,
        ),
      );
    }
    formatSummary(results, rules, gate !== undefined).forEach(print);
    return results.some(isFailing) ? 1 : 0;
  } catch (error) {
    // What writers wrote is wrong: the message names the file and the fix, a stack would not help.
    if (error instanceof LintSetupError || error instanceof RuleError || error instanceof FrontMatterError) {
      print(error.message);
      return 2;
    }
    throw error;
  }
}

/** The gate's findings of one spec; a spec without a base version is said in one line and has none. */
function gateFindings(gate: CompatibilityGate, file: string, shown: string, rules: readonly LintedRule[], print: (line: string) => void): Finding[] {
  const result = gate.check(file, shown, rules);
  if ('notice' in result) {
    print(result.notice);
    return [];
  }
  return result.findings;
}
