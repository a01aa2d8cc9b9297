/**
 * Where a JSON pointer's node is written in a YAML or JSON file: line and column (1-based), for
 * messages that send a writer to the spot. One lookup for every reader of writers' files that has
 * a pointer but no position (the OpenAPI loader and gate still call Redocly's function directly; it
 * is the same mechanism: Redocly's YAML AST, which also reads JSON). Node only.
 */
import {Source, getLineColLocation} from '@redocly/openapi-core';
import {parsePointer} from './pointer';

export interface SourcePosition {
  line: number;
  column: number;
}

/** A file's text, parsed for lookups once (Redocly caches the AST on the Source). */
export function sourceOf(file: string, text: string): Source {
  return new Source(file, text, file.endsWith('.json') ? 'application/json' : undefined);
}

/**
 * The position of the key a pointer names (`/channels/orderShipped` or `#/channels/orderShipped`);
 * where a segment does not exist, the nearest existing parent's. Undefined when the file cannot be
 * read as YAML.
 */
export function positionOf(source: Source, pointer: string): SourcePosition | undefined {
  const fragment = pointer.startsWith('#') ? pointer : `#${pointer}`;
  if (parsePointer(fragment) === undefined) {
    return undefined;
  }
  try {
    const {start} = getLineColLocation({source, pointer: fragment === '#' ? '#/' : fragment, reportOnKey: true});
    return {line: start.line, column: start.col};
  } catch {
    return undefined;
  }
}
