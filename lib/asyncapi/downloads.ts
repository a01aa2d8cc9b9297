/**
 * The files behind an event API's spec download (ROUTES.eventApiDownload: `/asyncapi/{key}.yaml`
 * and `.json`): its AsyncAPI document as the team wrote it. Pure: the caller writes the files.
 *
 * Unlike the OpenAPI downloads (bundled by redocly), an AsyncAPI document is offered as written:
 * the YAML is the file itself, comments and layout kept; the JSON is the same data, converted. So a
 * `$ref` to another file would leave the reader with a document that does not resolve: that fails
 * the build, naming the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {stringifyYaml} from '@redocly/openapi-core';
import {ROUTES} from '../portal/config';
import {externalRefs} from '../openapi/downloads';
import type {EventApiModel} from './types';

export interface EventApiDownloads {
  yaml: string;
  json: string;
}

/** A document the portal cannot offer as a download. */
export class EventDownloadError extends Error {}

/**
 * The download files of one event API. `source` is the file's text where the caller has it already
 * (the loader read it); otherwise the file is read. A JSON file's YAML is converted from its data.
 */
export function eventApiDownloads(api: Pick<EventApiModel, 'file' | 'shown' | 'document'>, source?: string): EventApiDownloads {
  const external = externalRefs(api.document);
  if (external.length > 0) {
    throw new EventDownloadError(
      `${api.shown}: ${external.length} $ref(s) point to another file (first at ${external[0]}), so its download would not stand alone. ` +
        'Move the referenced schema into the document (components/schemas or components/messages) and point the $ref there (#/components/...).',
    );
  }
  const json = `${JSON.stringify(api.document, null, 2)}\n`;
  const written = /\.ya?ml$/i.test(api.file) ? (source ?? fs.readFileSync(api.file, 'utf8')) : undefined;
  const text = written ?? stringifyYaml(JSON.parse(json), {noRefs: true, lineWidth: -1});
  return {yaml: text.endsWith('\n') ? text : `${text}\n`, json};
}

/**
 * Writes the downloads of the flavour's event APIs into a built site (`outDir`), and returns their
 * site paths. Pass only the flavour's APIs: the loader leaves the internal ones out of live. With
 * `unpublished` (the spec keys of the specs folder that the flavour leaves out: live's internal
 * APIs), a document whose `x-rest-operations` names one of them fails: the pages leave such a link
 * out, but a download as written would carry the internal API's name into the flavour.
 */
export function writeEventApiDownloads(
  outDir: string,
  apis: readonly (Pick<EventApiModel, 'key' | 'file' | 'shown' | 'document'> & {
    messages?: readonly Pick<EventApiModel['messages'][number], 'id' | 'rest'>[];
  })[],
  unpublished?: ReadonlySet<string>,
): string[] {
  const written: string[] = [];
  for (const api of apis) {
    const foreign = unpublished
      ? (api.messages ?? []).flatMap((message) => message.rest.filter((link) => unpublished.has(link.api)).map((link) => `${message.id} -> ${link.api}`))
      : [];
    if (foreign.length > 0) {
      throw new EventDownloadError(
        `${api.shown}: x-rest-operations names REST APIs this portal does not publish (${foreign.join(', ')}), and the AsyncAPI download holds the document as written. ` +
          'Link only operations of public APIs from a public event API, or make the event API internal (x-public: false).',
      );
    }
    const files = eventApiDownloads(api);
    for (const format of ['yaml', 'json'] as const) {
      const sitePath = ROUTES.eventApiDownload(api.key, format);
      const file = path.join(outDir, ...sitePath.split('/').filter(Boolean));
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, files[format]);
      written.push(sitePath);
    }
  }
  return written;
}
