/** JSON-pointer lookups in a bundled document (refs stay local after bundling). */

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local JSON pointer (`#/components/schemas/Order`). */
export function pointerGet(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) {
    return undefined;
  }
  let node: unknown = document;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) {
      return undefined;
    }
    node = (node as Json)[segment];
  }
  return node;
}

/** A parameter, response, header, example or request body with its `$ref` chain followed. */
export function resolveObject(document: unknown, value: unknown): Json | undefined {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 16; hops++) {
    current = pointerGet(document, current.$ref);
  }
  return isObject(current) ? current : undefined;
}
