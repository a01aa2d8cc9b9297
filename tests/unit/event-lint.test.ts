/**
 * The event rules' lint (issue 36, items 5 and 6): the checks on AsyncAPI documents where a writer
 * looks for them (line and column), the exceptions file beside an event API, the event APIs in
 * `lint:specs` (in process), their conformance on the pages, and the compatibility rules of
 * `lint:specs --base` on AsyncAPI documents: Avro payloads, partitions, removed topic versions.
 * Each rule's bad and good fixture run in guidelines-lint.test.ts, with the REST rules' pairs.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {CHECKS, GATE_CHECKS} from '../../lib/lint/checks';
import {conformanceSummary, conformanceView} from '../../lib/lint/conformance';
import {eventCompatibilityFindings, type EventCompatibilityFinding} from '../../lib/lint/eventCompatibility';
import {apiOfRule, isFailing, lintEventApi, LintSetupError, type SpecLintResult} from '../../lib/lint/lint';
import {lintSpecs} from '../../plugins/guideline-rules/lintReport';
import {loadRules} from '../../plugins/guideline-rules/rules';
import type {Rule} from '../../lib/lint/rules';
import {SpecRepo, lineOf} from '../support/specRepo';
import {tempTree} from '../support/tempTree';

const SITE = process.cwd();
const GOOD = 'tests/fixtures/lint/R206001/good.yaml';
const GOOD_TEXT = fs.readFileSync(GOOD, 'utf8');

/** A fixture document, edited in place at any depth. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const CLEAN = yaml.load(GOOD_TEXT) as Json;

let rules: Rule[];
const dirs: string[] = [];
const repos: SpecRepo[] = [];
beforeAll(async () => {
  rules = await loadRules(SITE);
});
afterAll(() => {
  dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true}));
  repos.forEach((repo) => repo.remove());
});

/** The event rules with a check: those the lint runs on an AsyncAPI document. */
const EVENT_CHECKS = Object.keys(CHECKS).filter((id) => apiOfRule(id) === 'event');

/** Lints an AsyncAPI document written into a temporary folder (with its exceptions file, if given). */
function lintText(text: string, exceptions?: string): SpecLintResult {
  const dir = tempTree({'events/shipment-events.yaml': text, ...(exceptions ? {'events/shipment-events.exceptions.yaml': exceptions} : {})}, 'event-lint-');
  dirs.push(dir);
  return lintEventApi(path.join(dir, 'events/shipment-events.yaml'), rules, 'events/shipment-events.yaml');
}

const lintDocument = (document: Json, exceptions?: string): SpecLintResult => lintText(yaml.dump(document, {lineWidth: -1, noRefs: true}), exceptions);

