/**
 * The links between messages and REST operations (`x-rest-operations` on a message, the model's
 * `rest`): a message page links the operations it names, and an operation page lists the messages
 * that name it (plugins/openapi-reference reads eventLinksFor). Both sides hold only what the
 * flavour has, so a live page never links an internal event API or operation.
 */
import type {Flavour} from '../../lib/portal/config';
import type {EventApiModel} from '../../lib/asyncapi/types';
import type {EventLinksByOperation} from '../../lib/reference/eventTypes';
import {eventLinksByOperation} from '../../lib/reference/eventPageData';
import {loadEventCatalogue} from './catalogue';

export class EventRestLinkError extends Error {
  override name = 'EventRestLinkError';
}

/** The specs folder's spec keys, whatever their flavour, and whether it is the site's own `specs/` (not PORTAL_SPECS_DIR). */
export interface SpecFolderKeys {
  all: ReadonlySet<string>;
  own: boolean;
}

/**
 * A link to an operation its spec does not have, or (with the site's own specs/) to a spec there is
 * none of, is a mistake of the writer and fails the build. A link to an API of the folder that the
 * flavour leaves out (live: an internal API) is left out of the pages. A team that points the portal
 * at its own specs (PORTAL_SPECS_DIR) may not have the APIs our event APIs name: their links are
 * left out, and the returned notices say which.
 */
export function checkRestLinks(
  apis: readonly EventApiModel[],
  operations: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  specs: SpecFolderKeys,
): string[] {
  const notices = new Set<string>();
  for (const api of apis) {
    for (const message of api.messages) {
      for (const link of message.rest) {
        if (operations[link.api]?.[link.operationId] || (specs.all.has(link.api) && !operations[link.api])) {
          continue;
        }
        const where = message.line ? `${api.shown}:${message.line}` : api.shown;
        if (!specs.all.has(link.api) && !specs.own) {
          notices.add(`${api.shown}: x-rest-operations names the REST API "${link.api}", which the specs folder does not hold: its links are left out.`);
          continue;
        }
        const known = operations[link.api] ? `the spec "${link.api}" has no operation "${link.operationId}"` : `there is no spec "${link.api}" in specs/`;
        throw new EventRestLinkError(
          `${where}: the message "${message.id}" names the REST operation ${link.api}/${link.operationId} in x-rest-operations, but ${known}. ` +
            'Name a spec key (the spec file’s base name) and an operationId of that spec, or remove the entry.',
        );
      }
    }
  }
  return [...notices];
}

let lastGood: EventLinksByOperation = {};

/**
 * The messages that name each REST operation, for the operation pages. A document that fails to
 * load is this plugin's error (reported by its own pass); the REST pages keep the last good links.
 */
export async function eventLinksFor(siteDir: string, flavour: Flavour, baseUrl: string): Promise<EventLinksByOperation> {
  try {
    lastGood = eventLinksByOperation(await loadEventCatalogue(siteDir, flavour), {baseUrl});
  } catch {
    // Reported by plugins/event-reference, which fails the build or shows the overlay.
  }
  return lastGood;
}
