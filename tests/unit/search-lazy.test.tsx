import React from 'react';
import {act, render, renderHook, screen, waitFor} from '@testing-library/react';
import type {SearchOutcome} from '../../src/search/client';

jest.mock('@docusaurus/useBaseUrl', () => ({__esModule: true, default: (path: string) => `/portal/${path}`}), {virtual: true});

// The search chunk (src/search/start): its client records what it is asked. `mockStartFails`
// makes starting it throw, as a worker the browser refuses would.
const sent: [string, readonly string[]][] = [];
let onOutcome: ((outcome: SearchOutcome) => void) | undefined;
let starts = 0;
let mockStartFails = false;
jest.mock('../../src/search/start', () => ({
  __esModule: true,
  startSearchClient: (_indexUrl: string, report: (outcome: SearchOutcome) => void) => {
    if (mockStartFails) {
      throw new Error('Worker refused');
    }
    starts += 1;
    onOutcome = report;
    return {search: (query: string, modules: readonly string[]) => sent.push([query, modules]), dispose: jest.fn()};
  },
}));

import {useLazyComponent} from '../../src/shared/hooks/useLazyComponent';
import {useSearchWorker} from '../../src/search/hooks/useSearchWorker';
import SearchResults from '../../src/search/components/SearchResults';
import {SEARCH_PANEL_TEXTS} from '../../lib/portal/texts/search';

beforeEach(() => {
  sent.length = 0;
  starts = 0;
  onOutcome = undefined;
  mockStartFails = false;
});

describe('useSearchWorker with the search code in a chunk of its own', () => {
  it('sends the newest request typed before the code arrived, once; later ones go out at once', async () => {
    const {result} = renderHook(() => useSearchWorker());
    act(() => {
      result.current.search('ord', []);
      result.current.search('order', ['rest']);
    });
    expect(sent).toEqual([]);
    await waitFor(() => expect(sent).toEqual([['order', ['rest']]]));
    expect(starts).toBe(1);
    act(() => result.current.search('orders', []));
    // Synchronously, inside the keystroke's handler: the client's answers ahead depend on it.
    expect(sent).toEqual([
      ['order', ['rest']],
      ['orders', []],
    ]);
    act(() => onOutcome!({query: 'orders', modules: [], status: 'OK', items: [], complete: true}));
    expect(result.current.outcome?.query).toBe('orders');
  });

  it('starts the worker once however often it is prepared', async () => {
    const {result} = renderHook(() => useSearchWorker());
    act(() => {
      result.current.prepare();
      result.current.prepare();
    });
    await waitFor(() => expect(starts).toBe(1));
    act(() => result.current.prepare());
    await act(async () => undefined);
    expect(starts).toBe(1);
  });

  it('reports the search as unavailable when it cannot start, and tries again on the next request', async () => {
    mockStartFails = true;
    const {result} = renderHook(() => useSearchWorker());
    act(() => result.current.search('order', []));
    await waitFor(() => expect(result.current.outcome).toMatchObject({query: 'order', status: 'ERROR', items: []}));
    mockStartFails = false;
    act(() => result.current.search('orders', []));
    await waitFor(() => expect(sent).toEqual([['orders', []]]));
  });
});

describe('useLazyComponent', () => {
  const Panel = () => null;

  it('fetches the component only once it is wanted, and keeps it', async () => {
    const load = jest.fn(() => Promise.resolve({default: Panel}));
    const {result, rerender} = renderHook(({wanted}) => useLazyComponent(load, wanted), {initialProps: {wanted: false}});
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();
    rerender({wanted: true});
    await waitFor(() => expect(result.current).toBe(Panel));
    rerender({wanted: false});
    expect(result.current).toBe(Panel);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing in its place when the chunk does not arrive, and tries again when wanted again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({default: Panel});
    const {result, rerender} = renderHook(({wanted}) => useLazyComponent(load, wanted), {initialProps: {wanted: true}});
    await act(async () => undefined);
    expect(result.current).toBeUndefined();
    rerender({wanted: false});
    rerender({wanted: true});
    await waitFor(() => expect(result.current).toBe(Panel));
  });
});

describe('SearchResults when search cannot answer', () => {
  const ids = {listbox: 'results', option: (index: number) => `result-${index}`};
  const status = (devServer: boolean) => {
    render(<SearchResults view={{kind: 'unavailable', devServer}} ids={ids} active={-1} onActivate={jest.fn()} onChoose={jest.fn()} />);
    return screen.getByRole('status').textContent;
  };

  it('tells a reader of the site to check the connection', () => {
    expect(status(false)).toBe(SEARCH_PANEL_TEXTS.unavailable);
  });

  it('tells a writer in the dev server where to look when its index failed', () => {
    expect(status(true)).toBe(SEARCH_PANEL_TEXTS.unavailableInDevServer);
    expect(SEARCH_PANEL_TEXTS.unavailableInDevServer).toContain('npm start');
  });
});
