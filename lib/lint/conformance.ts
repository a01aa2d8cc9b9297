/**
 * What the API reference shows of a spec's lint result: how many automated rules it passes, and
 * its findings with links to the rule pages. Computed at build time, one spec at a time.
 */
import type {ConformanceSummary, ConformanceView} from '../reference/types';
import {isEnforced, isGateRule, type LintedRule, type SpecLintResult} from './lint';

/** Findings listed on an API page; a spec with more shows the count of the rest (lint:specs lists all). */
export const CONFORMANCE_FINDINGS_SHOWN = 50;

export function conformanceSummary(result: SpecLintResult, rules: readonly LintedRule[]): ConformanceSummary {
  const counted = result.findings.filter((finding) => !finding.exception);
  return {
    // The compatibility rules compare two versions (lint:specs --base); a page lints one.
    automated: rules.filter((rule) => isEnforced(rule) && !isGateRule(rule.id)).length,
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
