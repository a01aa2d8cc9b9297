/**
 * The schema viewer's model (spec sections 3 and 4): turns a JSON schema whose `$ref`s are kept
 * into the tree the viewer renders. Pure, so that the server and the browser build the same tree
 * (hydration), and jest can test every case without React.
 *
 * Three rules keep the tree finite and the HTML small, whatever the spec:
 * - a `$ref` to a schema that is already open above (a cycle) becomes a `circular` mark that links
 *   back to that node and never expands;
 * - a named schema is expanded once per page (its first occurrence in reading order); later
 *   occurrences are `repeatOf` marks that link to it and expand only when a reader opens them.
 *   Small flat schemas (a link, an amount of money) are cheap to repeat and shown in full each time;
 * - a named schema nested more than `ctx.namedDepth` (at most MAX_NAMED_DEPTH) named schemas deep
 *   is a `deferred` mark: it links to its own profile page and expands when a reader opens it.
 *   pageTrees picks the depth per page so that a page stays within PAGE_NODE_BUDGET rows (huge specs
 *   such as Stripe's would otherwise put thousands of rows on every page);
 * - anonymous nesting deeper than MAX_DEPTH stops with a mark.
 */
import {escapeHtml} from '../shared/html';
import {type Json, isObject} from '../shared/guards';
import {decodeFragmentSegment} from '../shared/pointer';
import type {ExpansionFiles, ProfileLinks, RawSchema, RenderedMarkdown, SchemaMap} from './types';

type SchemaObject = Json;

export const HAL_FIRST: readonly string[] = ['_embedded', '_links'];
export const ADDITIONAL_PROPERTY_KEY = '[any name]';
export const ITEMS_KEY = 'items';
export type AlternativesKind = 'ONE OF' | 'ANY OF';
const MAX_DEPTH = 40;
/** A named schema with at most this many flat properties is shown in full at every occurrence. */
export const INLINE_MAX_PROPERTIES = 10;
/** At most how many (not small) named schemas deep a page expands before it defers to profile pages. */
export const MAX_NAMED_DEPTH = 4;

export interface EnumEntry {
  value: string;
  description?: RenderedMarkdown;
  deprecated: boolean;
  preview: boolean;
}

export interface Enumeration {
  /** `x-extensible-enum`: clients must accept values not listed. */
  extensible: boolean;
  entries: EnumEntry[];
}

export interface AlternativeOption {
  label: string;
  deprecated: boolean;
  preview: boolean;
  node: SchemaNode;
}

/** An `ANY OF` / `ONE OF` child: the reader picks one option to see its properties. */
export interface AlternativesNode {
  kind: 'alternatives';
  id: string;
  key: AlternativesKind;
  options: AlternativeOption[];
}

export interface SchemaNode {
  kind: 'schema';
  /** Unique on the page, usable as a DOM id. */
  id: string;
  /** Property name, `items`, `[any name]`, or the label of the root. */
  key: string;
  /** `object`, `string`, `array of Money`, `array of array of string`, ... */
  type: string;
  /** The named schema the type is (or, for arrays, holds), e.g. `Money`. */
  typeName?: string;
  /** Its profile page, when it has one. */
  typeHref?: string;
  title?: string;
  description?: RenderedMarkdown;
  required: boolean;
  deprecated: boolean;
  preview: boolean;
  additionalProperty: boolean;
  /** Ordered: format, pattern, bounds, default, example, nullable, readOnly, writeOnly, ... */
  attributes: [name: string, values: string[]][];
  enumeration?: Enumeration;
  children: (SchemaNode | AlternativesNode)[];
  /** A reference back to a schema open above: rendered as a link, never expanded. */
  circular?: {name: string; targetId: string};
  /** A named schema already shown on this page: a link to it, expanded on demand. */
  repeatOf?: {name: string; targetId: string; ref: string};
  /** A named schema nested too deep to expand in the page: expanded on demand, explained on its profile page. */
  deferred?: {name: string; ref: string};
}

