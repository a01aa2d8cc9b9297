/**
 * What the "Try it" console checks before it sends: each parameter and the body against the
 * operation's schemas (written self-contained at build time, lib/openapi/console.ts),
 * by @cfworker/json-schema, which interprets schemas: nothing is compiled at run time, so it runs
 * under a CSP without `unsafe-eval`. Messages name the field and say what it must be.
 */
import {Validator, type OutputUnit} from '@cfworker/json-schema';
import {isObject} from '../../lib/shared/guards';
import {childPointer, childValue, parsePointer, pointerGet} from '../../lib/shared/pointer';
import type {ConsoleParameter, ValidationSchema} from '../../lib/reference/types';
import type {ParameterValue} from './tryItRequest';

/** A problem with one field of the form: `parameter:query:limit`, or `body` with the path inside it. */
export interface FieldError {
  field: string;
  /** Where in the body (`lines[0].quantity`); empty for the field as a whole. */
  path: string;
  message: string;
}

export const parameterField = (parameter: Pick<ConsoleParameter, 'in' | 'name'>) => `parameter:${parameter.in}:${parameter.name}`;
export const BODY_FIELD = 'body';

/** `#/lines/0/quantity` -> `lines[0].quantity`. */
export function readablePath(instanceLocation: string): string {
  return (parsePointer(instanceLocation) ?? []).reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path === '' ? part : `${path}.${part}`), '');
}

// Keywords whose failure only says that something below failed: the errors below say what.
const CONTAINERS = new Set([
  'properties',
  'items',
  'prefixItems',
  'additionalItems',
  '$ref',
  'allOf',
  'if',
  'then',
  'else',
  'additionalProperties',
  'patternProperties',
  'dependentSchemas',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
]);

/** The value of the keyword that failed, read from the schema by its location (a `$ref` on the way is followed, as the validator did). */
function keywordValue(schema: ValidationSchema, keywordLocation: string): unknown {
  return parsePointer(keywordLocation)?.reduce<unknown>(
    (node, key) => (key === '$ref' && isObject(node) && typeof node.$ref === 'string' ? pointerGet(schema, node.$ref) : childValue(node, key)),
    schema,
  );
}

const list = (values: unknown) => (Array.isArray(values) ? values.map((value) => JSON.stringify(value)).join(', ') : '');

function message(unit: OutputUnit, schema: ValidationSchema): string {
  const value = keywordValue(schema, unit.keywordLocation);
  switch (unit.keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return `must be ${Array.isArray(value) ? value.join(' or ') : String(value)}`;
    case 'enum':
      return `must be one of ${list(value)}`;
    case 'const':
      return `must be ${JSON.stringify(value)}`;
    case 'minimum':
      return `must be at least ${String(value)}`;
    case 'maximum':
      return `must be at most ${String(value)}`;
    case 'exclusiveMinimum':
      return `must be greater than ${String(value)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(value)}`;
    case 'multipleOf':
      return `must be a multiple of ${String(value)}`;
    case 'minLength':
      return `must have at least ${String(value)} character${value === 1 ? '' : 's'}`;
    case 'maxLength':
      return `must have at most ${String(value)} characters`;
    case 'pattern':
      return `must match the pattern ${String(value)}`;
    case 'format':
      return `must be a valid ${String(value)}`;
    case 'minItems':
      return `must have at least ${String(value)} item${value === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${String(value)} items`;
    case 'uniqueItems':
      return 'must not repeat an item';
    case 'minProperties':
      return `must have at least ${String(value)} properties`;
    case 'maxProperties':
      return `must have at most ${String(value)} properties`;
    case 'false':
      return 'is not allowed here';
    case 'oneOf':
      return 'must match exactly one of the schema’s options';
    case 'anyOf':
      return 'must match at least one of the schema’s options';
    case 'not':
      return 'must not match the schema it excludes';
    default:
      return unit.error.replace(/\.$/, '');
  }
}

// Keywords whose next segment of a keyword location is a name, not a keyword.
const NAMED = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** Whether a keyword location lies inside an option of a oneOf/anyOf or inside a not (a property named `not` does not count). */
function insideOption(keywordLocation: string): boolean {
  const segments = parsePointer(keywordLocation) ?? [];
  for (let index = 0; index < segments.length - 1; index++) {
    const segment = segments[index]!;
    if (NAMED.has(segment)) {
      index++;
    } else if (segment === 'oneOf' || segment === 'anyOf' || segment === 'not') {
      return true;
    }
  }
  return false;
}

