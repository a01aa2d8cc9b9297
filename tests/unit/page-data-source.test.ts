/**
 * The browser's page data (src/reference/pageDataSource.ts): fetched once, and fetched again when
 * the dev server says a saved spec's data was written (a new version).
 */
// The mock keeps the listener itself: pageDataSource subscribes while it is imported, before this
// file's own variables exist (imports are evaluated first).
jest.mock('../../src/reference/pageDataVersion', () => {
  const listeners: (() => void)[] = [];
  return {
    listeners,
    subscribeDataVersion: (listener: () => void) => {
      listeners.push(listener);
      return () => undefined;
    },
  };
});

import {loadPageData, peekPageData} from '../../src/reference/pageDataSource';

/** The dev server says a saved spec's data was written: a new version. */
const newVersion = () => (jest.requireMock('../../src/reference/pageDataVersion') as {listeners: (() => void)[]}).listeners.forEach((listener) => listener());

interface Pending {
  url: string;
  answer: (body: unknown) => void;
}

/** A fetch whose answers the test gives, in any order; what was asked is in `asked`. */
function fakeFetch(): {asked: Pending[]; answer: (url: string, body: unknown) => void} {
  const asked: Pending[] = [];
  global.fetch = jest.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        asked.push({url, answer: (body) => resolve({ok: true, status: 200, json: () => Promise.resolve(body)} as Response)});
      }),
  ) as unknown as typeof fetch;
  return {
    asked,
    answer: (url, body) => {
      const pending = asked.find((entry) => entry.url === url);
      if (!pending) {
        throw new Error(`${url} was not asked for; asked: ${asked.map((entry) => entry.url).join(', ')}`);
      }
      asked.splice(asked.indexOf(pending), 1);
      pending.answer(body);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('page data in the browser', () => {
  const PAGE = '/reference/specs/checkout/operations/getCheckout';
  const FILE = '/portal/page-data/reference/specs/checkout/operations/getCheckout.json';
  const SIDEBAR = '/portal/page-data/_sidebars/rest.json';

  it('after a new version, fetches the page and the side navigation it named at once, not one after the other', async () => {
    const server = fakeFetch();
    const first = loadPageData('/portal/', PAGE);
    await settle();
    // The first time, the page's file says which side navigation it has.
    expect(server.asked.map((entry) => entry.url)).toEqual([FILE]);
    server.answer(FILE, {title: 'Get a checkout', sidebar: 'page-data/_sidebars/rest.json'});
    await settle();
    server.answer(SIDEBAR, [{type: 'link', label: 'Checkout', href: '/portal/rest/checkout'}]);
    expect(await first).toEqual({state: 'ready', data: {title: 'Get a checkout', sidebar: [{type: 'link', label: 'Checkout', href: '/portal/rest/checkout'}]}});
    // Kept: asked again, nothing is fetched.
    expect(await loadPageData('/portal/', PAGE)).toBe(await first);
    expect(server.asked).toEqual([]);

    newVersion();
    const again = loadPageData('/portal/', PAGE);
    await settle();
    expect(server.asked.map((entry) => entry.url).sort()).toEqual([SIDEBAR, FILE].sort());
    server.answer(SIDEBAR, [{type: 'link', label: 'Checkout API', href: '/portal/rest/checkout'}]);
    server.answer(FILE, {title: 'Get one checkout', sidebar: 'page-data/_sidebars/rest.json'});
    expect(await again).toEqual({
      state: 'ready',
      data: {title: 'Get one checkout', sidebar: [{type: 'link', label: 'Checkout API', href: '/portal/rest/checkout'}]},
    });
    expect(server.asked).toEqual([]);
  });

  it('does not keep what a load begun before a new version brings', async () => {
    const server = fakeFetch();
    newVersion();
    const page = '/reference/specs/customer/operations/getCustomer';
    const file = '/portal/page-data/reference/specs/customer/operations/getCustomer.json';
    const stale = loadPageData('/portal/', page);
    await settle();
    newVersion();
    const fresh = loadPageData('/portal/', page);
    await settle();
    // The fresh load's answer comes first, the stale one's after it.
    const [freshAsk, staleAsk] = [server.asked.at(-1)!, server.asked.find((entry) => entry.url === file)!];
    server.asked.length = 0;
    freshAsk.answer({title: 'Get a customer', sidebar: 'page-data/_sidebars/rest.json'});
    await settle();
    server.answer(SIDEBAR, []);
    expect(await fresh).toEqual({state: 'ready', data: {title: 'Get a customer', sidebar: []}});
    staleAsk.answer({title: 'Get a customer (before)', sidebar: 'page-data/_sidebars/rest.json'});
    await stale;
    expect(peekPageData(page)).toEqual({state: 'ready', data: {title: 'Get a customer', sidebar: []}});
  });

  it('when the page now names another side navigation, fetches that one', async () => {
    const server = fakeFetch();
    newVersion();
    const page = '/reference/specs/orders/operations/getOrder';
    const file = '/portal/page-data/reference/specs/orders/operations/getOrder.json';
    const first = loadPageData('/portal/', page);
    await settle();
    server.answer(file, {title: 'Get an order', sidebar: 'page-data/_sidebars/rest.json'});
    await settle();
    server.answer(SIDEBAR, []);
    await first;

    newVersion();
    const again = loadPageData('/portal/', page);
    await settle();
    server.answer(file, {title: 'Get an order', sidebar: 'page-data/_sidebars/orders.json'});
    await settle();
    server.answer('/portal/page-data/_sidebars/orders.json', [{type: 'link', label: 'Orders', href: '/portal/rest/orders'}]);
    expect(await again).toEqual({state: 'ready', data: {title: 'Get an order', sidebar: [{type: 'link', label: 'Orders', href: '/portal/rest/orders'}]}});
    // The one fetched ahead in vain is answered and dropped.
    server.answer(SIDEBAR, []);
  });
});
