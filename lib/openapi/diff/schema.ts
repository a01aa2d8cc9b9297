/**
 * Compares two schemas of the two documents, following `$ref`s in each document separately.
 *
 * Each pair of (base node, head node, flow) is compared once per diff, whichever operation reaches
 * it: the pairs form a graph (a property, an array's items, a matched `oneOf` branch are edges), so
 * a cycle ends where it meets a pair it has already started, and a component used by many
 * operations is compared once. Each operation then walks the graph from its own root to learn
 * which findings it reaches and by which property path.
 */
import {FLAG_KEYWORDS, LIMIT_KEYWORDS, RULE_KEYWORDS, kebab} from './checks';
import {describeBranch, matchBranches} from './branches';
import {
  type EnumEntry,
  type FlatSchema,
  accepts,
  extensibleEntries,
  flatten,
  flattenAll,
  keyword,
  properties,
  requiredOf,
  typeText,
  typesOf,
  valueOf,
} from './flatten';
import {isList, isObject} from '../../shared/guards';
import {childPointer as child} from '../../shared/pointer';
import {type Located, canonical, sameJson, sortedUnion} from './json';
import type {ChangeKind, Flow} from './types';

/** A change found in one schema pair; report.ts turns it into a SpecChange per use. */
export interface Finding {
  check: string;
  kind: ChangeKind;
  /** The changed node: head document, base for removals. */
  pointer: string;
  /** Where the change shows in the head document (for removals: the node that held it). */
  headPointer: string;
  before?: unknown;
  after?: unknown;
  /** A property name to add to the path of the node (property added, removed, made required). */
  segment?: string;
  /** The value, branch or name the message is about. */
  name?: string;
  /** In an element that was in preview (`x-preview`, or an enum value's `preview`). */
  preview?: true;
}

interface PairNode {
  findings: Finding[];
  /** `preview`: the edge is a property that was in preview, so everything below it may change. */
  edges: {segment: string; to: string; preview?: true}[];
}

const ANNOTATIONS = ['description', 'title'] as const;
const FORMAT_WIDENINGS = new Set(['int32>int64', 'float>double']);

/** `readOnly` properties are not part of what a partner sends, `writeOnly` ones not of what they receive. */
function visibleIn(flow: Flow, property: FlatSchema): boolean {
  return valueOf(property, flow === 'sent' ? 'readOnly' : 'writeOnly') !== true;
}

const previewFlag = (on: boolean): {preview?: true} => (on ? {preview: true} : {});
const inPreview = (schema: FlatSchema | undefined): boolean => schema !== undefined && valueOf(schema, 'x-preview') === true;

const show = (value: unknown): string => (typeof value === 'string' ? value : canonical(value));

export class SchemaGraph {
  private readonly nodes = new Map<string, PairNode>();

  constructor(
    private readonly base: unknown,
    private readonly head: unknown,
  ) {}

  /** Compares two schemas (their pair and everything below it, once) and returns the pair's key for `reach`. */
  compare(base: Located, head: Located, flow: Flow): string {
    return this.comparePair(flatten(this.base, base), flatten(this.head, head), flow);
  }

  /**
   * Every finding reachable from a pair, with the property path it is reached by (shortest first)
   * and whether it is in preview. A node reachable both through a preview property and without one
   * is not in preview: the first pass follows only edges outside previews, the second the rest.
   */
  reach(root: string): {finding: Finding; path: string; preview: boolean}[] {
    const found = new Map<string, {path: string; preview: boolean}>();
    for (const preview of [false, true]) {
      const seen = new Set<string>([root]);
      const queue = [{key: root, path: ''}];
      found.set(root, found.get(root) ?? {path: '', preview});
      while (queue.length > 0) {
        const {key, path} = queue.shift()!;
        for (const edge of this.nodes.get(key)!.edges) {
          if (seen.has(edge.to) || (edge.preview && !preview)) {
            continue;
          }
          seen.add(edge.to);
          const next = found.get(edge.to) ?? {path: joinPath(path, edge.segment), preview};
          found.set(edge.to, next);
          queue.push({key: edge.to, path: next.path});
        }
      }
    }
    return [...found].flatMap(([key, {path, preview}]) =>
      this.nodes.get(key)!.findings.map((finding) => ({
        finding,
        path: finding.segment === undefined ? path : joinPath(path, finding.segment),
        preview: preview || finding.preview === true,
      })),
    );
  }

