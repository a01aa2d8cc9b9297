/**
 * An AsyncAPI 3 document, once @asyncapi/parser has validated it, as the event API model
 * (types.ts). Two views of the document are read: the one as written (`raw`, YAML to plain data,
 * `$ref`s kept) and the parser's (`resolved`, every `$ref` followed, external files included). Ids
 * and schemas come from the written one, so the viewer gets named schemas and their `$ref`s; what a
 * written `$ref` to another file hides comes from the parser's.
 */
import * as z from 'zod';
import type {Source} from '@redocly/openapi-core';
import {EVENT_APIS} from '../portal/config';
import {isObject, type Json} from '../shared/guards';
import {childPointer, parsePointer, pointerGet} from '../shared/pointer';
import {positionOf} from '../shared/sourcePosition';
import type {RawSchema} from '../reference/types';
import {avroToSchema, createNamedSchemas, looksLikeAvro, type AvroNamedSchemas} from './avro';
import type {
  EventApiModel,
  EventChannelModel,
  EventExampleModel,
  EventMessageModel,
  EventOperationModel,
  EventSecuritySchemeModel,
  EventServerModel,
  KafkaTopicModel,
  RestLinkModel,
  SourceSpot,
} from './types';

export interface ModelInput {
  key: string;
  /** Absolute path of the file. */
  file: string;
  /** The file as messages name it: relative to the site, or absolute outside it. */
  shown: string;
  public: boolean;
  /** The document as written. */
  raw: Json;
  /** The parser's document (`document.json()`): `$ref`s followed, Avro payloads beside `x-parser-original-payload`. */
  resolved: Json;
  source: Source;
}

export interface ModelResult {
  api: EventApiModel;
  /** What makes the document unreadable for the portal: `file:line:column: what. Fix.` */
  problems: string[];
  notices: string[];
}

const REST_OPERATIONS = 'x-rest-operations';

/** Our message extension: the REST operations whose resource the event announces a change of. */
export const restOperationsSchema = z.array(z.object({api: z.string().trim().min(1), operationId: z.string().trim().min(1)}).strict());

/** A plain (`/channels/a`) pointer from a `#` fragment or a plain one. */
const plain = (pointer: string): string => childPointer('', ...(parsePointer(pointer) ?? []));
const fragment = (pointer: string): string => `#${plain(pointer)}`;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const withoutUndefined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

/** Plain data from the parser's objects: its `x-parser-*` keys dropped, a cycle cut where it closes. */
export function plainData(value: unknown, open: Set<unknown> = new Set()): unknown {
  if (typeof value !== 'object' || value === null) {
    return value;
  }
  if (open.has(value)) {
    return {};
  }
  open.add(value);
  const copy = Array.isArray(value)
    ? value.map((entry) => plainData(entry, open))
    : Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !key.startsWith('x-parser-'))
          .map(([key, entry]) => [key, plainData(entry, open)]),
      );
  open.delete(value);
  return copy;
}

/** Where a `$ref` chain that starts at `pointer` in the written document ends. */
interface Followed {
  /** Plain pointer of the last place reached in this file. */
  pointer: string;
  value: unknown;
  /** The `$ref` to another file the chain ends in, if it does. */
  external?: string;
}

function follow(raw: Json, pointer: string): Followed {
  let at = plain(pointer);
  let value = pointerGet(raw, fragment(at));
  for (let hops = 0; hops < 32 && isObject(value) && typeof value.$ref === 'string'; hops++) {
    if (!value.$ref.startsWith('#')) {
      return {pointer: at, value, external: value.$ref};
    }
    at = plain(value.$ref);
    value = pointerGet(raw, fragment(at));
  }
  return {pointer: at, value};
}

/** Every `$ref` inside a schema as written. */
function refsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    value.forEach((entry) => refsIn(entry, into));
  } else if (isObject(value)) {
    for (const [key, entry] of Object.entries(value)) {
      if (key === '$ref' && typeof entry === 'string') {
        into.add(entry);
      } else {
        refsIn(entry, into);
      }
    }
  }
  return into;
}

