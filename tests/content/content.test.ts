import {readPages, proseWords, type ContentPage} from './pages';

const MIN_WORDS = 120;
/** Index pages are mostly lists of other pages. */
const isIndexPage = (page: ContentPage) => /(^|\/)index\.mdx?$/.test(page.file) && !page.file.startsWith('src/pages/terms');

describe('content', () => {
  let pages: ContentPage[];
  beforeAll(async () => {
    pages = await readPages();
  });

  it('has pages in every section', () => {
    for (const dir of ['docs/', 'guidelines/', 'gateway/', 'wiki/', 'support/', 'src/pages/']) {
      expect(pages.filter((page) => page.file.startsWith(dir)).length).toBeGreaterThan(0);
    }
  });

  it('gives every page a title', () => {
    const untitled = pages.filter((page) => typeof page.frontMatter.title !== 'string' || page.frontMatter.title.trim() === '');
    expect(untitled.map((page) => page.file)).toEqual([]);
  });

  it(`has no empty or near-empty page (under ${MIN_WORDS} words)`, () => {
    const thin = pages.filter((page) => !isIndexPage(page) && proseWords(page.body) < MIN_WORDS).map((page) => `${page.file}: ${proseWords(page.body)} words`);
    expect(thin).toEqual([]);
  });

  it('has no placeholder text', () => {
    const placeholders = pages.flatMap((page) =>
      [...`${String(page.frontMatter.title)}\n${page.body}`.matchAll(/\b(lorem|ipsum)\b|\b(TODO|TBD)\b/gi)]
        .filter((match) => match[1] || /^(TODO|TBD)$/.test(match[0]))
        .map((match) => `${page.file}: ${match[0]}`),
    );
    expect(placeholders).toEqual([]);
  });

  it('defines every glossary term once', () => {
    const terms = pages
      .filter((page) => page.file.startsWith('support/glossary/'))
      .flatMap((page) => [...page.body.matchAll(/^##\s+(.+?)\s*$/gm)].map((match) => ({term: match[1].toLowerCase(), file: page.file})));
    const seen = new Map<string, string>();
    const duplicates = terms.filter(({term, file}) => {
      const first = seen.get(term);
      seen.set(term, first ?? file);
      return first !== undefined;
    });
    expect(duplicates).toEqual([]);
    expect(terms.length).toBeGreaterThanOrEqual(40);
  });

  it('keeps glossary terms on the page of their letter range', () => {
    const misplaced = pages
      .filter((page) => page.file.startsWith('support/glossary/'))
      .flatMap((page) => {
        const [from, to] = /([a-z])-([a-z])\.mdx?$/.exec(page.file)!.slice(1);
        return [...page.body.matchAll(/^##\s+(.+?)\s*$/gm)]
          .map((match) => match[1])
          .filter((term) => {
            const letter = term[0].toLowerCase();
            return letter < from || letter > to;
          })
          .map((term) => `${term} on ${page.file}`);
      });
    expect(misplaced).toEqual([]);
  });
});
