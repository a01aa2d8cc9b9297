import {eventSidebarItems} from '../../plugins/event-reference/sidebar';
import {EventRestLinkError, checkRestLinks} from '../../plugins/event-reference/restLinks';
import {eventApis, resolveSideNavigation} from '../../plugins/portal-sections/sideNavigation';
import {eventApiFixture} from '../fixtures/event-api-model';

const api = eventApiFixture();

describe('the Event APIs group of the REST side navigation', () => {
  it('has the overview, then one collapsed entry per event API with its overview and messages', () => {
    expect(eventSidebarItems([api], '/portal/')).toEqual({
      type: 'category',
      label: 'Event APIs',
      collapsible: true,
      collapsed: true,
      items: [
        {type: 'link', label: 'All event APIs', href: '/portal/reference/events'},
        {
          type: 'category',
          label: 'Order events',
          collapsible: true,
          collapsed: true,
          items: [
            {type: 'link', label: 'Overview', href: '/portal/reference/events/order-events'},
            {type: 'link', label: 'OrderShipped', href: '/portal/reference/events/order-events/messages/OrderShipped'},
            {type: 'link', label: 'OrderPlaced', href: '/portal/reference/events/order-events/messages/OrderPlaced'},
          ],
        },
      ],
    });
  });

  it('tells two versions of one event type apart by their titles', () => {
    const [shipped, placed] = api.messages;
    const twins = eventApiFixture({
      messages: [{...placed!, name: 'OrderPlaced', title: 'Order placed (v1)'}, {...placed!, id: 'OrderPlacedV2', title: undefined}, shipped!],
    });
    const entry = eventSidebarItems([twins], '/portal/').items[1] as {items: {label: string}[]};
    expect(entry.items.map((item) => item.label)).toEqual(['Overview', 'OrderPlaced (Order placed (v1))', 'OrderPlaced (OrderPlacedV2)', 'OrderShipped']);
  });

  it('is placed where sidebars.ts names it, from the group the REST section makes', () => {
    const group = eventSidebarItems([api], '/portal/');
    const context = {section: 'rest' as const, sectionPath: 'docs', docs: [], excluded: new Set<string>(), baseUrl: '/portal/'};
    expect(resolveSideNavigation([eventApis()], context, {apiReference: new Map(), eventApis: new Map([['Event APIs', group]])})).toEqual([group]);
    // Another section has no event APIs to list: sidebars.ts is told so.
    expect(() => resolveSideNavigation([eventApis()], {...context, section: 'support'})).toThrow(/only the REST API section has/);
  });
});

describe('links from messages to REST operations', () => {
  const operations = {orders: {getOrder: {}}, 'internal-api': {getThing: {}}};
  /** Our own specs/ folder, which holds both APIs (internal-api is internal). */
  const ownFolder = {all: new Set(['orders', 'internal-api']), own: true};

  it('pass where every named operation exists', () => {
    expect(checkRestLinks([api], operations, ownFolder)).toEqual([]);
  });

  it('fail on an operation its spec lacks, or on a spec specs/ does not hold, naming the file, the message and the fix', () => {
    expect(() => checkRestLinks([api], {orders: {getOrder: {}}}, {all: new Set(['orders']), own: true})).toThrow(EventRestLinkError);
    expect(() => checkRestLinks([api], {orders: {getOrder: {}}}, {all: new Set(['orders']), own: true})).toThrow(
      /^events\/order-events\.yaml: the message "OrderShipped" names the REST operation internal-api\/getThing in x-rest-operations, but there is no spec "internal-api" in specs\/\. Name a spec key/,
    );
    expect(() => checkRestLinks([api], {orders: {}, 'internal-api': {getThing: {}}}, ownFolder)).toThrow(/the spec "orders" has no operation "getOrder"/);
  });

  it('leave out, in live, an operation of an API the flavour does not have', () => {
    expect(checkRestLinks([api], {orders: {getOrder: {}}}, ownFolder)).toEqual([]);
  });

  it('leave out, with a notice, the links to APIs a team’s own specs folder (PORTAL_SPECS_DIR) does not hold', () => {
    expect(checkRestLinks([api], {}, {all: new Set(['teamApi']), own: false})).toEqual([
      'events/order-events.yaml: x-rest-operations names the REST API "orders", which the specs folder does not hold: its links are left out.',
      'events/order-events.yaml: x-rest-operations names the REST API "internal-api", which the specs folder does not hold: its links are left out.',
    ]);
  });
});

describe('the conformance section of an event API page', () => {
  it('is the event lint of its document, with the rule pages linked', async () => {
    const {eventConformance} = await import('../../plugins/event-reference/conformance');
    const {SITE_DIR} = await import('../support/siteCopy');
    const path = await import('node:path');
    const file = path.join(SITE_DIR, 'events', 'order-events.yaml');
    const views = await eventConformance(SITE_DIR, [eventApiFixture({file})], (permalink) => `/portal${permalink}`);
    const view = views.get('order-events')!;
    expect(view.automated).toBeGreaterThanOrEqual(10);
    expect(view.passed).toBeLessThanOrEqual(view.automated);
    for (const finding of view.findings) {
      expect(finding.rulePermalink).toMatch(/^\/portal\/guidelines\/event\//);
      expect(finding.ruleId).toMatch(/^R20\d{4}$/);
    }
  });
});
