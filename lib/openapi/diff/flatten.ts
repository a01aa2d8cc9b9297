/** Schemas seen the way a client sees them: `$ref`s followed, `allOf` members merged. */
import {isList, isObject} from '../../shared/guards';
import {childPointer as child, pointerGet} from '../../shared/pointer';
import {type Located} from './json';

/**
 * A schema with its `$ref`s followed and its `allOf` members merged: moving a property into an
 * `allOf` member, or replacing a `$ref` by an `allOf` around it, changes nothing a client sees.
 */
export interface FlatSchema {
  key: string;
  pointer: string;
  parts: Located[];
}

export function flatten(document: unknown, start: Located): FlatSchema {
  const parts: Located[] = [];
  const seen = new Set<string>();
  const visit = (node: unknown, pointer: string): void => {
    if (!isObject(node)) {
      return;
    }
    const {$ref: ref, ...own} = node;
    // A bare `$ref` is no schema of its own: its target is, so every reference to a component meets the same pair.
    if (typeof ref !== 'string' || Object.keys(own).length > 0) {
      parts.push({node, pointer});
    }
    if (typeof ref === 'string' && !seen.has(ref)) {
      seen.add(ref);
      visit(pointerGet(document, ref), ref);
    }
    if (isList(node.allOf)) {
      node.allOf.forEach((member, index) => visit(member, child(pointer, 'allOf', index)));
    }
  };
  visit(start.node, start.pointer);
  return {key: parts.map((part) => part.pointer).join('+') || start.pointer, pointer: parts[0]?.pointer ?? start.pointer, parts};
}

export function keyword(schema: FlatSchema, name: string): {value: unknown; pointer: string} | undefined {
  const part = schema.parts.find((candidate) => candidate.node[name] !== undefined);
  return part ? {value: part.node[name], pointer: child(part.pointer, name)} : undefined;
}

export const valueOf = (schema: FlatSchema, name: string): unknown => keyword(schema, name)?.value;

export function properties(schema: FlatSchema): Map<string, Located[]> {
  const found = new Map<string, Located[]>();
  for (const part of schema.parts) {
    if (isObject(part.node.properties)) {
      for (const [name, node] of Object.entries(part.node.properties)) {
        if (isObject(node)) {
          found.set(name, [...(found.get(name) ?? []), {node, pointer: child(part.pointer, 'properties', name)}]);
        }
      }
    }
  }
  return found;
}

export function requiredOf(schema: FlatSchema): Set<string> {
  return new Set(
    schema.parts.flatMap((part) => (isList(part.node.required) ? part.node.required.filter((name): name is string => typeof name === 'string') : [])),
  );
}

/** A property defined in several `allOf` members is all of those definitions at once. */
export function flattenAll(document: unknown, definitions: Located[]): FlatSchema {
  const flats = definitions.map((definition) => flatten(document, definition));
  const parts = flats.flatMap((flat) => flat.parts).filter((part, index, all) => all.findIndex((other) => other.pointer === part.pointer) === index);
  return {key: parts.map((part) => part.pointer).join('+') || definitions[0]!.pointer, pointer: flats[0]!.pointer, parts};
}

export interface Types {
  /** Undefined: any type. */
  types?: Set<string>;
  nullable: boolean;
}

export function typesOf(schema: FlatSchema): Types {
  const type = valueOf(schema, 'type');
  const listed = typeof type === 'string' ? [type] : isList(type) ? type.filter((entry): entry is string => typeof entry === 'string') : undefined;
  // OpenAPI 3.0 says `nullable: true`, 3.1 lists `null` among the types: one fact either way.
  const nullable = valueOf(schema, 'nullable') === true || (listed?.includes('null') ?? false);
  return {types: listed ? new Set(listed.filter((entry) => entry !== 'null')) : undefined, nullable};
}

export const accepts = (types: Set<string>, type: string): boolean => types.has(type) || (type === 'integer' && types.has('number'));
export const typeText = (types: Set<string> | undefined): string => (types ? [...types].sort().join(' | ') || 'null' : 'any');

/** Values of `x-extensible-enum`: plain values or `{value, description, deprecated}` entries as our specs write them. */
export interface EnumEntry {
  value: unknown;
  deprecated: boolean;
  preview: boolean;
  description?: unknown;
}

export function extensibleEntries(list: unknown): EnumEntry[] {
  return isList(list)
    ? list.map((entry) =>
        isObject(entry) && 'value' in entry
          ? {value: entry.value, deprecated: entry.deprecated === true, preview: entry.preview === true, description: entry.description}
          : {value: entry, deprecated: false, preview: false},
      )
    : [];
}
