/**
 * Avro schemas in the schema viewer's dialect (lib/reference/types RawSchema: JSON Schema with
 * `$ref`s kept). @asyncapi/avro-schema-parser converts Avro too, but inlines named types (a
 * recursive record loses its cycle), drops the logical types and lets unknown type names through;
 * the viewer needs the names, so the conversion is ours. The parser still validates the document.
 *
 * Named types (record, enum, fixed) become named schemas under `#/components/schemas/<full name>`
 * and are referred to by `$ref` wherever they are used, so the viewer's repeat and cycle marks work
 * as for OpenAPI. What the viewer has no keyword for (the Avro type behind a logical type, a fixed's
 * size) goes into `x-avro-type`, which the viewer shows as the attribute "avro".
 */
import {isObject, type Json} from '../shared/guards';
import {childPointer} from '../shared/pointer';
import type {RawSchema} from '../reference/types';

/** The viewer attribute that names the Avro type where JSON Schema has no word for it. */
export const AVRO_TYPE_KEYWORD = 'x-avro-type';

export const AVRO_PRIMITIVES = ['null', 'boolean', 'int', 'long', 'float', 'double', 'bytes', 'string'] as const;
const COMPLEX_TYPES = ['record', 'error', 'enum', 'array', 'map', 'fixed'] as const;

const PRIMITIVE_SCHEMAS: Record<(typeof AVRO_PRIMITIVES)[number], Json> = {
  null: {type: 'null'},
  boolean: {type: 'boolean'},
  int: {type: 'integer', format: 'int32'},
  long: {type: 'integer', format: 'int64'},
  float: {type: 'number', format: 'float'},
  double: {type: 'number', format: 'double'},
  bytes: {type: 'string', format: 'byte'},
  string: {type: 'string'},
};

/** Logical types as the viewer shows them: a JSON Schema format over the underlying type. */
const LOGICAL_FORMATS: Record<string, {format: string; type?: string}> = {
  'timestamp-millis': {format: 'date-time'},
  'timestamp-micros': {format: 'date-time'},
  'timestamp-nanos': {format: 'date-time'},
  'local-timestamp-millis': {format: 'local-date-time'},
  'local-timestamp-micros': {format: 'local-date-time'},
  'local-timestamp-nanos': {format: 'local-date-time'},
  date: {format: 'date'},
  'time-millis': {format: 'time'},
  'time-micros': {format: 'time'},
  uuid: {format: 'uuid'},
  decimal: {format: 'decimal', type: 'number'},
  'big-decimal': {format: 'decimal', type: 'number'},
  duration: {format: 'duration'},
};

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const FIX_TYPE = `Use a primitive type (${AVRO_PRIMITIVES.join(', ')}), a complex type (record, enum, array, map, fixed) or the full name of a named type defined before`;

/** A problem in an Avro schema, at a pointer relative to the schema's root (`/fields/2/type`). */
export interface AvroProblem {
  pointer: string;
  message: string;
}

/**
 * The named schemas of a document: shared by every Avro schema of it, so a record that two
 * payloads define alike is one schema. Keyed by `$ref`.
 */
export interface AvroNamedSchemas {
  schemas: Record<string, RawSchema>;
  /** The Avro definition each named schema was made from, to tell a redefinition from a repeat. */
  definitions: Map<string, string>;
}

export const createNamedSchemas = (): AvroNamedSchemas => ({schemas: {}, definitions: new Map()});

export const avroRef = (fullName: string): string => `#/components/schemas/${fullName}`;

export interface AvroConversion {
  /** The schema: a `$ref` for a named root (a record), the schema itself otherwise. */
  schema: RawSchema;
  problems: AvroProblem[];
}

/** Whether a Kafka key or a header schema written without schemaFormat reads as Avro rather than JSON Schema. */
export function looksLikeAvro(schema: unknown): boolean {
  if (typeof schema === 'string' || Array.isArray(schema)) {
    return true;
  }
  if (!isObject(schema)) {
    return false;
  }
  const avroOnly = ['record', 'error', 'enum', 'map', 'fixed', 'int', 'long', 'float', 'double', 'bytes'];
  return (typeof schema.type === 'string' && avroOnly.includes(schema.type)) || 'logicalType' in schema || 'fields' in schema || 'symbols' in schema;
}