const mediaType = (format: string): string => format.split(';')[0]!.trim().toLowerCase();
const isAvroFormat = (format: string): boolean => (EVENT_APIS.avroSchemaFormats as readonly string[]).includes(mediaType(format));
const isJsonSchemaFormat = (format: string): boolean => (EVENT_APIS.jsonSchemaFormats as readonly string[]).includes(mediaType(format));

/** A payload, header or key schema in the viewer's dialect. */
interface SchemaSlot {
  format: string;
  kind: 'avro' | 'json-schema';
  schema: RawSchema;
  /** As written: the Avro schema, or the JSON Schema with its `$ref`s. */
  source: unknown;
}

class Modeller {
  readonly problems: string[] = [];
  readonly notices: string[] = [];
  readonly named: AvroNamedSchemas = createNamedSchemas();
  /** `$ref`s of JSON Schemas kept as written: their targets join the named schemas at the end. */
  private readonly jsonRefs = new Set<string>();
  private readonly notedClash = new Set<string>();
  private readonly defaultFormat: string;

  constructor(readonly input: ModelInput) {
    this.defaultFormat = `application/vnd.aai.asyncapi+json;version=${String(input.raw.asyncapi)}`;
  }

  spot(pointer: string): SourceSpot {
    const position = positionOf(this.input.source, fragment(pointer));
    return {pointer: plain(pointer), ...(position ? {line: position.line, column: position.column} : {})};
  }

  /** `file:line:column` of a pointer, for a problem. */
  at(pointer: string): string {
    const position = positionOf(this.input.source, fragment(pointer));
    return `${this.input.shown}${position ? `:${position.line}:${position.column}` : ''}`;
  }

  resolvedAt(pointer: string): unknown {
    return pointerGet(this.input.resolved, fragment(pointer));
  }

  /**
   * A schema slot: a Multi Format Schema Object (`{schemaFormat, schema}`) or a schema in the
   * document's default format. `pointer` is where the slot is written; `guessAvro` reads a schema
   * without a format as Avro when it looks like Avro (a Kafka key written `type: string` is both).
   */
  schemaSlot(pointer: string, what: string, guessAvro = false): SchemaSlot | undefined {
    const written = follow(this.input.raw, pointer);
    const resolved = this.resolvedAt(pointer);
    if (written.value === undefined && resolved === undefined) {
      return undefined;
    }
    const slot = written.external === undefined && written.value !== undefined ? written.value : resolved;
    const multiFormat = isObject(slot) && typeof slot.schemaFormat === 'string' && 'schema' in slot;
    const format = multiFormat
      ? (slot.schemaFormat as string)
      : guessAvro && looksLikeAvro(slot)
        ? 'application/vnd.apache.avro;version=1.9.0'
        : this.defaultFormat;
    const innerPointer = multiFormat ? childPointer(written.pointer, 'schema') : written.pointer;
    const inner = multiFormat && written.external === undefined ? follow(this.input.raw, innerPointer) : written;
    if (isAvroFormat(format)) {
      const original = isObject(resolved) ? resolved['x-parser-original-payload'] : undefined;
      const avro = inner.external === undefined && inner.value !== undefined ? inner.value : (original ?? (isObject(resolved) ? resolved.schema : resolved));
      const base = inner.external === undefined ? inner.pointer : pointer;
      const conversion = avroToSchema(plainData(avro), this.named);
      for (const problem of conversion.problems) {
        this.problems.push(`${this.at(`${base}${problem.pointer}`)}: ${what}: ${problem.message}`);
      }
      return {format, kind: 'avro', schema: conversion.schema, source: plainData(avro)};
    }
    if (!isJsonSchemaFormat(format)) {
      this.problems.push(
        `${this.at(childPointer(written.pointer, 'schemaFormat'))}: ${what} has the schemaFormat "${format}", which the portal does not read. Write it in Avro (${EVENT_APIS.avroSchemaFormats[0]};version=1.9.0) or JSON Schema (${this.defaultFormat}).`,
      );
      return {format, kind: 'json-schema', schema: {}, source: plainData(slot)};
    }
    // JSON Schema as written keeps its `$ref`s, unless one leads into another file: the parser's copy has it inline.
    const asWritten = multiFormat
      ? inner.external === undefined
        ? pointerGet(this.input.raw, fragment(innerPointer))
        : undefined
      : written.external === undefined
        ? pointerGet(this.input.raw, fragment(pointer))
        : undefined;
    const local = asWritten !== undefined && [...refsIn(asWritten)].every((ref) => ref.startsWith('#'));
    const schema = (local ? asWritten : plainData(multiFormat && isObject(resolved) ? resolved.schema : resolved)) as RawSchema;
    if (local) {
      refsIn(asWritten).forEach((ref) => this.jsonRefs.add(ref));
    }
    return {format, kind: 'json-schema', schema, source: plainData(asWritten ?? schema)};
  }

