/**
 * Lints OpenAPI specs against the guidelines (checks/, one file per rule) with Redocly, and AsyncAPI
 * documents (event APIs) with the event rules' checks, and reports every finding by its rule id.
 * The severity of a check follows from its rule's type: MUST and MUST NOT are errors, SHOULD and
 * SHOULD NOT warnings, MAY is not checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import * as z from 'zod';
import {createConfig, getLineColLocation, lint, type Config, type NormalizedProblem, type Oas3Rule, type Plugin} from '@redocly/openapi-core';
import type {RuleType} from '../portal/rules';
import type {Rule} from './rules';
import {CHECKS, CHECKS_DIR, GATE_CHECKS, PLUGIN_ID, apiOfRule, checkFileOf, isGateRule} from './checks';
import {eventLintContext} from './checks/events';
import {exceptionsFileOf} from './files';
import {isObject} from '../shared/guards';
import {parseSpecText} from '../openapi/load';
import {positionOf, sourceOf} from '../shared/sourcePosition';
import {WriterError} from '../shared/writerError';

export {exceptionsFileOf, isExceptionsFile} from './files';
export {apiOfRule, isGateRule} from './checks';

export type {RuleType};
export type Severity = 'error' | 'warn' | 'off';

/** What the linter needs to know of a guideline rule. */
export type LintedRule = Pick<Rule, 'id' | 'type' | 'title' | 'permalink' | 'file' | 'automated'>;

export interface Finding {
  ruleId: string;
  type: RuleType;
  severity: 'error' | 'warn';
  message: string;
  /** Site-relative or absolute file, as given. */
  file: string;
  line: number;
  column: number;
  /** JSON pointer of the finding in the spec. */
  pointer: string;
  /** The reason of the declared exception that covers this finding. */
  exception?: string;
}

export interface SpecLintResult {
  file: string;
  /** `event` for an AsyncAPI document (the event rules ran); absent for an OpenAPI spec (the REST rules). */
  api?: 'event';
  findings: Finding[];
  /** Automated rules this spec breaks nowhere (exceptions aside). */
  passed: string[];
  /** Declared exceptions that cover no finding: stale, to be removed. */
  unusedExceptions: LintException[];
}

export class LintSetupError extends WriterError {}

export function severityOf(type: RuleType): Severity {
  return type === 'MUST' || type === 'MUST NOT' ? 'error' : type === 'MAY' ? 'off' : 'warn';
}

/** A rule the linter enforces: it claims automation and its type is not MAY. */
export function isEnforced(rule: Pick<LintedRule, 'type' | 'automated'>): boolean {
  return rule.automated && severityOf(rule.type) !== 'off';
}

/** The guideline id behind a Redocly rule id: `guidelines/R102001`, or a built-in listed in CHECKS. */
export function guidelineOf(redoclyRuleId: string): string | undefined {
  const own = new RegExp(`^${PLUGIN_ID}/(R\\d{6})$`).exec(redoclyRuleId);
  if (own) {
    return own[1];
  }
  return Object.entries(CHECKS).find(([, check]) => check.builtin?.some((builtin) => builtin.name === redoclyRuleId))?.[0];
}

/**
 * Ruleset and rule pages must agree: every check (a Redocly check, or a gate check that runs with
 * `--base`) names a known REST rule whose page claims `automated: true`, and every such claim has
 * a check. Each message names both sides: the rule page and the check's file (checkFileOf).
 */
