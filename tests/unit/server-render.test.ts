/**
 * The server build's renderToHtml (plugins/client-bundle/renderToHtml.ts, DOCUSAURUS_PATCHES.md): the HTML core's
 * own gives, which reads React's stream through stream/consumers' text().
 */
import {type ReactNode, Suspense, createElement as h, lazy} from 'react';
import {renderToPipeableStream} from 'react-dom/server';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import {renderToHtml} from '../../plugins/client-bundle/renderToHtml';

/** Core's renderToHtml (@docusaurus/core/lib/client/renderToHtml.js), as it reads the stream. */
function coreRenderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      onError: reject,
      onAllReady() {
        pipe(passThrough);
        void text(passThrough).then(resolve, reject);
      },
    });
  });
}

describe('server rendering of a page', () => {
  // Long enough to cross React's 2 KB chunks, with characters of two to four bytes at every offset.
  const words = Array.from({length: 3000}, (_unused, index) => `Speicherstraße ${index} — ✓ 😀`);
  const Later = lazy(async () => ({default: () => h('p', null, 'Loaded later: Größe')}));
  const app = h(
    'main',
    null,
    h('h1', null, 'Pagination'),
    words.map((word) => h('span', {key: word}, word)),
    h(Suspense, {fallback: h('p', null, 'Loading')}, h(Later)),
  );

  it('gives the HTML core’s renderToHtml gives, lazy parts waited for', async () => {
    const html = await renderToHtml(app);
    expect(html).toBe(await coreRenderToHtml(app));
    expect(html).toContain('Loaded later: Größe');
    expect(html).toContain('Speicherstraße 2999 — ✓ 😀');
  });

  it('gives the HTML core’s renderToHtml gives for a page with nothing to wait for, without the NULs of React’s stream', async () => {
    const ready = h(
      'main',
      null,
      h('h1', null, 'Pagination'),
      h(
        Suspense,
        {fallback: h('p', null, 'Loading')},
        words.map((word) => h('span', {key: word}, word)),
      ),
    );
    const html = await renderToHtml(ready);
    // React 18's stream may put a NUL where a chunk boundary splits a character (the page template drops them).
    expect(html).toBe((await coreRenderToHtml(ready)).replaceAll('\0', ''));
    expect(html).not.toContain('\0');
    expect(html).toContain('Speicherstraße 2999 — ✓ 😀');
  });

  it('fails as the page fails, inside a Suspense boundary too', async () => {
    const Broken = () => {
      throw new Error('no page data');
    };
    await expect(renderToHtml(h(Broken))).rejects.toThrow('no page data');
    await expect(renderToHtml(h('main', null, h(Suspense, {fallback: h('p', null, 'Loading')}, h(Broken))))).rejects.toThrow('no page data');
  });
});