interface Scope {
  named: AvroNamedSchemas;
  /** Full names defined in this schema so far -> their $ref (a redefinition elsewhere gets another). */
  local: Map<string, string>;
  problems: AvroProblem[];
}

const fullNameOf = (name: string, namespace: string | undefined): string => (name.includes('.') || !namespace ? name : `${namespace}.${name}`);

const withoutUndefined = (value: Json): Json => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));

/** A stable text of a definition, to tell whether two payloads define a name alike. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, entry: unknown) =>
    isObject(entry)
      ? Object.fromEntries(
          Object.keys(entry)
            .sort()
            .map((key) => [key, entry[key]]),
        )
      : entry,
  );

/**
 * Converts one Avro schema (a payload, a header or a key schema). Named types join `named`;
 * problems are collected, not thrown, so a document's every problem is reported at once.
 */
export function avroToSchema(avro: unknown, named: AvroNamedSchemas = createNamedSchemas()): AvroConversion {
  const scope: Scope = {named, local: new Map(), problems: []};
  const schema = convert(avro, '', undefined, scope);
  return {schema, problems: scope.problems};
}

function convert(avro: unknown, pointer: string, namespace: string | undefined, scope: Scope): RawSchema {
  if (typeof avro === 'string') {
    return reference(avro, pointer, namespace, scope);
  }
  if (Array.isArray(avro)) {
    return union(avro, pointer, namespace, scope);
  }
  if (!isObject(avro)) {
    scope.problems.push({pointer, message: `${JSON.stringify(avro)} is not an Avro type. ${FIX_TYPE}.`});
    return {};
  }
  const {type} = avro;
  if (typeof type === 'string' && (AVRO_PRIMITIVES as readonly string[]).includes(type)) {
    return logical(type as (typeof AVRO_PRIMITIVES)[number], avro);
  }
  switch (type) {
    case 'record':
    case 'error':
    case 'enum':
    case 'fixed':
      return definition(avro, pointer, namespace, scope);
    case 'array':
      if (avro.items === undefined) {
        scope.problems.push({pointer, message: 'an Avro array needs `items`, the type of its elements. Add e.g. `items: string`.'});
        return {type: 'array'};
      }
      return withoutUndefined({type: 'array', items: convert(avro.items, childPointer(pointer, 'items'), namespace, scope), description: doc(avro)});
    case 'map':
      if (avro.values === undefined) {
        scope.problems.push({pointer, message: 'an Avro map needs `values`, the type of its values. Add e.g. `values: string`.'});
        return {type: 'object'};
      }
      return withoutUndefined({
        type: 'object',
        additionalProperties: convert(avro.values, childPointer(pointer, 'values'), namespace, scope),
        description: doc(avro),
      });
    default:
      if (typeof type === 'string' || Array.isArray(type) || isObject(type)) {
        // `{type: "Money"}` or `{type: ["null", "string"]}`: the type named or written inside.
        return convert(type, childPointer(pointer, 'type'), namespace, scope);
      }
      scope.problems.push({pointer, message: `an Avro schema needs a \`type\` (found ${JSON.stringify(type ?? null)}). ${FIX_TYPE}.`});
      return {};
  }
}

const doc = (avro: Json): string | undefined => (typeof avro.doc === 'string' && avro.doc.trim() !== '' ? avro.doc : undefined);

/** A primitive, with its logical type where it has one. */
function logical(type: (typeof AVRO_PRIMITIVES)[number], avro: Json): Json {
  const base: Json = {...PRIMITIVE_SCHEMAS[type]};
  const logicalType = typeof avro.logicalType === 'string' ? avro.logicalType : undefined;
  if (!logicalType) {
    return base;
  }
  const known = LOGICAL_FORMATS[logicalType];
  return withoutUndefined({
    ...base,
    ...(known ? {format: known.format, ...(known.type ? {type: known.type} : {})} : {}),
    [AVRO_TYPE_KEYWORD]: `${type} (${logicalDetail(logicalType, avro)})`,
  });
}

