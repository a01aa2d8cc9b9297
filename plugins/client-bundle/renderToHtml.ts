/**
 * The server build's stand-in for Docusaurus' `renderToHtml` (`@docusaurus/core/lib/client/renderToHtml.js`,
 * see DOCUSAURUS_PATCHES.md, "Server rendering: a page as a string"). A page whose tree is ready
 * when it renders (the route's modules and the page's data are loaded before) renders with
 * `renderToString`, which builds the HTML as a string. Core's React stream encodes each chunk to
 * UTF-8 and then decodes the whole page again: for the 7,472 pages of a hundred APIs that was 6 s
 * of each rendering thread's 82 s. A page that suspends or fails inside a Suspense boundary,
 * which `renderToString` leaves to the browser (a client-rendered boundary in the HTML), renders
 * as core renders it: the stream, waited for to its end (`onAllReady`), failing as the page fails.
 */
import type {ReactNode} from 'react';
import {renderToPipeableStream, renderToString} from 'react-dom/server';
import {Writable} from 'node:stream';

/** How React marks a Suspense boundary it left to the browser (React 18's Fizz, `<!--$!-->`). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

function renderToStream(app: ReactNode): Promise<string> {
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

export async function renderToHtml(app: ReactNode): Promise<string> {
  const html = renderToString(app);
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? renderToStream(app) : html;
}