  private comparePair(base: FlatSchema, head: FlatSchema, flow: Flow): string {
    const key = `${flow}|${base.key}|${head.key}`;
    if (this.nodes.has(key)) {
      return key;
    }
    // Registered before walking: a cycle that comes back to this pair stops here.
    const node: PairNode = {findings: [], edges: []};
    this.nodes.set(key, node);
    const found = (finding: Finding) => node.findings.push(finding);
    const typeChanged = this.compareTypes(base, head, found);
    this.compareAnnotations(base, head, found);
    if (typeChanged) {
      // Nothing below an unrelated type is comparable; the type change says it all.
      return key;
    }
    this.compareFormat(base, head, found);
    this.compareEnums(base, head, found);
    this.compareConstraints(base, head, found);
    this.compareProperties(base, head, flow, node);
    this.compareAdditionalProperties(base, head, flow, node);
    const baseItems = keyword(base, 'items');
    const headItems = keyword(head, 'items');
    if (isObject(baseItems?.value) && isObject(headItems?.value)) {
      node.edges.push({
        segment: '[]',
        to: this.compare({node: baseItems.value, pointer: baseItems.pointer}, {node: headItems.value, pointer: headItems.pointer}, flow),
      });
    }
    this.compareBranches('oneOf', base, head, flow, node);
    this.compareBranches('anyOf', base, head, flow, node);
    return key;
  }

  /** Returns true when the types are unrelated, so the caller stops there. */
  private compareTypes(base: FlatSchema, head: FlatSchema, found: (finding: Finding) => void): boolean {
    const before = typesOf(base);
    const after = typesOf(head);
    const at = keyword(head, 'type')?.pointer ?? head.pointer;
    if (before.nullable !== after.nullable) {
      found({
        check: after.nullable ? 'nullable-added' : 'nullable-removed',
        kind: 'changed',
        pointer: at,
        headPointer: at,
        before: before.nullable,
        after: after.nullable,
      });
    }
    const change = (check: string, kind: ChangeKind): void =>
      found({
        check,
        kind,
        pointer: kind === 'removed' ? keyword(base, 'type')!.pointer : at,
        headPointer: at,
        before: typeText(before.types),
        after: typeText(after.types),
      });
    if (!before.types && !after.types) {
      return false;
    }
    if (!before.types) {
      change('type-narrowed', 'added');
      return false;
    }
    if (!after.types) {
      change('type-widened', 'removed');
      return false;
    }
    const widened = [...before.types].every((type) => accepts(after.types!, type));
    const narrowed = [...after.types].every((type) => accepts(before.types!, type));
    if (widened && narrowed) {
      return false;
    }
    change(widened ? 'type-widened' : narrowed ? 'type-narrowed' : 'type-changed', 'changed');
    return !widened && !narrowed;
  }

  private compareAnnotations(base: FlatSchema, head: FlatSchema, found: (finding: Finding) => void): void {
    for (const name of ANNOTATIONS) {
      compareDocumentation(keyword(base, name), keyword(head, name), `${name}-changed`, head.pointer, found);
    }
    const example = (schema: FlatSchema) => keyword(schema, 'example') ?? keyword(schema, 'examples');
    compareDocumentation(example(base), example(head), 'example-changed', head.pointer, found);
    const before = keyword(base, 'default');
    const after = keyword(head, 'default');
    if (!sameJson(before?.value, after?.value)) {
      const kind: ChangeKind = !before ? 'added' : !after ? 'removed' : 'changed';
      found({
        check: 'default-changed',
        kind,
        pointer: after?.pointer ?? before!.pointer,
        headPointer: after?.pointer ?? head.pointer,
        before: before?.value,
        after: after?.value,
      });
    }
  }

  private compareFormat(base: FlatSchema, head: FlatSchema, found: (finding: Finding) => void): void {
    const before = keyword(base, 'format');
    const after = keyword(head, 'format');
    if (before?.value === after?.value || sameContent(base, head)) {
      return;
    }
    const check = !before
      ? 'format-narrowed'
      : !after
        ? 'format-widened'
        : FORMAT_WIDENINGS.has(`${show(before.value)}>${show(after.value)}`)
          ? 'format-widened'
          : FORMAT_WIDENINGS.has(`${show(after.value)}>${show(before.value)}`)
            ? 'format-narrowed'
            : 'format-changed';
    found({
      check,
      kind: !before ? 'added' : !after ? 'removed' : 'changed',
      pointer: after?.pointer ?? before!.pointer,
      headPointer: after?.pointer ?? head.pointer,
      before: before?.value,
      after: after?.value,
    });
  }

