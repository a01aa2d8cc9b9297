/**
 * What changed between two versions of an event API, in the classes a consumer reads a changelog
 * by (the MCP server's list_changes uses the same): `new` (a topic, message or optional field to
 * use), `changed` (compatible: documentation aside, nothing a consumer must do), `deprecated`, and
 * `breaking` (what the compatibility rules R207001/R207002 allow only on a new topic major).
 *
 * Payloads are compared in the viewer's dialect the model holds (Avro already converted), field by
 * field: a consumer reads stored events of every version of a topic, so a removed or retyped field,
 * a new required field and a dropped enum symbol all break it; an optional field added is `new`.
 */
import type {RawSchema} from '../reference/types';
import {isObject, isList, type Json} from '../shared/guards';
import type {EventApiModel, EventChannelModel, EventMessageModel} from './types';

export type EventChangeClass = 'new' | 'changed' | 'deprecated' | 'breaking';

export interface EventChange {
  class: EventChangeClass;
  /** A stable kebab-case id of the check: `field-removed`, `topic-added`. */
  check: string;
  /** The change in words a consumer understands (Markdown code spans for names). */
  message: string;
  /** The message (event type) it concerns, by id in the newer version (the older one for a removal). */
  messageId?: string;
  /** The channel (topic) it concerns, by id. */
  channelId?: string;
  /** The field path inside the payload (`lines[].sku`), where it is a field. */
  path?: string;
}

/** A field of a payload as the diff sees it: its type in words, whether a producer must send it, its symbols. */
interface FieldFacts {
  type: string;
  required: boolean;
  nullable: boolean;
  enum?: string[];
  deprecated: boolean;
}

/** How deep the diff follows nested records: deep enough for any real payload, finite for recursive ones. */
const MAX_FIELD_DEPTH = 12;

export function diffEventApis(before: EventApiModel, after: EventApiModel): EventChange[] {
  return [...channelChanges(before, after), ...messageChanges(before, after)];
}

/** The worst class of a list of changes (for a release's headline); undefined for none. */
export function worstClass(changes: readonly EventChange[]): EventChangeClass | undefined {
  const order: EventChangeClass[] = ['breaking', 'deprecated', 'new', 'changed'];
  return order.find((kind) => changes.some((change) => change.class === kind));
}

function channelChanges(before: EventApiModel, after: EventApiModel): EventChange[] {
  const old = new Map(before.channels.map((channel) => [channel.id, channel]));
  const changes: EventChange[] = [];
  for (const channel of after.channels) {
    const previous = old.get(channel.id) ?? before.channels.find((candidate) => candidate.address === channel.address);
    if (!previous) {
      changes.push({class: 'new', check: 'topic-added', channelId: channel.id, message: `Topic \`${channel.address}\` added.`});
      continue;
    }
    changes.push(...topicChanges(previous, channel));
  }
  for (const channel of before.channels) {
    if (!after.channels.some((candidate) => candidate.id === channel.id || candidate.address === channel.address)) {
      changes.push({class: 'breaking', check: 'topic-removed', channelId: channel.id, message: `Topic \`${channel.address}\` removed.`});
    }
  }
  return changes;
}

function topicChanges(before: EventChannelModel, after: EventChannelModel): EventChange[] {
  const changes: EventChange[] = [];
  if (before.address !== after.address) {
    changes.push({
      class: 'breaking',
      check: 'topic-renamed',
      channelId: after.id,
      message: `Topic \`${before.address}\` renamed to \`${after.address}\`.`,
    });
  }
  const policy = (channel: EventChannelModel) => (channel.kafka?.cleanupPolicy ?? []).join(', ');
  if (policy(before) !== policy(after)) {
    changes.push({
      class: 'changed',
      check: 'topic-cleanup-policy-changed',
      channelId: after.id,
      message: `Cleanup policy of \`${after.address}\` changed from \`${policy(before) || 'default'}\` to \`${policy(after) || 'default'}\`.`,
    });
  }
  return changes;
}