describe('the event rules', () => {
  it('are at least ten, each checked automatically on its rule page, and every event rule page claims only what a check runs', () => {
    expect(EVENT_CHECKS.length).toBeGreaterThanOrEqual(10);
    const claimed = rules.filter((rule) => rule.group.startsWith('event/') && rule.automated).map((rule) => rule.id);
    const gate = Object.keys(GATE_CHECKS).filter((id) => apiOfRule(id) === 'event');
    expect(new Set(claimed)).toEqual(new Set([...EVENT_CHECKS, ...gate]));
  });

  it('find nothing in a document that keeps them all, and pass every event rule but no REST rule', () => {
    const result = lintText(GOOD_TEXT);
    expect(result.findings).toEqual([]);
    expect(result.api).toBe('event');
    expect(result.passed).toEqual([...EVENT_CHECKS].sort());
  });

  it('find no error in our own event APIs (events/)', () => {
    const files = fs.readdirSync('events').filter((name) => /\.ya?ml$/.test(name) && !name.endsWith('.exceptions.yaml'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const result = lintEventApi(path.resolve('events', name), rules, `events/${name}`);
      expect({name, errors: result.findings.filter((finding) => !finding.exception && finding.severity === 'error')}).toEqual({name, errors: []});
      expect(isFailing(result)).toBe(false);
    }
  });
});

describe('findings point where the writer fixes them (line:column)', () => {
  it('a topic without its major version, at its address', () => {
    const text = GOOD_TEXT.replaceAll('logistics.shipment.dispatched.v1', 'logistics.shipment.dispatched');
    const [finding, ...rest] = lintText(text).findings;
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ruleId: 'R206001', severity: 'error', line: lineOf(text, 'address: logistics.shipment.dispatched'), column: 5});
    expect(finding!.message).toMatch(/^Topic `logistics\.shipment\.dispatched` is not `<domain>\.<entity>\.<event>\.v<major>`: rename it/);
  });

  it('a snake_case Avro field, at the field', () => {
    const text = GOOD_TEXT.replace('- name: shipmentId', '- name: shipment_id');
    expect(lintText(text).findings).toEqual([
      expect.objectContaining({
        ruleId: 'R202001',
        line: lineOf(text, '- name: shipment_id'),
        column: 15,
        pointer: expect.stringMatching(/\/payload\/schema\/fields\/0$/),
      }),
    ]);
  });

  it('a timestamp without the logical type timestamp-millis, at its type', () => {
    const text = GOOD_TEXT.replace('type: {type: long, logicalType: timestamp-millis}', 'type: long');
    const findings = lintText(text).findings;
    expect(findings.map((finding) => [finding.ruleId, finding.line])).toEqual([['R202002', lineOf(text, 'type: long')]]);
    expect(findings[0]!.message).toContain('`dispatchedAt`');
  });

  it('an example time that is not UTC, at the header', () => {
    const text = GOOD_TEXT.replace("ce_time: '2026-03-15T16:02:11Z'", "ce_time: '2026-03-15T17:02:11+01:00'");
    expect(lintText(text).findings).toEqual([expect.objectContaining({ruleId: 'R202002', line: lineOf(text, 'ce_time: '), column: 13})]);
  });

  it('an event type in the present tense, at the message name; a phrasal verb in the past passes', () => {
    const present = GOOD_TEXT.replaceAll('logistics.shipment.dispatched', 'logistics.shipment.dispatch');
    expect(lintText(present).findings).toEqual([
      expect.objectContaining({
        ruleId: 'R203001',
        line: lineOf(present, 'name: logistics.shipment.dispatch'),
        message: expect.stringContaining('`logistics.shipment.dispatched`'),
      }),
    ]);
    expect(lintText(GOOD_TEXT.replaceAll('logistics.shipment.dispatched', 'logistics.shipment.handed-over')).findings).toEqual([]);
    const vague = GOOD_TEXT.replaceAll('logistics.shipment.dispatched', 'logistics.shipment.updated');
    expect(lintText(vague).findings.map((finding) => finding.ruleId)).toEqual(['R203001']);
  });

  it('a missing envelope header, at the message, naming every one missing', () => {
    const document = copy(CLEAN);
    delete document.components.messageTraits.envelope.headers.properties.ce_source;
    delete document.components.messageTraits.envelope.headers.properties.ce_dataschema;
    const [finding] = lintDocument(document).findings;
    expect(finding).toMatchObject({ruleId: 'R204001', pointer: '#/components/messages/shipmentDispatched'});
    expect(finding!.message).toContain('`ce_source`, `ce_dataschema`');
  });

  it('two examples of different event types sharing an id; the same fact on two topic versions may', () => {
    const document = copy(CLEAN);
    const second = copy(document.components.messages.shipmentDispatched);
    second.name = 'logistics.shipment.delivered';
    second.payload.schema.name = 'ShipmentDelivered';
    document.components.messages.shipmentDelivered = second;
    document.channels.shipmentDelivered = {
      ...copy(document.channels.shipmentDispatched),
      address: 'logistics.shipment.delivered.v1',
      messages: {shipmentDelivered: {$ref: '#/components/messages/shipmentDelivered'}},
    };
    document.channels.shipmentDelivered.bindings.kafka.topic = 'logistics.shipment.delivered.v1';
    expect(lintDocument(document).findings.map((finding) => [finding.ruleId, finding.message.replace(/:.*/, '')])).toEqual([
      ['R204002', 'Example 1 of `logistics.shipment.delivered` reuses the id of example 1 of `logistics.shipment.dispatched`'],
    ]);
    second.name = 'logistics.shipment.dispatched';
    document.channels.shipmentDelivered.address = 'logistics.shipment.dispatched.v2';
    document.channels.shipmentDelivered.bindings.kafka.topic = 'logistics.shipment.dispatched.v2';
    expect(lintDocument(document).findings).toEqual([]);
  });

  it("an example's subject that the key schema does not allow", () => {
    const document = copy(CLEAN);
    document.components.messages.shipmentDispatched.bindings.kafka.key.pattern = '^SHP-[0-9]+$';
    expect(lintDocument(document).findings).toEqual([]);
    document.components.messages.shipmentDispatched.examples[0].headers.ce_subject = 'shipment 1001';
    expect(lintDocument(document).findings).toEqual([
      expect.objectContaining({ruleId: 'R206002', pointer: '#/components/messages/shipmentDispatched/examples/0/headers/ce_subject'}),
    ]);
  });
});

