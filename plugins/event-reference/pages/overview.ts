/** `/reference/events`: every event API of the flavour with its summary, owner, topics and message count. */
import {ROUTES} from '../../../lib/portal/config';
import type {EventApiModel} from '../../../lib/asyncapi/types';
import {eventOverviewPageData} from '../../../lib/reference/eventPageData';
import {eventOverviewTwin} from '../../../lib/twins/events';
import {COMPONENTS, type EventPageWriter} from './writer';

export async function writeEventOverviewPage(writer: EventPageWriter, apis: readonly EventApiModel[]): Promise<void> {
  const data = eventOverviewPageData(apis, writer);
  writer.page(ROUTES.eventApis, COMPONENTS.overview, {page: await writer.json('events/overview.json', data)});
  writer.twin(ROUTES.eventApis, () => eventOverviewTwin(data, writer.site));
}
