/**
 * What the event rules' checks share (the checks of R2xxxxx): an AsyncAPI 3 document read as the
 * plain data it is (YAML to JSON, `$ref`s inside the document followed), its channels and messages
 * where they are written, each message's headers (its own and its traits') and payload, and walks
 * over Avro and JSON Schema payloads. A finding is reported at a JSON pointer; lint.ts places it at
 * its line and column as it does for every other finding.
 *
 * The checks do not wait for lib/asyncapi's model: they read the document as written, so a finding
 * points at what the writer wrote (the Avro record under `payload.schema`, not its conversion).
 */
import {type Json, isList, isObject} from '../../shared/guards';
import {childPointer, pointerGet} from '../../shared/pointer';

/** A node and the pointer it sits at in the document (after following `$ref`s inside it). */
export interface Located<T = Json> {
  node: T;
  pointer: string;
}

export interface EventChannel extends Located {
  /** Its key in `channels`. */
  id: string;
  address?: string;
  /** Pointers of the messages it carries (keys of EventLintContext.messages). */
  messages: string[];
}

/** A header a message declares: its own `headers` or a trait's. */
export interface EventHeader extends Located {
  name: string;
}

export interface EventPayload extends Located<unknown> {
  /** `avro` for an Avro schema format, else `json-schema` (AsyncAPI's own schema). */
  kind: 'avro' | 'json-schema';
  /** A `$ref` to another file (`./schemas/order-placed.avsc`): the checks do not see into it, so they leave it alone. */
  external?: string;
}

export interface EventMessage extends Located {
  /** Its key where it is defined (`components.messages` or a channel's `messages`). */
  id: string;
  /** Its `name`: the event type. */
  name?: string;
  /** Ids of the channels that carry it. */
  channels: string[];
  headers: Map<string, EventHeader>;
  /** Where findings about missing headers go: the message's `headers`, else the message. */
  headersPointer: string;
  payload?: EventPayload;
  /** Its Kafka message binding (`bindings.kafka`), where given. */
  kafka?: Located;
}

export interface EventLintContext {
  document: Json;
  channels: EventChannel[];
  /** Every message once, where it is defined, by its pointer. */
  messages: EventMessage[];
  /** A `$ref` inside the document followed, with where it led; anything else as it is. */
  resolve(node: unknown, pointer: string): Located<unknown>;
  report(pointer: string, message: string): void;
}

const AVRO_FORMAT = /^application\/vnd\.apache\.avro/;

/** A `$ref` chain inside the document followed; a reference to another file stays where it is written. */
export function resolveIn(document: Json, node: unknown, pointer: string): Located<unknown> {
  let current: Located<unknown> = {node, pointer};
  for (let hops = 0; isObject(current.node) && typeof current.node.$ref === 'string' && current.node.$ref.startsWith('#/') && hops < 16; hops++) {
    const target = current.node.$ref;
    const value = pointerGet(document, target);
    if (value === undefined) {
      break;
    }
    current = {node: value, pointer: target};
  }
  return current;
}

const objectEntries = (value: unknown): [string, unknown][] => (isObject(value) ? Object.entries(value) : []);

/** The headers a message declares, its traits' first (a message's own header wins). */
function headersOf(document: Json, message: Located): {headers: Map<string, EventHeader>; pointer: string} {
  const headers = new Map<string, EventHeader>();
  const add = (owner: Located) => {
    const declared = resolveIn(document, owner.node.headers, childPointer(owner.pointer, 'headers'));
    // A multi-format schema (`{schemaFormat, schema}`) around the headers' JSON Schema.
    const schema =
      isObject(declared.node) && isObject(declared.node.schema)
        ? resolveIn(document, declared.node.schema, childPointer(declared.pointer, 'schema'))
        : declared;
    if (!isObject(schema.node)) {
      return undefined;
    }
    for (const [name, value] of objectEntries(schema.node.properties)) {
      const pointer = childPointer(schema.pointer, 'properties', name);
      const resolved = resolveIn(document, value, pointer);
      headers.set(name, {name, node: isObject(resolved.node) ? resolved.node : {}, pointer: resolved.pointer});
    }
    return schema.pointer;
  };
  const traits = isList(message.node.traits) ? message.node.traits : [];
  traits.forEach((trait, index) => {
    const resolved = resolveIn(document, trait, childPointer(message.pointer, 'traits', index));
    if (isObject(resolved.node)) {
      add({node: resolved.node, pointer: resolved.pointer});
    }
  });
  const own = add(message);
  return {headers, pointer: own ?? (message.node.headers === undefined ? message.pointer : childPointer(message.pointer, 'headers'))};
}