export type TreeNode = SchemaNode | AlternativesNode;

/** What one page's viewers share: the schemas, the profile links and which named schema is shown where. */
export interface ViewerContext {
  schemas: SchemaMap;
  profiles: ProfileLinks;
  /** ref -> id of the node that shows it (its first occurrence on the page). */
  shown: Map<string, string>;
  /** How many (not small) named schemas deep the page expands; deeper ones are `deferred` marks. */
  namedDepth: number;
  /** The data files of what opening a mark needs, where the page names them. */
  expansions: ExpansionFiles;
  /**
   * Per-ref results that do not depend on where the schema occurs, which may be shared by contexts
   * over the same schemas. `small` keeps the refs its answer read from `schemas`, and a remembered
   * answer reads them again: a page's plan records what each build reads (pageTrees), and a memo
   * shared with another context must not hide a read. The others read nothing `small` did not:
   * `type` reads none, and `merged` of a ref (asked only after its `small`) reads a part of what
   * `small` read (mergeSchema reads the refs of allOf parts not being merged already).
   */
  memo: ViewerMemo;
  /** Set while planning a page: the nodes still allowed below the roots; building past it throws OVER_BUDGET. */
  budget?: {left: number};
}

export interface ViewerMemo {
  merged: Map<string, Merged>;
  small: Map<string, {small: boolean; reads: readonly string[]}>;
  type: Map<string, string>;
}

export function createViewerMemo(): ViewerMemo {
  return {merged: new Map(), small: new Map(), type: new Map()};
}

/** Thrown by a tree build that passed its context's budget: the page will not fit at this depth. */
export const OVER_BUDGET = Symbol('over budget');

export function createViewerContext(
  schemas: SchemaMap,
  profiles: ProfileLinks = {},
  options: {namedDepth?: number; expansions?: ExpansionFiles; budget?: number} = {},
): ViewerContext {
  return {
    schemas,
    profiles,
    shown: new Map(),
    namedDepth: options.namedDepth ?? MAX_NAMED_DEPTH,
    expansions: options.expansions ?? {},
    memo: createViewerMemo(),
    ...(options.budget !== undefined ? {budget: {left: options.budget}} : {}),
  };
}

/** Counts `count` nodes joining a tree against the context's budget, if it has one. */
function spend(ctx: ViewerContext, count = 1): void {
  if (ctx.budget && (ctx.budget.left -= count) < 0) {
    throw OVER_BUDGET;
  }
}

function remember<T>(cache: Map<string, T>, ref: string, compute: () => T): T {
  if (!cache.has(ref)) {
    cache.set(ref, compute());
  }
  return cache.get(ref)!;
}

interface NodeInfo {
  id: string;
  key: string;
  required: boolean;
  additionalProperty: boolean;
  depth: number;
  /** How many (not small) named schemas are open on the path from the root. */
  namedDepth: number;
  /** Refs open on the path from the root: ref -> node id. */
  ancestors: ReadonlyMap<string, string>;
}

/** The display name of a ref: its last JSON-pointer segment, unescaped. */
export function refName(ref: string): string {
  return decodeFragmentSegment(ref.slice(ref.lastIndexOf('/') + 1));
}

function toRendered(value: unknown): RenderedMarkdown | undefined {
  if (isObject(value) && (typeof value.html === 'string' || typeof value.error === 'string')) {
    return value as RenderedMarkdown;
  }
  if (typeof value === 'string' && value.trim() !== '') {
    return {html: escapeHtml(value)};
  }
  return undefined;
}

/**
 * A `$ref`, or the wrapper writers use to describe a reference (`allOf: [{$ref}]` with a
 * description beside it): the ref and the keywords that apply on top of the named schema.
 */
