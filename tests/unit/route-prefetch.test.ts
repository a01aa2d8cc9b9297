import {chunkNamesByRoute, type ChunkTree} from '../../plugins/route-prefetch/chunkIndex';
import {type Deadline, createIdleQueue} from '../../plugins/route-prefetch/idleQueue';

// Core's lookup (lib/client/docusaurus.js): every route name, without its hash, compared with the path.
function coreChunkNames(routesChunkNames: Record<string, ChunkTree>, routePath: string): unknown[] {
  const flat = (tree: ChunkTree): unknown[] =>
    Object.values(tree).flatMap((value) => (typeof value === 'object' && value !== null && Object.keys(value).length > 0 ? flat(value) : [value]));
  return Object.entries(routesChunkNames)
    .filter(([name]) => name.replace(/-[^-]+$/, '') === routePath)
    .flatMap(([, tree]) => flat(tree));
}

const ROUTES: Record<string, ChunkTree> = {
  '/portal/-e5f': {__comp: 'home-1', __context: {plugin: 'pages-2'}},
  '/portal/rest-4f1': {__comp: 'docs-root-3', __props: 'version-4'},
  '/portal/rest-9ab': {__comp: 'docs-wrapper-5'},
  '/portal/rest/about-the-api/pagination-c0d': {__comp: 'doc-6', content: 'pagination-md-7', sidebar: {items: {0: 'sidebar-8'}}},
  '/portal/guidelines/r101001-0aa': {__comp: 'doc-6', content: 'r101001-md-9', guidelineRules: 'rules-10'},
};

describe('the route -> chunks index behind link prefetching', () => {
  it('gives every route the chunks core would find by scanning', () => {
    const index = chunkNamesByRoute(ROUTES);
    for (const routePath of ['/portal/', '/portal/rest', '/portal/rest/about-the-api/pagination', '/portal/guidelines/r101001']) {
      expect(index.get(routePath)).toEqual(coreChunkNames(ROUTES, routePath));
    }
  });

  it('joins the chunks of routes that share a path, in route order', () => {
    expect(chunkNamesByRoute(ROUTES).get('/portal/rest')).toEqual(['docs-root-3', 'version-4', 'docs-wrapper-5']);
  });

  it('has nothing for a path without a route', () => {
    expect(chunkNamesByRoute(ROUTES).get('/portal/nowhere')).toBeUndefined();
  });
});

describe('prefetching in idle time', () => {
  /** An idle queue whose idle periods the test runs, on a clock each prefetch advances by `cost` ms. */
  function setup({cost = 3, sections = new Set<string>(), failing = new Set<string>()} = {}) {
    let clock = 0;
    const idle: ((deadline: Deadline) => void)[] = [];
    const prefetched: string[] = [];
    /** What each idle period did, inside its callback. */
    const periods: string[][] = [];
    const loaded = new Set<string>();
    const sectionOf = (routePath: string) => [...sections].find((section) => routePath.startsWith(section));
    const enqueue = createIdleQueue({
      whenIdle: (callback) => idle.push(callback),
      now: () => clock,
      sliceMs: 8,
      ready: (routePath) => {
        const section = sectionOf(routePath);
        return section === undefined || loaded.has(section);
      },
      prepare: (routePath) => {
        const section = sectionOf(routePath)!;
        return failing.has(section) ? Promise.reject(new Error('offline')) : Promise.resolve().then(() => void loaded.add(section));
      },
      prefetch: (routePath) => {
        clock += cost;
        prefetched.push(routePath);
        return Promise.resolve([]);
      },
    });
    const runIdlePeriod = () => {
      const before = prefetched.length;
      idle.shift()!({timeRemaining: () => 50});
      periods.push(prefetched.slice(before));
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return {enqueue, runIdlePeriod, settle, prefetched, periods, pendingIdle: () => idle.length};
  }

  it('prefetches at most a slice of work per idle period, inside it', async () => {
    const queue = setup();
    const done = ['/a', '/b', '/c', '/d', '/e'].map((routePath) => queue.enqueue(routePath));
    expect(queue.pendingIdle()).toBe(1);
    queue.runIdlePeriod();
    // 3 ms each, at most 8 ms: the third starts at 6 ms.
    expect(queue.periods).toEqual([['/a', '/b', '/c']]);
    await queue.settle();
    // Nothing ran in the microtasks after the period.
    expect(queue.prefetched).toEqual(['/a', '/b', '/c']);
    queue.runIdlePeriod();
    expect(queue.periods[1]).toEqual(['/d', '/e']);
    await expect(Promise.all(done)).resolves.toHaveLength(5);
    expect(queue.pendingIdle()).toBe(0);
  });

  it('loads the route data of another section first, then prefetches its routes in later idle periods, not in that load’s microtasks', async () => {
    const queue = setup({sections: new Set(['/guidelines'])});
    const done = ['/guidelines/r1', '/guidelines/r2', '/guidelines/r3', '/rest/x'].map((routePath) => queue.enqueue(routePath));
    queue.runIdlePeriod();
    expect(queue.periods[0]).toEqual(['/rest/x']);
    await queue.settle();
    expect(queue.prefetched).toEqual(['/rest/x']);
    queue.runIdlePeriod();
    expect(queue.periods[1]).toEqual(['/guidelines/r1', '/guidelines/r2', '/guidelines/r3']);
    await expect(Promise.all(done)).resolves.toHaveLength(4);
  });

  it('prefetches nothing for a route whose route data fails to load, and goes on with the others', async () => {
    const queue = setup({sections: new Set(['/wiki']), failing: new Set(['/wiki'])});
    const failed = queue.enqueue('/wiki/page');
    const other = queue.enqueue('/rest/x');
    queue.runIdlePeriod();
    await expect(failed).resolves.toEqual([]);
    await expect(other).resolves.toEqual([]);
    expect(queue.prefetched).toEqual(['/rest/x']);
    expect(queue.pendingIdle()).toBe(0);
  });

  it('makes progress on a page that is never idle long: one prefetch per period at least', () => {
    const queue = setup({cost: 20});
    void queue.enqueue('/a');
    void queue.enqueue('/b');
    queue.runIdlePeriod();
    queue.runIdlePeriod();
    expect(queue.periods).toEqual([['/a'], ['/b']]);
  });
});
