/** `/reference/events/{key}/messages/{messageId}`: one message, its payload in the schema viewer, its examples and consumer samples. */
import {ROUTES} from '../../../lib/portal/config';
import type {EventApiModel} from '../../../lib/asyncapi/types';
import {type RestOperationLookup, eventMessageContent, preparedSchemas} from '../../../lib/reference/eventPageData';
import {eventMessageTwin} from '../../../lib/twins/events';
import {COMPONENTS, type EventPageWriter} from './writer';

export async function writeEventMessagePages(writer: EventPageWriter, api: EventApiModel, restOperation: RestOperationLookup): Promise<void> {
  const schemas = preparedSchemas(api);
  for (const message of api.messages) {
    const content = eventMessageContent(api, message, {baseUrl: writer.baseUrl, schemas, restOperation});
    const route = ROUTES.eventMessage(api.key, message.id);
    writer.page(route, COMPONENTS.message, {content: await writer.json(`events/${api.key}/messages/${message.id}.json`, content)});
    writer.twin(route, () => eventMessageTwin(content, writer.site));
  }
}
