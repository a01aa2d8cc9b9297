/** `/reference/events/{key}`: an event API's brokers, security, topics, operations and messages, and its conformance. */
import {ROUTES} from '../../../lib/portal/config';
import type {EventApiModel} from '../../../lib/asyncapi/types';
import type {ConformanceView} from '../../../lib/reference/types';
import type {EventApiPageData} from '../../../lib/reference/eventTypes';
import {eventApiPageData} from '../../../lib/reference/eventPageData';
import {eventApiTwin} from '../../../lib/twins/events';
import {COMPONENTS, type EventPageWriter} from './writer';

export async function writeEventApiPage(
  writer: EventPageWriter,
  api: EventApiModel,
  conformance: ConformanceView | undefined,
  changelog?: EventApiPageData['changelog'],
): Promise<void> {
  const data: EventApiPageData = {...eventApiPageData(api, writer), ...(conformance ? {conformance} : {}), ...(changelog ? {changelog} : {})};
  writer.page(ROUTES.eventApi(api.key), COMPONENTS.api, {page: await writer.json(`events/${api.key}/api.json`, data)});
  writer.twin(ROUTES.eventApi(api.key), () => eventApiTwin(data, writer.site));
}
