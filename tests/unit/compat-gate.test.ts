/**
 * The compatibility gate (`lint:specs --base <revision>`, lib/lint/gate.ts): a spec
 * committed in a temporary repository is edited in the working tree, and the report must show the
 * compatibility findings as the linter shows all others (file:line:column, rule, words, page).
 * The spec is a lint-clean fixture, so every line of the report is the gate's doing.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {loadRules} from '../../plugins/guideline-rules/rules';
import {rulesetProblems} from '../../lib/lint/lint';
import {lintSpecs, parseLintArgs} from '../../plugins/guideline-rules/lintReport';
import {parseSpecText} from '../../lib/openapi/load';
import {SpecRepo, lineOf, profileType} from '../support/specRepo';

const SITE = process.cwd();
const FILE = 'specs/orders.yaml';
const CLEAN = parseSpecText(fs.readFileSync(path.join(SITE, 'tests/fixtures/lint/R108001/good.yaml'), 'utf8'), 'good.yaml') as Spec;
const NOW = new Date('2026-06-01T09:00:00Z');

type Json = Record<string, unknown>;
type Spec = Json & {info: Json; paths: Record<string, Record<string, Json>>; components: Record<string, Record<string, Json>>};

const ORDER: Json = {
  type: 'object',
  required: ['_links', 'orderId', 'status'],
  properties: {
    _links: {type: 'object', required: ['self'], properties: {self: {type: 'object'}}},
    orderId: {type: 'string'},
    status: {
      type: 'string',
      default: 'OPEN',
      'x-extensible-enum': [
        {value: 'OPEN', description: 'Open.'},
        {value: 'SHIPPED', description: 'Shipped.'},
      ],
    },
    note: {type: 'string', description: 'A note for the delivery.'},
  },
};

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The clean fixture with GET /orders/{orderId} answered in these profiles (profile id → schema name), schemas as given. */
function spec(version: string, profiles: Record<string, string>, schemas: Record<string, Json>): Spec {
  const document = copy(CLEAN);
  document.info.version = version;
  const get = document.paths['/orders/{orderId}']!.get as {responses: Record<string, Json>};
  get.responses['200']!.content = Object.fromEntries(
    Object.entries(profiles).map(([profile, schema]) => [profileType(profile), {schema: {$ref: `#/components/schemas/${schema}`}}]),
  );
  delete document.components.schemas!.Order;
  Object.assign(document.components.schemas!, copy(schemas));
  return document;
}

const v1 = (version = '1.0.0', order: Json = ORDER): Spec => spec(version, {'order-v1': 'OrderV1'}, {OrderV1: order});
const props = (document: Spec, schema: string): Record<string, Json> => (document.components.schemas![schema] as {properties: Record<string, Json>}).properties;

const repos: SpecRepo[] = [];
/** A site in a git repository: the rule pages (the report reads them) and specs/orders.yaml, committed. */
function site(base: Spec, date = '2025-01-10T12:00:00+00:00'): SpecRepo {
  const repo = SpecRepo.create('compat-gate-');
  repos.push(repo);
  fs.cpSync(path.join(SITE, 'guidelines/rules'), repo.path('guidelines/rules'), {recursive: true});
  repo.write(FILE, base);
  repo.commit('Add the Orders API', date, ['specs']);
  return repo;
}
afterAll(() => repos.forEach((repo) => repo.remove()));

interface Run {
  code: number;
  lines: string[];
  /** The report's finding lines of a rule, with their file name as printed. */
  of: (rule: string) => string[];
}

/** lint:specs on the repo's site with `--base <base>`, or without it (null). */
async function gate(repo: SpecRepo, base: string | null = 'main', now = NOW): Promise<Run> {
  const lines: string[] = [];
  const code = await lintSpecs(
    repo.dir,
    {},
    (line) => lines.push(...line.split('\n')),
    base === null ? {} : {base, gate: {now, cacheDir: repo.path('.cache')}},
  );
  return {code, lines, of: (rule) => lines.filter((line) => new RegExp(`^\\S+:\\d+:\\d+ {2}${rule} `).test(line))};
}