function logicalDetail(logicalType: string, avro: Json): string {
  if (logicalType !== 'decimal') {
    return logicalType;
  }
  return [
    'decimal',
    typeof avro.precision === 'number' ? `precision ${avro.precision}` : undefined,
    typeof avro.scale === 'number' ? `scale ${avro.scale}` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
}

function reference(name: string, pointer: string, namespace: string | undefined, scope: Scope): RawSchema {
  if ((AVRO_PRIMITIVES as readonly string[]).includes(name)) {
    return {...PRIMITIVE_SCHEMAS[name as (typeof AVRO_PRIMITIVES)[number]]};
  }
  // Avro resolves a short name in the enclosing namespace first, then as written (the null namespace).
  // Then a type another schema of the document defined: a registry resolves such references too.
  const ref =
    scope.local.get(fullNameOf(name, namespace)) ??
    scope.local.get(name) ??
    [avroRef(fullNameOf(name, namespace)), avroRef(name)].find((candidate) => scope.named.definitions.has(candidate));
  if (ref) {
    return {$ref: ref};
  }
  const hint = (COMPLEX_TYPES as readonly string[]).includes(name) ? ` A ${name} is written as an object: {type: ${name}, ...}.` : '';
  scope.problems.push({pointer, message: `unknown Avro type "${name}".${hint} ${FIX_TYPE}.`});
  return {};
}

function union(options: unknown[], pointer: string, namespace: string | undefined, scope: Scope): RawSchema {
  if (options.length === 0) {
    scope.problems.push({pointer, message: 'an Avro union needs at least one type. Write e.g. ["null", "string"].'});
    return {};
  }
  const nullable = options.includes('null');
  const converted = options
    .map((option, index) => ({option, schema: convert(option, childPointer(pointer, index), namespace, scope)}))
    .filter(({option}) => option !== 'null');
  if (converted.length === 0) {
    return {type: 'null'};
  }
  if (converted.length === 1) {
    const only = converted[0]!.schema;
    return nullable ? {...(isObject(only) ? only : {}), nullable: true} : only;
  }
  const oneOf = converted.map(({option, schema}) => labelled(option, schema));
  return nullable ? {oneOf, nullable: true} : {oneOf};
}

/** A union's option with the title the viewer labels it by: the Avro type's name. */
function labelled(option: unknown, schema: RawSchema): RawSchema {
  if (!isObject(schema) || typeof schema.$ref === 'string') {
    return schema;
  }
  const named = isObject(option) && typeof option.type === 'string' ? option.type : typeof option === 'string' ? option : undefined;
  const label = typeof schema[AVRO_TYPE_KEYWORD] === 'string' ? schema[AVRO_TYPE_KEYWORD] : named;
  return label ? {...schema, title: label} : schema;
}

/** A record, enum or fixed: a named schema, referred to by `$ref`. */
function definition(avro: Json, pointer: string, namespace: string | undefined, scope: Scope): RawSchema {
  const kind = avro.type as 'record' | 'error' | 'enum' | 'fixed';
  if (typeof avro.name !== 'string' || !avro.name.split('.').every((part) => NAME.test(part))) {
    scope.problems.push({
      pointer: avro.name === undefined ? pointer : childPointer(pointer, 'name'),
      message: `an Avro ${kind} needs a \`name\` of letters, digits and _ (found ${JSON.stringify(avro.name ?? null)}). Name it, e.g. name: OrderShipped.`,
    });
    return {};
  }
  const ownNamespace = avro.name.includes('.')
    ? avro.name.slice(0, avro.name.lastIndexOf('.'))
    : typeof avro.namespace === 'string' && avro.namespace !== ''
      ? avro.namespace
      : namespace;
  const fullName = fullNameOf(avro.name, ownNamespace);
  if (scope.local.has(fullName)) {
    scope.problems.push({
      pointer: childPointer(pointer, 'name'),
      message: `the Avro type ${fullName} is defined twice in one schema. Define it once and refer to it by its name ("${fullName}") after that.`,
    });
    return {$ref: scope.local.get(fullName)!};
  }
  const written = canonical(avro);
  let ref = avroRef(fullName);
  for (let suffix = 2; scope.named.definitions.has(ref) && scope.named.definitions.get(ref) !== written; suffix++) {
    // Two payloads define the name differently (say, two versions of a record): both are shown.
    ref = avroRef(`${fullName}-${suffix}`);
  }
  scope.local.set(fullName, ref);
  const known = scope.named.definitions.get(ref) === written;
  scope.named.definitions.set(ref, written);
  const problemsBefore = scope.problems.length;
  const schema =
    kind === 'enum'
      ? enumSchema(avro, pointer, scope)
      : kind === 'fixed'
        ? fixedSchema(avro, pointer, scope)
        : recordSchema(avro, pointer, ownNamespace, scope);
  if (!known || scope.problems.length > problemsBefore) {
    scope.named.schemas[ref] = withoutUndefined({title: avro.name.split('.').pop(), ...schema});
  }
  return {$ref: ref};
}

function recordSchema(avro: Json, pointer: string, namespace: string | undefined, scope: Scope): Json {
  if (!Array.isArray(avro.fields)) {
    scope.problems.push({pointer, message: `the Avro record ${String(avro.name)} needs \`fields\`, a list of {name, type}. Add at least one field.`});
    return {type: 'object'};
  }
  const properties: Json = {};
  const required: string[] = [];
  avro.fields.forEach((field: unknown, index) => {
    const at = childPointer(pointer, 'fields', index);
    if (!isObject(field) || typeof field.name !== 'string' || !NAME.test(field.name)) {
      scope.problems.push({
        pointer: at,
        message: `field ${index + 1} of the Avro record ${String(avro.name)} needs a \`name\` of letters, digits and _ (found ${JSON.stringify(isObject(field) ? (field.name ?? null) : field)}).`,
      });
      return;
    }
    if (field.type === undefined) {
      scope.problems.push({pointer: at, message: `the field ${field.name} of the Avro record ${String(avro.name)} needs a \`type\`. ${FIX_TYPE}.`});
      return;
    }
    if (field.name in properties) {
      scope.problems.push({pointer: childPointer(at, 'name'), message: `the Avro record ${String(avro.name)} has two fields named ${field.name}. Rename one.`});
    }
    const converted = convert(field.type, childPointer(at, 'type'), namespace, scope);
    const nullable = isObject(converted) && converted.nullable === true;
    properties[field.name] = withoutUndefined({
      ...(isObject(converted) ? converted : {}),
      description: doc(field),
      default: field.default,
      deprecated: field.deprecated === true ? true : undefined,
    });
    if (field.default === undefined && !nullable) {
      required.push(field.name);
    }
  });
  return withoutUndefined({
    type: 'object',
    description: doc(avro),
    required: required.length > 0 ? required : undefined,
    properties,
    deprecated: avro.deprecated === true ? true : undefined,
  });
}

function enumSchema(avro: Json, pointer: string, scope: Scope): Json {
  const symbols = Array.isArray(avro.symbols) ? avro.symbols : undefined;
  if (!symbols || symbols.length === 0 || !symbols.every((symbol) => typeof symbol === 'string' && NAME.test(symbol))) {
    scope.problems.push({
      pointer: avro.symbols === undefined ? pointer : childPointer(pointer, 'symbols'),
      message: `the Avro enum ${String(avro.name)} needs \`symbols\`, a list of names of letters, digits and _ (found ${JSON.stringify(avro.symbols ?? null)}). Write e.g. symbols: [PLACED, SHIPPED].`,
    });
  }
  return withoutUndefined({type: 'string', description: doc(avro), enum: symbols, default: avro.default});
}

function fixedSchema(avro: Json, pointer: string, scope: Scope): Json {
  if (typeof avro.size !== 'number' || !Number.isInteger(avro.size) || avro.size < 0) {
    scope.problems.push({pointer, message: `the Avro fixed ${String(avro.name)} needs a \`size\` in bytes (found ${JSON.stringify(avro.size ?? null)}).`});
  }
  const logicalType = typeof avro.logicalType === 'string' ? avro.logicalType : undefined;
  const known = logicalType ? LOGICAL_FORMATS[logicalType] : undefined;
  const size = `fixed, ${String(avro.size)} bytes`;
  return withoutUndefined({
    type: known?.type ?? 'string',
    format: known?.format ?? 'byte',
    description: doc(avro),
    [AVRO_TYPE_KEYWORD]: logicalType ? `${size} (${logicalDetail(logicalType, avro)})` : size,
  });
}
