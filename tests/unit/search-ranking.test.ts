import {createSearchEngine} from '../../lib/search/engine';
import {buildSearchIndex} from '../../lib/search/indexBuilder';
import type {SearchDocument} from '../../lib/search/types';

/**
 * The ranking classes of issue 27, each on a corpus of its own: the page that teaches a topic in a
 * title or heading before the definition and before pages that only mention it; the word as typed
 * before another form; a word's other forms found at all.
 */
function engineOf(documents: Omit<SearchDocument, 'id' | 'module'>[]) {
  const {files} = buildSearchIndex(documents.map((doc) => ({...doc, id: doc.path, module: doc.path.split('/')[1] ?? ''})));
  const engine = createSearchEngine(async (file) => files.get(file)!);
  return async (query: string) => (await engine.search(`${query} `, [])).map((result) => result.link);
}

const filler = 'The portal explains how partners build on the shop, with examples for every call.';

describe('search ranking', () => {
  it('puts a glossary entry below a guide heading that names the same words, and first where nothing else names them', async () => {
    const search = engineOf([
      {path: '/support/glossary/a-d#cursor', title: 'Cursor', kind: 'definition', text: 'A cursor marks a position in a collection.'},
      {path: '/rest/pagination#cursors', title: 'Why cursors and not page numbers', kind: 'heading', text: `${filler} Pages stay stable.`},
      {path: '/rest/pagination#limits', title: 'Limits', kind: 'heading', text: 'A cursor expires after a day. ' + filler},
      {path: '/support/glossary/a-d#burst', title: 'Burst', kind: 'definition', text: 'Requests above the rate for a short time.'},
      {path: '/rest/headers#rate-limits', title: 'Rate limits', kind: 'heading', text: 'A burst of 100 requests is allowed. ' + filler},
    ]);
    expect((await search('cursor'))[0]).toBe('/rest/pagination#cursors');
    expect((await search('cursor'))[1]).toBe('/support/glossary/a-d#cursor');
    // Only mentioned elsewhere: the definition leads.
    expect((await search('burst'))[0]).toBe('/support/glossary/a-d#burst');
  });

  it('puts a page that names the query words before a page that mentions them more often', async () => {
    const search = engineOf([
      {path: '/rest/a', title: 'Error handling', kind: 'page', text: 'Retry after a rate limit. Rate limit, rate limit, rate limit.'},
      {path: '/rest/b', title: 'Rate limit', kind: 'page', text: filler},
    ]);
    expect(await search('rate limit')).toEqual(['/rest/b', '/rest/a']);
  });

  it('puts the word as typed before another form of it, and finds the other forms', async () => {
    const search = engineOf([
      {path: '/reference/specs/orders/webhooks/orderCancelled', title: 'Order cancelled', kind: 'webhook', text: filler},
      {path: '/reference/specs/orders/operations/cancelOrder', title: 'Cancel an order or single items', kind: 'operation', text: filler},
      {path: '/rest/auth#refresh', title: 'Refreshing a token', kind: 'heading', text: filler},
    ]);
    expect(await search('cancel order')).toEqual(['/reference/specs/orders/operations/cancelOrder', '/reference/specs/orders/webhooks/orderCancelled']);
    expect(await search('refresh token')).toEqual(['/rest/auth#refresh']);
    expect(await search('orders')).toContain('/reference/specs/orders/operations/cancelOrder');
  });

  it('does not make a query word of a word that says nothing', async () => {
    const search = engineOf([
      {
        path: '/reference/specs/products/operations/getAvailability',
        title: 'Get the availability of a product',
        kind: 'operation',
        text: 'Whether it is in stock.',
      },
      {path: '/rest/a', title: 'Working in the sandbox', kind: 'page', text: `In ${filler} in in in.`},
    ]);
    expect((await search('in stock'))[0]).toBe('/reference/specs/products/operations/getAvailability');
  });
});
