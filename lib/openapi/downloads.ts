/**
 * The files behind "Download the OpenAPI spec" (ROUTES.specDownload: `/openapi/{spec}.yaml` and
 * `.json`): an API's spec as the portal read it, in one file. Pure: index.ts writes the files.
 *
 * load.ts already bundled the document with @redocly/openapi-core: every `$ref` to another file is
 * pulled into `components` (or inlined) and points into the document (`#/...`); nothing is
 * dereferenced. So the download is that document, serialised twice and otherwise left as it is.
 */
import {stringifyYaml} from '@redocly/openapi-core';
import {childPointer} from '../shared/pointer';
import {type LoadedSpec, SpecInputError} from './load';

export interface SpecDownloads {
  yaml: string;
  json: string;
}

type Segment = string | number;

/**
 * Keys whose value is an example payload, not part of the description: a `$ref` key in there is
 * data. `example` (schemas, media types, parameters), the `value` of an Example Object (under an
 * `examples` map) and the `examples` list of a schema (OpenAPI 3.1), unless the key names a
 * property (`properties: {example: ...}`).
 */
function isPayload(key: string, value: unknown, path: readonly Segment[]): boolean {
  if (path.at(-1) === 'properties') {
    return false;
  }
  return key === 'example' || (key === 'examples' && Array.isArray(value)) || (key === 'value' && path.at(-2) === 'examples' && path.at(-3) !== 'properties');
}

/** JSON pointers (`#/paths/...`) of every `$ref` that does not point into the document itself. */
export function externalRefs(document: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown, path: Segment[]) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    if (typeof node !== 'object' || node === null) {
      return;
    }
    const ref = (node as Record<string, unknown>).$ref;
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      found.push(childPointer('#', ...path, '$ref'));
    }
    for (const [key, value] of Object.entries(node)) {
      if (!isPayload(key, value, path)) {
        visit(value, [...path, key]);
      }
    }
  };
  visit(document, []);
  return found;
}

/**
 * The spec's download files. JSON is indented by two spaces; YAML has no anchors or aliases (an
 * object used twice is written twice, as JSON does) and does not fold long lines. Both come from
 * the same JSON text, so they hold the same data. A `$ref` to another file would leave the reader
 * with a spec that does not resolve: that fails the build, naming the spec's file.
 */
export function specDownloads(spec: Pick<LoadedSpec, 'file' | 'document'>): SpecDownloads {
  const external = externalRefs(spec.document);
  if (external.length > 0) {
    throw new SpecInputError(
      `${spec.file}: ${external.length} $ref(s) still point outside the spec after bundling (first at ${external[0]}), so its download would not stand alone. ` +
        'Point the $ref to a file beside the spec, or to a component of the spec itself (#/components/...).',
    );
  }
  const json = `${JSON.stringify(spec.document, null, 2)}\n`;
  const yaml = stringifyYaml(JSON.parse(json), {noRefs: true, lineWidth: -1});
  return {yaml, json};
}
