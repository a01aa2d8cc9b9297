/**
 * usePageData: an operation page's data, and the same page while the dev server brings a saved
 * spec's new version. The page never falls back to a loading state it had left: that would
 * replace the whole page (header and search included) for a moment.
 */
import {act, renderHook, waitFor} from '@testing-library/react';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import type {PageDataState} from '../../lib/reference/pageData';

const version = {current: 'v1', listeners: new Set<() => void>()};
jest.mock('../../src/reference/pageDataVersion', () => ({
  dataVersion: () => version.current,
  subscribeDataVersion: (listener: () => void) => {
    version.listeners.add(listener);
    return () => version.listeners.delete(listener);
  },
}));
// The page-data source: what is known now (peek) and what a load brings, which it then knows, as
// src/reference/pageDataSource does.
const source = {known: new Map<string, PageDataState<PropSidebar>>(), load: jest.fn<Promise<PageDataState<PropSidebar>>, [string, string]>()};
jest.mock(
  '@portal/page-data-source',
  () => ({
    peekPageData: (sitePath: string) => source.known.get(sitePath),
    loadPageData: async (baseUrl: string, sitePath: string) => {
      const state = await source.load(baseUrl, sitePath);
      source.known.set(sitePath, state);
      return state;
    },
  }),
  {virtual: true},
);
jest.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/portal/reference/specs/checkout/operations/getCheckout'})}), {virtual: true});
jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => ({siteConfig: {baseUrl: '/portal/'}})}), {virtual: true});

import {usePageData} from '../../src/reference/hooks/usePageData';

const PAGE = '/reference/specs/checkout/operations/getCheckout';
const ready = (title: string): PageDataState<PropSidebar> => ({state: 'ready', data: {title} as never});

/** A new version, as the page-data source takes it: what it knew is forgotten. */
function newVersion(next: string): void {
  act(() => {
    source.known.clear();
    version.current = next;
    version.listeners.forEach((listener) => listener());
  });
}

beforeEach(() => {
  source.known.clear();
  source.load.mockReset();
  version.current = 'v1';
});

describe('usePageData', () => {
  it('keeps a preloaded page on screen while its new version loads, then shows the new one', async () => {
    source.known.set(PAGE, ready('Get a checkout'));
    let answer: (state: PageDataState<PropSidebar>) => void = () => undefined;
    source.load.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const {result} = renderHook(() => usePageData());
    expect(result.current).toEqual(ready('Get a checkout'));
    expect(source.load).not.toHaveBeenCalled();

    newVersion('v2');
    expect(source.load).toHaveBeenCalledWith('/portal/', PAGE);
    expect(result.current).toEqual(ready('Get a checkout'));
    act(() => answer(ready('Get one checkout')));
    await waitFor(() => expect(result.current).toEqual(ready('Get one checkout')));
  });

  it('loads a page that was not preloaded, saying it is loading only the first time', async () => {
    source.load.mockResolvedValueOnce(ready('Get a checkout'));
    const {result} = renderHook(() => usePageData());
    expect(result.current).toEqual({state: 'loading'});
    await waitFor(() => expect(result.current).toEqual(ready('Get a checkout')));

    let answer: (state: PageDataState<PropSidebar>) => void = () => undefined;
    source.load.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    newVersion('v2');
    expect(result.current).toEqual(ready('Get a checkout'));
    act(() => answer(ready('Get one checkout')));
    await waitFor(() => expect(result.current).toEqual(ready('Get one checkout')));
  });
});
