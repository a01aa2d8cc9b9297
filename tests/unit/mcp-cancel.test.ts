import {startMcpHttpService} from '../../lib/mcp/http';
import type {Portal} from '../../lib/mcp/portal';
import type {PortalContent} from '../../lib/mcp/server';
import {createTools, type Tools} from '../../lib/mcp/tools';
import {INDEX_FORMAT, MANIFEST_FILE} from '../../lib/search/config';
import {createSearchEngine} from '../../lib/search/engine';

/**
 * A call that runs out of time stops its work, not only its answer (lib/mcp/http.ts, issue 35):
 * the SDK's signal reaches the tools, and their loops and the search stop at their next step.
 * Driven by a tiny time limit and by aborting from inside the work, never by timing it.
 */

/** A portal with only what the tested tools read; `twin` and `operation` are where a test aborts. */
function fakePortal(overrides: Partial<Portal>): Portal {
  const build = {readJson: async () => ({modules: ['rest']}), read: async () => undefined, list: async () => []};
  return {
    build,
    url: (path: string) => `https://portal.example/portal${path}`,
    markdownUrl: (path: string) => `https://portal.example/portal${path}.md`,
    apiKeys: async () => Array.from({length: 100}, (_, index) => `api${index}`),
    spec: async () => ({info: {title: 'An API', version: '1.0.0'}}),
    twin: async () => undefined,
    ...overrides,
  } as unknown as Portal;
}

describe('the tools stop when their call is aborted', () => {
  it('list_changes reads no further changelog once the call is aborted', async () => {
    const call = new AbortController();
    const read: string[] = [];
    const tools = await createTools(
      fakePortal({
        twin: async (sitePath) => {
          read.push(sitePath);
          call.abort();
          return undefined;
        },
      }),
    );
    await expect(tools.listChanges({}, call.signal)).rejects.toHaveProperty('name', 'AbortError');
    expect(read).toHaveLength(1);
    // Without a signal the same call reads every API's changelog.
    read.length = 0;
    await tools.listChanges({});
    expect(read).toHaveLength(100);
  });

  it('list_apis reads no further spec once the call is aborted', async () => {
    const call = new AbortController();
    let specs = 0;
    const tools = await createTools(
      fakePortal({
        spec: async () => {
          specs += 1;
          call.abort();
          return {info: {title: 'An API', version: '1.0.0'}};
        },
      }),
    );
    await expect(tools.listApis(call.signal)).rejects.toHaveProperty('name', 'AbortError');
    expect(specs).toBe(1);
  });

  it('get_operation builds no schemas or sample after its time ran out during the reads', async () => {
    const call = new AbortController();
    const tools = await createTools(
      fakePortal({
        operation: async () => {
          call.abort();
          // Any use of the page would throw a TypeError, not an AbortError.
          return {operationId: 'createThing', webhook: false, page: {file: 'x', data: undefined}, version: async () => undefined} as never;
        },
      }),
    );
    await expect(tools.getOperation({api: 'things', operationId: 'createThing'}, call.signal)).rejects.toHaveProperty('name', 'AbortError');
  });

  it('search loads no further index file once the call is aborted, and the next search is unharmed', async () => {
    // Every term lives in the one shard: after the manifest, a search reads it.
    const manifest = {
      format: INDEX_FORMAT,
      docCount: 0,
      modules: [''],
      docModules: '',
      terms: {'': 'terms.json'},
      typos: {},
      docOrder: '',
      fragmentGroupSize: 1,
    };
    const loaded: string[] = [];
    const call = new AbortController();
    const engine = createSearchEngine(async (file) => {
      loaded.push(file);
      call.abort();
      return file === MANIFEST_FILE ? JSON.stringify(manifest) : '{}';
    });
    await expect(engine.search('pagination', [], 10, undefined, call.signal)).rejects.toHaveProperty('name', 'AbortError');
    expect(loaded).toEqual([MANIFEST_FILE]);
    // The manifest stays loaded for other searches; the shard the aborted one never read is read now.
    await expect(engine.search('pagination', [])).resolves.toEqual([]);
    expect(loaded).toEqual([MANIFEST_FILE, 'terms.json']);
  });
});

describe('the HTTP service stops a call that runs out of time', () => {
  it('answers 504 in JSON-RPC, aborts the tool, and keeps answering', async () => {
    let aborted: () => void = () => {};
    const toolAborted = new Promise<void>((resolve) => (aborted = resolve));
    let calls = 0;
    const tools = {
      // Work that runs until it is told to stop.
      search: (_input: unknown, signal?: AbortSignal) => {
        calls += 1;
        if (calls > 1) {
          return Promise.resolve({query: 'fast', results: []});
        }
        return new Promise((_, reject) =>
          signal?.addEventListener('abort', () => {
            aborted();
            reject(signal.reason);
          }),
        );
      },
    } as unknown as Tools;
    const content: PortalContent = {flavour: 'live', portal: fakePortal({}), tools, sections: ['rest']};
    const service = await startMcpHttpService({content, port: 0, limits: {callTimeoutMs: 50}});
    const callSearch = (id: number) =>
      fetch(service.url, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
        body: JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params: {name: 'search', arguments: {query: 'pagination'}}}),
      });
    try {
      const slow = await callSearch(1);
      expect(slow.status).toBe(504);
      expect(slow.headers.get('content-type')).toBe('application/json');
      expect(await slow.json()).toMatchObject({jsonrpc: '2.0', id: null, error: {code: -32000, message: expect.stringContaining('was stopped')}});
      // Resolves only when the tool's signal was aborted: otherwise the test times out.
      await toolAborted;
      const next = await callSearch(2);
      expect(next.status).toBe(200);
      expect((await next.json()).result.structuredContent).toEqual({query: 'fast', results: []});
    } finally {
      await service.close();
    }
  });
});
