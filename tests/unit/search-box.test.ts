import {createSearchClient, type SearchOutcome, type SearchWorkerPort} from '../../src/search/client';
import {fieldKeyBeforeBox, isApplePlatform, isSearchShortcut, selectedIndex, wrapIndex} from '../../src/search/combobox';
import {highlightSegments, matchIndices} from '../../src/search/highlight';
import {queryKey} from '../../lib/search/tokenize';
import type {SearchWorkerMessage, SearchWorkerReply} from '../../lib/search/types';

const keys = (key: string, modifiers: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean}> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('search box keyboard', () => {
  it('before the box code is there, Up and Down open the field, Escape closes it or, closed, empties it', () => {
    expect(fieldKeyBeforeBox('ArrowDown', false)).toBe('open');
    expect(fieldKeyBeforeBox('ArrowUp', true)).toBe('open');
    expect(fieldKeyBeforeBox('Escape', true)).toBe('close');
    expect(fieldKeyBeforeBox('Escape', false)).toBe('clear');
    expect(fieldKeyBeforeBox('a', true)).toBeUndefined();
    expect(fieldKeyBeforeBox('Enter', true)).toBeUndefined();
  });

  it('Up and Down wrap around at both ends; nothing to select without results', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(-1, 1, 3)).toBe(0);
    expect(wrapIndex(-1, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(-1);
  });

  it('a fuller list for the same query keeps the selected result; new results select their first', () => {
    const selection = {key: 'pagination', link: '/b'};
    expect(selectedIndex(selection, 'pagination', ['/a', '/b'])).toBe(1);
    // All results after the first ones: the reader's choice moved down the list, and stays chosen.
    expect(selectedIndex(selection, 'pagination', ['/x', '/a', '/y', '/b'])).toBe(3);
    expect(selectedIndex(selection, 'pagination', ['/a', '/c'])).toBe(0);
    expect(selectedIndex(selection, 'paging', ['/a', '/b'])).toBe(0);
    expect(selectedIndex(undefined, 'pagination', ['/a', '/b'])).toBe(0);
    expect(selectedIndex(selection, 'pagination', [])).toBe(-1);
  });

  it('Ctrl+K opens the search; on Apple platforms Cmd+K does', () => {
    expect(isSearchShortcut(keys('k', {ctrlKey: true}), false)).toBe(true);
    expect(isSearchShortcut(keys('K', {ctrlKey: true}), false)).toBe(true);
    expect(isSearchShortcut(keys('k', {metaKey: true}), false)).toBe(false);
    expect(isSearchShortcut(keys('k', {metaKey: true}), true)).toBe(true);
    expect(isSearchShortcut(keys('k', {ctrlKey: true}), true)).toBe(false);
    expect(isSearchShortcut(keys('k', {ctrlKey: true, shiftKey: true}), false)).toBe(false);
    expect(isSearchShortcut(keys('k'), false)).toBe(false);
  });

  it('tells Apple platforms by the user agent', () => {
    expect(isApplePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36')).toBe(true);
    expect(isApplePlatform('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
    expect(isApplePlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36')).toBe(false);
    expect(isApplePlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(false);
  });
});

describe('highlighting', () => {
  it('cuts a text into plain and highlighted runs by inclusive indices', () => {
    expect(highlightSegments('Use cursor pagination', [[4, 9]])).toEqual([
      {text: 'Use ', highlighted: false},
      {text: 'cursor', highlighted: true},
      {text: ' pagination', highlighted: false},
    ]);
    expect(highlightSegments('Pagination', [[0, 9]])).toEqual([{text: 'Pagination', highlighted: true}]);
  });

  it('ignores overlapping and out-of-range indices instead of repeating text', () => {
    const segments = highlightSegments('abc def', [
      [4, 6],
      [0, 2],
      [1, 5],
      [5, 20],
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe('abc def');
    expect(segments.filter((segment) => segment.highlighted).map((segment) => segment.text)).toEqual(['abc', 'def']);
  });

  it('reads the indices of the title or the text of a result', () => {
    const matches = [{key: 'text' as const, indices: [[1, 2]] as [number, number][]}];
    expect(matchIndices(matches, 'text')).toEqual([[1, 2]]);
    expect(matchIndices(matches, 'title')).toEqual([]);
  });
});

/** A worker that records messages and replies when the test says so. */
function fakeWorker() {
  const posted: SearchWorkerMessage[] = [];
  let listener: ((event: MessageEvent<SearchWorkerReply>) => void) | undefined;
  const port: SearchWorkerPort = {
    postMessage: (message) => posted.push(message),
    addEventListener: (_type, next) => {
      listener = next;
    },
    terminate: jest.fn(),
  };
  const reply = (reply: SearchWorkerReply) => listener!({data: reply} as MessageEvent<SearchWorkerReply>);
  const lastTimestamp = () => {
    const message = posted.at(-1)!;
    return message.kind === 'search' ? message.request.timestamp : 0;
  };
  return {port, posted, reply, lastTimestamp};
}

describe('search client', () => {
  const item = (link: string) => ({link, path: link, title: link, text: '', matches: []});

  it('sends the index URL first, then requests with rising timestamps and the selected modules', () => {
    const worker = fakeWorker();
    const client = createSearchClient(worker.port, 'https://example.test/portal/search-index/', jest.fn());
    client.search('pag', ['rest']);
    client.search('pagination', []);
    expect(worker.posted[0]).toEqual({kind: 'init', indexUrl: 'https://example.test/portal/search-index/'});
    const requests = worker.posted.slice(1).map((message) => (message.kind === 'search' ? message.request : undefined));
    expect(requests.map((request) => [request?.query, request?.modules])).toEqual([
      ['pag', ['rest']],
      ['pagination', []],
    ]);
    expect(requests[1]!.timestamp).toBeGreaterThan(requests[0]!.timestamp);
  });

  it('passes on only the reply to the newest request: CANCELED and late replies are ignored', () => {
    const worker = fakeWorker();
    const outcomes: SearchOutcome[] = [];
    const client = createSearchClient(worker.port, 'https://example.test/i/', (outcome) => outcomes.push(outcome));
    client.search('pa', []);
    client.search('pag', []);
    const [older, newer] = worker.posted.slice(1).map((message) => (message.kind === 'search' ? message.request.timestamp : 0));
    worker.reply({status: 'CANCELED', timestamp: older!, items: []});
    worker.reply({status: 'OK', timestamp: older!, items: [item('/stale')]});
    expect(outcomes).toEqual([]);
    worker.reply({status: 'OK', timestamp: newer!, items: [item('/pagination')]});
    expect(outcomes).toEqual([{query: 'pag', modules: [], status: 'OK', items: [item('/pagination')], complete: true}]);
  });

  it('passes on both replies to the newest request: its first results, then all of them', () => {
    const worker = fakeWorker();
    const outcomes: SearchOutcome[] = [];
    const client = createSearchClient(worker.port, 'https://example.test/i/', (outcome) => outcomes.push(outcome));
    client.search('order', []);
    const request = worker.posted[1]!;
    const timestamp = request.kind === 'search' ? request.request.timestamp : 0;
    worker.reply({status: 'OK', timestamp, items: [item('/a')], partial: true});
    worker.reply({status: 'OK', timestamp, items: [item('/a'), item('/b')]});
    expect(outcomes.map((outcome) => [outcome.items.length, outcome.complete])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('passes an ERROR on, so the page can say search is unavailable', () => {
    const worker = fakeWorker();
    const outcomes: SearchOutcome[] = [];
    const client = createSearchClient(worker.port, 'https://example.test/i/', (outcome) => outcomes.push(outcome));
    client.search('order', ['guidelines']);
    const request = worker.posted[1]!;
    worker.reply({status: 'ERROR', timestamp: request.kind === 'search' ? request.request.timestamp : 0, items: []});
    expect(outcomes).toEqual([{query: 'order', modules: ['guidelines'], status: 'ERROR', items: [], complete: true}]);
  });

  it("passes on an answer ahead at once when the reader types that query; the worker's whole reply then marks it final", () => {
    const worker = fakeWorker();
    const outcomes: SearchOutcome[] = [];
    const client = createSearchClient(worker.port, 'https://example.test/i/', (outcome) => outcomes.push(outcome));
    client.search('pagin', ['rest']);
    const base = worker.lastTimestamp();
    worker.reply({status: 'OK', timestamp: base, items: [item('/pagin')]});
    worker.reply({status: 'AHEAD', timestamp: base, key: queryKey('pagina'), items: [item('/pagination')]});
    client.search('Pagina', ['rest']);
    // Shown before the worker was heard from, and the request still went out.
    expect(outcomes.at(-1)).toEqual({query: 'Pagina', modules: ['rest'], status: 'OK', items: [item('/pagination')], complete: false});
    expect(worker.posted.at(-1)).toMatchObject({kind: 'search', request: {query: 'Pagina'}});
    const shown = outcomes.length;
    worker.reply({status: 'OK', timestamp: worker.lastTimestamp(), items: [item('/pagination')], partial: true});
    expect(outcomes).toHaveLength(shown);
    worker.reply({status: 'OK', timestamp: worker.lastTimestamp(), items: [item('/pagination')]});
    expect(outcomes).toHaveLength(shown + 1);
    expect(outcomes.at(-1)).toEqual({query: 'Pagina', modules: ['rest'], status: 'OK', items: [item('/pagination')], complete: true});
  });

  it('uses an answer ahead only for the request it was made after, with the same modules; a different reply still wins', () => {
    const worker = fakeWorker();
    const outcomes: SearchOutcome[] = [];
    const client = createSearchClient(worker.port, 'https://example.test/i/', (outcome) => outcomes.push(outcome));
    client.search('pagin', []);
    worker.reply({status: 'AHEAD', timestamp: worker.lastTimestamp(), key: queryKey('pagina'), items: [item('/ahead')]});
    client.search('pagina', ['rest']);
    expect(outcomes).toEqual([]);

    client.search('pagin', []);
    worker.reply({status: 'AHEAD', timestamp: worker.lastTimestamp() - 1, key: queryKey('pagina'), items: [item('/old')]});
    client.search('pagina', []);
    expect(outcomes).toEqual([]);

    client.search('pagin', []);
    worker.reply({status: 'AHEAD', timestamp: worker.lastTimestamp(), key: queryKey('pagina'), items: [item('/ahead')]});
    client.search('pagina', []);
    worker.reply({status: 'OK', timestamp: worker.lastTimestamp(), items: [item('/newer-index')]});
    expect(outcomes.map((outcome) => outcome.items[0]!.link)).toEqual(['/ahead', '/newer-index']);
  });

  it('reloading the index asks the newest query again of it, and passes on only that answer', () => {
    const worker = fakeWorker();
    const outcomes: SearchOutcome[] = [];
    const client = createSearchClient(worker.port, 'https://example.test/i/', (outcome) => outcomes.push(outcome));
    client.reload();
    // Nothing asked yet: nothing asked again.
    expect(worker.posted.map((message) => message.kind)).toEqual(['init', 'init']);
    client.search('quokka', ['rest']);
    const before = worker.lastTimestamp();
    worker.reply({status: 'OK', timestamp: before, items: []});
    client.reload();
    expect(worker.posted.slice(-2)).toEqual([
      {kind: 'init', indexUrl: 'https://example.test/i/'},
      {kind: 'search', request: {query: 'quokka', modules: ['rest'], timestamp: worker.lastTimestamp()}},
    ]);
    expect(worker.lastTimestamp()).toBeGreaterThan(before);
    // A late reply from the old index is not the newest.
    worker.reply({status: 'OK', timestamp: before, items: [item('/stale')]});
    worker.reply({status: 'OK', timestamp: worker.lastTimestamp(), items: [item('/saved')]});
    expect(outcomes.map((outcome) => outcome.items.map((found) => found.link))).toEqual([[], ['/saved']]);
  });

  it('stops the worker when disposed', () => {
    const worker = fakeWorker();
    createSearchClient(worker.port, 'https://example.test/i/', jest.fn()).dispose();
    expect(worker.port.terminate).toHaveBeenCalled();
  });
});
