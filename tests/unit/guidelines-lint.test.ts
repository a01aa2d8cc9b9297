/**
 * The guidelines' linter (lib/lint): every check against its fixtures in
 * tests/fixtures/lint/<id>/ (bad.yaml breaks the rule, good.yaml keeps it and breaks nothing at
 * all), the cross-check of ruleset and rule pages, the exceptions files, and the report format.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Oas3Types, type Config} from '@redocly/openapi-core';
import {CHECKS, GATE_CHECKS} from '../../lib/lint/checks';
import {
  createLintConfig,
  exceptionsFileOf,
  isFailing,
  lintSpec,
  LintSetupError,
  rulesetProblems,
  severityOf,
  type Finding,
  type LintedRule,
  type SpecLintResult,
} from '../../lib/lint/lint';
import {formatFinding, formatSummary} from '../../plugins/guideline-rules/lintReport';
import {loadRules} from '../../plugins/guideline-rules/rules';
import {tempTree} from '../support/tempTree';

const FIXTURES = 'tests/fixtures/lint';
const CHECKS_DIR = 'lib/lint/checks';
/** The file of a rule's check: one per rule, named by its id, beside index.ts that lists them all. */
const checkFile = (id: string): string => `${CHECKS_DIR}/${id.toLowerCase()}.ts`;
const CHECK_IDS = Object.keys(CHECKS);
/** Redocly checks and the compatibility gate's (lint:specs --base, tested in compat-gate.test.ts). */
const AUTOMATED_IDS = [...CHECK_IDS, ...Object.keys(GATE_CHECKS)];

let rules: LintedRule[];
let config: Config;
const tempDirs: string[] = [];

beforeAll(async () => {
  rules = await loadRules(process.cwd());
  config = await createLintConfig(rules);
});

afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A temporary folder with the given files, removed after the tests. */
const tempDir = (files: Record<string, string>): string => {
  const dir = tempTree(files, 'guidelines-lint-');
  tempDirs.push(dir);
  return dir;
};

const ruleOf = (id: string): LintedRule => {
  const rule = rules.find((candidate) => candidate.id === id);
  if (!rule) {
    throw new Error(`${id} names no rule in guidelines/rules`);
  }
  return rule;
};

const fixture = (id: string, kind: 'bad' | 'good'): string => `${FIXTURES}/${id}/${kind}.yaml`;
const lintFixture = (id: string, kind: 'bad' | 'good'): Promise<SpecLintResult> => lintSpec(path.resolve(fixture(id, kind)), config, rules, fixture(id, kind));

