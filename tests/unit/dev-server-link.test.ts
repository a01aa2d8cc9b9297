import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {pageDataLink, type OverlayCompiler} from '../../lib/dev-server/pageDataLink';
import {tempTree} from '../support/tempTree';

// The dev server's one channel for "this page's data changed", and its errors in the overlay.

const MESSAGE = 'specs/b.yaml:3: invalid YAML: bad indentation. Fix the syntax there.';

type FakeCompilation = {errors: Error[]; compiler: unknown};

/**
 * A compiler as the dev server's: afterCompile's callback, and how many compiles were asked for.
 * `compile(child)` runs the callback for a child compilation (the page template's), as webpack does.
 */
function fakeCompiler() {
  let afterCompile: ((compilation: FakeCompilation) => void) | undefined;
  const compiler = {
    hooks: {afterCompile: {tap: (_name: string, callback: (compilation: FakeCompilation) => void) => (afterCompile = callback)}},
    watching: {invalidate: jest.fn()},
  } satisfies OverlayCompiler;
  const compile = ({child = false} = {}) => {
    const errors: Error[] = [];
    afterCompile!({errors, compiler: child ? {} : compiler});
    return errors.map((error) => error.message);
  };
  return {compiler, compile, invalidated: () => compiler.watching.invalidate.mock.calls.length};
}

async function serve(link: ReturnType<typeof pageDataLink>) {
  const server = http.createServer((request, response) =>
    link.middleware(request, response, () => {
      response.statusCode = 404;
      response.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the dev server page-data link', () => {
  it('shows a failed load in the overlay, asking for a compile, until the next good load clears it', async () => {
    const link = pageDataLink({enabled: true, dataRoot: '/tmp/nowhere', baseUrl: '/portal/', source: 'openapi-reference'});
    const {compiler, compile, invalidated} = fakeCompiler();
    link.overlay.apply(compiler);
    link.publish(['a1', 'b1']);
    expect(compile()).toEqual([]);

    await expect(link.report(() => Promise.reject(new Error(MESSAGE)))).rejects.toThrow('invalid YAML');
    // A failed reload writes no file webpack watches: the link asks for the compile that shows it.
    expect(invalidated()).toBe(1);
    expect(compile()).toEqual([`[openapi-reference] ${MESSAGE}`]);
    // Once: the page template's child compilation does not fail with it too.
    expect(compile({child: true})).toEqual([]);

    link.publish(['a1', 'b2']);
    expect(invalidated()).toBe(2);
    expect(compile()).toEqual([]);
    // A good load with no error before asks for nothing: Docusaurus' own files drive the compile.
    link.publish(['a1', 'b3']);
    expect(invalidated()).toBe(2);
  });

  it('tells open pages each new version on its event stream at once, and serves the data files ahead of webpack, never from cache', async () => {
    const dir = tempTree({'data/page-data/reference/a.json': '{"title":"A"}', 'data/openapi/a.yaml': 'openapi: 3.0.3\n', 'secret.json': '{}'});
    const link = pageDataLink({enabled: true, dataRoot: path.join(dir, 'data'), baseUrl: '/portal/', source: 'openapi-reference'});
    const server = await serve(link);
    const stream = new AbortController();
    try {
      const data = await fetch(`${server.origin}/portal/page-data/reference/a.json`);
      expect([data.status, data.headers.get('content-type'), data.headers.get('cache-control'), await data.text()]).toEqual([
        200,
        'application/json; charset=utf-8',
        'no-cache',
        '{"title":"A"}',
      ]);
      expect((await fetch(`${server.origin}/portal/openapi/a.yaml`)).headers.get('content-type')).toBe('application/yaml; charset=utf-8');
      // The files the open pages fetched, the latest first: a save writes those first.
      expect([...link.opened()]).toEqual(['openapi/a.yaml', 'page-data/reference/a.json']);
      await fetch(`${server.origin}/portal/page-data/reference/a.json`, {method: 'HEAD'});
      await (await fetch(`${server.origin}/portal/page-data/reference/a.json`)).text();
      expect([...link.opened()]).toEqual(['page-data/reference/a.json', 'openapi/a.yaml']);
      // Outside the data folder, not a data file's type, or not there: the next middleware's.
      for (const other of [
        '/portal/%2e%2e/secret.json',
        '/portal/rest/checkout',
        '/portal/page-data/reference/b.json',
        '/elsewhere/page-data/reference/a.json',
      ]) {
        expect(await (await fetch(`${server.origin}${other}`)).text()).toBe('next');
      }

      link.publish(['a1']);
      const events = await fetch(`${server.origin}/portal/__page-data-events`, {signal: stream.signal});
      expect(events.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const reader = events.body!.getReader();
      const heard = async () => new TextDecoder().decode((await reader.read()).value);
      // A page that starts listening hears the version as of now, which it may not have loaded.
      const first = await heard();
      expect(first).toMatch(/^data: [0-9a-f]{12}\n\n$/);
      // The same version again says nothing; a new one is heard.
      link.publish(['a1']);
      link.publish(['a2']);
      const second = await heard();
      expect(second).toMatch(/^data: [0-9a-f]{12}\n\n$/);
      expect(second).not.toBe(first);
    } finally {
      stream.abort();
      await server.close();
    }
  });

  it('does nothing in a build', async () => {
    const link = pageDataLink({enabled: false, dataRoot: '/tmp/nowhere', baseUrl: '/portal/', source: 'openapi-reference'});
    const {compiler, compile, invalidated} = fakeCompiler();
    link.overlay.apply(compiler);
    await expect(link.report(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    link.publish(['x']);
    expect([compile(), invalidated()]).toEqual([[], 0]);
  });
});