/** `<file>:<line>:<column>` as the report prints it for the repo's spec (relative to the working directory). */
const at = (repo: SpecRepo, line: number): RegExp =>
  new RegExp(`${path.relative(process.cwd(), repo.path(FILE)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${line}:\\d+ {2}`);

describe('R108002: breaking changes only with a new profile', () => {
  it('reports a removed response property at the schema that held it, as an error with the rule page, and fails', async () => {
    const repo = site(v1());
    const head = v1('1.1.0');
    delete props(head, 'OrderV1').note;
    repo.write(FILE, head);
    const run = await gate(repo);
    const text = repo.read(FILE);
    expect(run.of('R108002')).toHaveLength(1);
    expect(run.of('R108002')[0]).toMatch(at(repo, lineOf(text, 'OrderV1:')));
    expect(run.of('R108002')[0]).toMatch(
      / {2}R108002 MUST NOT {2}The response property `note` of GET \/orders\/\{orderId\} \(order-v1\) was removed: clients reading it find nothing\. .* {2}\[error\]$/,
    );
    expect(run.lines[run.lines.indexOf(run.of('R108002')[0]!) + 1]).toBe('    https://developer.lindenkauf.example/portal/guidelines/r108002');
    expect(run.code).toBe(1);
  });

  it('reports a new required parameter at its line', async () => {
    const repo = site(v1());
    const head = v1('1.1.0');
    (head.paths['/orders/{orderId}']!.get!.parameters as Json[]).push({
      name: 'market',
      in: 'query',
      required: true,
      description: 'The market.',
      schema: {type: 'string'},
    });
    repo.write(FILE, head);
    const run = await gate(repo);
    expect(run.of('R108002')).toEqual([expect.stringMatching(/R108002 MUST NOT {2}.*`market`.*\[error\]$/)]);
    expect(run.of('R108002')[0]).toMatch(at(repo, lineOf(repo.read(FILE), '- name: market')));
  });

  it('does not flag compatible edits: a new optional response property, an extensible enum value, a new operation', async () => {
    const repo = site(v1());
    const head = v1('1.1.0');
    props(head, 'OrderV1').giftMessage = {type: 'string', description: 'A message for the recipient.'};
    (props(head, 'OrderV1').status!['x-extensible-enum'] as Json[]).push({value: 'ON_HOLD', description: 'On hold.'});
    head.paths['/orders/{orderId}/notes'] = {
      get: {...copy(head.paths['/orders/{orderId}']!.get!), operationId: 'listOrderNotes', summary: 'List the notes of an order'},
    };
    repo.write(FILE, head);
    const run = await gate(repo);
    expect(run.lines.filter((line) => /R10800[236] /.test(line))).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('lets a new profile carry the breaking change, while the old profile keeps its shape', async () => {
    const repo = site(spec('1.0.0', {'order-v1': 'Order'}, {Order: ORDER}));
    const next = copy(ORDER);
    delete (next.properties as Json).status;
    next.required = ['_links', 'orderId'];
    repo.write(FILE, spec('2.0.0', {'order-v1': 'OrderV1', 'order-v2': 'OrderV2'}, {OrderV1: ORDER, OrderV2: next}));
    const run = await gate(repo);
    expect(run.of('R108002')).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('lets elements in preview change without a new profile', async () => {
    const base = v1();
    props(base, 'OrderV1').note!['x-preview'] = true;
    const repo = site(base);
    const head = copy(base);
    delete props(head, 'OrderV1').note;
    repo.write(FILE, head);
    expect((await gate(repo)).of('R108002')).toEqual([]);
  });

  it('reports the removal of a profile that has no successor', async () => {
    const repo = site(spec('1.0.0', {'order-v1': 'OrderV1', 'delivery-note': 'OrderV1'}, {OrderV1: ORDER}));
    repo.write(FILE, spec('1.1.0', {'order-v1': 'OrderV1'}, {OrderV1: ORDER}));
    const run = await gate(repo);
    expect(run.of('R108002')).toEqual([expect.stringMatching(/`delivery-note`/)]);
    expect(run.of('R108003')).toEqual([]);
  });
});

describe('R108003: the previous profile stays 12 months after its successor first appeared', () => {
  /** order-v1 since January 2025, order-v2 added on `successorDate`; the working tree removes order-v1. */
  function retiring(successorDate: string): SpecRepo {
    const repo = site(v1());
    repo.write(FILE, spec('1.1.0', {'order-v1': 'OrderV1', 'order-v2': 'OrderV2'}, {OrderV1: ORDER, OrderV2: ORDER}));
    repo.commit('Offer order-v2', successorDate, ['specs']);
    repo.write(FILE, spec('2.0.0', {'order-v2': 'OrderV2'}, {OrderV2: ORDER}));
    return repo;
  }

  it('reports order-v1 removed 11 months after order-v2 appeared, naming the date it may go', async () => {
    const repo = retiring('2025-07-01T12:00:00+00:00');
    const run = await gate(repo);
    expect(run.of('R108003')).toEqual([
      expect.stringMatching(
        / {2}R108003 MUST {2}The profile `order-v1` is removed before 2026-07-01, 12 months after its successor `order-v2` first appeared \(1\.1\.0, 2025-07-01\): keep `order-v1` until then\. {2}\[error\]$/,
      ),
    ]);
    // At the response that held the removed media type.
    expect(run.of('R108003')[0]).toMatch(at(repo, lineOf(repo.read(FILE), "'200':")));
    // The removal has a successor: R108003's business, not R108002's.
    expect(run.of('R108002')).toEqual([]);
    expect(run.code).toBe(1);
  });

  it('accepts order-v1 removed 13 months after order-v2 appeared', async () => {
    const repo = retiring('2025-05-01T12:00:00+00:00');
    const run = await gate(repo);
    expect(run.lines.filter((line) => /R10800[236] /.test(line))).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('reports a successor that is only in the working tree as just appeared', async () => {
    const repo = site(v1());
    repo.write(FILE, spec('2.0.0', {'order-v2': 'OrderV2'}, {OrderV2: ORDER}));
    const run = await gate(repo);
    expect(run.of('R108003')).toEqual([expect.stringMatching(/before 2027-06-01, .*`order-v2` first appeared \(2\.0\.0, 2026-06-01\)/)]);
  });
});

describe('R108006: a new meaning goes into a new property', () => {
  it('warns about a changed default at its line, without failing', async () => {
    const repo = site(v1());
    const head = v1('1.1.0');
    props(head, 'OrderV1').status!.default = 'SHIPPED';
    repo.write(FILE, head);
    const run = await gate(repo);
    expect(run.of('R108006')).toEqual([
      expect.stringMatching(/ {2}R108006 SHOULD {2}The default of the response property `status` .* is `SHIPPED` \(was `OPEN`\)\. .* {2}\[warn\]$/),
    ]);
    expect(run.of('R108006')[0]).toMatch(at(repo, lineOf(repo.read(FILE), 'default: SHIPPED')));
    expect(run.code).toBe(0);
  });

  it('warns about a description change the writer flags with x-meaning-changed, at the property', async () => {
    const repo = site(v1());
    const head = v1('1.1.0');
    Object.assign(props(head, 'OrderV1').note!, {description: 'A note for the invoice (no longer for the delivery).', 'x-meaning-changed': true});
    repo.write(FILE, head);
    const run = await gate(repo);
    expect(run.of('R108006')).toEqual([expect.stringMatching(/R108006 SHOULD {2}The description of the response property `note` .*x-meaning-changed/)]);
    expect(run.of('R108006')[0]).toMatch(at(repo, lineOf(repo.read(FILE), 'note:')));
  });

  it('leaves an unflagged description change alone', async () => {
    const repo = site(v1());
    const head = v1('1.0.1');
    props(head, 'OrderV1').note!.description = 'A note for the delivery driver.';
    repo.write(FILE, head);
    expect((await gate(repo)).of('R108006')).toEqual([]);
  });

  it('stops with exit 2 and the line when the flag is not a boolean', async () => {
    const repo = site(v1());
    const head = v1('1.1.0');
    Object.assign(props(head, 'OrderV1').note!, {description: 'Changed.', 'x-meaning-changed': 'yes'});
    repo.write(FILE, head);
    const run = await gate(repo);
    expect(run.code).toBe(2);
    expect(run.lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `orders\\.yaml:${lineOf(repo.read(FILE), 'x-meaning-changed:')}:\\d+: x-meaning-changed must be true or false \\(without quotes\\), found "yes"\\.$`,
        ),
      ),
    ]);
  });

  it('warns when a new profile gives a property another type while the old profile does not deprecate it', async () => {
    const next = copy(ORDER);
    (next.properties as Record<string, Json>).note = {type: 'object', properties: {text: {type: 'string'}}};
    const repo = site(v1());
    repo.write(FILE, spec('2.0.0', {'order-v1': 'OrderV1', 'order-v2': 'OrderV2'}, {OrderV1: ORDER, OrderV2: next}));
    const run = await gate(repo);
    expect(run.of('R108006')).toEqual([
      expect.stringMatching(/The property `note` is a string in `order-v1` but an object in the new profile `order-v2`, and `order-v1` does not deprecate it/),
    ]);
    const text = repo.read(FILE);
    expect(run.of('R108006')[0]).toMatch(at(repo, lineOf(text, 'note:', lineOf(text, 'OrderV2:'))));
    expect(run.of('R108002')).toEqual([]);
  });

  it('accepts the new shape when the old profile deprecates the property', async () => {
    const old = copy(ORDER);
    Object.assign((old.properties as Record<string, Json>).note!, {deprecated: true, description: 'Deprecated: order-v2 has a structured note.'});
    const next = copy(ORDER);
    (next.properties as Record<string, Json>).note = {type: 'object', properties: {text: {type: 'string'}}};
    const repo = site(v1('1.0.0', old));
    repo.write(FILE, spec('2.0.0', {'order-v1': 'OrderV1', 'order-v2': 'OrderV2'}, {OrderV1: old, OrderV2: next}));
    expect((await gate(repo)).of('R108006')).toEqual([]);
  });
});

describe('exceptions and the report', () => {
  const breaking = (): SpecRepo => {
    const repo = site(v1());
    const head = v1('1.1.0');
    delete props(head, 'OrderV1').note;
    repo.write(FILE, head);
    return repo;
  };

  it('an exception in <key>.exceptions.yaml covers a gate finding like any other', async () => {
    const repo = breaking();
    repo.write(
      'specs/orders.exceptions.yaml',
      "- rule: R108002\n  at: '#/components/schemas/OrderV1'\n  reason: The note was never filled in production; agreed with all partners.\n",
    );
    const run = await gate(repo);
    expect(run.of('R108002')).toEqual([expect.stringMatching(/\[excepted\]$/)]);
    expect(run.lines).toContain('    exception: The note was never filled in production; agreed with all partners.');
    expect(run.code).toBe(0);
  });

  it('without --base the gate does not run, and its exceptions are not reported as unused', async () => {
    const repo = breaking();
    repo.write(
      'specs/orders.exceptions.yaml',
      "- rule: R108002\n  at: '#/components/schemas/OrderV1'\n  reason: The note was never filled in production; agreed with all partners.\n",
    );
    const run = await gate(repo, null);
    expect(run.lines.filter((line) => /R1080(02|03|06)/.test(line))).toEqual([]);
    expect(run.lines[0]).toMatch(/^Findings per rule \(\d+ automated rules, 1 specs\):$/);
    expect(run.code).toBe(0);
  });

  it('counts the gate rules among the automated rules only when they ran', async () => {
    const repo = breaking();
    const count = (run: Run) => Number(/\((\d+) automated rules/.exec(run.lines.find((line) => line.startsWith('Findings per rule'))!)![1]);
    expect(count(await gate(repo))).toBe(count(await gate(repo, null)) + 3);
  });

  it('says in one line that a spec new since the base has nothing to compare', async () => {
    const repo = breaking();
    repo.write('specs/returns.yaml', v1());
    const run = await gate(repo);
    expect(run.lines.filter((line) => line.includes('returns.yaml'))).toEqual([
      expect.stringMatching(/returns\.yaml: new since the base: no version at main: the compatibility rules have nothing to compare\.$/),
    ]);
  });

  it('follows a spec renamed since the base', async () => {
    const repo = breaking();
    repo.git('mv', FILE, 'specs/order-management.yaml');
    const run = await gate(repo);
    expect(run.of('R108002')).toEqual([expect.stringMatching(/order-management\.yaml:\d+:\d+ {2}R108002 MUST NOT {2}The response property `note`/)]);
  });

  it('stops with exit 2 when the base revision is unknown', async () => {
    const run = await gate(breaking(), 'origin/no-such-branch');
    expect(run.code).toBe(2);
    expect(run.lines).toEqual([
      '--base origin/no-such-branch: no such revision in this repository. Check the name, or fetch it first (git fetch origin main).',
    ]);
  });

  it('reads --base from the command line', () => {
    expect(parseLintArgs([])).toEqual({});
    expect(parseLintArgs(['--base', 'origin/main'])).toEqual({base: 'origin/main'});
    expect(parseLintArgs(['--base=origin/main'])).toEqual({base: 'origin/main'});
    expect(() => parseLintArgs(['--base'])).toThrow(/--base needs a git revision/);
    expect(() => parseLintArgs(['--fix'])).toThrow(/Unknown argument --fix/);
  });
});

describe('the rule pages', () => {
  it('claim automation for the three rules, and the agreement check accepts them', async () => {
    const rules = await loadRules(SITE);
    expect(rules.filter((rule) => ['R108002', 'R108003', 'R108006'].includes(rule.id)).map((rule) => rule.automated)).toEqual([true, true, true]);
    expect(rulesetProblems(rules)).toEqual([]);
  });

  it('still catch a gate rule whose page drops the claim', async () => {
    const rules = (await loadRules(SITE)).map((rule) => (rule.id === 'R108003' ? {...rule, automated: false} : rule));
    expect(rulesetProblems(rules)).toEqual([
      expect.stringMatching(/the check R108003 exists, but guidelines\/rules\/rest\/compatibility\/r108003\.md does not say `automated: true`/),
    ]);
  });
});

describe('npm run lint:specs -- --base', () => {
  it('prints the finding line in a copy of the site and exits 1', () => {
    const repo = site(v1());
    const head = v1('1.1.0');
    delete props(head, 'OrderV1').note;
    repo.write(FILE, head);
    // The script finds the site by its own place: a copy of it, with the code linked in.
    fs.mkdirSync(repo.path('scripts'));
    fs.copyFileSync(path.join(SITE, 'scripts/lint-specs.mjs'), repo.path('scripts/lint-specs.mjs'));
    for (const linked of ['node_modules', 'plugins', 'lib', 'src']) {
      fs.symlinkSync(path.join(SITE, linked), repo.path(linked));
    }
    const run = spawnSync(process.execPath, ['scripts/lint-specs.mjs', '--base', 'main'], {cwd: repo.dir, encoding: 'utf8'});
    const line = lineOf(repo.read(FILE), 'OrderV1:');
    expect(run.stdout).toMatch(
      new RegExp(
        `^specs/orders\\.yaml:${line}:\\d+ {2}R108002 MUST NOT {2}The response property \`note\` of GET /orders/\\{orderId\\} \\(order-v1\\) was removed: clients reading it find nothing\\..* {2}\\[error\\]$`,
        'm',
      ),
    );
    expect(run.stdout).toContain('    https://developer.lindenkauf.example/portal/guidelines/r108002');
    expect(run.status).toBe(1);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
