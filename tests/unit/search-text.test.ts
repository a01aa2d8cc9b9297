import {EXCERPT_CUT} from '../../lib/search/config';
import {excerpt, highlightSpans} from '../../lib/search/excerpt';
import {fold, numberForms, queryWords, tokenize} from '../../lib/search/tokenize';
import {deletionVariants, withinOneEdit} from '../../lib/search/typo';

const termsOf = (text: string) => tokenize(text).map((token) => token.terms);

describe('tokens', () => {
  it('folds case, accents, umlauts and ß', () => {
    expect(fold('Größe')).toBe('grosse');
    expect(fold('GUTSCHEIN')).toBe('gutschein');
    expect(fold('Café Rücksendung')).toBe('cafe rucksendung');
  });

  it('indexes a word with an umlaut also in the spelling without umlauts', () => {
    expect(termsOf('Größe')).toEqual([['grosse', 'groesse']]);
    expect(termsOf('Rücksendung')).toEqual([['rucksendung', 'ruecksendung']]);
    // English words are never rewritten (a stem is a term of its own, marked).
    expect(termsOf('queue value')).toEqual([['queue'], ['value', '~valu']]);
  });

  it('indexes a plain English word also under its marked stem, never an id, a compound or a German word', () => {
    expect(termsOf('Refreshing cursors')).toEqual([
      ['refreshing', '~refresh'],
      ['cursors', '~cursor'],
    ]);
    expect(termsOf('cursor')).toEqual([['cursor']]);
    expect(termsOf('getOrders Größen R102001')).toEqual([['getorders', 'get', 'orders'], ['grossen', 'groessen'], ['r102001']]);
  });

  it('finds the other number of a noun as the word itself', () => {
    expect(numberForms('limit')).toEqual(['limits']);
    expect(numberForms('limits')).toEqual(['limit']);
    expect(numberForms('policies')).toEqual(['policy']);
    expect(numberForms('policy')).toEqual(['policies']);
    expect(numberForms('addresses')).toEqual(['address']);
    expect(numberForms('address')).toEqual(['addresses']);
    expect(numberForms('status')).toEqual(['statuses']);
    expect(numberForms('r102001')).toEqual([]);
  });

  it('leaves out words that say nothing, unless the query has nothing else or the word is still being typed', () => {
    expect(queryWords('place an order').map((word) => word.whole)).toEqual(['place', 'order']);
    expect(queryWords('in stock').map((word) => word.whole)).toEqual(['stock']);
    expect(queryWords('in').map((word) => word.whole)).toEqual(['in']);
    expect(queryWords('stock in').map((word) => word.whole)).toEqual(['stock', 'in']);
  });

  it('keeps camelCase ids whole and in parts', () => {
    expect(termsOf('getOrder')).toEqual([['getorder', 'get', 'order']]);
    expect(termsOf('listHTTPStatus')).toEqual([['listhttpstatus', 'list', 'http', 'status']]);
  });

  it('keeps hyphenated and snake_case compounds joined and in parts', () => {
    expect(termsOf('Idempotency-Key')).toEqual([['idempotencykey', 'idempotency', 'key']]);
    expect(termsOf('order_id')).toEqual([['orderid', 'order', 'id']]);
  });

  it('keeps rule ids whole, in any case', () => {
    expect(termsOf('R102001 r102001')).toEqual([['r102001'], ['r102001']]);
  });

  it('places tokens in the original text and drops single letters', () => {
    expect(tokenize('a Größe, X-Flow-ID!').map(({start, end, terms}) => [start, end, terms.length])).toEqual([
      [0, 1, 0],
      [2, 7, 2],
      [9, 18, 3],
    ]);
  });

  it('marks only the last query word as a prefix, and only while it is typed', () => {
    expect(queryWords('get ord')).toEqual([
      {whole: 'get', parts: [], prefix: false},
      {whole: 'ord', parts: [], prefix: true},
    ]);
    expect(queryWords('get ord ').map((word) => word.prefix)).toEqual([false, false]);
    expect(queryWords('getOrder')).toEqual([{whole: 'getorder', parts: ['get', 'order'], prefix: true}]);
    expect(queryWords(' - ')).toEqual([]);
  });
});

describe('one edit', () => {
  it.each([
    ['pagination', 'pagnation'],
    ['pagination', 'paginationn'],
    ['pagination', 'pagimation'],
    ['pagination', 'paginatoin'],
    ['pagination', 'apgination'],
    ['idempotency', 'idempotncy'],
    ['order', 'order'],
  ])('%s and %s are at most one edit apart', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });

  it.each([
    ['pagination', 'pgnation'],
    ['pagination', 'paginatoni'],
    ['order', 'orderss'],
    ['abcd', 'badc'],
  ])('%s and %s are not', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });

  it('lists the word and its one-deletion variants once each', () => {
    expect(deletionVariants('abb')).toEqual(['abb', 'bb', 'ab']);
  });

  it('finds every one-edit neighbour through a shared deletion variant', () => {
    const shared = (a: string, b: string) => deletionVariants(a).some((variant) => deletionVariants(b).includes(variant));
    for (const typo of ['pagnation', 'paginationn', 'pagimation', 'paginatoin', 'apgination']) {
      expect(shared('pagination', typo)).toBe(true);
    }
  });
});

const TEXT =
  'Collection resources return their items page by page. Use the cursor from the next link to fetch the following page instead of computing offsets yourself.';

describe('excerpt', () => {
  const around = (word: string, text = TEXT) => excerpt(text, highlightSpans(text, new Set([word])));

  it('cuts both ends at a space about 50 characters from the first match, marking each cut', () => {
    const {text} = around('cursor');
    expect(text).toBe(`${EXCERPT_CUT} return their items page by page. Use the cursor from the next link to fetch the following page ${EXCERPT_CUT}`);
    const body = text.slice(EXCERPT_CUT.length + 1, -EXCERPT_CUT.length - 1);
    expect(body.indexOf('cursor')).toBeLessThanOrEqual(50);
    expect(body.length - body.indexOf('cursor') - 'cursor'.length).toBeLessThanOrEqual(50);
  });

  it('marks no cut where the text starts or ends', () => {
    expect(around('collection').text).toBe(`Collection resources return their items page by page. Use ${EXCERPT_CUT}`);
    expect(around('yourself').text).toBe(`${EXCERPT_CUT} the following page instead of computing offsets yourself.`);
    expect(around('cursor', 'Use the cursor.').text).toBe('Use the cursor.');
  });

  it('moves highlights with the excerpt and drops those outside it', () => {
    const {text, indices} = around('page');
    expect(indices.map(([start, end]) => text.slice(start, end + 1))).toEqual(['page', 'page']);
    expect(text.startsWith(EXCERPT_CUT)).toBe(false);
    const later = around('cursor');
    expect(later.indices.map(([start, end]) => later.text.slice(start, end + 1))).toEqual(['cursor']);
  });

  it('shows the start of the text when only the title matched', () => {
    const {text, indices} = excerpt(TEXT, []);
    expect(text).toBe(`Collection resources return their items page by page. Use the cursor from the next link to fetch the ${EXCERPT_CUT}`);
    expect(indices).toEqual([]);
  });

  it('highlights whole words, in their original spelling', () => {
    expect(highlightSpans('Die Größe passt', new Set(['groesse']))).toEqual([[4, 8]]);
    expect(highlightSpans('Send an Idempotency-Key', new Set(['idempotency']))).toEqual([[8, 22]]);
  });
});
