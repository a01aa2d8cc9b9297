import corpus from '../fixtures/search-corpus.json';
import {MANIFEST_FILE} from '../../lib/search/config';
import {createSearchEngine, NotLoadedError} from '../../lib/search/engine';
import {buildSearchIndex} from '../../lib/search/indexBuilder';
import type {SearchDocument, SearchResult} from '../../lib/search/types';

const DOCS = corpus.documents as SearchDocument[];
const {files} = buildSearchIndex(DOCS);

function engineWithLog() {
  const loads: string[] = [];
  const engine = createSearchEngine(async (file) => {
    loads.push(file);
    const content = files.get(file);
    if (content === undefined) {
      throw new Error(`no file ${file}`);
    }
    return content;
  });
  return {engine, loads};
}

const {engine} = engineWithLog();
const links = async (query: string, modules: string[] = []) => (await engine.search(query, modules)).map((result) => result.link);
const first = async (query: string) => (await links(query))[0];

/** The highlighted pieces of a result's title or text. */
const highlighted = (result: SearchResult, key: 'title' | 'text') =>
  (result.matches.find((match) => match.key === key)?.indices ?? []).map(([start, end]) =>
    (key === 'title' ? result.title : result.text).slice(start, end + 1),
  );

describe('search engine', () => {
  it('ranks a rule first by its id, in any case', async () => {
    expect(await first('R102001')).toBe('/guidelines/r102001');
    expect(await first('r102001')).toBe('/guidelines/r102001');
    // R102002 mentions R102001 in its text, and still comes after it.
    expect((await links('R102001')).slice(0, 2)).toEqual(['/guidelines/r102001', '/guidelines/r102002']);
  });

  it('ranks an operation first by its operationId, also typed in pieces', async () => {
    expect(await first('getOrder')).toBe('/reference/specs/order-management/operations/getOrder');
    expect(await first('getorder')).toBe('/reference/specs/order-management/operations/getOrder');
    expect(await first('get-order')).toBe('/reference/specs/order-management/operations/getOrder');
  });

  it('forgives one typo in words of five letters or more', async () => {
    expect(await first('pagnation')).toBe('/rest/about-the-api/pagination');
    expect(await first('idempotncy')).toBe('/rest/about-the-api/headers#idempotency-key');
    expect(await first('paginatoin')).toBe('/rest/about-the-api/pagination');
    expect(await links('scoeps')).toContain('/rest/getting-started/scopes');
    // Shorter words must be right: a typo in four letters could be too many things.
    expect(await links('scpe ')).toEqual([]);
  });

  it('completes the last word while it is typed, and not once a space follows', async () => {
    expect(await first('pagin')).toBe('/rest/about-the-api/pagination');
    expect(await first('idempot')).toBe('/rest/about-the-api/headers#idempotency-key');
    expect(await first('createCh')).toBe('/reference/specs/checkout/operations/createCheckout');
    expect(await links('pagin ')).toEqual([]);
  });

  it('folds umlauts and ß: Größe, grosse and groesse find the same page', async () => {
    for (const query of ['Größe', 'größe', 'grosse', 'groesse', 'GROESSE']) {
      expect(await first(query)).toBe('/rest/guides/sizes');
    }
    expect(await first('Gutschein')).toBe('/rest/guides/vouchers');
    expect(await first('gutschein')).toBe('/rest/guides/vouchers');
    expect(await first('rucksendung')).toBe('/rest/guides/returns');
    expect(await first('Rücksendung')).toBe('/rest/guides/returns');
  });

  it('keeps to the selected modules, and to all of them when none is selected', async () => {
    const all = await links('rate limit');
    expect(all.some((link) => link.startsWith('/gateway/'))).toBe(true);
    expect(all.some((link) => link.startsWith('/rest/'))).toBe(true);
    const gateway = await links('rate limit', ['gateway']);
    expect(gateway.length).toBeGreaterThan(0);
    expect(gateway.every((link) => link.startsWith('/gateway/'))).toBe(true);
    expect((await links('rate limit', ['support', 'wiki'])).every((link) => /^\/(support|wiki)\//.test(link))).toBe(true);
  });

  it('returns link with anchor, route path without, and highlights in title and excerpt', async () => {
    const [result] = await engine.search('idempotency key', []);
    expect(result).toMatchObject({link: '/rest/about-the-api/headers#idempotency-key', path: '/rest/about-the-api/headers', title: 'Idempotency-Key'});
    expect(highlighted(result!, 'title')).toEqual(['Idempotency-Key']);
    // The second `key` of the text lies beyond the excerpt.
    expect(result!.text).toBe('Send an Idempotency-Key header with every POST that creates something. [...]');
    expect(highlighted(result!, 'text')).toEqual(['Idempotency-Key']);
    const [voucher] = await engine.search('groesse', []);
    expect(highlighted(voucher!, 'title')).toEqual(['Größe']);
    expect(highlighted(voucher!, 'text')[0]).toBe('Größe');
  });

  it('highlights what a prefix or a typo matched', async () => {
    const [typed] = await engine.search('paginat', []);
    expect(highlighted(typed!, 'title')).toEqual(['Pagination']);
    const [typo] = await engine.search('pagnation', []);
    expect(highlighted(typo!, 'title')).toEqual(['Pagination']);
  });

  it('loads the manifest once, and files only when a query needs them', async () => {
    const {engine: fresh, loads} = engineWithLog();
    expect(await fresh.search('  ', [])).toEqual([]);
    expect(loads).toEqual([]);
    await fresh.search('pagination', []);
    await fresh.search('pagination', []);
    expect(loads.filter((file) => file === MANIFEST_FILE)).toHaveLength(1);
    expect(new Set(loads).size).toBe(loads.length);
  });

  it('guesses the next queries from the completions of the last word, from loaded shards only', async () => {
    const {engine: fresh} = engineWithLog();
    expect(await fresh.nextQueries('pagin', 6)).toEqual([]);
    await fresh.search('pagin', []);
    const next = await fresh.nextQueries('pagin', 6);
    expect(next[0]).toBe('pagina');
    expect(next.every((query) => query.startsWith('pagin') && query.length === 6)).toBe(true);
    expect(await fresh.nextQueries('pagin', 0)).toEqual([]);
    // A word that is not being typed any more has no next letter to guess.
    expect(await fresh.nextQueries('pagin ', 6)).toEqual([]);
  });

  it('answers from loaded files exactly as a search does, and gives up without loading where it needs more', async () => {
    const {engine: fresh, loads} = engineWithLog();
    await fresh.search('paginatio', []);
    const loaded = loads.length;
    expect(await fresh.searchLoaded('pagination', [])).toEqual(await engineWithLog().engine.search('pagination', []));
    await expect(fresh.searchLoaded('R102001', [])).rejects.toBeInstanceOf(NotLoadedError);
    expect(loads).toHaveLength(loaded);
  });

  it('tries a file again after a failed load', async () => {
    let fail = true;
    const flaky = createSearchEngine(async (file) => {
      if (fail) {
        throw new Error('offline');
      }
      return files.get(file)!;
    });
    await expect(flaky.search('pagination', [])).rejects.toThrow('offline');
    fail = false;
    expect((await flaky.search('pagination', []))[0]?.link).toBe('/rest/about-the-api/pagination');
  });

  it('refuses an index of another format', async () => {
    const other = createSearchEngine(async () => JSON.stringify({format: -1}));
    await expect(other.search('pagination', [])).rejects.toThrow('format');
  });
});

/** Queries and the result a reader expects first. */
const RELEVANCE: [string, string][] = [
  ['R102001', '/guidelines/r102001'],
  ['r102001', '/guidelines/r102001'],
  ['R104001', '/guidelines/r104001'],
  ['r105001', '/guidelines/r105001'],
  ['R101002', '/guidelines/r101002'],
  ['getOrder', '/reference/specs/order-management/operations/getOrder'],
  ['listOrders', '/reference/specs/order-management/operations/listOrders'],
  ['createCheckout', '/reference/specs/checkout/operations/createCheckout'],
  ['completeCheckout', '/reference/specs/checkout/operations/completeCheckout'],
  ['redeemVoucher', '/reference/specs/checkout/operations/redeemVoucher'],
  ['GET /orders', '/reference/specs/order-management/operations/listOrders'],
  ['POST /checkouts', '/reference/specs/checkout/operations/createCheckout'],
  ['OrderProfile', '/profiles/order-management/OrderProfile'],
  ['checkoutprofile', '/profiles/checkout/CheckoutProfile'],
  ['pagination', '/rest/about-the-api/pagination'],
  ['pagnation', '/rest/about-the-api/pagination'],
  ['Idempotency-Key', '/rest/about-the-api/headers#idempotency-key'],
  ['idempotncy', '/rest/about-the-api/headers#idempotency-key'],
  ['idempotency key', '/rest/about-the-api/headers#idempotency-key'],
  ['cursor', '/rest/about-the-api/pagination#cursor-based-pagination'],
  ['page size', '/rest/about-the-api/pagination#page-size'],
  ['X-Flow-ID', '/rest/about-the-api/headers#x-flow-id'],
  ['rate limit exceeded', '/rest/about-the-api/error-responses#rate-limit-exceeded'],
  ['error responses', '/rest/about-the-api/error-responses'],
  ['versioning', '/rest/about-the-api/versioning'],
  ['deprecation', '/rest/about-the-api/deprecation'],
  ['authentication', '/rest/getting-started/authentication'],
  ['authentcation', '/rest/getting-started/authentication'],
  ['scopes', '/rest/getting-started/scopes'],
  ['Gutschein', '/rest/guides/vouchers'],
  ['Größe', '/rest/guides/sizes'],
  ['groesse', '/rest/guides/sizes'],
  ['Lieferung', '/rest/guides/delivery'],
  ['Treuepunkte', '/rest/guides/loyalty'],
  ['hypermedia', '/rest/about-the-api/hypermedia'],
  ['link relations', '/rest/resource-representation/link-relations'],
  ['money amounts', '/rest/resource-representation/money'],
  ['API review', '/wiki/process/api-review'],
  ['gateway environments', '/gateway/environments/overview'],
  ['status codes', '/rest/about-the-api/status-codes'],
];

describe('relevance', () => {
  it('puts the expected result first for at least 90% of the queries, and in the top five for all', async () => {
    const ranks = await Promise.all(RELEVANCE.map(async ([query, expected]) => ({query, expected, rank: (await links(query)).indexOf(expected)})));
    const misses = ranks.filter(({rank}) => rank !== 0);
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(30);
    expect(ranks.filter(({rank}) => rank < 0 || rank >= 5)).toEqual([]);
    expect(misses.length / RELEVANCE.length).toBeLessThanOrEqual(0.1);
  });
});
