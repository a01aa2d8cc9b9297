/**
 * The flavour's REST operations as the event pages link them, from the REST reference's catalogue
 * (loaded once for both plugins). Apart from restLinks.ts, which plugins/openapi-reference imports:
 * reading the catalogue from there would make a cycle.
 */
import path from 'node:path';
import type {Flavour} from '../../lib/portal/config';
import type {RestOperationLink} from '../../lib/reference/eventTypes';
import {SPECS_DIR_ENV, specFiles, specsDir} from '../../lib/openapi/load';
import {loadCatalogue} from '../openapi-reference';
import type {SpecFolderKeys} from './restLinks';

export type RestOperations = Record<string, Record<string, RestOperationLink>>;

/** The REST operations of the flavour, by spec key and operationId: what a message's `rest` links may name. */
export async function restOperationsOf(siteDir: string, flavour: Flavour, baseUrl: string): Promise<RestOperations> {
  const {models} = await loadCatalogue(siteDir, flavour, {baseUrl});
  return Object.fromEntries(
    models.map((model) => [
      model.spec.key,
      Object.fromEntries(
        model.operations.map((operation) => [
          operation.id,
          {
            api: model.spec.key,
            apiTitle: model.title,
            operationId: operation.id,
            method: operation.method,
            path: operation.route,
            summary: operation.summary.summary,
            permalink: operation.summary.permalink,
          },
        ]),
      ),
    ]),
  );
}

/** The spec keys of the folder the build reads (every flavour's), and whether it is the site's own specs/. */
export function specFolderKeys(siteDir: string): SpecFolderKeys {
  const keys = specFiles(specsDir(siteDir)).map((file) => path.basename(file).replace(/\.(ya?ml|json)$/, ''));
  return {all: new Set(keys), own: !process.env[SPECS_DIR_ENV]?.trim()};
}