function messageChanges(before: EventApiModel, after: EventApiModel): EventChange[] {
  const old = new Map(before.messages.map((message) => [message.id, message]));
  const changes: EventChange[] = [];
  for (const message of after.messages) {
    const previous = old.get(message.id);
    if (!previous) {
      changes.push({
        class: 'new',
        check: 'message-added',
        messageId: message.id,
        message: `Event \`${message.name}\` added${topicsOf(after, message)}.`,
      });
      continue;
    }
    if (message.deprecated && !previous.deprecated) {
      changes.push({class: 'deprecated', check: 'message-deprecated', messageId: message.id, message: `Event \`${message.name}\` deprecated.`});
    }
    for (const channelId of previous.channelIds) {
      if (!message.channelIds.includes(channelId) && after.channels.some((channel) => channel.id === channelId)) {
        const address = before.channels.find((channel) => channel.id === channelId)?.address ?? channelId;
        changes.push({
          class: 'breaking',
          check: 'message-left-topic',
          messageId: message.id,
          channelId,
          message: `Event \`${message.name}\` is no longer published on \`${address}\`.`,
        });
      }
    }
    changes.push(...payloadChanges(previous, before.schemas, message, after.schemas));
  }
  for (const message of before.messages) {
    if (!after.messages.some((candidate) => candidate.id === message.id)) {
      changes.push({class: 'breaking', check: 'message-removed', messageId: message.id, message: `Event \`${message.name}\` removed.`});
    }
  }
  return changes;
}

function topicsOf(model: EventApiModel, message: EventMessageModel): string {
  const addresses = model.channels.filter((channel) => message.channelIds.includes(channel.id)).map((channel) => `\`${channel.address}\``);
  return addresses.length > 0 ? ` on ${addresses.join(', ')}` : '';
}

function payloadChanges(
  before: EventMessageModel,
  beforeSchemas: EventApiModel['schemas'],
  after: EventMessageModel,
  afterSchemas: EventApiModel['schemas'],
): EventChange[] {
  const old = payloadFields(before.payload, beforeSchemas);
  const now = payloadFields(after.payload, afterSchemas);
  const changes: EventChange[] = [];
  const at = (path: string) => ({messageId: after.id, path});
  const name = after.name;
  for (const [path, field] of now) {
    const previous = old.get(path);
    if (!previous) {
      // A field inside a field that is new itself is part of that one change.
      if (ancestors(path).some((ancestor) => now.has(ancestor) && !old.has(ancestor))) {
        continue;
      }
      changes.push(
        field.required
          ? {class: 'breaking', check: 'required-field-added', ...at(path), message: `Required field \`${path}\` added to \`${name}\`.`}
          : {class: 'new', check: 'optional-field-added', ...at(path), message: `Optional field \`${path}\` added to \`${name}\`.`},
      );
      continue;
    }
    if (previous.type !== field.type) {
      changes.push({
        class: 'breaking',
        check: 'field-type-changed',
        ...at(path),
        message: `Type of \`${path}\` in \`${name}\` changed from \`${previous.type}\` to \`${field.type}\`.`,
      });
    } else if (field.required && !previous.required) {
      changes.push({class: 'breaking', check: 'field-became-required', ...at(path), message: `Field \`${path}\` of \`${name}\` became required.`});
    } else if (!field.required && previous.required) {
      changes.push({class: 'changed', check: 'field-became-optional', ...at(path), message: `Field \`${path}\` of \`${name}\` became optional.`});
    }
    const removedSymbols = (previous.enum ?? []).filter((symbol) => !(field.enum ?? []).includes(symbol));
    const addedSymbols = (field.enum ?? []).filter((symbol) => !(previous.enum ?? []).includes(symbol));
    if (removedSymbols.length > 0) {
      changes.push({
        class: 'breaking',
        check: 'enum-symbol-removed',
        ...at(path),
        message: `${plural(removedSymbols, 'Value')} ${codeList(removedSymbols)} of \`${path}\` in \`${name}\` removed.`,
      });
    }
    if (addedSymbols.length > 0 && previous.enum) {
      changes.push({
        class: 'new',
        check: 'enum-symbol-added',
        ...at(path),
        message: `${plural(addedSymbols, 'Value')} ${codeList(addedSymbols)} added to \`${path}\` in \`${name}\`.`,
      });
    }
    if (field.deprecated && !previous.deprecated) {
      changes.push({class: 'deprecated', check: 'field-deprecated', ...at(path), message: `Field \`${path}\` of \`${name}\` deprecated.`});
    }
  }
  for (const path of old.keys()) {
    if (!now.has(path) && !ancestors(path).some((ancestor) => old.has(ancestor) && !now.has(ancestor))) {
      changes.push({class: 'breaking', check: 'field-removed', ...at(path), message: `Field \`${path}\` removed from \`${name}\`.`});
    }
  }
  return changes;
}

