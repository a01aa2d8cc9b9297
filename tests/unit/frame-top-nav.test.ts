import {activeSection, ariaCurrent, buildTopNav, normalizePath} from '../../src/frame/topNav';
import {ROUTES} from '../../lib/portal/config';
import {TOP_NAV, sectionsFor, validateSections} from '../../lib/portal/sections';

const SECTIONS = sectionsFor('internal');
const view = (pathname: string) => buildTopNav(SECTIONS, pathname);
const active = (pathname: string) =>
  view(pathname)
    .filter((entry) => entry.active)
    .map((entry) => entry.label);
const activeItems = (pathname: string) =>
  view(pathname)
    .flatMap((entry) => entry.items)
    .filter((item) => item.active)
    .map((item) => item.label);

describe('top navigation entries and dropdowns', () => {
  it('groups API Guidelines and Support with dropdown pages from sections.ts', () => {
    const grouped = Object.fromEntries(view('/').map((entry) => [entry.label, entry.items.map((item) => item.label)]));
    expect(grouped).toEqual({
      'REST API': [],
      'API Guidelines': ['Overview', 'Core principles', 'REST guidelines', 'Event guidelines', 'Changelog'],
      'API Gateway': [],
      Support: ['Overview', 'FAQ', 'Glossary', 'Contact'],
      Wiki: [],
    });
  });

  it('publishes the items through sectionsFor, and only for the flavour', () => {
    expect(sectionsFor('live').map((section) => section.label)).toEqual(['REST API', 'API Guidelines', 'Support']);
    expect(sectionsFor('live').find((section) => section.id === 'support')?.items).toHaveLength(4);
  });

  it('finds the section of a page for its side navigation, title and drawer', () => {
    const idOf = (pathname: string) => activeSection(SECTIONS, pathname)?.id;
    expect(idOf('/rest/about-the-api/pagination')).toBe('rest');
    expect(idOf('/guidelines/r101001/')).toBe('guidelines');
    expect(idOf('/gateway')).toBe('gateway');
    expect(idOf('/support/glossary/e-h')).toBe('support');
    expect(idOf('/wiki/howtos/logging#fields')).toBe('wiki');
    // The API reference is served by the REST API section.
    expect(idOf('/reference/specs/orderManagement/operations/getOrder')).toBe('rest');
    expect(idOf('/')).toBeUndefined();
    expect(idOf('/legal/imprint')).toBeUndefined();
    expect(idOf('/restaurants')).toBeUndefined();
  });

  it('marks the entry of the section being viewed', () => {
    expect(active('/rest/about-the-api/pagination')).toEqual(['REST API']);
    expect(active('/guidelines')).toEqual(['API Guidelines']);
    expect(active('/guidelines/r101001')).toEqual(['API Guidelines']);
    expect(active('/support')).toEqual(['Support']);
    expect(active('/support/glossary/e-h/')).toEqual(['Support']);
    expect(active('/')).toEqual([]);
    expect(active('/error')).toEqual([]);
    // A path that merely starts with the same letters is another section.
    expect(active('/restaurants')).toEqual([]);
  });

  it('counts the API reference and the profiles as REST API pages', () => {
    expect(active('/rest')).toEqual(['REST API']);
    expect(active('/reference/specs/checkout/operations/getCheckout')).toEqual(['REST API']);
    expect(active('/profiles/orderManagement/order-v2')).toEqual(['REST API']);
    expect(active('/referencetables')).toEqual([]);
  });

  it('marks a dropdown item on its page and on the pages of its folder', () => {
    expect(activeItems('/guidelines/rest/json')).toEqual(['REST guidelines']);
    expect(activeItems('/guidelines/core-principles/contract-first')).toEqual(['Core principles']);
    expect(activeItems('/guidelines')).toEqual(['Overview']);
    expect(activeItems('/guidelines/changelog')).toEqual(['Changelog']);
    expect(activeItems('/support/glossary/q-t')).toEqual(['Glossary']);
    // A rule page lives at /guidelines/r<id>: no item claims it.
    expect(activeItems('/guidelines/r101001')).toEqual([]);
    // The overview item (/support) does not claim the whole section.
    expect(activeItems('/support/faq/topics')).toEqual(['FAQ']);
  });

  it('tells the current page from an active section', () => {
    const guidelines = view('/guidelines').find((entry) => entry.label === 'API Guidelines')!;
    expect(guidelines.current).toBe(true);
    expect(guidelines.items.find((item) => item.label === 'Overview')?.current).toBe(true);
    const rest = view('/rest/changelog').find((entry) => entry.label === 'REST API')!;
    expect(rest).toMatchObject({active: true, current: false});
  });

  it('marks aria-current page on the page of a link itself and true on the pages it stands for', () => {
    const guidelines = view('/guidelines/rest/json').find((entry) => entry.label === 'API Guidelines')!;
    expect(ariaCurrent(guidelines)).toBe('true');
    expect(guidelines.items.map((item) => ariaCurrent(item))).toEqual([undefined, undefined, 'true', undefined, undefined]);
    const overview = view('/guidelines').find((entry) => entry.label === 'API Guidelines')!;
    expect(ariaCurrent(overview)).toBe('page');
    expect(ariaCurrent(overview.items[0]!)).toBe('page');
    // Entries of other sections carry no aria-current at all.
    expect(view('/guidelines').map((entry) => ariaCurrent(entry))).toEqual([undefined, 'page', undefined, undefined, undefined]);
  });

  it('gives the /support page its cards from the Support dropdown: the pages with a summary', () => {
    for (const flavour of ['live', 'internal'] as const) {
      const support = sectionsFor(flavour).find((section) => section.landing === ROUTES.support);
      const cards = support?.items.filter((item) => item.summary).map((item) => item.to);
      expect(cards).toEqual(['/support/faq/topics', '/support/glossary/a-d', '/support/contact/get-in-touch']);
    }
  });

  it('normalises trailing slashes, queries and hashes', () => {
    expect(normalizePath('/rest/x/')).toBe('/rest/x');
    expect(normalizePath('/rest/x?a=1#b')).toBe('/rest/x');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('rejects a dropdown item outside its section', () => {
    const entry = TOP_NAV.find((candidate) => candidate.section === 'support') as {items?: {label: string; to: string}[]};
    const original = entry.items;
    entry.items = [{label: 'Stray', to: '/rest/changelog'}];
    try {
      expect(() => validateSections()).toThrow(/"Support" dropdown item "Stray" leads to \/rest\/changelog, outside its section \(\/support\)/);
    } finally {
      entry.items = original;
    }
    expect(() => validateSections()).not.toThrow();
  });
});
