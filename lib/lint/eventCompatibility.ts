/**
 * The event guidelines' compatibility rules on two versions of an AsyncAPI document (the base and
 * the head of `lint:specs --base`), for the gate (gate.ts):
 *
 * - R207001: on a topic of the same major version (the same channel `address`), a message's payload
 *   stays compatible in both directions, as the schema registry's FULL_TRANSITIVE mode demands. The
 *   rule allows adding an optional field (with a default), removing one that had a default, adding
 *   a symbol to an extensible enum (one with a `default`) and changing descriptions; every other
 *   change is a finding: a field removed or added without a default, a changed type (int to long
 *   too: old readers cannot read it), a record, enum or fixed renamed, an enum symbol removed.
 * - R207003: a topic version removed less than six months after its successor (the same topic with a
 *   higher major) first appeared in the document's git history.
 * - R206003: a topic whose partition count changed.
 *
 * Pure: the history comes in as a function; gate.ts reads git.
 */
import {type Json, isList, isObject} from '../shared/guards';
import {childPointer} from '../shared/pointer';
import {type EventMessage, eventStructure, kafkaOfChannel, resolveIn} from './checks/events';
import {addMonths} from './compatibility';

export type EventCompatibilityRule = 'R206003' | 'R207001' | 'R207003';

export interface EventCompatibilityFinding {
  ruleId: EventCompatibilityRule;
  message: string;
  /** In the head document: the changed node, or for a removal the node that held it. */
  pointer: string;
}

export interface EventCompatibilityInput {
  base: Json;
  head: Json;
  /** When a topic (a channel `address`) first appeared in the document's history; undefined when unknown. */
  firstSeen: (address: string) => Date | undefined;
  /** Why the history is unknown, for the message. */
  historyNotice?: () => string | undefined;
  now: Date;
}

/** How long an old topic version runs beside its successor (R207003), in months. */
export const PARALLEL_RUN_MONTHS = 6;

/** `<stem>.v<major>`: the stem names the topic, the major its version. */
const VERSIONED_TOPIC = /^(.+)\.v([1-9][0-9]*)$/;

