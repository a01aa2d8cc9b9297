import {CONFORMANCE_FINDINGS_SHOWN, conformanceSummary, conformanceView} from '../../lib/lint/conformance';
import type {Finding, LintedRule, SpecLintResult} from '../../lib/lint/lint';

const rule = (id: string, type: LintedRule['type'], automated = true): LintedRule => ({
  id,
  type,
  title: `Rule ${id}`,
  permalink: `/guidelines/${id.toLowerCase()}`,
  file: `guidelines/rules/rest/x/${id}.md`,
  automated,
});
const RULES = [rule('R102001', 'MUST'), rule('R104003', 'SHOULD'), rule('R106005', 'MAY'), rule('R103003', 'MUST', false)];
const finding = (ruleId: string, severity: Finding['severity'], line: number, exception?: string): Finding => ({
  ruleId,
  type: severity === 'error' ? 'MUST' : 'SHOULD',
  severity,
  message: `message ${line}`,
  file: 'specs/x.yaml',
  line,
  column: 3,
  pointer: '#/paths',
  ...(exception ? {exception} : {}),
});
const result = (findings: Finding[], passed: string[]): SpecLintResult => ({file: 'specs/x.yaml', findings, passed, unusedExceptions: []});

describe('conformance on API pages', () => {
  it('counts automated rules (MAY aside), passes, and findings by kind; excepted ones do not count', () => {
    const summary = conformanceSummary(result([finding('R104003', 'warn', 9), finding('R102001', 'error', 4, 'frozen profile')], ['R102001']), RULES);
    expect(summary).toEqual({automated: 2, passed: 1, errors: 0, warnings: 1, excepted: 1});
  });

  it('lists errors, then warnings, then exceptions, each linking its rule page through the base URL', () => {
    const view = conformanceView(
      result([finding('R102001', 'error', 40, 'reason'), finding('R104003', 'warn', 20), finding('R102001', 'error', 30)], []),
      RULES,
      (permalink) => `/portal${permalink}`,
    );
    expect(view.findings.map((entry) => [entry.severity, entry.line, entry.exception ?? ''])).toEqual([
      ['error', 30, ''],
      ['warn', 20, ''],
      ['error', 40, 'reason'],
    ]);
    expect(view.findings[0]).toMatchObject({ruleId: 'R102001', ruleTitle: 'Rule R102001', rulePermalink: '/portal/guidelines/r102001', message: 'message 30'});
    expect(view.more).toBe(0);
  });

  it('lists at most CONFORMANCE_FINDINGS_SHOWN findings and counts the rest', () => {
    const many = Array.from({length: CONFORMANCE_FINDINGS_SHOWN + 7}, (_, index) => finding('R104003', 'warn', index + 1));
    const view = conformanceView(result(many, []), RULES, (permalink) => permalink);
    expect(view.findings).toHaveLength(CONFORMANCE_FINDINGS_SHOWN);
    expect(view.more).toBe(7);
    expect(view.warnings).toBe(CONFORMANCE_FINDINGS_SHOWN + 7);
  });
});
