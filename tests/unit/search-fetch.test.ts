import {createIndexLoader} from '../../src/search/fetchIndex';

describe('index files over HTTP', () => {
  it('revalidates the manifest and lets the cache keep content-hashed files', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetchFile = (async (input: string, init?: RequestInit) => {
      calls.push([input, init]);
      return new Response('{}', {status: 200});
    }) as typeof fetch;
    const load = createIndexLoader('https://example.test/portal/search-index/', fetchFile);
    await load('manifest.json');
    await load('t-0123456789.json');
    expect(calls).toEqual([
      ['https://example.test/portal/search-index/manifest.json', {cache: 'no-cache'}],
      ['https://example.test/portal/search-index/t-0123456789.json', {cache: 'default'}],
    ]);
  });

  it('fails on an HTTP error, so the engine does not keep a broken file', async () => {
    const load = createIndexLoader('https://example.test/i/', (async () => new Response('gone', {status: 404})) as typeof fetch);
    await expect(load('t-0123456789.json')).rejects.toThrow('Search index file t-0123456789.json: HTTP 404');
  });
});
