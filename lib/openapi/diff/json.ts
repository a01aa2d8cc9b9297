/** JSON helpers of the diff: located nodes, canonical comparison, stable entry order. */
import {type Json, isList, isObject} from '../../shared/guards';
import {pointerGet} from '../../shared/pointer';

/** A node of a document together with where it lives, so every finding can name its pointer. */
export interface Located {
  node: Json;
  pointer: string;
}

/** JSON with object keys sorted: two values are the same when their canonical texts are. */
export function canonical(value: unknown): string {
  if (isList(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export const sameJson = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/**
 * Follows a `$ref` chain (parameters, responses, request bodies, headers) and keeps the pointer of
 * the node it ends on: a change inside a shared component is then located in the component, and the
 * same change reached from several operations can be recognised as one.
 */
export function resolveLocated(document: unknown, node: unknown, pointer: string): Located | undefined {
  let current = node;
  let at = pointer;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 16; hops++) {
    at = current.$ref;
    current = pointerGet(document, current.$ref);
  }
  return isObject(current) ? {node: current, pointer: at} : undefined;
}

/** The entries of an object-valued field, in a stable order (object keys as written are not an order to rely on). */
export function entriesOf(value: unknown): [string, unknown][] {
  return isObject(value) ? Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : [];
}

export const sortedUnion = (a: Iterable<string>, b: Iterable<string>): string[] => [...new Set([...a, ...b])].sort();