  /** The named schemas: Avro's, then the targets of the JSON Schemas' `$ref`s (and theirs). */
  schemas(): Record<string, RawSchema> {
    const schemas: Record<string, RawSchema> = {...this.named.schemas};
    const pending = [...this.jsonRefs];
    while (pending.length > 0) {
      const ref = pending.pop()!;
      if (ref in schemas) {
        if (ref in this.named.schemas && !this.notedClash.has(ref)) {
          this.notedClash.add(ref);
          this.notices.push(`${this.input.shown}: ${ref} names an Avro type and a JSON Schema component alike; the Avro type is shown. Rename one.`);
        }
        continue;
      }
      const target = pointerGet(this.input.raw, ref);
      if (target === undefined) {
        continue;
      }
      // A component written as {schemaFormat, schema} in JSON Schema: the schema is what a `$ref` means.
      const schema = isObject(target) && typeof target.schemaFormat === 'string' && 'schema' in target ? target.schema : target;
      schemas[ref] = schema as RawSchema;
      pending.push(...[...refsIn(schema)].filter((inner) => inner.startsWith('#')));
    }
    return schemas;
  }

  security(pointer: string, owner: string, extraSchemes: EventSecuritySchemeModel[]): {scheme: string; scopes: string[]}[] {
    const written = pointerGet(this.input.raw, fragment(pointer));
    const resolved = this.resolvedAt(pointer);
    const entries = Array.isArray(resolved) ? resolved : [];
    return entries.map((entry: unknown, index) => {
      const asWritten = Array.isArray(written) ? (written[index] as unknown) : undefined;
      const ref = isObject(asWritten) && typeof asWritten.$ref === 'string' ? asWritten.$ref : undefined;
      const name = ref?.startsWith('#/components/securitySchemes/') ? (parsePointer(ref)?.pop() ?? ref) : `${owner}-${index + 1}`;
      if (!ref?.startsWith('#/components/securitySchemes/') && isObject(entry)) {
        extraSchemes.push(securitySchemeOf(name, entry));
      }
      const scopes = isObject(entry) && Array.isArray(entry.scopes) ? entry.scopes.filter((scope): scope is string => typeof scope === 'string') : [];
      return {scheme: name, scopes};
    });
  }
}

function securitySchemeOf(name: string, scheme: Json): EventSecuritySchemeModel {
  const details: {label: string; value: string}[] = [];
  const add = (label: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') {
      details.push({label, value: String(value)});
    }
  };
  add('in', scheme.in);
  add('name', scheme.name);
  add('scheme', scheme.scheme);
  add('bearer format', scheme.bearerFormat);
  add('OpenID Connect URL', scheme.openIdConnectUrl);
  for (const [flow, value] of Object.entries(isObject(scheme.flows) ? scheme.flows : {})) {
    if (!isObject(value)) {
      continue;
    }
    add(`${flow}: authorization URL`, value.authorizationUrl);
    add(`${flow}: token URL`, value.tokenUrl);
    add(`${flow}: refresh URL`, value.refreshUrl);
    if (isObject(value.availableScopes)) {
      add(`${flow}: scopes`, Object.keys(value.availableScopes).join(', '));
    }
  }
  return withoutUndefined({name, type: String(scheme.type ?? 'unknown'), description: text(scheme.description), details});
}

function kafkaTopicOf(bindings: unknown): KafkaTopicModel | undefined {
  const kafka = isObject(bindings) && isObject(bindings.kafka) ? bindings.kafka : undefined;
  if (!kafka) {
    return undefined;
  }
  const {'cleanup.policy': cleanup, 'retention.ms': retention, ...configuration} = isObject(kafka.topicConfiguration) ? kafka.topicConfiguration : {};
  return withoutUndefined({
    topic: text(kafka.topic),
    partitions: typeof kafka.partitions === 'number' ? kafka.partitions : undefined,
    replicas: typeof kafka.replicas === 'number' ? kafka.replicas : undefined,
    cleanupPolicy: Array.isArray(cleanup) ? cleanup.map(String) : typeof cleanup === 'string' ? [cleanup] : undefined,
    retentionMs: typeof retention === 'number' ? retention : undefined,
    configuration: plainData(configuration) as Record<string, unknown>,
  });
}