export function namedReference(schema: RawSchema): {ref: string; overlay: SchemaObject} | undefined {
  if (!isObject(schema)) {
    return undefined;
  }
  if (typeof schema.$ref === 'string') {
    const {$ref, ...overlay} = schema;
    return {ref: $ref as string, overlay};
  }
  const {allOf, ...overlay} = schema;
  if (
    Array.isArray(allOf) &&
    allOf.length === 1 &&
    isObject(allOf[0]) &&
    typeof allOf[0].$ref === 'string' &&
    !('properties' in overlay) &&
    !('oneOf' in overlay) &&
    !('anyOf' in overlay)
  ) {
    return {ref: allOf[0].$ref, overlay};
  }
  return undefined;
}

const COMBINATORS = ['oneOf', 'anyOf'] as const;

interface Group {
  kind: AlternativesKind;
  options: RawSchema[];
  discriminator?: SchemaObject;
}

/** A schema with its `allOf` parts merged in; alternatives collected as groups. */
interface Merged {
  schema: SchemaObject;
  groups: Group[];
  /** What a node shows of `schema` itself, once worked out (described). */
  described?: Described;
}

function mergeInto(target: SchemaObject, source: SchemaObject): void {
  for (const [keyword, value] of Object.entries(source)) {
    if (keyword === 'properties' && isObject(value)) {
      const properties = {...(isObject(target.properties) ? target.properties : {})};
      for (const [name, property] of Object.entries(value)) {
        properties[name] = name in properties ? {allOf: [properties[name], property]} : property;
      }
      target.properties = properties;
    } else if (keyword === 'required' && Array.isArray(value)) {
      target.required = [...new Set([...(Array.isArray(target.required) ? target.required : []), ...value])];
    } else {
      target[keyword] = value;
    }
  }
}

/**
 * Merges `allOf` (following refs, skipping parts already being merged so that a cycle through
 * allOf ends) and takes `oneOf`/`anyOf` out as alternative groups.
 */
export function mergeSchema(schema: RawSchema, schemas: SchemaMap, merging: ReadonlySet<string> = new Set()): Merged {
  const merged: Merged = {schema: {}, groups: []};
  if (!isObject(schema)) {
    return merged;
  }
  const {allOf, ...own} = schema;
  if (Array.isArray(allOf)) {
    for (const part of allOf) {
      let resolved: RawSchema = part as RawSchema;
      let next = merging;
      if (isObject(part) && typeof part.$ref === 'string') {
        if (merging.has(part.$ref) || !(part.$ref in schemas)) {
          continue;
        }
        resolved = schemas[part.$ref]!;
        next = new Set([...merging, part.$ref]);
      }
      const inner = mergeSchema(resolved, schemas, next);
      // Names and descriptions of base schemas do not describe the composite.
      const {title: _title, description: _description, ...rest} = inner.schema;
      mergeInto(merged.schema, rest);
      merged.groups.push(...inner.groups);
    }
  }
  for (const combinator of COMBINATORS) {
    const options = own[combinator];
    if (Array.isArray(options)) {
      merged.groups.push({
        kind: combinator === 'oneOf' ? 'ONE OF' : 'ANY OF',
        options: options as RawSchema[],
        ...(isObject(own.discriminator) ? {discriminator: own.discriminator} : {}),
      });
    }
    delete own[combinator];
  }
  mergeInto(merged.schema, own);
  return merged;
}

function typesOf(schema: SchemaObject): string[] {
  const {type} = schema;
  const types = Array.isArray(type) ? type.filter((entry): entry is string => typeof entry === 'string') : typeof type === 'string' ? [type] : [];
  const nonNull = types.filter((entry) => entry !== 'null');
  if (nonNull.length > 0) {
    return nonNull;
  }
  if (isObject(schema.properties) || schema.additionalProperties !== undefined) {
    return ['object'];
  }
  if (schema.items !== undefined) {
    return ['array'];
  }
  return [];
}

function isNullable(schema: SchemaObject): boolean {
  return schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
}