/** The leaf errors of a validation, one per place and problem, in document order. */
export function schemaErrors(schema: ValidationSchema, value: unknown): {path: string; message: string}[] {
  const result = new Validator(schema as never, '2020-12', false).validate(value);
  if (result.valid) {
    return [];
  }
  const seen = new Set<string>();
  return (
    result.errors
      .filter((unit) => !CONTAINERS.has(unit.keyword))
      // An option's own failures are not the reader's to fix: the oneOf/anyOf error says it.
      .filter((unit) => !insideOption(unit.keywordLocation))
      .map((unit) => {
        const missing = unit.keyword === 'required' ? /"([^"]+)"/.exec(unit.error)?.[1] : undefined;
        const location = missing === undefined ? unit.instanceLocation : childPointer(unit.instanceLocation, missing);
        return {path: readablePath(location), message: message(unit, schema)};
      })
      .filter((error) => {
        const key = `${error.path}\u0000${error.message}`;
        return seen.has(key) ? false : (seen.add(key), true);
      })
  );
}

/** A schema with its `$ref`s followed; they point into the `$defs` of the root schema. */
function dereferenced(schema: ValidationSchema | undefined, root: ValidationSchema): ValidationSchema | undefined {
  let current = schema;
  for (let hops = 0; typeof current === 'object' && typeof current.$ref === 'string' && hops < 16; hops++) {
    current = pointerGet(root, current.$ref) as ValidationSchema | undefined;
  }
  return current;
}

/** The type a schema asks for, its `$ref`s followed. */
function typeOf(schema: ValidationSchema | undefined, root: ValidationSchema): string | undefined {
  const target = dereferenced(schema, root);
  if (typeof target !== 'object') {
    return undefined;
  }
  const type = Array.isArray(target.type) ? target.type.find((candidate) => candidate !== 'null') : target.type;
  return typeof type === 'string' ? type : undefined;
}

/** A typed value from the text a reader typed: `12` is a number where the schema wants one. */
function typed(text: string, type: string | undefined): unknown {
  if ((type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text))) {
    return Number(text);
  }
  if (type === 'boolean' && (text === 'true' || text === 'false')) {
    return text === 'true';
  }
  return text;
}

/** What a parameter's form field holds, as the request builder takes it; an error where JSON does not parse. */
export function parameterValue(parameter: ConsoleParameter, text: string): {value?: ParameterValue; error?: string} {
  if (text.trim() === '') {
    return {};
  }
  if (parameter.shape === 'list') {
    return {
      value: text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    };
  }
  if (parameter.shape === 'object') {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!isObject(parsed)) {
        return {error: 'must be a JSON object, for example {"key": "value"}'};
      }
      return {value: Object.fromEntries(Object.entries(parsed).map(([key, item]) => [key, typeof item === 'string' ? item : JSON.stringify(item)]))};
    } catch {
      return {error: 'must be a JSON object, for example {"key": "value"}'};
    }
  }
  return {value: text};
}

/** A parameter's problems: required and empty, or not what its schema allows. */
export function validateParameter(parameter: ConsoleParameter, text: string): FieldError[] {
  const field = parameterField(parameter);
  const {value, error} = parameterValue(parameter, text);
  if (error) {
    return [{field, path: '', message: error}];
  }
  if (value === undefined) {
    return parameter.required ? [{field, path: '', message: 'is required'}] : [];
  }
  if (parameter.schema === undefined) {
    return [];
  }
  const schema = parameter.schema;
  const array = dereferenced(schema, schema);
  const itemsType = typeof array === 'object' && typeof array.items === 'object' ? typeOf(array.items as ValidationSchema, schema) : undefined;
  const instance = Array.isArray(value)
    ? value.map((item) => typed(item, itemsType))
    : typeof value === 'string'
      ? typed(value, typeOf(schema, schema))
      : value;
  return schemaErrors(schema, instance).map((problem) => ({field, ...problem}));
}

/** The body's problems: JSON that does not parse (with where), or a payload its schema refuses. */
export function validateBody(body: {mediaType: string; schema?: ValidationSchema}, text: string, required: boolean): FieldError[] {
  if (text.trim() === '') {
    return required ? [{field: BODY_FIELD, path: '', message: 'is required'}] : [];
  }
  if (!/[/+]json\b/.test(body.mediaType.replace(/;.*$/, ''))) {
    return [];
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [{field: BODY_FIELD, path: '', message: `is not valid JSON: ${(error as Error).message}`}];
  }
  return body.schema === undefined ? [] : schemaErrors(body.schema, value).map((problem) => ({field: BODY_FIELD, ...problem}));
}
