import {gzipSync} from 'node:zlib';
import corpus from '../fixtures/search-corpus.json';
import {MANIFEST_FILE, POSTINGS_PER_TERM, SHARD_BUDGET_BYTES} from '../../lib/search/config';
import {createSearchEngine} from '../../lib/search/engine';
import {withFieldTerms} from '../../lib/search/fieldTerms';
import {buildSearchIndex} from '../../lib/search/indexBuilder';
import {syntheticCorpus} from '../../lib/search/syntheticCorpus';
import type {IndexManifest, SearchDocument, TermShard} from '../../lib/search/types';

const FIXTURE = corpus.documents as SearchDocument[];

/** An engine over built files that counts the gzip bytes of every file it fetches. */
function measuredEngine(files: Map<string, string>) {
  let bytes = 0;
  const engine = createSearchEngine(async (file) => {
    const content = files.get(file)!;
    bytes += gzipSync(content).length;
    return content;
  });
  return {
    /** Gzip bytes a query loads, on top of what earlier queries loaded. */
    async cost(query: string): Promise<number> {
      bytes = 0;
      await engine.search(query, []);
      return bytes;
    },
  };
}

describe('search index', () => {
  it('is the same bytes for the same documents, in any order', () => {
    const once = buildSearchIndex(FIXTURE).files;
    const shuffled = [...FIXTURE].reverse();
    expect([...buildSearchIndex(shuffled).files]).toEqual([...once]);
  });

  it('is the same bytes whether the threads that read the pages tokenised the documents or not', () => {
    // Fresh objects: the builder caches the fields of documents it has seen.
    const untokenised = buildSearchIndex(FIXTURE.map((doc) => ({...doc}))).files;
    expect([...buildSearchIndex(withFieldTerms(FIXTURE)).files]).toEqual([...untokenised]);
  });

  it('names files by content, so a changed document gets new files and the manifest points at them', async () => {
    const before = buildSearchIndex(FIXTURE).files;
    const changed = FIXTURE.map((doc) => (doc.id === 'rest-dates' ? {...doc, text: `${doc.text} Zeitzone`} : doc));
    const after = buildSearchIndex(changed).files;
    const manifest = JSON.parse(after.get(MANIFEST_FILE)!) as IndexManifest;
    const shard =
      manifest.terms[
        Object.keys(manifest.terms)
          .filter((key) => 'zeitzone'.startsWith(key))
          .sort((a, b) => b.length - a.length)[0]!
      ]!;
    expect(before.has(shard)).toBe(false);
    expect(JSON.parse(after.get(shard)!)).toHaveProperty('zeitzone');
    expect([...Object.values(manifest.terms), ...Object.values(manifest.typos)].every((name) => after.has(name))).toBe(true);
    expect([...after.keys()].every((name) => name === MANIFEST_FILE || /^[tyf]-[0-9a-f]+(-\d+)?\.json$/.test(name))).toBe(true);
    const engine = createSearchEngine(async (file) => after.get(file)!);
    expect((await engine.search('Zeitzone', []))[0]?.link).toBe(FIXTURE.find((doc) => doc.id === 'rest-dates')!.path);
  });

  it('writes each file as JSON.stringify would, numbers such as status codes among the terms', () => {
    const docs: SearchDocument[] = [
      ...FIXTURE,
      {
        id: 'codes',
        path: '/rest/codes',
        title: 'Status codes',
        module: 'rest',
        kind: 'page',
        text: 'Answers 404, 2 or 10 and 200; 0 and 007 too, and  a\tline\nbreak. ',
      },
    ];
    const {files} = buildSearchIndex(docs);
    const shards = [...files].filter(([name]) => name.startsWith('t-'));
    expect(shards.some(([, content]) => Object.hasOwn(JSON.parse(content) as object, '404'))).toBe(true);
    for (const [name, content] of files) {
      expect(`${name}: ${JSON.stringify(JSON.parse(content))}`).toBe(`${name}: ${content}`);
    }
  });

  describe('over 5,000 synthetic pages', () => {
    const docs = syntheticCorpus();
    const {files} = buildSearchIndex(docs);
    const manifest = JSON.parse(files.get(MANIFEST_FILE)!) as IndexManifest;
    const firstRule = docs.find((doc) => doc.kind === 'rule')!.keywords![0]!;

    it('generates the same corpus every time', () => {
      expect(docs).toHaveLength(5000);
      expect(syntheticCorpus()).toEqual(docs);
      expect(new Set(docs.map((doc) => doc.kind))).toEqual(new Set(['page', 'heading', 'rule', 'operation', 'profile']));
    });

    it('keeps each shard within the budget, unless it holds a single key', () => {
      const shards = [...Object.values(manifest.terms), ...Object.values(manifest.typos)].map((name) => files.get(name)!);
      const over = shards.filter((content) => content.length > SHARD_BUDGET_BYTES && Object.keys(JSON.parse(content)).length > 1);
      expect(over).toEqual([]);
      expect(manifest.docCount).toBe(5000);
    });

    it('keeps the best postings of a common word only', () => {
      const shard = JSON.parse(files.get(manifest.terms[Object.keys(manifest.terms).find((key) => 'the'.startsWith(key))!]!)!) as TermShard;
      expect(shard.the).toHaveLength(POSTINGS_PER_TERM * 2);
    });

    it('loads under 100 KB gzip for a cold query and under 30 KB for each further one', async () => {
      const engine = measuredEngine(files);
      expect(await engine.cost('idempotency key')).toBeLessThan(100_000);
      const further = [
        'pagnation',
        firstRule,
        firstRule.toLowerCase(),
        'gutschein',
        'groesse',
        'createOrder',
        'cursor pagination limit',
        'the order',
        'p',
        'pa',
        'pag',
        'pagi',
        'idempotncy',
      ];
      const costs: {query: string; bytes: number}[] = [];
      for (const query of further) {
        costs.push({query, bytes: await engine.cost(query)});
      }
      expect(costs.filter(({bytes}) => bytes >= 30_000)).toEqual([]);
    });

    it('finds a rule first by its id, also in lower case', async () => {
      const engine = createSearchEngine(async (file) => files.get(file)!);
      const path = `/guidelines/${firstRule.toLowerCase()}`;
      expect((await engine.search(firstRule, []))[0]?.link).toBe(path);
      expect((await engine.search(firstRule.toLowerCase(), []))[0]?.link).toBe(path);
    });
  });

  it('loads under 150 KB gzip for a cold query on a portal of 700 documents', async () => {
    const {files} = buildSearchIndex(syntheticCorpus({documents: 700}));
    expect(await measuredEngine(files).cost('idempotency key')).toBeLessThan(150_000);
  });

  it('hands over the first results before the rest, the same as the start of the full list', async () => {
    const {files} = buildSearchIndex(syntheticCorpus({documents: 700}));
    const engine = createSearchEngine(async (file) => files.get(file)!);
    const early: string[][] = [];
    const all = await engine.search('pagination', [], 10, (first) => early.push(first.map((result) => result.link)));
    expect(all).toHaveLength(10);
    expect(early).toEqual([all.slice(0, 5).map((result) => result.link)]);
  });
});
