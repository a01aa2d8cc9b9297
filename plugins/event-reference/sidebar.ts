/**
 * The "Event APIs" group of the REST API side navigation, after the "API reference" group: the
 * overview, then one collapsed entry per event API of the flavour with its messages, as the REST
 * group lists an API's operations. Hrefs carry the base URL, so the active entry is marked.
 */
import {normalizeUrl} from '@docusaurus/utils';
import {ROUTES} from '../../lib/portal/config';
import {EVENT_TEXTS} from '../../lib/portal/texts/events';
import type {EventApiModel} from '../../lib/asyncapi/types';

interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
}

interface SidebarCategory {
  type: 'category';
  label: string;
  items: (SidebarLink | SidebarCategory)[];
  collapsible: true;
  collapsed: true;
}

const category = (label: string, items: SidebarCategory['items']): SidebarCategory => ({type: 'category', label, items, collapsible: true, collapsed: true});

export function eventSidebarItems(apis: readonly EventApiModel[], baseUrl: string, label: string = EVENT_TEXTS.sidebarGroup): SidebarCategory {
  return category(label, [
    {type: 'link', label: EVENT_TEXTS.sidebarOverview, href: normalizeUrl([baseUrl, ROUTES.eventApis])},
    ...apis.map((api) => {
      // Two versions of an event type (a topic's major versions in parallel) share a name: their titles (or ids) tell them apart.
      const names = api.messages.map((message) => message.name);
      const labelOf = (message: EventApiModel['messages'][number]) =>
        names.indexOf(message.name) === names.lastIndexOf(message.name) ? message.name : `${message.name} (${message.title ?? message.id})`;
      return category(api.title, [
        {type: 'link', label: 'Overview', href: normalizeUrl([baseUrl, ROUTES.eventApi(api.key)])},
        ...api.messages.map((message): SidebarLink => ({
          type: 'link',
          label: labelOf(message),
          href: normalizeUrl([baseUrl, ROUTES.eventMessage(api.key, message.id)]),
        })),
      ]);
    }),
  ]);
}