  /**
   * A closed `enum` and an `x-extensible-enum` differ in one thing: whether partners were told to
   * expect new values. So a value added is judged by what the base promised.
   */
  private compareEnums(base: FlatSchema, head: FlatSchema, found: (finding: Finding) => void): void {
    const list = (schema: FlatSchema): {extensible: boolean; pointer: string; entries: EnumEntry[]} | undefined => {
      const closed = keyword(schema, 'enum');
      if (isList(closed?.value)) {
        return {extensible: false, pointer: closed.pointer, entries: closed.value.map((value) => ({value, deprecated: false, preview: false}))};
      }
      const open = keyword(schema, 'x-extensible-enum');
      return isList(open?.value) ? {extensible: true, pointer: open.pointer, entries: extensibleEntries(open.value)} : undefined;
    };
    const before = list(base);
    const after = list(head);
    if (!before && !after) {
      return;
    }
    const values = (entries: {value: unknown}[] | undefined) => (entries ?? []).map((entry) => entry.value);
    if (!before || !after) {
      const at = after?.pointer ?? head.pointer;
      found({
        check: before ? 'enum-removed' : 'enum-added',
        kind: before ? 'removed' : 'added',
        pointer: after?.pointer ?? before!.pointer,
        headPointer: at,
        before: values(before?.entries),
        after: values(after?.entries),
      });
      return;
    }
    if (!before.extensible && after.extensible) {
      found({
        check: 'enum-made-extensible',
        kind: 'changed',
        pointer: after.pointer,
        headPointer: after.pointer,
        before: values(before.entries),
        after: values(after.entries),
      });
    }
    const prefix = before.extensible ? 'extensible-enum-value' : 'enum-value';
    const indexIn = (entries: {value: unknown}[], value: unknown) => entries.findIndex((entry) => sameJson(entry.value, value));
    after.entries.forEach((entry, index) => {
      const previous = before.entries[indexIn(before.entries, entry.value)];
      const pointer = child(after.pointer, index);
      const name = show(entry.value);
      if (!previous) {
        found({check: `${prefix}-added`, kind: 'added', pointer, headPointer: pointer, after: entry.value, name, ...previewFlag(entry.preview)});
        return;
      }
      const flag = previewFlag(previous.preview);
      if (previous.deprecated !== entry.deprecated) {
        found({
          check: entry.deprecated ? 'extensible-enum-value-deprecated' : 'extensible-enum-value-undeprecated',
          kind: entry.deprecated ? 'deprecated' : 'undeprecated',
          pointer,
          headPointer: pointer,
          name,
          ...flag,
        });
      }
      if (previous.preview && !entry.preview) {
        found({check: 'preview-ended', kind: 'changed', pointer, headPointer: pointer, name});
      }
      if (!sameJson(previous.description, entry.description)) {
        const at = child(pointer, 'description');
        found({
          check: 'description-changed',
          kind: previous.description === undefined ? 'added' : entry.description === undefined ? 'removed' : 'changed',
          pointer: at,
          headPointer: at,
          before: previous.description,
          after: entry.description,
          name,
          ...flag,
        });
      }
    });
    before.entries.forEach((entry, index) => {
      if (indexIn(after.entries, entry.value) < 0) {
        found({
          check: `${prefix}-removed`,
          kind: 'removed',
          pointer: child(before.pointer, index),
          headPointer: after.pointer,
          before: entry.value,
          name: show(entry.value),
          ...previewFlag(entry.preview),
        });
      }
    });
  }