interface MessageEntry {
  id: string;
  /** Plain pointer of where it is written (for one in another file: where the `$ref` to it is). */
  pointer: string;
  channelIds: string[];
}

/** The event API model of a parsed document; problems in our extensions and in Avro are collected, not thrown. */
export function buildEventApiModel(input: ModelInput): ModelResult {
  const modeller = new Modeller(input);
  const {raw, resolved} = input;
  const info = isObject(resolved.info) ? resolved.info : {};
  const contact = isObject(info.contact) ? info.contact : {};
  const securitySchemes: EventSecuritySchemeModel[] = Object.entries(
    isObject(resolved.components) && isObject(resolved.components.securitySchemes) ? resolved.components.securitySchemes : {},
  ).flatMap(([name, scheme]) => (isObject(scheme) ? [securitySchemeOf(name, scheme)] : []));

  const servers: EventServerModel[] = Object.entries(isObject(resolved.servers) ? resolved.servers : {}).flatMap(([id, server]) => {
    if (!isObject(server)) {
      return [];
    }
    const pointer = childPointer('', 'servers', id);
    const kafka = isObject(server.bindings) && isObject(server.bindings.kafka) ? server.bindings.kafka : undefined;
    return [
      withoutUndefined({
        ...modeller.spot(pointer),
        id,
        host: String(server.host ?? ''),
        protocol: String(server.protocol ?? ''),
        protocolVersion: text(server.protocolVersion),
        description: text(server.description),
        security: modeller.security(childPointer(pointer, 'security'), id, securitySchemes),
        kafka: kafka ? withoutUndefined({schemaRegistryUrl: text(kafka.schemaRegistryUrl), schemaRegistryVendor: text(kafka.schemaRegistryVendor)}) : undefined,
      }),
    ];
  });

  // Messages: one entry per place a message is written, however many channels and operations refer to it.
  const entries = new Map<string, MessageEntry>();
  const ids = new Set<string>();
  const entryAt = (pointer: string, preferredId: string, fallbackId: string): MessageEntry => {
    const followed = follow(raw, pointer);
    const identity = followed.external ?? followed.pointer;
    let entry = entries.get(identity);
    if (!entry) {
      let id = ids.has(preferredId) ? fallbackId : preferredId;
      for (let suffix = 2; ids.has(id); suffix++) {
        id = `${fallbackId}-${suffix}`;
      }
      ids.add(id);
      entry = {id, pointer: followed.pointer, channelIds: []};
      entries.set(identity, entry);
    }
    return entry;
  };
  const componentMessages = isObject(raw.components) && isObject(raw.components.messages) ? raw.components.messages : {};
  // Components first, so a message keeps its component key as id wherever it is used.
  const componentEntries = Object.keys(componentMessages).map((name) => entryAt(childPointer('', 'components', 'messages', name), name, name));

  const channelIdByPointer = new Map<string, string>();
  const channels: EventChannelModel[] = Object.keys(isObject(raw.channels) ? raw.channels : {}).flatMap((id) => {
    const pointer = childPointer('', 'channels', id);
    const channel = modeller.resolvedAt(pointer);
    if (!isObject(channel)) {
      return [];
    }
    const written = follow(raw, pointer);
    channelIdByPointer.set(written.external ?? written.pointer, id);
    channelIdByPointer.set(pointer, id);
    const messageIds = Object.keys(isObject(channel.messages) ? channel.messages : {}).map((key) => {
      const entry = entryAt(childPointer(written.external ? pointer : written.pointer, 'messages', key), key, `${id}-${key}`);
      if (!entry.channelIds.includes(id)) {
        entry.channelIds.push(id);
      }
      return entry.id;
    });
    const parameters = Object.entries(isObject(channel.parameters) ? channel.parameters : {}).map(([name, parameter]) => {
      const value = isObject(parameter) ? parameter : {};
      const strings = (list: unknown) => (Array.isArray(list) ? list.map(String) : undefined);
      return withoutUndefined({
        name,
        description: text(value.description),
        enum: strings(value.enum),
        default: value.default === undefined ? undefined : String(value.default),
        examples: strings(value.examples),
      });
    });
    return [
      withoutUndefined({
        ...modeller.spot(pointer),
        id,
        address: typeof channel.address === 'string' ? channel.address : id,
        title: text(channel.title),
        summary: text(channel.summary),
        description: text(channel.description),
        parameters,
        messageIds,
        kafka: kafkaTopicOf(channel.bindings),
      }),
    ];
  });

  const operations: EventOperationModel[] = Object.keys(isObject(raw.operations) ? raw.operations : {}).flatMap((id) => {
    const pointer = childPointer('', 'operations', id);
    const operation = modeller.resolvedAt(pointer);
    const written = follow(raw, pointer);
    if (!isObject(operation) || (operation.action !== 'send' && operation.action !== 'receive')) {
      return [];
    }
    const writtenPointer = written.external ? pointer : written.pointer;
    const channelRef = follow(raw, childPointer(writtenPointer, 'channel'));
    const channelId =
      channelIdByPointer.get(channelRef.external ?? channelRef.pointer) ??
      channels.find((channel) => modeller.resolvedAt(channel.pointer) === operation.channel)?.id ??
      '';
    const listed = pointerGet(raw, fragment(childPointer(writtenPointer, 'messages')));
    const messageIds = Array.isArray(listed)
      ? listed.map((_, index) => entryAt(childPointer(writtenPointer, 'messages', index), `${id}-${index + 1}`, `${id}-${index + 1}`).id)
      : (channels.find((channel) => channel.id === channelId)?.messageIds ?? []);
    const kafka = isObject(operation.bindings) && isObject(operation.bindings.kafka) ? operation.bindings.kafka : undefined;
    return [
      withoutUndefined({
        ...modeller.spot(pointer),
        id,
        action: operation.action,
        channelId,
        title: text(operation.title),
        summary: text(operation.summary),
        description: text(operation.description),
        messageIds,
        security: modeller.security(childPointer(pointer, 'security'), id, securitySchemes),
        kafka: kafka
          ? withoutUndefined({
              groupId: kafka.groupId === undefined ? undefined : (plainData(kafka.groupId) as RawSchema),
              clientId: kafka.clientId === undefined ? undefined : (plainData(kafka.clientId) as RawSchema),
            })
          : undefined,
      }),
    ];
  });

  // Channel messages in channel order, then messages only the components hold.
  const byId = new Map([...entries.values()].map((entry) => [entry.id, entry]));
  const orderedIds = new Set([...channels.flatMap((channel) => channel.messageIds), ...componentEntries.map((entry) => entry.id), ...byId.keys()]);
  const ordered = [...orderedIds].map((id) => byId.get(id)!);
  const messages = ordered.map((entry) => messageOf(modeller, entry));

  const api: EventApiModel = withoutUndefined({
    key: input.key,
    file: input.file,
    shown: input.shown,
    public: input.public,
    title: String(info.title ?? input.key),
    version: String(info.version ?? ''),
    description: text(info.description),
    owner: withoutUndefined({team: text(contact.name) ?? '', email: text(contact.email), url: text(contact.url)}),
    servers,
    securitySchemes,
    channels,
    operations,
    messages,
    schemas: modeller.schemas(),
    document: raw,
  });
  return {api, problems: modeller.problems, notices: modeller.notices};
}