/** The file a `$ref` outside the document names, if the node is one. */
const externalRef = (node: unknown): string | undefined =>
  isObject(node) && typeof node.$ref === 'string' && !node.$ref.startsWith('#') ? node.$ref : undefined;

function payloadOf(document: Json, message: Located): EventPayload | undefined {
  if (message.node.payload === undefined) {
    return undefined;
  }
  const payload = resolveIn(document, message.node.payload, childPointer(message.pointer, 'payload'));
  if (isObject(payload.node) && typeof payload.node.schemaFormat === 'string' && payload.node.schema !== undefined) {
    const schema = resolveIn(document, payload.node.schema, childPointer(payload.pointer, 'schema'));
    const external = externalRef(schema.node);
    return {...schema, kind: AVRO_FORMAT.test(payload.node.schemaFormat) ? 'avro' : 'json-schema', ...(external ? {external} : {})};
  }
  const external = externalRef(payload.node);
  return {...payload, kind: 'json-schema', ...(external ? {external} : {})};
}

function messageAt(document: Json, id: string, located: Located): EventMessage {
  const {headers, pointer} = headersOf(document, located);
  const bindings = resolveIn(document, located.node.bindings, childPointer(located.pointer, 'bindings'));
  const kafka = isObject(bindings.node) ? resolveIn(document, bindings.node.kafka, childPointer(bindings.pointer, 'kafka')) : undefined;
  return {
    ...located,
    id,
    ...(typeof located.node.name === 'string' ? {name: located.node.name} : {}),
    channels: [],
    headers,
    headersPointer: pointer,
    payload: payloadOf(document, located),
    ...(kafka && isObject(kafka.node) ? {kafka: {node: kafka.node, pointer: kafka.pointer}} : {}),
  };
}

/** The document's channels and messages, each message once where it is defined. */
export function eventStructure(document: Json): {channels: EventChannel[]; messages: EventMessage[]} {
  const messages = new Map<string, EventMessage>();
  const define = (id: string, value: unknown, pointer: string): EventMessage | undefined => {
    const located = resolveIn(document, value, pointer);
    if (!isObject(located.node)) {
      return undefined;
    }
    const key = located.pointer;
    const known = messages.get(key);
    if (known) {
      return known;
    }
    const idOfTarget = /\/components\/messages\/([^/]+)$/.exec(key) ? (key.split('/').at(-1) ?? id) : id;
    const message = messageAt(document, idOfTarget.replace(/~1/g, '/').replace(/~0/g, '~'), {node: located.node, pointer: key});
    messages.set(key, message);
    return message;
  };
  const components = isObject(document.components) ? document.components : {};
  for (const [id, value] of objectEntries(components.messages)) {
    define(id, value, childPointer('#/components/messages', id));
  }
  const channels: EventChannel[] = [];
  for (const [id, value] of objectEntries(document.channels)) {
    const located = resolveIn(document, value, childPointer('#/channels', id));
    if (!isObject(located.node)) {
      continue;
    }
    const channel: EventChannel = {
      id,
      node: located.node,
      pointer: located.pointer,
      ...(typeof located.node.address === 'string' ? {address: located.node.address} : {}),
      messages: [],
    };
    for (const [messageId, message] of objectEntries(located.node.messages)) {
      const defined = define(messageId, message, childPointer(located.pointer, 'messages', messageId));
      if (defined) {
        defined.channels.push(id);
        channel.messages.push(defined.pointer);
      }
    }
    channels.push(channel);
  }
  return {channels, messages: [...messages.values()]};
}