const plural = (values: readonly string[], word: string) => (values.length === 1 ? word : `${word}s`);
const codeList = (values: readonly string[]) => values.map((value) => `\`${value}\``).join(', ');

/** The paths of the fields that hold a field: `a.b[].c` → `a`, `a.b`. */
function ancestors(path: string): string[] {
  const found: string[] = [];
  for (let index = 1; index < path.length; index++) {
    if (path[index] === '.' || path.startsWith('[]', index)) {
      found.push(path.slice(0, index));
    }
  }
  return [...new Set(found)];
}

/** Every field of a payload by its path (`order.lines[].sku`), named schemas followed once per branch. */
export function payloadFields(payload: RawSchema, schemas: EventApiModel['schemas']): Map<string, FieldFacts> {
  const fields = new Map<string, FieldFacts>();
  const walk = (schema: RawSchema, path: string, open: readonly string[], depth: number): void => {
    const {node, refs} = resolve(schema, schemas, open);
    if (!node || depth > MAX_FIELD_DEPTH) {
      return;
    }
    const properties = isObject(node.properties) ? node.properties : {};
    const required = new Set(isList(node.required) ? node.required.filter((name): name is string => typeof name === 'string') : []);
    for (const [name, child] of Object.entries(properties)) {
      const childPath = path ? `${path}.${name}` : name;
      const facts = factsOf(child as RawSchema, schemas, required.has(name));
      fields.set(childPath, facts);
      walk(child as RawSchema, childPath, [...open, ...refs], depth + 1);
    }
    if (isObject(node.items) || node.items === true) {
      walk(node.items as RawSchema, `${path}[]`, [...open, ...refs], depth + 1);
    }
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const options = node[keyword];
      if (isList(options)) {
        for (const option of options) {
          walk(option as RawSchema, path, [...open, ...refs], depth + 1);
        }
      }
    }
  };
  walk(payload, '', [], 0);
  return fields;
}

/** Follows `$ref`s to the schema they name; a ref already open on this branch (recursion) resolves to nothing. */
function resolve(schema: RawSchema, schemas: EventApiModel['schemas'], open: readonly string[]): {node?: Json; refs: string[]} {
  const refs: string[] = [];
  let node: RawSchema | undefined = schema;
  while (isObject(node) && typeof node.$ref === 'string') {
    const ref: string = node.$ref;
    if (open.includes(ref) || refs.includes(ref)) {
      return {refs};
    }
    refs.push(ref);
    node = schemas[ref];
  }
  return {node: isObject(node) ? node : undefined, refs};
}

function factsOf(schema: RawSchema, schemas: EventApiModel['schemas'], required: boolean): FieldFacts {
  const {node} = resolve(schema, schemas, []);
  const nullable = node?.nullable === true || (isList(node?.type) && node.type.includes('null'));
  const symbols = isList(node?.enum) ? node.enum.filter((value) => value !== null).map(String) : undefined;
  return {type: typeName(schema), required, nullable, deprecated: node?.deprecated === true, ...(symbols ? {enum: symbols} : {})};
}

/** The type in words, with the named schema's name: `string`, `integer/int64`, `array of Money`, `one of A | B`. */
function typeName(schema: RawSchema): string {
  if (!isObject(schema)) {
    return schema ? 'any' : 'never';
  }
  if (typeof schema.$ref === 'string') {
    // A named record's or enum's identity is its name; its content is compared field by field.
    return schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1);
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const options = schema[keyword];
    if (isList(options)) {
      return `one of ${options.map((option) => typeName(option as RawSchema)).join(' | ')}`;
    }
  }
  const types = (isList(schema.type) ? schema.type : [schema.type]).filter((type): type is string => typeof type === 'string' && type !== 'null');
  const base = types.join(' | ') || (isObject(schema.properties) ? 'object' : 'any');
  if (base === 'array') {
    return `array of ${isObject(schema.items) ? typeName(schema.items) : 'any'}`;
  }
  if (base === 'object' && isObject(schema.additionalProperties)) {
    return `map of ${typeName(schema.additionalProperties)}`;
  }
  return typeof schema.format === 'string' ? `${base}/${schema.format}` : base;
}