/** The CloudEvents subject header of our envelope (R204001): the entity the event is about, which is its Kafka key. */
const SUBJECT_HEADER = 'ce_subject';

function messageOf(modeller: Modeller, entry: MessageEntry): EventMessageModel {
  const {raw, resolved: document} = modeller.input;
  const resolved = modeller.resolvedAt(entry.pointer);
  const message = isObject(resolved) ? resolved : {};
  const written = pointerGet(raw, fragment(entry.pointer));
  const what = `the message ${entry.id}`;
  const payload = modeller.schemaSlot(childPointer(entry.pointer, 'payload'), `the payload of ${what}`);
  const headers = modeller.schemaSlot(childPointer(entry.pointer, 'headers'), `the headers of ${what}`);
  const key = modeller.schemaSlot(childPointer(entry.pointer, 'bindings', 'kafka', 'key'), `the Kafka key of ${what}`, true);
  const rest = restLinksOf(modeller, entry, isObject(written) && !('$ref' in written) ? written : message);
  const payloadSchema = payload?.schema ?? {};
  const payloadRoot = isObject(payloadSchema) && typeof payloadSchema.$ref === 'string' ? modeller.named.schemas[payloadSchema.$ref] : payloadSchema;
  const correlation = isObject(message.correlationId) ? message.correlationId : undefined;
  // The Kafka key of an example: AsyncAPI 3.0's Message Example Object has no place for it. The entity
  // id is the key (R206002) and the envelope's subject names the same entity, so an example's
  // `ce_subject` header gives it; else the key schema's examples, by position (one serves every example).
  const keySchema = pointerGet(document, fragment(childPointer(entry.pointer, 'bindings', 'kafka', 'key')));
  const keyExamples = isObject(keySchema) && Array.isArray(keySchema.examples) ? keySchema.examples : [];
  const examples: EventExampleModel[] = (Array.isArray(message.examples) ? message.examples : []).map((example: unknown, index) => {
    const value = isObject(example) ? example : {};
    const subject = isObject(value.headers) ? text(value.headers[SUBJECT_HEADER]) : undefined;
    return withoutUndefined({
      name: text(value.name) ?? `example-${index + 1}`,
      summary: text(value.summary),
      payload: plainData(value.payload),
      headers: plainData(value.headers),
      key: plainData(value['x-key'] ?? subject ?? (keyExamples.length === 1 ? keyExamples[0] : keyExamples[index])),
    });
  });
  return withoutUndefined({
    ...modeller.spot(entry.pointer),
    id: entry.id,
    name: text(message.name) ?? entry.id,
    title: text(message.title),
    summary: text(message.summary),
    description: text(message.description),
    contentType: text(message.contentType) ?? text(document.defaultContentType) ?? 'application/json',
    schemaFormat: payload?.format ?? `application/vnd.aai.asyncapi+json;version=${String(raw.asyncapi)}`,
    payloadKind: payload?.kind ?? 'json-schema',
    payload: payloadSchema,
    payloadSource: payload?.source ?? {},
    headers: headers?.schema,
    key: key?.schema,
    correlationId:
      correlation && typeof correlation.location === 'string'
        ? withoutUndefined({location: correlation.location, description: text(correlation.description)})
        : undefined,
    examples,
    channelIds: entry.channelIds,
    deprecated: message['x-deprecated'] === true || message.deprecated === true || (isObject(payloadRoot) && payloadRoot.deprecated === true),
    rest,
  });
}

