import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {NO_MODULE, isIndexedPath, kindOfPath, moduleOfPath} from '../../lib/search/documents';
import {documentsOfPage} from '../../lib/search/extract';
import {type PageFile, documentsOfPages} from '../../lib/search/pageDocuments';

const page = (article: string, head = '') =>
  `<!doctype html><html><head><title>Pagination | Lindenkauf</title>${head}</head><body><nav class="navbar">Top nav words</nav><main><article>${article}</article></main><footer>Footer words</footer></body></html>`;

describe('search documents of a built page', () => {
  it('reads the page and each h2/h3 section with an id, in document order, nested wrappers included', () => {
    const html = page(`
      <nav class="theme-doc-breadcrumbs">Home REST API</nav>
      <header><h1>Pagination</h1></header>
      <div class="markdown"><p>Lists are paged with cursors.</p>
        <h2 id="cursors">Cursors<a class="hash-link" href="#cursors">#</a></h2><p>A cursor is opaque.</p>
        <section><h3 id="page-size">Page size</h3><p>At most <code>100</code> items.</p></section>
        <h4>Not a section</h4><p>Still page size.</p>
      </div>`);
    expect(documentsOfPage({html, sitePath: '/rest/pagination', module: 'rest', kind: 'page'})).toEqual([
      {id: '/rest/pagination', path: '/rest/pagination', title: 'Pagination', module: 'rest', kind: 'page', text: 'Lists are paged with cursors.'},
      {id: '/rest/pagination#cursors', path: '/rest/pagination#cursors', title: 'Cursors', module: 'rest', kind: 'heading', text: 'A cursor is opaque.'},
      {
        id: '/rest/pagination#page-size',
        path: '/rest/pagination#page-size',
        title: 'Page size',
        module: 'rest',
        kind: 'heading',
        text: 'At most 100 items. Not a section Still page size.',
      },
    ]);
  });

  it('keeps cells and blocks apart, and leaves out buttons, scripts and hidden furniture', () => {
    const html = page(
      `<h1>REST: Contract</h1><table><tr><td>MUST</td><td>R101006</td><td>Pass the linter</td></tr></table><button>Copy</button><script>var x = 1;</script><span aria-hidden="true">#</span>`,
    );
    const [doc] = documentsOfPage({html, sitePath: '/guidelines/rest/contract', module: 'guidelines', kind: 'page'});
    expect(doc!.text).toBe('MUST R101006 Pass the linter');
  });

  it('takes exact-match words from the keywords meta', () => {
    const html = page('<h1>Get an order</h1><p>Returns one order.</p>', '<meta name="keywords" content="getOrder, GET /orders/{orderId}">');
    const [doc] = documentsOfPage({html, sitePath: '/reference/specs/orderManagement/operations/getOrder', module: 'rest', kind: 'operation'});
    expect(doc!.keywords).toEqual(['getOrder', 'GET /orders/{orderId}']);
  });

  it('leaves out request samples and other skipped blocks, nested blocks included, but not text that names the attribute', () => {
    const html = page(
      `<h1>Get an order <span data-search-skip="">v2</span></h1><p>Returns one order.</p>` +
        `<div class="portal-noscript-tabs" data-search-skip=""><div><div><pre><code>curl https://api.example/orders</code></pre></div></div><p>fetch()</p></div>` +
        `<p>Mark a block<code> data-search-skip</code> to hide it.</p><h2 id="responses">Responses</h2><div data-search-skip="true"><div>200</div></div><p>The order.</p>`,
    );
    expect(documentsOfPage({html, sitePath: '/reference/specs/orderManagement/operations/getOrder', module: 'rest', kind: 'operation'})).toEqual([
      expect.objectContaining({title: 'Get an order v2', text: 'Returns one order. Mark a block data-search-skip to hide it.'}),
      expect.objectContaining({title: 'Responses', text: 'The order.'}),
    ]);
  });

  it('a page without an article (the home page, a redirect) has no documents', () => {
    expect(documentsOfPage({html: '<html><body><main><h1>Welcome</h1></main></body></html>', sitePath: '/', module: 'home', kind: 'page'})).toEqual([]);
  });
});

describe('module and kind of a page', () => {
  const sections = [
    {id: 'rest' as const, routeBasePath: 'rest', alsoServes: ['reference', 'profiles']},
    {id: 'guidelines' as const, routeBasePath: 'guidelines'},
  ];

  it('a page belongs to the section of its first path segment, the API reference to REST', () => {
    expect(moduleOfPath('/rest/about-the-api/pagination', sections)).toBe('rest');
    expect(moduleOfPath('/reference/specs/checkout/operations/getCheckout', sections)).toBe('rest');
    expect(moduleOfPath('/profiles/checkout/checkout', sections)).toBe('rest');
    expect(moduleOfPath('/guidelines/r101006', sections)).toBe('guidelines');
    expect(moduleOfPath('/data-protection', sections)).toBe(NO_MODULE);
  });

  it('rules, operations and profiles are told apart by their paths', () => {
    expect(kindOfPath('/guidelines/r101006')).toBe('rule');
    expect(kindOfPath('/guidelines/rest/contract')).toBe('page');
    expect(kindOfPath('/reference/specs/checkout/operations/getCheckout')).toBe('operation');
    expect(kindOfPath('/profiles/checkout/checkout')).toBe('profile');
    expect(kindOfPath('/profiles/checkout')).toBe('page');
  });

  it('leaves versioned operation pages to their operation page', () => {
    expect(isIndexedPath('/reference/specs/orderManagement/operations/getOrder')).toBe(true);
    expect(isIndexedPath('/reference/specs/orderManagement/operations/getOrder/order-v1')).toBe(false);
    expect(isIndexedPath('/rest/about-the-api/pagination')).toBe(true);
  });
});

describe('search documents of many pages, on two threads', () => {
  // A build's pages are read by this thread and a worker (pageDocuments.ts): the documents must be
  // those one thread gives, in the same order.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pages-'));
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
  const pages: PageFile[] = Array.from({length: 240}, (_unused, index) => {
    const file = path.join(dir, `page-${index}.html`);
    const sections = Array.from(
      {length: index % 4},
      (_section, section) => `<h2 id="s${section}">Section ${section} of ${index}</h2><p>Words ${index * 7 + section}.</p>`,
    ).join('');
    fs.writeFileSync(file, page(`<h1>Page ${index}</h1><p>Lead of page ${index}.</p>${sections}`));
    return {file, sitePath: `/rest/page-${index}`, module: 'rest', kind: 'page'};
  });

  it('gives the documents one thread gives, in the pages’ order', async () => {
    const one = await documentsOfPages(pages, {threads: 1});
    expect(one).toHaveLength(240 + pages.reduce((sum, _page, index) => sum + (index % 4), 0));
    expect(one[0]).toMatchObject({id: '/rest/page-0', title: 'Page 0'});
    expect(await documentsOfPages(pages, {threads: 2, minPages: 0})).toEqual(one);
  });

  it('fails with the file of a page that cannot be read', async () => {
    await expect(
      documentsOfPages([...pages, {file: path.join(dir, 'missing.html'), sitePath: '/rest/missing', module: 'rest', kind: 'page'}], {threads: 2, minPages: 0}),
    ).rejects.toThrow('missing.html');
  });
});