export function rulesetProblems(rules: readonly LintedRule[]): string[] {
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const problems: string[] = [];
  for (const id of [...Object.keys(CHECKS), ...Object.keys(GATE_CHECKS)]) {
    const rule = byId.get(id);
    if (!rule) {
      problems.push(`${checkFileOf(id)}: the check ${id} names no rule of the guidelines. Fix the id, or write the rule page first.`);
    } else if (!rule.automated) {
      problems.push(`${checkFileOf(id)}: the check ${id} exists, but ${rule.file} does not say \`automated: true\`. Add it to the rule's front matter.`);
    } else if (severityOf(rule.type) === 'off') {
      problems.push(
        `${checkFileOf(id)}: the check ${id} belongs to a MAY rule (${rule.file}), which the linter does not enforce. Remove the check or change the rule's type.`,
      );
    }
  }
  for (const rule of rules) {
    if (rule.automated && !Object.hasOwn(CHECKS, rule.id) && !isGateRule(rule.id)) {
      problems.push(
        `${rule.file}: ${rule.id} says \`automated: true\`, but ${CHECKS_DIR} has no check ${rule.id}. Add ${checkFileOf(rule.id)} and list it in ${CHECKS_DIR}/index.ts, or remove the claim.`,
      );
    }
  }
  return problems;
}

/** Our Redocly plugin: one rule per guideline with its own check. */
function guidelinesPlugin(): Plugin {
  // Redocly types each node by its OpenAPI type; our checks read nodes as the JSON they are.
  const rules = Object.fromEntries(Object.entries(CHECKS).flatMap(([id, check]) => (check.rule ? [[id, check.rule as unknown as Oas3Rule]] : [])));
  return {id: PLUGIN_ID, rules: {oas3: rules}};
}