function restLinksOf(modeller: Modeller, entry: MessageEntry, message: Json): RestLinkModel[] {
  const value = message[REST_OPERATIONS];
  if (value === undefined) {
    return [];
  }
  const parsed = restOperationsSchema.safeParse(value);
  if (parsed.success) {
    return parsed.data;
  }
  const segments = (path: readonly PropertyKey[]) => path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));
  const said = parsed.error.issues.map((issue) => {
    const [index, key] = segments(issue.path);
    const where = typeof index === 'number' ? `entry ${index + 1}: ` : '';
    if (issue.code === 'unrecognized_keys') {
      return `${where}unknown ${issue.keys.join(', ')}`;
    }
    if (issue.code === 'invalid_type' && key !== undefined && /undefined/.test(issue.message)) {
      return `${where}${String(key)} is missing`;
    }
    return `${where}${key === undefined ? '' : `${String(key)}: `}${issue.message}`;
  });
  const pointer = childPointer(entry.pointer, REST_OPERATIONS, ...segments(parsed.error.issues[0]!.path));
  modeller.problems.push(
    `${modeller.at(pointer)}: ${REST_OPERATIONS} of the message ${entry.id} must be a list of {api, operationId} (${said.join('; ')}): api is the REST spec's key (its file name in specs/), operationId one of its operations. Example: ${REST_OPERATIONS}: [{api: orders, operationId: getOrder}].`,
  );
  return [];
}