function display(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const SIMPLE_ATTRIBUTES = [
  'format',
  'pattern',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'default',
  'const',
] as const;

export function attributesOf(schema: SchemaObject): [string, string[]][] {
  const attributes: [string, string[]][] = [];
  const add = (name: string, values: unknown[]) => {
    if (values.length > 0) {
      attributes.push([name, values.map(display)]);
    }
  };
  for (const bound of ['minimum', 'maximum'] as const) {
    const exclusive = bound === 'minimum' ? 'exclusiveMinimum' : 'exclusiveMaximum';
    if (typeof schema[exclusive] === 'number') {
      add(exclusive, [schema[exclusive]]);
    }
    if (schema[bound] !== undefined) {
      add(schema[exclusive] === true ? exclusive : bound, [schema[bound]]);
    }
  }
  for (const name of SIMPLE_ATTRIBUTES) {
    if (schema[name] !== undefined) {
      add(name, [schema[name]]);
    }
  }
  // The Avro type behind a converted Avro schema, where JSON Schema has no word for it (lib/asyncapi/avro.ts).
  if (typeof schema['x-avro-type'] === 'string') {
    add('avro', [schema['x-avro-type']]);
  }
  if (schema.example !== undefined) {
    add('example', [schema.example]);
  }
  if (Array.isArray(schema.examples)) {
    add('examples', schema.examples);
  }
  for (const flag of ['readOnly', 'writeOnly'] as const) {
    if (schema[flag] === true) {
      add(flag, ['true']);
    }
  }
  if (isNullable(schema)) {
    add('nullable', ['true']);
  }
  // Keep the order the reader expects: format first, then bounds, then values.
  const order = ['format', 'avro', 'pattern'];
  return attributes.sort((a, b) => rank(a[0], order) - rank(b[0], order));
}

function rank(name: string, first: readonly string[]): number {
  const index = first.indexOf(name);
  return index === -1 ? first.length : index;
}

/**
 * Enum values with their flags and descriptions. `x-extensible-enum` takes objects
 * `{value, description, deprecated, preview}` or plain values; `x-enumDescriptions` adds
 * descriptions by value; a plain `enum` lists its values.
 */
export function enumerationOf(schema: SchemaObject): Enumeration | undefined {
  const extensible = schema['x-extensible-enum'];
  const values = Array.isArray(extensible) ? extensible : Array.isArray(schema.enum) ? schema.enum : undefined;
  if (!values) {
    return undefined;
  }
  const descriptions = isObject(schema['x-enumDescriptions']) ? schema['x-enumDescriptions'] : {};
  const entries = values.map((entry): EnumEntry => {
    if (Array.isArray(extensible) && isObject(entry) && 'value' in entry) {
      const value = display(entry.value);
      return {
        value,
        description: toRendered(entry.description) ?? toRendered(descriptions[value]),
        deprecated: entry.deprecated === true,
        preview: entry.preview === true || entry['x-preview'] === true,
      };
    }
    const value = entry === null ? 'null' : display(entry);
    return {value, description: toRendered(descriptions[value]), deprecated: false, preview: false};
  });
  return {extensible: Array.isArray(extensible), entries: entries.map(withoutUndefined)};
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** Property names in the viewer's order: `_embedded` and `_links` first, then as the spec lists them. */
export function sortProperties(names: readonly string[]): string[] {
  const first = HAL_FIRST.filter((name) => names.includes(name));
  return [...first, ...names.filter((name) => !HAL_FIRST.includes(name))];
}

/** How a reader tells the options of an `ANY OF` / `ONE OF` apart. */
export function optionLabel(option: RawSchema, index: number, group: Pick<Group, 'discriminator'>, schemas: SchemaMap): string {
  const named = namedReference(option);
  const resolved = named ? schemas[named.ref] : option;
  const mapping = isObject(group.discriminator?.mapping) ? group.discriminator.mapping : {};
  if (named) {
    const mapped = Object.entries(mapping).find(([, target]) => target === named.ref || target === refName(named.ref));
    if (mapped) {
      return mapped[0];
    }
  }
  const propertyName = group.discriminator?.propertyName;
  if (typeof propertyName === 'string' && resolved !== undefined) {
    const property = mergeSchema(resolved, schemas).schema.properties;
    const pinned = isObject(property) ? property[propertyName] : undefined;
    if (isObject(pinned)) {
      if (pinned.const !== undefined) {
        return display(pinned.const);
      }
      if (Array.isArray(pinned.enum) && pinned.enum.length === 1) {
        return display(pinned.enum[0]);
      }
    }
  }
  if (isObject(resolved) && typeof resolved.title === 'string' && resolved.title.trim() !== '') {
    return resolved.title;
  }
  if (named) {
    return refName(named.ref);
  }
  return `Option ${index + 1}`;
}

function flagsOf(schema: SchemaObject): {deprecated: boolean; preview: boolean} {
  return {deprecated: schema.deprecated === true, preview: schema['x-preview'] === true};
}

/**
 * A node at `info`, with what its schema itself shows (`own`, from descriptionOf) where given: its
 * keys in the order describe gives them, in one object, as most nodes are made here and spreading
 * one object into another was most of their cost.
 */
function baseNode(info: NodeInfo, own?: Described): SchemaNode {
  const node: SchemaNode = {
    kind: 'schema',
    id: info.id,
    key: info.key,
    type: '',
    required: info.required,
    deprecated: own?.deprecated ?? false,
    preview: own?.preview ?? false,
    additionalProperty: info.additionalProperty,
    attributes: own?.attributes ?? [],
    children: [],
  };
  if (own?.title !== undefined) {
    node.title = own.title;
  }
  if (own?.description !== undefined) {
    node.description = own.description;
  }
  if (own?.enumeration !== undefined) {
    node.enumeration = own.enumeration;
  }
  return node;
}

function build(schema: RawSchema, info: NodeInfo, ctx: ViewerContext, allowRepeat = false): SchemaNode {
  const named = namedReference(schema);
  if (named) {
    const {ref, overlay} = named;
    const name = refName(ref);
    const link = {typeName: name, ...(ctx.profiles[ref] ? {typeHref: ctx.profiles[ref]} : {})};
    const target = ctx.schemas[ref];
    const type = remember(ctx.memo.type, ref, () => typeLabelOf(target));
    const mark = () => ({...describeMark(target, overlay, baseNode(info)), ...link, type});
    const ancestor = info.ancestors.get(ref);
    if (ancestor !== undefined) {
      return {...describe(overlay, baseNode(info)), ...link, type, circular: {name, targetId: ancestor}};
    }
    if (target === undefined) {
      return {...describe(overlay, baseNode(info)), ...link, type: 'unresolved reference', attributes: [['$ref', [ref]]]};
    }
    const small = isSmallRef(ref, target, ctx);
    const shownAt = ctx.shown.get(ref);
    if (!allowRepeat && !small && shownAt !== undefined && shownAt !== info.id) {
      return {...mark(), repeatOf: {name, targetId: shownAt, ref}};
    }
    if (!allowRepeat && !small && info.namedDepth >= ctx.namedDepth) {
      return {...mark(), deferred: {name, ref}};
    }
    if (!allowRepeat) {
      ctx.shown.set(ref, info.id);
    }
    const ancestors = new Map(info.ancestors).set(ref, info.id);
    const cached = remember(ctx.memo.merged, ref, () => mergeSchema(target, ctx.schemas, new Set([ref])));
    // The wrapper's own keywords (description, deprecated, readOnly, ...) apply on top.
    const merged: Merged = Object.keys(overlay).length === 0 ? cached : {schema: {...cached.schema}, groups: cached.groups};
    mergeInto(merged.schema, overlay);
    const node = expand(merged, {...info, ancestors, namedDepth: info.namedDepth + (small ? 0 : 1)}, ctx);
    return {...node, ...link, ...(isObject(target) && typeof target.title === 'string' ? {title: target.title} : {})};
  }
  if (info.depth > MAX_DEPTH) {
    return {...baseNode(info), type: 'object', attributes: [['depth', [`more than ${MAX_DEPTH} levels; not shown`]]]};
  }
  return expand(mergeInline(schema, ctx.schemas), info, ctx);
}

/** isSmallFlatSchema of a named schema, remembered with what it read (ViewerContext.memo). */
function isSmallRef(ref: string, target: RawSchema, ctx: ViewerContext): boolean {
  const known = ctx.memo.small.get(ref);
  if (known) {
    for (const read of known.reads) {
      void (read in ctx.schemas);
    }
    return known.small;
  }
  const tracked = trackReads(ctx.schemas);
  const small = isSmallFlatSchema(target, tracked.schemas);
  ctx.memo.small.set(ref, {small, reads: [...tracked.reads]});
  return small;
}

/** A schema map that records every ref read from it (by lookup or `in`). */
export function trackReads(schemas: SchemaMap): {schemas: SchemaMap; reads: Set<string>} {
  const reads = new Set<string>();
  const record = (key: string | symbol) => {
    if (typeof key === 'string') {
      reads.add(key);
    }
  };
  const tracked = new Proxy(schemas as Record<string, RawSchema>, {
    get(target, key, receiver) {
      record(key);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      record(key);
      return Reflect.has(target, key);
    },
  });
  return {schemas: tracked, reads};
}

const isNested = (schema: unknown): boolean =>
  isObject(schema) &&
  (typeof schema.$ref === 'string' ||
    isObject(schema.properties) ||
    ['allOf', 'oneOf', 'anyOf'].some((keyword) => keyword in schema) ||
    isNested(schema.items) ||
    isNested(schema.additionalProperties));

/** Flat and small: no nested objects, refs or alternatives, at most INLINE_MAX_PROPERTIES properties. */
export function isSmallFlatSchema(schema: RawSchema | undefined, schemas: SchemaMap): boolean {
  if (!isObject(schema)) {
    return true;
  }
  const {schema: merged, groups} = mergeSchema(schema, schemas);
  const properties = isObject(merged.properties) ? Object.values(merged.properties) : [];
  return (
    groups.length === 0 &&
    properties.length <= INLINE_MAX_PROPERTIES &&
    !isNested(merged.items) &&
    !isNested(merged.additionalProperties) &&
    properties.every((property) => !isNested(property))
  );
}

function pickDescription(schema: SchemaObject): SchemaObject {
  return withoutUndefined({title: schema.title, description: schema.description});
}

function pickAnnotations(schema: SchemaObject): SchemaObject {
  const {description, deprecated, title} = schema;
  return withoutUndefined({description, deprecated, title, 'x-preview': schema['x-preview']});
}

function typeLabelOf(schema: RawSchema | undefined): string {
  if (!isObject(schema)) {
    return 'any';
  }
  const types = typesOf(mergeSchema(schema, {}).schema);
  return types.length > 0 ? types.join(' or ') : 'object';
}

/** What a node shows of its schema itself, in the order a node's keys take. */
type Described = Pick<SchemaNode, 'deprecated' | 'preview' | 'title' | 'description' | 'enumeration' | 'attributes'>;

function descriptionOf(schema: SchemaObject): Described {
  const description = toRendered(schema.description);
  const enumeration = enumerationOf(schema);
  return {
    ...flagsOf(schema),
    ...(typeof schema.title === 'string' ? {title: schema.title} : {}),
    ...(description ? {description} : {}),
    ...(enumeration ? {enumeration} : {}),
    attributes: attributesOf(schema),
  };
}

function describe(schema: SchemaObject, node: SchemaNode): SchemaNode {
  return {...node, ...descriptionOf(schema)};
}

/**
 * describe for a merged schema, worked out once per Merged: a remembered one (a named schema's, an
 * inline schema's) is described again on every page and every attempt of a page's plan. Nodes share
 * what it gives; nothing changes a node's attributes or enumeration once built.
 */
function described(merged: Merged, info: NodeInfo): SchemaNode {
  return baseNode(info, (merged.described ??= descriptionOf(merged.schema)));
}

// A named schema's annotations as its marks show them, worked out once per schema.
const markDescriptions = new WeakMap<SchemaObject, Described>();

/** describe for a mark of `target` under a reference's own keywords (`overlay`). */
function describeMark(target: RawSchema, overlay: SchemaObject, node: SchemaNode): SchemaNode {
  if (!isObject(target) || Object.keys(overlay).length > 0) {
    return describe({...(isObject(target) ? pickAnnotations(target) : {}), ...overlay}, node);
  }
  let known = markDescriptions.get(target);
  if (!known) {
    known = descriptionOf(pickAnnotations(target));
    markDescriptions.set(target, known);
  }
  return {...node, ...known};
}

// An inline schema without allOf merges alike wherever it occurs and reads no other schema (only
// allOf parts are looked up): merged once per schema object.
const inlineMerges = new WeakMap<SchemaObject, Merged>();

function mergeInline(schema: RawSchema, schemas: SchemaMap): Merged {
  if (!isObject(schema) || Array.isArray(schema.allOf)) {
    return mergeSchema(schema, schemas);
  }
  let merged = inlineMerges.get(schema);
  if (!merged) {
    merged = mergeSchema(schema, schemas);
    inlineMerges.set(schema, merged);
  }
  return merged;
}

function child(info: NodeInfo, index: number, key: string, extra: Partial<NodeInfo> = {}): NodeInfo {
  return {
    id: `${info.id}-${index}`,
    key,
    required: false,
    additionalProperty: false,
    depth: info.depth + 1,
    namedDepth: info.namedDepth,
    ancestors: info.ancestors,
    ...extra,
  };
}

function expand(merged: Merged, info: NodeInfo, ctx: ViewerContext): SchemaNode {
  const {schema, groups} = merged;
  const node = described(merged, info);
  const types = typesOf(schema);
  const children: TreeNode[] = [];
  let index = 0;

  if (types.includes('array') && schema.items !== undefined && typeof schema.items !== 'boolean') {
    const items = build(schema.items as RawSchema, child(info, index++, ITEMS_KEY), ctx);
    const itemType = items.typeName && !items.type.startsWith('array') ? items.typeName : items.type || 'any';
    node.type = types.map((type) => (type === 'array' ? `array of ${itemType}` : type)).join(' or ');
    if (items.typeName) {
      node.typeName = items.typeName;
      if (items.typeHref) {
        node.typeHref = items.typeHref;
      }
    }
    if (hasDetail(items)) {
      spend(ctx);
      children.push(items);
    }
  } else {
    node.type = types.join(' or ') || (groups.length > 0 ? '' : 'any');
  }

  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  if (isObject(schema.properties) && groups.length === 0) {
    for (const name of sortProperties(Object.keys(schema.properties))) {
      children.push(build(schema.properties[name] as RawSchema, child(info, index++, name, {required: required.has(name)}), ctx));
      spend(ctx);
    }
  }
  if (isObject(schema.additionalProperties) && groups.length === 0) {
    children.push(build(schema.additionalProperties, child(info, index++, ADDITIONAL_PROPERTY_KEY, {additionalProperty: true}), ctx));
    spend(ctx);
  }
  if (groups.length > 0) {
    const [group, ...rest] = groups;
    // Each option is shown merged with what the parent says besides the alternatives, so
    // options that only add properties or `required` show the full object.
    const {discriminator: _discriminator, ...parent} = schema;
    const parentHasContent = isObject(parent.properties) || Array.isArray(parent.required) || rest.length > 0;
    const alternativesId = `${info.id}-${index}`;
    const options = group!.options.map((option, optionIndex): AlternativeOption => {
      const optionInfo: NodeInfo = {...child(info, 0, ''), id: `${alternativesId}-${optionIndex}`};
      const named = namedReference(option);
      const resolved = named ? ctx.schemas[named.ref] : option;
      const label = optionLabel(option, optionIndex, group!, ctx.schemas);
      const flags = isObject(resolved) ? flagsOf(resolved) : {deprecated: false, preview: false};
      let optionNode: SchemaNode;
      if (!parentHasContent || (named && info.ancestors.has(named.ref))) {
        optionNode = build(option, optionInfo, ctx);
      } else {
        // The parent's properties first, then what the option adds; the option's own title and
        // description describe it (mergeSchema drops those of allOf parts).
        const others = rest.map((other) => ({
          [other.kind === 'ONE OF' ? 'oneOf' : 'anyOf']: other.options,
          ...(other.discriminator ? {discriminator: other.discriminator} : {}),
        }));
        const combined: SchemaObject = {allOf: [parent, option, ...others], ...(isObject(resolved) ? pickDescription(resolved) : {})};
        const ancestors = named ? new Map(optionInfo.ancestors).set(named.ref, optionInfo.id) : optionInfo.ancestors;
        optionNode = build(combined, {...optionInfo, ancestors}, ctx);
        if (named) {
          optionNode.typeName = refName(named.ref);
        }
      }
      spend(ctx);
      return {label, ...flags, node: {...optionNode, key: label}};
    });
    spend(ctx);
    children.push({kind: 'alternatives', id: alternativesId, key: group!.kind, options});
    if (!node.type) {
      node.type = options.every((option) => option.node.type === options[0]?.node.type) ? (options[0]?.node.type ?? 'any') : 'any';
    }
  }
  node.children = children;
  return node;
}

/** An items node worth its own row: it has something beyond a bare type. */
function hasDetail(node: SchemaNode): boolean {
  return (
    node.children.length > 0 ||
    node.enumeration !== undefined ||
    node.attributes.length > 0 ||
    node.description !== undefined ||
    node.circular !== undefined ||
    node.repeatOf !== undefined ||
    node.deferred !== undefined
  );
}

/**
 * The tree of one schema on a page. Viewers of one page share `ctx`, and must be built in reading
 * order, so that each named schema is expanded at its first occurrence.
 */
export function buildSchemaTree(schema: RawSchema, ctx: ViewerContext, options: {id: string; key?: string}): SchemaNode {
  return build(
    schema,
    {id: options.id, key: options.key ?? '', required: false, additionalProperty: false, depth: 0, namedDepth: 0, ancestors: new Map()},
    ctx,
  );
}

/**
 * The full tree behind a `repeatOf` or `deferred` mark the reader opened: the same tree as the
 * schema's profile page, built in a context of its own (`ctx` holds what that tree reads, and its
 * depth), so opening a mark never changes where the page shows what.
 */
export function expandRepeat(node: SchemaNode, ctx: ViewerContext): SchemaNode {
  const mark = node.repeatOf ?? node.deferred;
  if (!mark) {
    return node;
  }
  const local: ViewerContext = {...ctx, shown: new Map()};
  const expanded = build(
    {$ref: mark.ref},
    {id: node.id, key: node.key, required: node.required, additionalProperty: node.additionalProperty, depth: 0, namedDepth: 0, ancestors: new Map()},
    local,
    true,
  );
  return {
    ...expanded,
    description: node.description ?? expanded.description,
    deprecated: node.deprecated || expanded.deprecated,
    repeatOf: undefined,
    deferred: undefined,
  };
}

/** The refs of the marks (`repeatOf`, `deferred`) in a tree: what a reader may open on the page. */
export function markRefs(node: TreeNode, into: Set<string> = new Set()): Set<string> {
  if (node.kind === 'alternatives') {
    node.options.forEach((option) => markRefs(option.node, into));
    return into;
  }
  const mark = node.repeatOf ?? node.deferred;
  if (mark) {
    into.add(mark.ref);
  }
  node.children.forEach((entry) => markRefs(entry, into));
  return into;
}

/** Counts the nodes of a tree (options included), for budgets and tests. */
export function countNodes(node: TreeNode): number {
  if (node.kind === 'alternatives') {
    return node.options.reduce((sum, option) => sum + countNodes(option.node), 1);
  }
  return node.children.reduce((sum, entry) => sum + countNodes(entry), 1);
}