export function eventCompatibilityFindings(input: EventCompatibilityInput): EventCompatibilityFinding[] {
  const base = eventStructure(input.base);
  const head = eventStructure(input.head);
  const findings: EventCompatibilityFinding[] = [];
  const baseByAddress = new Map(base.channels.filter((channel) => channel.address).map((channel) => [channel.address!, channel]));
  const headMessages = new Map(head.messages.map((message) => [message.pointer, message]));
  const baseMessages = new Map(base.messages.map((message) => [message.pointer, message]));
  for (const channel of head.channels) {
    const before = channel.address === undefined ? undefined : baseByAddress.get(channel.address);
    if (!before) {
      continue;
    }
    findings.push(...partitionFindings(input, before, channel));
    const olds = before.messages.map((at) => baseMessages.get(at)!);
    for (const message of channel.messages.map((at) => headMessages.get(at)!)) {
      const old = olds.find((candidate) => (candidate.name ?? candidate.id) === (message.name ?? message.id));
      if (old) {
        findings.push(...payloadFindings(input, old, message, channel.address!));
      }
    }
  }
  findings.push(...parallelRunFindings(input, base.channels, head.channels));
  // A message on two channels is compared once per channel: one finding per place and message.
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.ruleId}\0${finding.pointer}\0${finding.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

// ---------------------------------------------------------------------------------------------
// R206003: the partition count stays

function partitionFindings(
  input: EventCompatibilityInput,
  before: ReturnType<typeof eventStructure>['channels'][number],
  after: ReturnType<typeof eventStructure>['channels'][number],
): EventCompatibilityFinding[] {
  const was = kafkaOfChannel({resolve: (node, pointer) => resolveIn(input.base, node, pointer)}, before)?.node.partitions;
  const kafka = kafkaOfChannel({resolve: (node, pointer) => resolveIn(input.head, node, pointer)}, after);
  const now = kafka?.node.partitions;
  if (typeof was !== 'number' || typeof now !== 'number' || was === now) {
    return [];
  }
  return [
    {
      ruleId: 'R206003',
      pointer: childPointer(kafka!.pointer, 'partitions'),
      message: `The topic \`${after.address}\` changes from ${was} to ${now} partitions: events of one key would land on another partition and overtake each other. Keep ${was}, or publish to a new topic version.`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// R207001: payloads stay compatible within a major version

interface Side {
  document: Json;
  /** Named Avro types of the payload by full name. */
  named: Map<string, Json>;
}

interface Comparison {
  base: Side;
  head: Side;
  /** `Field \`x\` of \`orders.order.placed\``: how messages name the place. */
  topic: string;
  event: string;
  findings: EventCompatibilityFinding[];
  /** Pairs of named types compared already (recursive records). */
  compared: Set<string>;
}

function payloadFindings(input: EventCompatibilityInput, old: EventMessage, message: EventMessage, topic: string): EventCompatibilityFinding[] {
  const event = `\`${message.name ?? message.id}\``;
  if (!old.payload || !message.payload || old.payload.external || message.payload.external) {
    return [];
  }
  const comparison: Comparison = {
    base: {document: input.base, named: namedTypes(old.payload.kind === 'avro' ? old.payload.node : undefined)},
    head: {document: input.head, named: namedTypes(message.payload.kind === 'avro' ? message.payload.node : undefined)},
    topic,
    event,
    findings: [],
    compared: new Set(),
  };
  if (old.payload.kind !== message.payload.kind) {
    breaking(
      comparison,
      message.payload.pointer,
      `The payload of ${event} switches from ${old.payload.kind === 'avro' ? 'Avro' : 'JSON Schema'} to ${message.payload.kind === 'avro' ? 'Avro' : 'JSON Schema'}`,
    );
  } else if (message.payload.kind === 'avro') {
    compareAvro(comparison, old.payload.node, message.payload.node, message.payload.pointer, `The payload of ${event}`, undefined);
  } else {
    compareJson(comparison, old.payload.node, message.payload.node, message.payload.pointer, `The payload of ${event}`, 0);
  }
  return comparison.findings;
}

function breaking(comparison: Comparison, pointer: string, what: string): void {
  const next = VERSIONED_TOPIC.exec(comparison.topic);
  const successor = next ? `\`${next[1]}.v${Number(next[2]) + 1}\`` : 'a new major version';
  comparison.findings.push({
    ruleId: 'R207001',
    pointer,
    message: `${what}: consumers of \`${comparison.topic}\` cannot read it. Make the change compatible (a new field with a default beside the old one), or publish it to a new topic version, ${successor} (R207002).`,
  });
}

/** Named records, enums and fixeds of an Avro schema by full name (`com.lindenkauf.orders.Money`). */
function namedTypes(schema: unknown): Map<string, Json> {
  const named = new Map<string, Json>();
  const visit = (type: unknown, namespace: string | undefined, depth: number) => {
    if (depth > 32) {
      return;
    }
    if (isList(type)) {
      type.forEach((branch) => visit(branch, namespace, depth + 1));
      return;
    }
    if (!isObject(type)) {
      return;
    }
    const full = fullName(type, namespace);
    if (full) {
      named.set(full, type);
    }
    const inner = full?.includes('.') ? full.slice(0, full.lastIndexOf('.')) : namespace;
    if (isList(type.fields)) {
      type.fields.forEach((field) => isObject(field) && visit(field.type, inner, depth + 1));
    }
    visit(type.items, inner, depth + 1);
    visit(type.values, inner, depth + 1);
    if (isObject(type.type) || isList(type.type)) {
      visit(type.type, inner, depth + 1);
    }
  };
  visit(schema, undefined, 0);
  return named;
}

function fullName(type: Json, namespace: string | undefined): string | undefined {
  if (typeof type.name !== 'string' || !['record', 'error', 'enum', 'fixed'].includes(String(type.type))) {
    return undefined;
  }
  if (type.name.includes('.')) {
    return type.name;
  }
  const space = typeof type.namespace === 'string' ? type.namespace : namespace;
  return space ? `${space}.${type.name}` : type.name;
}

const PRIMITIVES = new Set(['null', 'boolean', 'int', 'long', 'float', 'double', 'bytes', 'string']);

/** A type reference (`"Money"`, `"com.x.Money"`) as its definition; anything else as it is. */
function deref(side: Side, type: unknown, namespace: string | undefined): unknown {
  if (typeof type !== 'string' || PRIMITIVES.has(type)) {
    return type;
  }
  return (
    side.named.get(type) ??
    (namespace ? side.named.get(`${namespace}.${type}`) : undefined) ??
    [...side.named.entries()].find(([name]) => name.endsWith(`.${type}`))?.[1] ??
    type
  );
}

/** What must stay the same for two Avro types to be one: the primitive with its logical type, or the named type's kind and name. */
function avroKey(type: unknown, namespace: string | undefined): string {
  if (typeof type === 'string') {
    return PRIMITIVES.has(type) ? type : `named:${type.split('.').at(-1)}`;
  }
  if (!isObject(type)) {
    return String(type);
  }
  const full = fullName(type, namespace);
  if (full) {
    return `${String(type.type)}:${full.split('.').at(-1)}`;
  }
  if (isObject(type.type) || isList(type.type)) {
    return avroKey(type.type, namespace);
  }
  return typeof type.logicalType === 'string' ? `${String(type.type)}/${type.logicalType}` : String(type.type);
}

const describe = (key: string): string => key.replace(/^(record|enum|fixed|error|named):/, '').replace('/', ' with logical type ');

function compareAvro(comparison: Comparison, baseType: unknown, headType: unknown, pointer: string, label: string, namespace: string | undefined): void {
  const before = deref(comparison.base, baseType, namespace);
  const after = deref(comparison.head, headType, namespace);
  if (isList(before) || isList(after)) {
    const branches = (type: unknown) => (isList(type) ? type : [type]);
    const baseBranches = branches(before).map((branch) => ({
      branch: deref(comparison.base, branch, namespace),
      key: avroKey(deref(comparison.base, branch, namespace), namespace),
    }));
    const headBranches = branches(after).map((branch, index) => ({
      branch: deref(comparison.head, branch, namespace),
      key: avroKey(deref(comparison.head, branch, namespace), namespace),
      pointer: isList(after) ? childPointer(pointer, index) : pointer,
    }));
    const baseKeys = baseBranches.map((branch) => branch.key).sort();
    const headKeys = headBranches.map((branch) => branch.key).sort();
    if (baseKeys.join() !== headKeys.join()) {
      breaking(comparison, pointer, `${label} changes its type from ${baseKeys.map(describe).join(' | ')} to ${headKeys.map(describe).join(' | ')}`);
      return;
    }
    for (const branch of headBranches) {
      const old = baseBranches.find((candidate) => candidate.key === branch.key);
      if (old && isObject(branch.branch)) {
        compareAvro(comparison, old.branch, branch.branch, branch.pointer, label, namespace);
      }
    }
    return;
  }
  const baseKey = avroKey(before, namespace);
  const headKey = avroKey(after, namespace);
  // Two records (enums, fixeds) of different names: a rename, said as such below.
  const renamed =
    isObject(before) && isObject(after) && before.type === after.type && fullName(before, namespace) !== undefined && fullName(after, namespace) !== undefined;
  if (baseKey !== headKey && !renamed) {
    breaking(comparison, pointer, `${label} changes its type from ${describe(baseKey)} to ${describe(headKey)}`);
    return;
  }
  if (!isObject(before) || !isObject(after)) {
    return;
  }
  const full = fullName(after, namespace);
  const inner = full?.includes('.') ? full.slice(0, full.lastIndexOf('.')) : namespace;
  const baseFull = fullName(before, namespace);
  if (full && baseFull && full !== baseFull) {
    breaking(comparison, pointer, `${label} renames the ${String(after.type)} \`${baseFull}\` to \`${full}\``);
    return;
  }
  if (full) {
    if (comparison.compared.has(full)) {
      return;
    }
    comparison.compared.add(full);
  }
  const wrapped = (isObject(after.type) || isList(after.type)) && (isObject(before.type) || isList(before.type));
  if (wrapped) {
    compareAvro(comparison, before.type, after.type, childPointer(pointer, 'type'), label, inner);
  } else if (after.type === 'record' || after.type === 'error') {
    compareRecord(comparison, before, after, pointer, inner);
  } else if (after.type === 'enum') {
    compareEnum(comparison, before, after, pointer, label);
  } else if (after.type === 'fixed' && before.size !== after.size) {
    breaking(comparison, pointer, `${label} changes the size of the fixed \`${full ?? ''}\` from ${String(before.size)} to ${String(after.size)}`);
  } else if (after.type === 'array') {
    compareAvro(comparison, before.items, after.items, childPointer(pointer, 'items'), `${label} (its items)`, inner);
  } else if (after.type === 'map') {
    compareAvro(comparison, before.values, after.values, childPointer(pointer, 'values'), `${label} (its values)`, inner);
  }
}

const fieldsOf = (record: Json): Json[] => (isList(record.fields) ? record.fields.filter(isObject) : []);

function compareRecord(comparison: Comparison, before: Json, after: Json, pointer: string, namespace: string | undefined): void {
  const baseFields = fieldsOf(before);
  const headFields = fieldsOf(after);
  const record = `\`${String(after.name)}\``;
  const aliases = (field: Json) => [String(field.name), ...(isList(field.aliases) ? field.aliases.map(String) : [])];
  for (const field of baseFields) {
    const kept = headFields.some((candidate) => aliases(candidate).includes(String(field.name)));
    if (!kept && !Object.hasOwn(field, 'default')) {
      breaking(
        comparison,
        childPointer(pointer, 'fields'),
        `Field \`${String(field.name)}\` of ${record} in ${comparison.event} is removed, and it had no default`,
      );
    }
  }
  headFields.forEach((field, index) => {
    const fieldPointer = childPointer(pointer, 'fields', index);
    const old = baseFields.find((candidate) => aliases(field).includes(String(candidate.name)));
    if (!old) {
      if (!Object.hasOwn(field, 'default')) {
        breaking(comparison, fieldPointer, `Field \`${String(field.name)}\` of ${record} in ${comparison.event} is added without a default`);
      }
      return;
    }
    compareAvro(
      comparison,
      old.type,
      field.type,
      childPointer(fieldPointer, 'type'),
      `Field \`${String(field.name)}\` of ${record} in ${comparison.event}`,
      namespace,
    );
  });
}

function compareEnum(comparison: Comparison, before: Json, after: Json, pointer: string, label: string): void {
  const symbols = (type: Json) => (isList(type.symbols) ? type.symbols.map(String) : []);
  const removed = symbols(before).filter((symbol) => !symbols(after).includes(symbol));
  const added = symbols(after).filter((symbol) => !symbols(before).includes(symbol));
  const name = `\`${String(after.name)}\``;
  if (removed.length > 0) {
    breaking(
      comparison,
      childPointer(pointer, 'symbols'),
      `${label}: the enum ${name} loses the symbol${removed.length > 1 ? 's' : ''} ${removed.map((symbol) => `\`${symbol}\``).join(', ')}, which events on the topic still carry`,
    );
  } else if (added.length > 0 && typeof after.default !== 'string') {
    breaking(
      comparison,
      childPointer(pointer, 'symbols'),
      `${label}: the enum ${name} gains ${added.map((symbol) => `\`${symbol}\``).join(', ')} but has no \`default\` for readers that do not know it; give it a default symbol first`,
    );
  }
}

/** JSON Schema payloads: a removed or newly required property, a changed type, an enum value removed. */
function compareJson(comparison: Comparison, baseSchema: unknown, headSchema: unknown, pointer: string, label: string, depth: number): void {
  const before = resolveIn(comparison.base.document, baseSchema, '').node;
  const after = resolveIn(comparison.head.document, headSchema, pointer);
  if (!isObject(before) || !isObject(after.node) || depth > 16) {
    return;
  }
  const node = after.node;
  const type = (schema: Json) => (isList(schema.type) ? [...schema.type].map(String).sort().join(' | ') : String(schema.type ?? ''));
  if (type(before) !== type(node)) {
    breaking(comparison, after.pointer, `${label} changes its type from ${type(before) || 'any'} to ${type(node) || 'any'}`);
    return;
  }
  if (isList(before.enum) && isList(node.enum)) {
    const removed = before.enum.filter((value) => !(node.enum as unknown[]).includes(value));
    if (removed.length > 0) {
      breaking(
        comparison,
        after.pointer,
        `${label} loses the value${removed.length > 1 ? 's' : ''} ${removed.map((value) => `\`${String(value)}\``).join(', ')}`,
      );
    }
  }
  const required = (schema: Json) => (isList(schema.required) ? schema.required.map(String) : []);
  const baseProperties = isObject(before.properties) ? before.properties : {};
  const headProperties = isObject(node.properties) ? node.properties : {};
  for (const name of Object.keys(baseProperties)) {
    if (!Object.hasOwn(headProperties, name) && required(before).includes(name)) {
      breaking(comparison, after.pointer, `Property \`${name}\` of ${comparison.event} is removed, and it was required`);
    }
  }
  for (const name of required(node).filter((name) => !required(before).includes(name))) {
    breaking(comparison, after.pointer, `Property \`${name}\` of ${comparison.event} becomes required`);
  }
  for (const [name, schema] of Object.entries(headProperties)) {
    if (Object.hasOwn(baseProperties, name)) {
      compareJson(
        comparison,
        baseProperties[name],
        schema,
        childPointer(after.pointer, 'properties', name),
        `Property \`${name}\` of ${comparison.event}`,
        depth + 1,
      );
    }
  }
  if (isObject(before.items) && isObject(node.items)) {
    compareJson(comparison, before.items, node.items, childPointer(after.pointer, 'items'), `${label} (its items)`, depth + 1);
  }
}

