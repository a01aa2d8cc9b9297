import {NotLoadedError, type SearchEngine} from '../../lib/search/engine';
import {queryKey} from '../../lib/search/tokenize';
import type {SearchAhead, SearchResult} from '../../lib/search/types';
import {createSearchHandler} from '../../src/search/worker';

/** An engine that never searches ahead, with `search` as given. */
const engineOf = (search: SearchEngine['search']): SearchEngine => ({
  prepare: () => Promise.resolve(),
  search,
  searchLoaded: () => Promise.reject(new NotLoadedError('none')),
  nextQueries: () => Promise.resolve([]),
});

const result = (link: string): SearchResult => ({link, path: link, title: link, text: '', matches: []});

/** An engine whose searches finish only when the test says so, in any order. */
function controlledEngine() {
  const pending = new Map<string, (items: SearchResult[]) => void>();
  const calls: {query: string; modules: readonly string[]; limit?: number}[] = [];
  const engine = engineOf((query, modules, limit) => {
    calls.push({query, modules, limit});
    return new Promise((resolve) => pending.set(query, resolve));
  });
  const finish = (query: string) => pending.get(query)!([{link: `/${query}`, path: `/${query}`, title: query, text: '', matches: []}]);
  return {engine, finish, calls};
}

describe('search worker handler', () => {
  it('answers OK with the items, passing query, modules and limit on', async () => {
    const {engine, finish, calls} = controlledEngine();
    const reply = createSearchHandler(engine, 7)({query: 'order', timestamp: 1, modules: ['rest']});
    finish('order');
    expect(await reply).toEqual({status: 'OK', timestamp: 1, items: [expect.objectContaining({link: '/order'})]});
    expect(calls).toEqual([{query: 'order', modules: ['rest'], limit: 7}]);
  });

  it('cancels a request that finishes after a newer one arrived', async () => {
    const {engine, finish} = controlledEngine();
    const handle = createSearchHandler(engine);
    const older = handle({query: 'or', timestamp: 1, modules: []});
    const newer = handle({query: 'order', timestamp: 2, modules: []});
    finish('order');
    finish('or');
    expect(await newer).toMatchObject({status: 'OK', timestamp: 2});
    expect(await older).toEqual({status: 'CANCELED', timestamp: 1, items: []});
  });

  it('cancels a request that arrives after a newer one, without searching', async () => {
    const {engine, finish, calls} = controlledEngine();
    const handle = createSearchHandler(engine);
    const newer = handle({query: 'order', timestamp: 5, modules: []});
    expect(await handle({query: 'or', timestamp: 4, modules: []})).toEqual({status: 'CANCELED', timestamp: 4, items: []});
    finish('order');
    expect(await newer).toMatchObject({status: 'OK'});
    expect(calls.map((call) => call.query)).toEqual(['order']);
  });

  it('answers ERROR when the index cannot be loaded, and searches again on the next request', async () => {
    let fail = true;
    const engine = engineOf(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve([])));
    const handle = createSearchHandler(engine);
    expect(await handle({query: 'order', timestamp: 1, modules: []})).toEqual({status: 'ERROR', timestamp: 1, items: []});
    fail = false;
    expect(await handle({query: 'order', timestamp: 2, modules: []})).toEqual({status: 'OK', timestamp: 2, items: []});
  });

  it('sends the first results ahead of the rest, but not for a request that is no longer the newest', async () => {
    const first = [{link: '/a', path: '/a', title: 'a', text: '', matches: []}];
    let newerArrived = false;
    const engine = engineOf(async (_query, _modules, _limit, onFirst) => {
      onFirst?.(first);
      return [...first, ...first];
    });
    const handle = createSearchHandler(engine);
    const early: unknown[] = [];
    const reply = await handle({query: 'a', timestamp: 1, modules: []}, {onFirst: (partial) => early.push(partial)});
    expect(early).toEqual([{status: 'OK', timestamp: 1, items: first, partial: true}]);
    expect(reply.items).toHaveLength(2);

    const slow = engineOf(async (_query, _modules, _limit, onFirst) => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      newerArrived = true;
      onFirst?.(first);
      return first;
    });
    const handleSlow = createSearchHandler(slow);
    const late: unknown[] = [];
    const older = handleSlow({query: 'a', timestamp: 1, modules: []}, {onFirst: (partial) => late.push(partial)});
    await handleSlow({query: 'ab', timestamp: 2, modules: []});
    expect(newerArrived).toBe(true);
    expect((await older).status).toBe('CANCELED');
    expect(late).toEqual([]);
  });

  describe('searching ahead', () => {
    /** Answers `pag` by searching, and its next queries from loaded files, except `pagx`. */
    const aheadEngine = (calls: string[]): SearchEngine => ({
      prepare: () => Promise.resolve(),
      search: async (query) => [result(`/${query}`)],
      searchLoaded: async (query) => {
        calls.push(query);
        if (query === 'pagx') {
          throw new NotLoadedError('t-x.json');
        }
        return [result(`/${query}`)];
      },
      nextQueries: async (query, count) => ['i', 'x', 'e'].slice(0, count).map((letter) => `${query}${letter}`),
    });
    // The handler yields to the event loop (a zero timeout) between two look-ahead searches: with
    // jest's clock, every search it would make runs at once, in order, with no wait that load can outrun.
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const settle = () => jest.runAllTimersAsync();

    it('answers the likely next queries after the reply, keyed as the page keys what it types, skipping what needs new files', async () => {
      const calls: string[] = [];
      const ahead: SearchAhead[] = [];
      const reply = await createSearchHandler(aheadEngine(calls))({query: 'pag', timestamp: 3, modules: ['rest']}, {onAhead: (answer) => ahead.push(answer)});
      expect(reply).toMatchObject({status: 'OK', items: [result('/pag')]});
      expect(ahead).toEqual([]);
      await settle();
      expect(calls).toEqual(['pagi', 'pagx', 'page']);
      expect(ahead).toEqual([
        {status: 'AHEAD', timestamp: 3, key: queryKey('pagi'), items: [result('/pagi')]},
        {status: 'AHEAD', timestamp: 3, key: queryKey('page'), items: [result('/page')]},
      ]);
    });

    it('stops searching ahead as soon as a newer request comes in', async () => {
      const calls: string[] = [];
      const ahead: SearchAhead[] = [];
      const handle = createSearchHandler(aheadEngine(calls));
      await handle({query: 'pag', timestamp: 1, modules: []}, {onAhead: (answer) => ahead.push(answer)});
      await handle({query: 'pagin', timestamp: 2, modules: []});
      await settle();
      expect(calls).toEqual([]);
      expect(ahead).toEqual([]);
    });
  });
});