describe('a document that is not valid YAML', () => {
  it('stops with one line naming the file and the line', () => {
    const error = (() => {
      try {
        return lintText('asyncapi: 3.0.0\ninfo:\n  title: Shipment events\n   version: 1.0.0\n');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(LintSetupError);
    expect((error as Error).message).toMatch(/^events\/shipment-events\.yaml:4: invalid YAML: .*Fix the syntax there\.$/);
  });
});

describe('payloads in another file', () => {
  it('are left alone: the checks see no field of them, and say nothing they cannot see', () => {
    const document = copy(CLEAN);
    document.components.messages.shipmentDispatched.payload.schema = {$ref: './schemas/shipment-dispatched.avsc'};
    expect(lintDocument(document).findings).toEqual([]);
    expect(
      compare(
        document,
        edited((head) => (head.components.messages.shipmentDispatched.payload.schema = {$ref: './schemas/other.avsc'})),
      ),
    ).toEqual([]);
  });
});

describe('the exceptions file beside an event API', () => {
  const noVersion = (): Json => {
    const document = copy(CLEAN);
    delete document.components.messageTraits.envelope.headers.properties.ce_entityversion;
    return document;
  };

  it('covers a finding with its reason, like a spec’s', () => {
    const result = lintDocument(
      noVersion(),
      "- rule: R205003\n  at: '#/components/messages/shipmentDispatched'\n  reason: A dispatch is a one-time fact about no mutable entity.\n",
    );
    expect(result.findings).toEqual([expect.objectContaining({ruleId: 'R205003', exception: 'A dispatch is a one-time fact about no mutable entity.'})]);
    expect(result.passed).toContain('R205003');
    expect(result.unusedExceptions).toEqual([]);
  });

  it('reports an exception that covers nothing as unused, which fails the lint', () => {
    const result = lintDocument(copy(CLEAN), '- rule: R205003\n  reason: A dispatch is a one-time fact about no mutable entity.\n');
    expect(result.unusedExceptions).toHaveLength(1);
    expect(isFailing(result)).toBe(true);
  });

  it('refuses a REST rule, naming the file', () => {
    const error = (() => {
      try {
        return lintDocument(copy(CLEAN), '- rule: R102001\n  reason: Our field names follow the carrier feed.\n');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(LintSetupError);
    expect((error as Error).message).toMatch(/shipment-events\.exceptions\.yaml: R102001 is checked on an OpenAPI spec/);
  });
});

describe('conformance on the event API page', () => {
  it('counts the event rules, not the REST rules, and lists the findings with their rule pages', () => {
    const document = copy(CLEAN);
    delete document.info.contact.email;
    const result = lintDocument(document);
    const summary = conformanceSummary(result, rules);
    expect(summary).toEqual({
      automated: EVENT_CHECKS.filter((id) => rules.find((rule) => rule.id === id)!.type !== 'MAY').length,
      passed: summary.automated - 1,
      errors: 0,
      warnings: 1,
      excepted: 0,
    });
    const view = conformanceView(result, rules, (permalink) => `/portal${permalink}`);
    expect(view.findings).toEqual([
      expect.objectContaining({ruleId: 'R201003', rulePermalink: '/portal/guidelines/r201003', severity: 'warn', line: expect.any(Number)}),
    ]);
  });
});

describe('npm run lint:specs with event APIs', () => {
  it('lints events/ and PORTAL_EVENTS_DIR beside the specs, printing file:line:column, the rule and its page, and counting event APIs', async () => {
    const broken = GOOD_TEXT.replaceAll('logistics.shipment.dispatched.v1', 'logistics-shipments');
    const dir = tempTree({'events/shipment-events.yaml': GOOD_TEXT, 'more-events/returns-events.yaml': broken}, 'event-lint-site-');
    dirs.push(dir);
    fs.cpSync(path.join(SITE, 'guidelines/rules'), path.join(dir, 'guidelines/rules'), {recursive: true});
    const lines: string[] = [];
    const code = await lintSpecs(dir, {PORTAL_EVENTS_DIR: 'more-events'}, (line) => lines.push(...line.split('\n')));
    const shown = path.relative(process.cwd(), path.join(dir, 'more-events/returns-events.yaml')).split(path.sep).join('/');
    expect(lines).toContain(
      `${shown}:${lineOf(broken, 'address: logistics-shipments')}:5  R206001 MUST  Topic \`logistics-shipments\` is not \`<domain>.<entity>.<event>.v<major>\`: rename it, such as \`orders.order.placed.v1\`.  [error]`,
    );
    expect(lines).toContain('    https://developer.lindenkauf.example/portal/guidelines/r206001');
    expect(lines).toContain(`Findings per rule (${EVENT_CHECKS.length} automated rules, 0 specs, 2 event APIs):`);
    expect(lines.at(-1)).toBe('1 errors, 0 warnings.');
    expect(code).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// The compatibility rules (item 6)

const NOW = new Date('2026-06-01T09:00:00Z');
const fields = (document: Json): Json[] => document.components.messages.shipmentDispatched.payload.schema.fields;
const field = (document: Json, name: string): Json => fields(document).find((candidate) => candidate.name === name)!;
const compare = (
  base: Json,
  head: Json,
  firstSeen: (address: string) => Date | undefined = () => new Date('2025-01-01T00:00:00Z'),
): EventCompatibilityFinding[] => eventCompatibilityFindings({base, head, firstSeen, now: NOW});
const edited = (edit: (document: Json) => void): Json => {
  const document = copy(CLEAN);
  edit(document);
  return document;
};

describe('R207001: payloads stay compatible on a topic major', () => {
  it.each([
    [
      'a field removed that had no default',
      (document: Json) => fields(document).splice(0, 1),
      /Field `shipmentId` of `ShipmentDispatched` .* is removed, and it had no default/,
      /\/fields$/,
    ],
    [
      'a field added without a default',
      (document: Json) => fields(document).push({name: 'weightGrams', type: 'int', doc: 'Weight.'}),
      /Field `weightGrams` .* is added without a default/,
      /\/fields\/4$/,
    ],
    ['a changed type', (document: Json) => (field(document, 'shipmentId').type = 'long'), /changes its type from string to long/, /\/fields\/0\/type$/],
    [
      'a timestamp that loses its logical type',
      (document: Json) => (field(document, 'dispatchedAt').type = 'long'),
      /changes its type from long with logical type timestamp-millis to long/,
      /\/fields\/1\/type$/,
    ],
    [
      'an enum symbol removed (renamed)',
      (document: Json) => (field(document, 'carrier').type.symbols = ['DHL', 'DPD', 'HERMES_GERMANY']),
      /loses the symbol `HERMES`/,
      /\/symbols$/,
    ],
    [
      'an enum symbol added to an enum without a default',
      (document: Json) => {
        delete field(document, 'carrier').type.default;
        field(document, 'carrier').type.symbols.push('UPS');
      },
      /gains `UPS` but has no `default`/,
      /\/symbols$/,
    ],
    [
      'a renamed record',
      (document: Json) => (document.components.messages.shipmentDispatched.payload.schema.name = 'ShipmentSent'),
      /renames the record/,
      /\/payload\/schema$/,
    ],
  ])('reports %s, at the head node, naming a new topic version', (_what, edit, message, pointer) => {
    const findings = compare(CLEAN, edited(edit));
    expect(findings).toEqual([{ruleId: 'R207001', message: expect.stringMatching(message), pointer: expect.stringMatching(pointer)}]);
    expect(findings[0]!.message).toContain('publish it to a new topic version, `logistics.shipment.dispatched.v2` (R207002)');
  });

  it('reports a widened number too (int to long): readers of the old schema cannot read it', () => {
    const base = edited((document) => fields(document).push({name: 'parcelCount', type: 'int', default: 1, doc: 'Parcels.'}));
    const head = edited((document) => fields(document).push({name: 'parcelCount', type: 'long', default: 1, doc: 'Parcels.'}));
    expect(compare(base, head)).toEqual([
      expect.objectContaining({
        ruleId: 'R207001',
        message: expect.stringContaining('changes its type from int to long'),
        pointer: expect.stringMatching(/\/fields\/4\/type$/),
      }),
    ]);
  });

  it('allows what the rule allows: a field with a default, a removed field that had one, a symbol added to an enum with a default, new docs', () => {
    const head = edited((document) => {
      fields(document).push({name: 'parcelCount', type: 'int', default: 1, doc: 'Parcels.'});
      fields(document).splice(2, 1);
      field(document, 'carrier').type.symbols.push('UPS');
      field(document, 'shipmentId').doc = 'The id of the shipment, as on the label.';
    });
    expect(compare(CLEAN, head)).toEqual([]);
  });

  it('leaves a breaking change on a new topic version alone: that is how to make one', () => {
    const head = edited((document) => {
      document.channels.shipmentDispatched.address = 'logistics.shipment.dispatched.v2';
      field(document, 'shipmentId').type = 'long';
    });
    expect(compare(CLEAN, head).filter((finding) => finding.ruleId === 'R207001')).toEqual([]);
  });
});

describe('R206003 and R207003: partitions stay, an old topic version runs six months beside its successor', () => {
  it('reports a changed partition count at the binding', () => {
    const head = edited((document) => (document.channels.shipmentDispatched.bindings.kafka.partitions = 12));
    expect(compare(CLEAN, head)).toEqual([
      {
        ruleId: 'R206003',
        pointer: '#/channels/shipmentDispatched/bindings/kafka/partitions',
        message: expect.stringContaining('changes from 6 to 12 partitions'),
      },
    ]);
  });

  const successorOnly = edited((document) => {
    document.channels.shipmentDispatched.address = 'logistics.shipment.dispatched.v2';
    document.channels.shipmentDispatched.bindings.kafka.topic = 'logistics.shipment.dispatched.v2';
  });

  it('reports a topic version removed less than six months after its successor appeared, at the successor', () => {
    const findings = compare(CLEAN, successorOnly, () => new Date('2026-01-15T00:00:00Z'));
    expect(findings).toEqual([
      {
        ruleId: 'R207003',
        pointer: '#/channels/shipmentDispatched',
        message:
          'The topic `logistics.shipment.dispatched.v1` is removed before 2026-07-15, six months after its successor `logistics.shipment.dispatched.v2` first appeared (2026-01-15): keep publishing to `logistics.shipment.dispatched.v1` until then, marked deprecated with its sunset date.',
      },
    ]);
  });

  it('allows the removal once six months have passed, and reports it when the history is unknown', () => {
    expect(compare(CLEAN, successorOnly, () => new Date('2025-11-30T00:00:00Z'))).toEqual([]);
    expect(compare(CLEAN, successorOnly, () => undefined)).toEqual([
      expect.objectContaining({ruleId: 'R207003', message: expect.stringContaining('is unknown')}),
    ]);
  });
});

describe('lint:specs --base on an event API in git', () => {
  it('dates a successor by the commit that added it, and reports the breaking change and the early removal', async () => {
    const repo = SpecRepo.create('event-gate-');
    repos.push(repo);
    fs.cpSync(path.join(SITE, 'guidelines/rules'), repo.path('guidelines/rules'), {recursive: true});
    const FILE = 'events/shipment-events.yaml';
    const both = copy(CLEAN);
    const v2 = copy(both.channels.shipmentDispatched);
    v2.address = 'logistics.shipment.dispatched.v2';
    v2.bindings.kafka.topic = 'logistics.shipment.dispatched.v2';
    both.channels.shipmentDispatchedV2 = v2;
    repo.write(FILE, both);
    repo.commit('Shipment events v1 and v2', '2026-03-01T12:00:00+00:00', ['events']);
    const head = copy(both);
    delete head.channels.shipmentDispatched;
    head.components.messages.shipmentDispatched.payload.schema.fields[0].type = 'long';
    repo.write(FILE, head);
    const lines: string[] = [];
    const code = await lintSpecs(repo.dir, {}, (line) => lines.push(...line.split('\n')), {base: 'main', gate: {now: NOW, cacheDir: repo.path('.cache')}});
    const text = repo.read(FILE);
    const shown = path.relative(process.cwd(), repo.path(FILE)).split(path.sep).join('/');
    expect(lines.filter((line) => /^\S+:\d+:\d+ {2}R20700[13] /.test(line))).toEqual([
      `${shown}:${lineOf(text, 'shipmentDispatchedV2:')}:3  R207003 SHOULD  The topic \`logistics.shipment.dispatched.v1\` is removed before 2026-09-01, six months after its successor \`logistics.shipment.dispatched.v2\` first appeared (2026-03-01): keep publishing to \`logistics.shipment.dispatched.v1\` until then, marked deprecated with its sunset date.  [warn]`,
      expect.stringMatching(
        new RegExp(
          `^${shown.replace(/[.]/g, '\\.')}:${lineOf(text, 'type: long')}:\\d+ {2}R207001 MUST {2}Field \`shipmentId\` .* changes its type from string to long: .*\\[error\\]$`,
        ),
      ),
    ]);
    expect(code).toBe(1);
  });
});