/** The Kafka bindings of a channel (`bindings.kafka`), where given. */
export function kafkaOfChannel(context: Pick<EventLintContext, 'resolve'>, channel: EventChannel): Located | undefined {
  const bindings = context.resolve(channel.node.bindings, childPointer(channel.pointer, 'bindings'));
  const kafka = isObject(bindings.node) ? context.resolve(bindings.node.kafka, childPointer(bindings.pointer, 'kafka')) : undefined;
  return kafka && isObject(kafka.node) ? {node: kafka.node, pointer: kafka.pointer} : undefined;
}

/** A field of a payload: an Avro record's field or a JSON Schema's property. */
export interface PayloadField {
  name: string;
  /** The field (Avro) or the property's schema (JSON Schema). */
  pointer: string;
  /** Its type: the Avro type (a name, an object, a union) or the JSON Schema. */
  type: unknown;
  typePointer: string;
  doc?: string;
  kind: 'avro' | 'json-schema';
}

export interface PayloadVisitor {
  field?(field: PayloadField): void;
  /** Every type node: an Avro type (string, object, union) or a JSON Schema. */
  type?(type: unknown, pointer: string): void;
}

function walkAvro(type: unknown, pointer: string, visitor: PayloadVisitor, depth: number): void {
  if (depth > 32) {
    return;
  }
  visitor.type?.(type, pointer);
  if (isList(type)) {
    type.forEach((branch, index) => walkAvro(branch, childPointer(pointer, index), visitor, depth + 1));
    return;
  }
  if (!isObject(type)) {
    return;
  }
  if ((type.type === 'record' || type.type === 'error') && isList(type.fields)) {
    type.fields.forEach((field, index) => {
      if (!isObject(field) || typeof field.name !== 'string') {
        return;
      }
      const fieldPointer = childPointer(pointer, 'fields', index);
      visitor.field?.({
        name: field.name,
        pointer: fieldPointer,
        type: field.type,
        typePointer: childPointer(fieldPointer, 'type'),
        ...(typeof field.doc === 'string' ? {doc: field.doc} : {}),
        kind: 'avro',
      });
      walkAvro(field.type, childPointer(fieldPointer, 'type'), visitor, depth + 1);
    });
  } else if (type.type === 'array') {
    walkAvro(type.items, childPointer(pointer, 'items'), visitor, depth + 1);
  } else if (type.type === 'map') {
    walkAvro(type.values, childPointer(pointer, 'values'), visitor, depth + 1);
  } else if (isObject(type.type) || isList(type.type)) {
    // `{"type": {"type": "record", ...}}`: a type wrapped once more.
    walkAvro(type.type, childPointer(pointer, 'type'), visitor, depth + 1);
  }
}

function walkJsonSchema(document: Json, schema: unknown, pointer: string, visitor: PayloadVisitor, seen: Set<string>, depth: number): void {
  const located = resolveIn(document, schema, pointer);
  if (!isObject(located.node) || seen.has(located.pointer) || depth > 32) {
    return;
  }
  seen.add(located.pointer);
  const node = located.node;
  visitor.type?.(node, located.pointer);
  for (const [name, value] of objectEntries(node.properties)) {
    const propertyPointer = childPointer(located.pointer, 'properties', name);
    const property = resolveIn(document, value, propertyPointer);
    visitor.field?.({
      name,
      pointer: propertyPointer,
      type: property.node,
      typePointer: property.pointer,
      ...(isObject(property.node) && typeof property.node.description === 'string' ? {doc: property.node.description} : {}),
      kind: 'json-schema',
    });
    walkJsonSchema(document, value, propertyPointer, visitor, seen, depth + 1);
  }
  // Map values (`additionalProperties`) are walked, their keys are data and not names of ours.
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    if (isObject(node[key])) {
      walkJsonSchema(document, node[key], childPointer(located.pointer, key), visitor, seen, depth + 1);
    }
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const) {
    const parts = node[key];
    if (isList(parts)) {
      parts.forEach((part, index) => walkJsonSchema(document, part, childPointer(located.pointer, key, index), visitor, seen, depth + 1));
    }
  }
}