  private compareConstraints(base: FlatSchema, head: FlatSchema, found: (finding: Finding) => void): void {
    const report = (check: string, name: string, kind: ChangeKind): void => {
      const before = keyword(base, name);
      const after = keyword(head, name);
      found({check, kind, pointer: after?.pointer ?? before!.pointer, headPointer: after?.pointer ?? head.pointer, before: before?.value, after: after?.value});
    };
    for (const [name, bound] of Object.entries(LIMIT_KEYWORDS)) {
      const before = valueOf(base, name);
      const after = valueOf(head, name);
      if (typeof before === 'boolean' || typeof after === 'boolean' || before === after || (typeof before !== 'number' && typeof after !== 'number')) {
        continue;
      }
      const b = typeof before === 'number' ? before : undefined;
      const a = typeof after === 'number' ? after : undefined;
      const tighter = a !== undefined && (b === undefined || (bound === 'max' ? a < b : a > b));
      const direction = tighter === (bound === 'max') ? 'decreased' : 'increased';
      report(`${kebab(name)}-${direction}`, name, b === undefined ? 'added' : a === undefined ? 'removed' : 'changed');
    }
    for (const name of FLAG_KEYWORDS) {
      const before = valueOf(base, name) === true;
      const after = valueOf(head, name) === true;
      if (before !== after) {
        report(`${kebab(name)}-${after ? 'added' : 'removed'}`, name, after ? 'added' : 'removed');
      }
    }
    for (const name of RULE_KEYWORDS) {
      const before = valueOf(base, name);
      const after = valueOf(head, name);
      if (!sameJson(before, after)) {
        const kind: ChangeKind = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
        report(`${kebab(name)}-${kind}`, name, kind);
      }
    }
  }

  private compareProperties(base: FlatSchema, head: FlatSchema, flow: Flow, node: PairNode): void {
    const before = properties(base);
    const after = properties(head);
    const requiredBefore = requiredOf(base);
    const requiredAfter = requiredOf(head);
    const found = (finding: Finding) => node.findings.push(finding);
    for (const name of sortedUnion(before.keys(), after.keys())) {
      const old = before.has(name) ? flattenAll(this.base, before.get(name)!) : undefined;
      const now = after.has(name) ? flattenAll(this.head, after.get(name)!) : undefined;
      const wasVisible = old !== undefined && visibleIn(flow, old);
      const isVisible = now !== undefined && visibleIn(flow, now);
      if (!wasVisible && !isVisible) {
        continue;
      }
      if (!wasVisible) {
        // New here, or no longer read-only in what partners send: either way a property they meet for the first time.
        found({
          check: requiredAfter.has(name) ? 'required-property-added' : 'property-added',
          kind: 'added',
          pointer: now!.pointer,
          headPointer: now!.pointer,
          segment: name,
          ...previewFlag(inPreview(now)),
        });
        continue;
      }
      // What the base promised decides: a property that was in preview may change without a new profile.
      const preview = previewFlag(inPreview(old));
      if (!isVisible) {
        const check = now === undefined ? 'property-removed' : flow === 'sent' ? 'property-became-read-only' : 'property-became-write-only';
        found({
          check,
          kind: now === undefined ? 'removed' : 'changed',
          pointer: now?.pointer ?? old!.pointer,
          headPointer: now?.pointer ?? head.pointer,
          segment: name,
          ...preview,
        });
        continue;
      }
      if (requiredBefore.has(name) !== requiredAfter.has(name)) {
        found({
          check: requiredAfter.has(name) ? 'property-became-required' : 'property-became-optional',
          kind: 'changed',
          pointer: now!.pointer,
          headPointer: now!.pointer,
          segment: name,
          ...preview,
        });
      }
      const deprecatedBefore = valueOf(old!, 'deprecated') === true;
      const deprecatedAfter = valueOf(now!, 'deprecated') === true;
      if (deprecatedBefore !== deprecatedAfter) {
        found({
          check: deprecatedAfter ? 'property-deprecated' : 'property-undeprecated',
          kind: deprecatedAfter ? 'deprecated' : 'undeprecated',
          pointer: now!.pointer,
          headPointer: now!.pointer,
          segment: name,
          ...preview,
        });
      }
      if (inPreview(old) && !inPreview(now)) {
        found({check: 'preview-ended', kind: 'changed', pointer: now!.pointer, headPointer: now!.pointer, segment: name});
      }
      node.edges.push({segment: name, to: this.comparePair(old!, now!, flow), ...preview});
    }
  }

