/**
 * What the API reference shows of a spec's lint result, or of an event API's: how many automated
 * rules it passes (the REST rules for a spec, the event rules for an AsyncAPI document), and its
 * findings with links to the rule pages. Computed at build time, one document at a time.
 */
import type {ConformanceSummary, ConformanceView} from '../reference/types';
import {apiOfRule, isEnforced, isGateRule, lintEventApi, type LintedRule, type SpecLintResult} from './lint';

/** Findings listed on an API page; a spec with more shows the count of the rest (lint:specs lists all). */
export const CONFORMANCE_FINDINGS_SHOWN = 50;

export function conformanceSummary(result: SpecLintResult, rules: readonly LintedRule[]): ConformanceSummary {
  const counted = result.findings.filter((finding) => !finding.exception);
  return {
    // The compatibility rules compare two versions (lint:specs --base); a page lints one.
    automated: rules.filter((rule) => isEnforced(rule) && !isGateRule(rule.id) && apiOfRule(rule.id) === (result.api ?? 'rest')).length,
    passed: result.passed.length,
    errors: counted.filter((finding) => finding.severity === 'error').length,
    warnings: counted.filter((finding) => finding.severity === 'warn').length,
    excepted: result.findings.length - counted.length,
  };
}

export function conformanceView(result: SpecLintResult, rules: readonly LintedRule[], rulePermalink: (permalink: string) => string): ConformanceView {
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  // Errors first, then warnings, then what is excepted: the order in which a team fixes them.
  const rank = (finding: SpecLintResult['findings'][number]) => (finding.exception ? 2 : finding.severity === 'error' ? 0 : 1);
  const findings = [...result.findings].sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  return {
    ...conformanceSummary(result, rules),
    findings: findings.slice(0, CONFORMANCE_FINDINGS_SHOWN).map((finding) => {
      const rule = byId.get(finding.ruleId);
      return {
        ruleId: finding.ruleId,
        ruleTitle: rule?.title ?? finding.ruleId,
        rulePermalink: rulePermalink(rule?.permalink ?? '/guidelines'),
        type: finding.type,
        severity: finding.severity,
        message: finding.message,
        line: finding.line,
        ...(finding.exception ? {exception: finding.exception} : {}),
      };
    }),
    more: Math.max(0, findings.length - CONFORMANCE_FINDINGS_SHOWN),
  };
}

/**
 * An event API page's conformance section: its AsyncAPI document (`EventApiModel.file`) linted with
 * the event rules, its exceptions file applied, as conformanceView shows a spec's. `file` names the
 * document in the findings (site-relative). Throws LintSetupError for a broken exceptions file.
 */
export function eventConformanceView(
  documentPath: string,
  rules: readonly LintedRule[],
  rulePermalink: (permalink: string) => string,
  file = documentPath,
): ConformanceView {
  return conformanceView(lintEventApi(documentPath, rules, file), rules, rulePermalink);
}