describe.each(CHECK_IDS)('check %s', (id) => {
  it(`reports bad.yaml under its rule id, at the severity of its rule type, and nothing else`, async () => {
    const rule = ruleOf(id);
    const result = await lintFixture(id, 'bad');
    const own = result.findings.filter((finding) => finding.ruleId === id);
    expect(own.length).toBeGreaterThan(0);
    for (const finding of own) {
      expect(finding).toMatchObject({ruleId: id, type: rule.type, severity: severityOf(rule.type), file: fixture(id, 'bad')});
      expect(finding.line).toBeGreaterThan(0);
      expect(finding.column).toBeGreaterThan(0);
      expect(finding.pointer).toMatch(/^#\//);
      expect(finding.message.length).toBeGreaterThan(0);
    }
    // The fixture breaks this rule only: a finding of another rule is a false positive somewhere.
    expect(result.findings.filter((finding) => finding.ruleId !== id)).toEqual([]);
    expect(result.passed).not.toContain(id);
  });

  it('finds nothing at all in good.yaml', async () => {
    const result = await lintFixture(id, 'good');
    expect(result.findings).toEqual([]);
    expect(result.unusedExceptions).toEqual([]);
    expect(result.passed).toContain(id);
    expect(isFailing(result)).toBe(false);
  });

  it(`visits only node types Redocly knows (an unknown one is silently never called)`, () => {
    const visited = Object.keys(CHECKS[id]!.rule?.() ?? {});
    expect(visited.filter((type) => !Object.hasOwn(Oas3Types, type))).toEqual([]);
  });

  it(`lives in its own file, ${checkFile(id)}, exported as ${id.toLowerCase()}`, async () => {
    expect(fs.existsSync(checkFile(id))).toBe(true);
    const module = (await import(`../../lib/lint/checks/${id.toLowerCase()}`)) as Record<string, unknown>;
    expect(module[id.toLowerCase()]).toBe(CHECKS[id]);
  });
});

describe('the checks folder', () => {
  it('lists every rule file in CHECKS (a check missing there never runs)', () => {
    const ruleFiles = fs.readdirSync(CHECKS_DIR).filter((name) => /^r\d{6}\.ts$/.test(name));
    expect(ruleFiles.map((name) => name.slice(0, -'.ts'.length).toUpperCase()).sort()).toEqual([...CHECK_IDS].sort());
  });
});

describe('fixtures', () => {
  it('exist, bad and good, for every automated rule', () => {
    // The gate's rules compare two versions: their tests build git histories (compat-gate.test.ts).
    const automated = rules.filter((rule) => rule.automated && !Object.hasOwn(GATE_CHECKS, rule.id));
    expect(automated.length).toBeGreaterThan(0);
    const missing = automated.flatMap((rule) => (['bad', 'good'] as const).map((kind) => fixture(rule.id, kind))).filter((file) => !fs.existsSync(file));
    expect(missing).toEqual([]);
  });

  it('exist only for rules with a check', () => {
    const folders = fs.readdirSync(FIXTURES).filter((name) => fs.statSync(path.join(FIXTURES, name)).isDirectory());
    expect(folders.filter((folder) => !Object.hasOwn(CHECKS, folder))).toEqual([]);
  });

  it('the ruleset and the rule pages agree', () => {
    expect(rulesetProblems(rules)).toEqual([]);
    expect(new Set(rules.filter((rule) => rule.automated).map((rule) => rule.id))).toEqual(new Set(AUTOMATED_IDS));
  });
});

describe('webhooks and callbacks (OpenAPI 3.1)', () => {
  // Three findings, one per broken rule; see the fixture's header.
  const FILE = `${FIXTURES}/webhooks.yaml`;
  const lines = fs.readFileSync(FILE, 'utf8').split('\n');
  /** The 1-based line of the first line at or after `after` that starts with `text` (after indentation). */
  const lineOf = (text: string, after = 0): number => lines.findIndex((line, index) => index >= after && line.trim().startsWith(text)) + 1;
  let result: SpecLintResult;
  beforeAll(async () => {
    result = await lintSpec(path.resolve(FILE), config, rules, FILE);
  });

  it('finds exactly the three broken rules, each at the line of its element', () => {
    const cancelled = lineOf('orderCancelled:');
    expect(result.findings.map(({ruleId, line, pointer}) => ({ruleId, line, pointer}))).toEqual([
      {ruleId: 'R105001', line: lineOf('/partnerOrders:'), pointer: '#/paths/~1partnerOrders'},
      {
        ruleId: 'R102001',
        line: lineOf('order_id:'),
        pointer: '#/webhooks/orderStatusChanged/post/requestBody/content/application~1json/schema/properties/order_id',
      },
      {ruleId: 'R104003', line: lineOf('parameters:', cancelled), pointer: '#/webhooks/orderCancelled/post/parameters'},
    ]);
  });

  it("reads a webhook's name as no path segment, while a camelCase path segment is still one", () => {
    const kebab = result.findings.filter((finding) => finding.ruleId === 'R105001');
    expect(kebab.map((finding) => finding.message)).toEqual(['Segment `partnerOrders` of /partnerOrders is not kebab-case: write `partner-orders`.']);
    expect(result.findings.filter((finding) => /orderStatusChanged|\$request/.test(finding.message))).toEqual([]);
  });

  it("reports a snake_case property of a webhook's payload inside the webhook", () => {
    const camel = result.findings.find((finding) => finding.ruleId === 'R102001');
    expect(camel).toMatchObject({severity: 'error', line: lineOf('order_id:'), column: 17});
    expect(camel?.message).toContain('`order_id` is not camelCase');
  });

  it('names a webhook operation by its name, not by a path', () => {
    const idempotency = result.findings.find((finding) => finding.ruleId === 'R104003');
    expect(idempotency?.message).toMatch(/^webhook orderCancelled \(POST\): send an `Idempotency-Key` header/);
  });

  it('passes the rules a webhook or callback keeps: no OAuth, receivers answer without our headers, a nullable date-time is a type list', () => {
    for (const id of ['R101001', 'R102003', 'R103001', 'R104005', 'R104006', 'R107001', 'R107005']) {
      expect(result.passed).toContain(id);
    }
  });
});

describe('server URLs with variables (R108001)', () => {
  // Real specs template the host and port (`http://{host}:{port}/api`), which no URL parser takes.
  const lintServers = (urls: string[]) => {
    const good = fs.readFileSync(fixture('R108001', 'good'), 'utf8');
    const variables = (url: string) => [...url.matchAll(/\{(\w+)\}/g)].map(([, name]) => `${name}: {default: '1'}`).join(', ');
    const servers = `servers:\n${urls.map((url) => `  - url: '${url}'\n    variables: {${variables(url)}}`).join('\n')}\n`;
    const text = good.replace(/^servers:.*\n(?:[ -].*\n)*/m, servers);
    expect(text).not.toBe(good);
    const dir = tempDir({'orders.yaml': text});
    return lintSpec(path.join(dir, 'orders.yaml'), config, rules, 'specs/orders.yaml');
  };

  it('lints a spec whose host and port are variables, and finds no version where there is none', async () => {
    const result = await lintServers(['http://{host}:{port}/api']);
    expect(result.findings).toEqual([]);
  });

  it('still finds the version in the path of such a URL', async () => {
    const result = await lintServers(['https://{region}.api.lindenkauf.example:{port}/v2/orders']);
    expect(result.findings.map((finding) => [finding.ruleId, finding.message])).toEqual([
      ['R108001', 'Server URL https://{region}.api.lindenkauf.example:{port}/v2/orders holds a version: keep versions out of URLs.'],
    ]);
  });
});

describe('rulesetProblems', () => {
  const fakeRule = (id: string, overrides: Partial<LintedRule> = {}): LintedRule => ({
    id,
    type: 'MUST',
    title: `Rule ${id}`,
    permalink: `/guidelines/${id.toLowerCase()}`,
    file: `guidelines/rules/rest/fake/${id.toLowerCase()}.md`,
    automated: true,
    ...overrides,
  });
  const agreeing = (): LintedRule[] => AUTOMATED_IDS.map((id) => fakeRule(id));

  it('finds nothing when every check has an automated rule and vice versa', () => {
    expect(rulesetProblems(agreeing())).toEqual([]);
  });

  it("names the rule file and the check's file to add when a rule claims automated without a check", () => {
    const problems = rulesetProblems([...agreeing(), fakeRule('R109999')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('guidelines/rules/rest/fake/r109999.md');
    expect(problems[0]).toContain(checkFile('R109999'));
    expect(problems[0]).toContain(`${CHECKS_DIR}/index.ts`);
    expect(problems[0]).toContain('R109999');
  });

  it("names the rule file and the check's file when a check belongs to a rule without `automated: true`", () => {
    const problems = rulesetProblems(agreeing().map((rule) => (rule.id === 'R104003' ? {...rule, automated: false} : rule)));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('guidelines/rules/rest/fake/r104003.md');
    expect(problems[0]).toContain(checkFile('R104003'));
    expect(problems[0]).toContain('automated: true');
  });

  it("names the rule file and the check's file when a check belongs to a MAY rule", () => {
    const problems = rulesetProblems(agreeing().map((rule) => (rule.id === 'R104003' ? {...rule, type: 'MAY' as const} : rule)));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('guidelines/rules/rest/fake/r104003.md');
    expect(problems[0]).toContain(checkFile('R104003'));
  });

  it("names the check's file and the id when a check names no rule", () => {
    const problems = rulesetProblems(agreeing().filter((rule) => rule.id !== 'R104003'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(checkFile('R104003'));
    expect(problems[0]).toContain('R104003');
  });

  it("names the index, where GATE_CHECKS lists them, for a gate rule's check", () => {
    const problems = rulesetProblems(agreeing().map((rule) => (rule.id === 'R108003' ? {...rule, automated: false} : rule)));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${CHECKS_DIR}/index.ts: the check R108003 exists`);
  });

  it('stops createLintConfig with a LintSetupError', async () => {
    await expect(createLintConfig([...agreeing(), fakeRule('R109999')])).rejects.toThrow(LintSetupError);
  });
});

describe('exceptions', () => {
  // R102001 bad.yaml has exactly one finding, an error, under #/components/schemas/Order.
  const badSpec = fs.readFileSync(fixture('R102001', 'bad'), 'utf8');
  const REASON = 'Profile order-v1 is frozen until its sunset; order-v2 renames the property.';
  const specWith = (exceptions: string | undefined): string => {
    const dir = tempDir({'orders.yaml': badSpec, ...(exceptions === undefined ? {} : {'orders.exceptions.yaml': exceptions})});
    return path.join(dir, 'orders.yaml');
  };

  it('without an exception, the finding counts and fails the spec', async () => {
    const result = await lintSpec(specWith(undefined), config, rules, 'specs/orders.yaml');
    expect(result.findings.map((finding) => [finding.ruleId, finding.severity])).toEqual([['R102001', 'error']]);
    expect(isFailing(result)).toBe(true);
  });

  it('a covering exception marks the finding with its reason, and it no longer counts', async () => {
    const spec = specWith(`- rule: R102001\n  at: '#/components/schemas/Order'\n  reason: ${REASON}\n`);
    const result = await lintSpec(spec, config, rules, 'specs/orders.yaml');
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({ruleId: 'R102001', severity: 'error', exception: REASON});
    expect(result.unusedExceptions).toEqual([]);
    expect(result.passed).toContain('R102001');
    expect(isFailing(result)).toBe(false);
  });

  it('an exception that covers nothing is reported as unused and fails the spec', async () => {
    const stale = {rule: 'R104003', at: '#/paths/~1orders/post', reason: 'Orders are deduplicated by the basket id instead.'};
    const spec = specWith(`- rule: R102001\n  reason: ${REASON}\n- rule: ${stale.rule}\n  at: '${stale.at}'\n  reason: ${stale.reason}\n`);
    const result = await lintSpec(spec, config, rules, 'specs/orders.yaml');
    expect(result.findings.every((finding) => finding.exception === REASON)).toBe(true);
    expect(result.unusedExceptions).toEqual([stale]);
    expect(isFailing(result)).toBe(true);
  });

  it.each([
    ['an entry without a reason', `- rule: R102001\n  at: '#/components/schemas/Order'\n`],
    ['an entry with a pointer that is no JSON pointer', `- rule: R102001\n  at: components/schemas/Order\n  reason: ${REASON}\n`],
    ['an unknown key', `- rule: R102001\n  reason: ${REASON}\n  until: 2027-03-31\n`],
    ['not a list', `rule: R102001\nreason: ${REASON}\n`],
    ['broken YAML', `- rule: R102001\n   reason: [\n`],
  ])('rejects %s with a LintSetupError naming the exceptions file', async (_label, exceptions) => {
    const spec = specWith(exceptions);
    const error = await lintSpec(spec, config, rules, 'specs/orders.yaml').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LintSetupError);
    expect((error as Error).message).toContain(exceptionsFileOf(spec));
  });

  it('rejects an exception for a rule that is not automated, naming the exceptions file and the rule', async () => {
    const manual = rules.find((rule) => !rule.automated)!;
    const spec = specWith(`- rule: ${manual.id}\n  reason: ${REASON}\n`);
    const error = await lintSpec(spec, config, rules, 'specs/orders.yaml').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LintSetupError);
    expect((error as Error).message).toContain(exceptionsFileOf(spec));
    expect((error as Error).message).toContain(manual.id);
  });
});

describe('a spec that is not valid YAML', () => {
  it('stops with a one-line LintSetupError naming the file as given', async () => {
    const dir = tempDir({'broken.yaml': 'openapi: 3.0.3\ninfo:\n  title: Broken Orders API\n   version: 1.0.0\npaths: {}\n'});
    const error = await lintSpec(path.join(dir, 'broken.yaml'), config, rules, 'specs/broken.yaml').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LintSetupError);
    const message = (error as Error).message;
    expect(message).toMatch(/^specs\/broken\.yaml: cannot be linted: /);
    expect(message).not.toContain('\n');
  });
});

describe('report', () => {
  const rule = (id: string, type: LintedRule['type'], title: string): LintedRule => ({
    id,
    type,
    title,
    permalink: `/guidelines/${id.toLowerCase()}`,
    file: `guidelines/rules/rest/x/${id.toLowerCase()}.md`,
    automated: true,
  });
  const RULES = [
    rule('R102001', 'MUST', 'Use camelCase for property names'),
    rule('R104003', 'SHOULD', 'Support idempotency keys'),
    rule('R105005', 'SHOULD NOT', 'Nest resources deeply'),
  ];
  const finding = (ruleId: string, severity: Finding['severity'], line: number, exception?: string): Finding => ({
    ruleId,
    type: RULES.find((candidate) => candidate.id === ruleId)!.type,
    severity,
    message: `Message at line ${line}.`,
    file: 'specs/orders.yaml',
    line,
    column: 9,
    pointer: '#/components/schemas/Order',
    ...(exception ? {exception} : {}),
  });
  const result = (file: string, findings: Finding[]): SpecLintResult => ({file, findings, passed: [], unusedExceptions: []});

  it('prints file:line:column, the rule id and type, the message, the level, then the rule URL', () => {
    const lines = formatFinding(finding('R102001', 'error', 42), RULES[0]).split('\n');
    expect(lines).toEqual([
      'specs/orders.yaml:42:9  R102001 MUST  Message at line 42.  [error]',
      '    https://developer.lindenkauf.example/portal/guidelines/r102001',
    ]);
  });

  it('marks an excepted finding and gives its reason after the URL', () => {
    const lines = formatFinding(finding('R105005', 'warn', 7, 'Kept for the legacy shop.'), RULES[2]).split('\n');
    expect(lines).toEqual([
      'specs/orders.yaml:7:9  R105005 SHOULD NOT  Message at line 7.  [excepted]',
      '    https://developer.lindenkauf.example/portal/guidelines/r105005',
      '    exception: Kept for the legacy shop.',
    ]);
  });

  it('formats a real finding of a fixture', async () => {
    const linted = await lintFixture('R102001', 'bad');
    const printed = formatFinding(linted.findings[0]!, ruleOf('R102001'));
    expect(printed).toMatch(
      /^tests\/fixtures\/lint\/R102001\/bad\.yaml:\d+:\d+ {2}R102001 MUST {2}Property `order_id` is not camelCase.* {2}\[error\]\n {4}https:\/\/developer\.lindenkauf\.example\/portal\/guidelines\/r102001$/,
    );
  });

  it('counts findings per rule (errors, warnings, excepted), sorted by id, and totals what counts', () => {
    const results = [
      result('specs/orders.yaml', [
        finding('R104003', 'warn', 3),
        finding('R102001', 'error', 5),
        finding('R102001', 'error', 9, 'Frozen profile until its sunset.'),
      ]),
      result('specs/returns.yaml', [finding('R102001', 'error', 12), finding('R104003', 'warn', 20)]),
    ];
    const summary = formatSummary(results, RULES);
    expect(summary[0]).toBe('Findings per rule (3 automated rules, 2 specs):');
    expect(summary.slice(1, -1)).toHaveLength(2);
    expect(summary[1]).toMatch(/^ {2}R102001 MUST +2 errors +0 warnings +1 excepted {2}Use camelCase for property names$/);
    expect(summary[2]).toMatch(/^ {2}R104003 SHOULD +0 errors +2 warnings +0 excepted {2}Support idempotency keys$/);
    expect(summary.at(-1)).toBe('2 errors, 2 warnings.');
  });

  it('says none when there is nothing to count', () => {
    expect(formatSummary([result('specs/orders.yaml', [])], RULES)).toEqual([
      'Findings per rule (3 automated rules, 1 specs):',
      '  none',
      '0 errors, 0 warnings.',
    ]);
  });
});
