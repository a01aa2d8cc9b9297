/**
 * JSON pointers (RFC 6901): the one place that writes, reads and follows them. Two spellings: a
 * plain pointer into a payload (`/lines/0/sku`; `` is the whole value) and a URI fragment, as a
 * bundled document's `$ref`s and a validator's locations are written (`#/components/schemas/Order`;
 * `#` is the whole document), whose segments are percent-decoded as well. Browser-safe.
 */
import {type Json, isObject} from './guards';

/** A key or an index as a pointer segment: `~` becomes `~0`, `/` becomes `~1`. */
export const encodeSegment = (segment: string | number): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** A pointer segment as the key it stands for: `~1` becomes `/`, then `~0` becomes `~` (so `~01` is `~1`). */
export const decodeSegment = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * A pointer with segments appended, each encoded: `childPointer('#/paths', '/orders', 'get')` is
 * `#/paths/~1orders/get`, `childPointer('', 'lines', 0)` is `/lines/0`, `childPointer('#', 'info')` is `#/info`.
 */
export const childPointer = (pointer: string, ...segments: readonly (string | number)[]): string => [pointer, ...segments.map(encodeSegment)].join('/');

/** A segment of a `#` fragment as its key: percent-decoded (a `%` that starts no escape is kept as written), then as decodeSegment. */
export function decodeFragmentSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Not percent-encoded after all: the segment as written.
  }
  return decodeSegment(decoded);
}

/**
 * The keys a pointer or a `#` fragment names, decoded: `/a~1b/0` gives `a/b` and `0`,
 * `#/shipping%20address` gives `shipping address`, `` and `#` give none. Undefined for what is no
 * pointer: a name (`Order`), another file (`common.yaml#/Order`), an anchor (`#order`).
 */
export function parsePointer(pointer: string): string[] | undefined {
  const fragment = pointer.startsWith('#');
  const path = fragment ? pointer.slice(1) : pointer;
  if (path === '') {
    return [];
  }
  if (!path.startsWith('/')) {
    return undefined;
  }
  return path
    .slice(1)
    .split('/')
    .map(fragment ? decodeFragmentSegment : decodeSegment);
}

/** One step down: an object's key or an array's index; undefined below anything else. */
export const childValue = (node: unknown, segment: string): unknown => (typeof node === 'object' && node !== null ? (node as Json)[segment] : undefined);

/** The value a pointer names under `root` (`#/components/schemas/Order` in a document, `/lines/0` in a payload); undefined where a segment is missing. */
export function pointerGet(root: unknown, pointer: string): unknown {
  return parsePointer(pointer)?.reduce<unknown>(childValue, root);
}

/** A parameter, response, header, example or request body with its `$ref` chain followed. */
export function resolveObject(document: unknown, value: unknown): Json | undefined {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 16; hops++) {
    current = pointerGet(document, current.$ref);
  }
  return isObject(current) ? current : undefined;
}
