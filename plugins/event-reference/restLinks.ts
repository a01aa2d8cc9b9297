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

/**
 * A link to an operation that no spec has is a mistake of the writer: the internal flavour, which
 * loads every spec, fails the build on it. In live, an operation of an internal API is left out.
 */
export function checkRestLinks(
  apis: readonly EventApiModel[],
  operations: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  flavour: Flavour,
): void {
  if (flavour !== 'internal') {
    return;
  }
  for (const api of apis) {
    for (const message of api.messages) {
      for (const link of message.rest) {
        if (!operations[link.api]?.[link.operationId]) {
          const where = message.line ? `${api.file}:${message.line}` : api.file;
          const known = operations[link.api] ? `the spec "${link.api}" has no operation "${link.operationId}"` : `there is no spec "${link.api}" in specs/`;
          throw new EventRestLinkError(
            `${where}: the message "${message.id}" names the REST operation ${link.api}/${link.operationId} in x-rest-operations, but ${known}. ` +
              'Name a spec key (the spec file’s base name) and an operationId of that spec, or remove the entry.',
          );
        }
      }
    }
  }
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