/** The Redocly configuration of the automated rules, each at the severity of its rule's type. */
export async function createLintConfig(rules: readonly LintedRule[]): Promise<Config> {
  const problems = rulesetProblems(rules);
  if (problems.length > 0) {
    throw new LintSetupError(problems.join('\n'));
  }
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const configured: Record<string, unknown> = {};
  for (const [id, check] of Object.entries(CHECKS)) {
    const severity = severityOf(byId.get(id)!.type);
    if (check.rule) {
      configured[`${PLUGIN_ID}/${id}`] = severity;
    }
    for (const builtin of check.builtin ?? []) {
      configured[builtin.name] = {...builtin.options, severity};
    }
  }
  try {
    return await createConfig({rules: configured, plugins: [guidelinesPlugin()]} as Parameters<typeof createConfig>[0]);
  } catch (error) {
    throw new LintSetupError(`${CHECKS_DIR}: the ruleset does not load in Redocly: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const exceptionSchema = z.array(
  z.strictObject({
    rule: z.string().regex(/^R\d{6}$/, 'must be a rule id such as R104003'),
    at: z.string().startsWith('#/', 'must be a JSON pointer such as "#/paths/~1orders/post"').optional(),
    reason: z.string().trim().min(10, 'must say why the rule does not apply here'),
  }),
);

export type LintException = z.infer<typeof exceptionSchema>[number];

/** The deliberate exceptions declared beside a spec; none without the file. */
export function readExceptions(specFile: string, automated: ReadonlySet<string>): LintException[] {
  const file = exceptionsFileOf(specFile);
  if (!fs.existsSync(file)) {
    return [];
  }
  let parsed: unknown;
  try {
    parsed = yaml.load(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new LintSetupError(`${file}: not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  const result = exceptionSchema.safeParse(parsed ?? []);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new LintSetupError(
      `${file}: ${issue.path.length > 0 ? `entry ${issue.path.join('.')}` : 'the file'} ${issue.message}. Each entry is {rule: R123456, at: "#/json/pointer" (optional), reason: "..."}.`,
    );
  }
  for (const exception of result.data) {
    if (!automated.has(exception.rule)) {
      throw new LintSetupError(`${file}: ${exception.rule} is not an automated rule, so there is nothing to except.`);
    }
  }
  return result.data;
}

function covers(exception: LintException, finding: Pick<Finding, 'ruleId' | 'pointer'>): boolean {
  return (
    exception.rule === finding.ruleId && (exception.at === undefined || finding.pointer === exception.at || finding.pointer.startsWith(`${exception.at}/`))
  );
}

function toFinding(problem: NormalizedProblem, file: string, rulesById: ReadonlyMap<string, LintedRule>): Finding {
  const location = problem.location[0];
  const lineCol = location ? getLineColLocation(location) : undefined;
  // A built-in outside CHECKS cannot run (the configuration lists only CHECKS); Redocly's own
  // problems (an unreadable file) belong to R101001, a valid description.
  const ruleId = guidelineOf(problem.ruleId) ?? 'R101001';
  const rule = rulesById.get(ruleId);
  return {
    ruleId,
    type: rule?.type ?? 'MUST',
    severity: problem.severity === 'error' ? 'error' : 'warn',
    message: problem.message,
    file,
    line: lineCol?.start.line ?? 1,
    column: lineCol?.start.col ?? 1,
    pointer: location?.pointer ?? '#/',
  };
}

/** Whether a parsed document is AsyncAPI (an event API): it has the `asyncapi` key at the top. */
export const isAsyncApiDocument = (document: unknown): boolean => isObject(document) && Object.hasOwn(document, 'asyncapi');

/** Whether a document's text is AsyncAPI, without parsing YAML: a top-level `asyncapi:` line (JSON is parsed). */
export function isAsyncApiText(text: string, file = ''): boolean {
  if (file.endsWith('.json')) {
    try {
      return isAsyncApiDocument(JSON.parse(text));
    } catch {
      return false;
    }
  }
  return /^(asyncapi\s*:|\s*\{\s*"asyncapi"\s*:)/m.test(text);
}

/** The rules a document of this kind is linted against: enforced, of its API kind, the gate's only when the gate runs. */
function lintedRules(rules: readonly LintedRule[], api: 'rest' | 'event', gated: boolean): Set<string> {
  return new Set(
    rules
      .filter(isEnforced)
      .map((rule) => rule.id)
      .filter((id) => apiOfRule(id) === api && (gated || !isGateRule(id))),
  );
}

/**
 * Lints one spec, or one event API's AsyncAPI document (told by its `asyncapi` key); `file` is how
 * messages name it. `gate` adds the compatibility rules' findings (lint:specs --base): called once
 * the document lints, so a broken one stops before the diff. Without it those rules are not
 * checked, so they count as neither passed nor broken, and their exceptions are left alone.
 */
export async function lintSpec(
  specPath: string,
  config: Config,
  rules: readonly LintedRule[],
  file = specPath,
  gate?: () => Finding[],
): Promise<SpecLintResult> {
  const text = readText(specPath, file);
  if (isAsyncApiText(text, specPath)) {
    return lintEventText(specPath, text, rules, file, gate);
  }
  const rulesById = new Map(rules.map((rule) => [rule.id, rule]));
  let problems: NormalizedProblem[];
  const exceptions = exceptionsOf(specPath, rules, 'rest');
  try {
    problems = await lint({ref: specPath, config});
  } catch (error) {
    throw new LintSetupError(`${file}: cannot be linted: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  const findings = [...problems.filter((problem) => !problem.ignored).map((problem) => toFinding(problem, file, rulesById)), ...(gate?.() ?? [])];
  return settle(file, findings, exceptions, lintedRules(rules, 'rest', gate !== undefined));
}

/**
 * Lints one event API's AsyncAPI document with the event rules' checks (no Redocly configuration
 * needed): what the event pages' conformance reads. `file` is how messages name it.
 */
export function lintEventApi(documentPath: string, rules: readonly LintedRule[], file = documentPath, gate?: () => Finding[]): SpecLintResult {
  return lintEventText(documentPath, readText(documentPath, file), rules, file, gate);
}

function readText(specPath: string, file: string): string {
  try {
    return fs.readFileSync(specPath, 'utf8');
  } catch (error) {
    throw new LintSetupError(`${file}: cannot be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

function lintEventText(documentPath: string, text: string, rules: readonly LintedRule[], file: string, gate?: () => Finding[]): SpecLintResult {
  const rulesById = new Map(rules.map((rule) => [rule.id, rule]));
  const exceptions = exceptionsOf(documentPath, rules, 'event');
  let document: unknown;
  try {
    document = parseSpecText(text, file);
  } catch (error) {
    throw new LintSetupError(error instanceof Error ? error.message : String(error));
  }
  if (!isObject(document)) {
    throw new LintSetupError(`${file}: not an AsyncAPI document (no mapping at the top). Start it with \`asyncapi: 3.0.0\`.`);
  }
  const source = sourceOf(path.resolve(documentPath), text);
  const linted = lintedRules(rules, 'event', gate !== undefined);
  const findings: Finding[] = [];
  for (const [ruleId, check] of Object.entries(CHECKS)) {
    const rule = rulesById.get(ruleId);
    if (!check.event || !rule || !linted.has(ruleId)) {
      continue;
    }
    const severity = severityOf(rule.type) === 'error' ? 'error' : 'warn';
    const seen = new Set<string>();
    check.event(
      eventLintContext(document, (pointer, message) => {
        // One finding per place and message: a message on several channels is checked once where it is defined.
        const key = `${pointer}\0${message}`;
        if (!seen.has(key)) {
          seen.add(key);
          findings.push({ruleId, type: rule.type, severity, message, file, ...(positionOf(source, pointer) ?? {line: 1, column: 1}), pointer});
        }
      }),
    );
  }
  return {...settle(file, [...findings, ...(gate?.() ?? [])], exceptions, linted), api: 'event'};
}

/** The exceptions declared beside a document, for the rules the linter enforces on a document of its kind. */
function exceptionsOf(specPath: string, rules: readonly LintedRule[], api: 'rest' | 'event'): LintException[] {
  const exceptions = readExceptions(specPath, new Set(rules.filter(isEnforced).map((rule) => rule.id)));
  const stranger = exceptions.find((exception) => apiOfRule(exception.rule) !== api);
  if (stranger) {
    const kinds = {rest: 'an OpenAPI spec', event: "an event API's AsyncAPI document"};
    throw new LintSetupError(
      `${exceptionsFileOf(specPath)}: ${stranger.rule} is checked on ${kinds[apiOfRule(stranger.rule)]}, and this file is beside ${kinds[api]}, so there is nothing to except. Remove the entry.`,
    );
  }
  return exceptions;
}

/** Findings with their exceptions, in file order; the rules passed; the exceptions left unused. */
function settle(file: string, raw: readonly Finding[], declared: readonly LintException[], linted: ReadonlySet<string>): SpecLintResult {
  const exceptions = declared.filter((exception) => linted.has(exception.rule));
  const used = new Set<LintException>();
  const findings = raw
    .map((finding) => {
      const exception = exceptions.find((candidate) => covers(candidate, finding));
      if (exception) {
        used.add(exception);
        return {...finding, exception: exception.reason};
      }
      return finding;
    })
    .sort((a, b) => a.line - b.line || a.column - b.column || (a.ruleId < b.ruleId ? -1 : 1));
  const broken = new Set(findings.filter((finding) => !finding.exception).map((finding) => finding.ruleId));
  return {
    file,
    findings,
    passed: [...linted].filter((id) => !broken.has(id)).sort(),
    // A gate exception excuses one change against the base; once that change is merged it covers
    // nothing, and failing every later pull request for it would punish the team that declared it.
    unusedExceptions: exceptions.filter((exception) => !used.has(exception) && !isGateRule(exception.rule)),
  };
}

/** Findings that count: not covered by an exception. */
export const countedFindings = (result: SpecLintResult): Finding[] => result.findings.filter((finding) => !finding.exception);

export function isFailing(result: SpecLintResult): boolean {
  return result.unusedExceptions.length > 0 || countedFindings(result).some((finding) => finding.severity === 'error');
}