/** Walks a message's payload: every field (Avro record fields, JSON Schema properties) and every type, each once. */
export function walkPayload(document: Json, payload: EventPayload, visitor: PayloadVisitor): void {
  if (payload.external) {
    return;
  }
  if (payload.kind === 'avro') {
    walkAvro(payload.node, payload.pointer, visitor, 0);
  } else {
    walkJsonSchema(document, payload.node, payload.pointer, visitor, new Set(), 0);
  }
}

/** An Avro union of `null` and one type, as that type (with its pointer); anything else as it is. */
export function nonNullAvro(type: unknown, pointer: string): Located<unknown> {
  if (isList(type)) {
    const others = type.map((branch, index) => ({branch, index})).filter(({branch}) => branch !== 'null');
    if (others.length === 1) {
      return {node: others[0]!.branch, pointer: childPointer(pointer, others[0]!.index)};
    }
  }
  return {node: type, pointer};
}

/** An Avro type's base type and logical type: `long`/`timestamp-millis`, `string`/undefined, `record`, ... */
export function avroTypeOf(type: unknown): {type?: string; logicalType?: string} {
  if (typeof type === 'string') {
    return {type};
  }
  if (isObject(type)) {
    return {
      ...(typeof type.type === 'string' ? {type: type.type} : {}),
      ...(typeof type.logicalType === 'string' ? {logicalType: type.logicalType} : {}),
    };
  }
  return {};
}

/** The JSON type of a JSON Schema: `type`, or the one type of a list beside `null`. */
export function jsonTypeOf(schema: unknown): string | undefined {
  if (!isObject(schema)) {
    return undefined;
  }
  if (typeof schema.type === 'string') {
    return schema.type;
  }
  const types = isList(schema.type) ? schema.type.filter((type) => type !== 'null') : [];
  return types.length === 1 && typeof types[0] === 'string' ? types[0] : undefined;
}

/** The envelope attributes of the Lindenkauf event envelope (R204001), as CloudEvents names them. */
export const ENVELOPE_ATTRIBUTES = ['specversion', 'id', 'source', 'type', 'subject', 'time', 'datacontenttype', 'dataschema'] as const;

/** CloudEvents' Kafka binding (binary mode) sends an attribute as the header `ce_<name>`. */
export const headerOf = (attribute: string): string => `ce_${attribute}`;

/**
 * Where a message carries an envelope attribute: the `ce_` header (binary mode, R204004), or a
 * top-level property of the payload when the payload is the envelope (structured mode); undefined
 * when it carries it nowhere.
 */
export function envelopeAttribute(context: Pick<EventLintContext, 'document'>, message: EventMessage, attribute: string): Located<unknown> | undefined {
  const header = message.headers.get(headerOf(attribute));
  if (header) {
    return header;
  }
  if (message.payload?.kind === 'json-schema' && isObject(message.payload.node) && isObject(message.payload.node.properties)) {
    const property = message.payload.node.properties[attribute];
    if (property !== undefined) {
      return resolveIn(context.document, property, childPointer(message.payload.pointer, 'properties', attribute));
    }
  }
  return undefined;
}

/** The message's examples, each with its pointer. */
export function examplesOf(message: EventMessage): (Located & {index: number})[] {
  const examples = isList(message.node.examples) ? message.node.examples : [];
  return examples.flatMap((example, index) => (isObject(example) ? [{node: example, pointer: childPointer(message.pointer, 'examples', index), index}] : []));
}

/** An example's value of an envelope attribute: its `ce_` header, else the attribute in the payload. */
export function exampleAttribute(example: Json, attribute: string): unknown {
  const headers = isObject(example.headers) ? example.headers : {};
  if (headers[headerOf(attribute)] !== undefined) {
    return headers[headerOf(attribute)];
  }
  return isObject(example.payload) ? example.payload[attribute] : undefined;
}

/** Builds what a check sees of a document. */
export function eventLintContext(document: Json, report: EventLintContext['report']): EventLintContext {
  const {channels, messages} = eventStructure(document);
  return {document, channels, messages, resolve: (node, pointer) => resolveIn(document, node, pointer), report};
}

/** A message as messages name it: its event type, else its id. */
export const messageLabel = (message: EventMessage): string => `\`${message.name ?? message.id}\``;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
