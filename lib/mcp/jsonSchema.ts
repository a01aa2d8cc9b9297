/**
 * Schemas of a spec download as self-contained JSON Schema for an assistant, which has no document
 * to follow `$ref`s into: named schemas are inlined to a depth, and what is left is marked so the
 * assistant knows it can ask get_schema for it.
 */
import {isList, isObject, type Json} from '../shared/guards';
import {parsePointer, pointerGet} from '../shared/pointer';

/** The name of a named schema from its `$ref` (`#/components/schemas/Order` gives `Order`). */
export function schemaNameOf(ref: string): string {
  return parsePointer(ref)?.at(-1) ?? ref;
}

/** Keywords whose object maps names to schemas. */
const NAMED_SUBSCHEMAS: ReadonlySet<string> = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** Keywords whose value is data, not schema: a `$ref` key inside an example is the example's. */
const VALUES: ReadonlySet<string> = new Set(['example', 'examples', 'default', 'enum', 'const']);

/**
 * `schema` with every `$ref` into `document` inlined down to `depth` named schemas, each inlined
 * one carrying `x-schema-name`. A reference back to a schema already open above becomes
 * `{x-cycle: Name}`; one below the depth `{x-schema-ref: Name}`, for get_schema to expand.
 */
export function resolveSchema(document: unknown, schema: unknown, depth: number): unknown {
  const walk = (node: unknown, open: readonly string[]): unknown => {
    if (isList(node)) {
      return node.map((item) => walk(item, open));
    }
    if (!isObject(node)) {
      return node;
    }
    if (typeof node.$ref === 'string') {
      const {$ref: ref, ...siblings} = node;
      const name = schemaNameOf(ref);
      const target = pointerGet(document, ref);
      const rest = walk(siblings, open) as Json;
      if (target === undefined) {
        return {...rest, 'x-schema-ref': name, $comment: `Unresolved reference ${ref}.`};
      }
      if (open.includes(ref)) {
        return {...rest, 'x-cycle': name, $comment: `Refers back to ${name}, which encloses it.`};
      }
      if (open.filter((entry) => entry.startsWith('#/components/')).length >= depth) {
        return {...rest, 'x-schema-ref': name, $comment: `Not expanded here: get_schema with name ${name} gives it.`};
      }
      const resolved = walk(target, [...open, ref]);
      return isObject(resolved) ? {'x-schema-name': name, ...resolved, ...rest} : resolved;
    }
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (NAMED_SUBSCHEMAS.has(key) && isObject(value)) {
          // Keys here are property names, not keywords: a property called `example` is a schema.
          return [key, Object.fromEntries(Object.entries(value).map(([name, child]) => [name, walk(child, open)]))];
        }
        return [key, VALUES.has(key) ? value : walk(value, open)];
      }),
    );
  };
  return walk(schema, []);
}