// ---------------------------------------------------------------------------------------------
// R207003: an old topic version runs six months beside its successor

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

function parallelRunFindings(
  input: EventCompatibilityInput,
  baseChannels: ReturnType<typeof eventStructure>['channels'],
  headChannels: ReturnType<typeof eventStructure>['channels'],
): EventCompatibilityFinding[] {
  const headAddresses = new Set(headChannels.map((channel) => channel.address));
  const findings: EventCompatibilityFinding[] = [];
  for (const channel of baseChannels) {
    const removed = channel.address === undefined || headAddresses.has(channel.address) ? undefined : VERSIONED_TOPIC.exec(channel.address);
    if (!removed) {
      continue;
    }
    const [, stem, major] = removed;
    const successor = headChannels
      .map((candidate) => ({candidate, version: candidate.address === undefined ? undefined : VERSIONED_TOPIC.exec(candidate.address)}))
      .filter(({version}) => version?.[1] === stem && Number(version[2]) > Number(major))
      .sort((a, b) => Number(a.version![2]) - Number(b.version![2]))[0];
    if (!successor) {
      continue;
    }
    const name = successor.candidate.address!;
    const since = input.firstSeen(name);
    const was = `The topic \`${channel.address}\` is removed`;
    if (!since) {
      const why = input.historyNotice?.() ?? 'it is not in the git history';
      findings.push({
        ruleId: 'R207003',
        pointer: successor.candidate.pointer,
        message: `${was}, but when its successor \`${name}\` first appeared is unknown (${why}). Run the gate with the full history (a clone without --depth).`,
      });
      continue;
    }
    const until = addMonths(since, PARALLEL_RUN_MONTHS);
    if (input.now.getTime() < until.getTime()) {
      findings.push({
        ruleId: 'R207003',
        pointer: successor.candidate.pointer,
        message: `${was} before ${isoDay(until)}, six months after its successor \`${name}\` first appeared (${isoDay(since)}): keep publishing to \`${channel.address}\` until then, marked deprecated with its sunset date.`,
      });
    }
  }
  return findings;
}
