/**
 * The server build's stand-in for Docusaurus' `renderToHtml` (`@docusaurus/core/lib/client/renderToHtml.js`,
 * see DOCUSAURUS_PATCHES.md, "Server rendering: a page's bytes decoded once"): the same React
 * stream, waited for to its end (`onAllReady`), but its chunks are kept as they come and decoded
 * once. Core reads them through `stream/consumers`' `text()`, which decodes chunk by chunk: for
 * the 7,572 pages of a hundred APIs that decoding was 4% of each rendering thread's time.
 */
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';
import {Writable} from 'node:stream';

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const {pipe} = renderToPipeableStream(app, {
      onError: reject,
      onAllReady() {
        pipe(page);
      },
    });
  });
}