  private compareAdditionalProperties(base: FlatSchema, head: FlatSchema, flow: Flow, node: PairNode): void {
    const before = keyword(base, 'additionalProperties');
    const after = keyword(head, 'additionalProperties');
    if ((before?.value === false) !== (after?.value === false)) {
      const closed = after?.value === false;
      node.findings.push({
        check: closed ? 'additional-properties-closed' : 'additional-properties-opened',
        kind: 'changed',
        pointer: after?.pointer ?? before!.pointer,
        headPointer: after?.pointer ?? head.pointer,
        before: before?.value,
        after: after?.value,
      });
    }
    if (isObject(before?.value) && isObject(after?.value)) {
      node.edges.push({segment: '{}', to: this.compare({node: before.value, pointer: before.pointer}, {node: after.value, pointer: after.pointer}, flow)});
    }
  }

  private compareBranches(combinator: 'oneOf' | 'anyOf', base: FlatSchema, head: FlatSchema, flow: Flow, node: PairNode): void {
    const branches = (document: unknown, schema: FlatSchema) => {
      const list = keyword(schema, combinator);
      const discriminator = valueOf(schema, 'discriminator');
      const mapping = isObject(discriminator) && isObject(discriminator.mapping) ? discriminator.mapping : {};
      return isList(list?.value)
        ? list.value.filter(isObject).map((branch, index) => describeBranch(document, {node: branch, pointer: child(list.pointer, index)}, mapping, index))
        : [];
    };
    const before = branches(this.base, base);
    const after = branches(this.head, head);
    const {pairs, removed, added} = matchBranches(before, after);
    const prefix = combinator === 'oneOf' ? 'one-of' : 'any-of';
    for (const branch of added) {
      node.findings.push({check: `${prefix}-branch-added`, kind: 'added', pointer: branch.at.pointer, headPointer: branch.at.pointer, name: branch.label});
    }
    for (const branch of removed) {
      node.findings.push({
        check: `${prefix}-branch-removed`,
        kind: 'removed',
        pointer: branch.at.pointer,
        headPointer: keyword(head, combinator)?.pointer ?? head.pointer,
        name: branch.label,
      });
    }
    for (const [old, now] of pairs) {
      node.edges.push({segment: '', to: this.compare(old.at, now.at, flow)});
    }
    const property = (schema: FlatSchema) => {
      const discriminator = valueOf(schema, 'discriminator');
      return isObject(discriminator) ? discriminator.propertyName : undefined;
    };
    if (combinator === 'oneOf' && property(base) !== undefined && property(head) !== undefined && property(base) !== property(head)) {
      const at = keyword(head, 'discriminator')!.pointer;
      node.findings.push({check: 'discriminator-changed', kind: 'changed', pointer: at, headPointer: at, before: property(base), after: property(head)});
    }
  }
}

function joinPath(path: string, segment: string): string {
  if (segment === '') {
    return path;
  }
  if (segment === '[]' || segment === '{}') {
    return `${path}${segment}`;
  }
  return path ? `${path}.${segment}` : segment;
}

/** Descriptions, titles, summaries and examples: compared wherever they stand, always documentation. */
export function compareDocumentation(
  before: {value: unknown; pointer: string} | undefined,
  after: {value: unknown; pointer: string} | undefined,
  check: string,
  holder: string,
  found: (finding: Finding) => void,
): void {
  if (sameJson(before?.value, after?.value)) {
    return;
  }
  const kind: ChangeKind = !before ? 'added' : !after ? 'removed' : 'changed';
  found({check, kind, pointer: after?.pointer ?? before!.pointer, headPointer: after?.pointer ?? holder, before: before?.value, after: after?.value});
}

/**
 * OpenAPI 3.1 writes binary and base64 content with JSON Schema's content keywords instead of 3.0's
 * `format: binary` and `format: byte`: a spec moved to 3.1 changes its notation, not its wire format.
 */
function contentFormat(schema: FlatSchema): unknown {
  const format = keyword(schema, 'format')?.value;
  if (format !== undefined) {
    return format;
  }
  if (keyword(schema, 'contentEncoding')?.value === 'base64') {
    return 'byte';
  }
  return keyword(schema, 'contentMediaType') !== undefined ? 'binary' : undefined;
}

function sameContent(base: FlatSchema, head: FlatSchema): boolean {
  const before = contentFormat(base);
  return before !== undefined && before === contentFormat(head);
}
