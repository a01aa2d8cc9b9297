/**
 * The search over a chunked index, for the worker. Files come through the injected `load`
 * (fetch in the browser, a Map in tests) and are loaded once: the manifest first, then only the
 * shards of the query's words and the fragments of the results shown.
 */
import {FIRST_RESULTS, MANIFEST_FILE, INDEX_FORMAT, MATCH_WEIGHTS, PREFIX_MAX_TERMS, PREFIX_MIN_LENGTH, RESULT_LIMIT, TYPO_MIN_LENGTH} from './config';
import {excerpt, highlightSpans} from './excerpt';
import {fragmentFile, moduleOf, readPosting, shardKeyFor, shardKeysCovering} from './layout';
import {numberForms, queryWords, stemOf, stemTerm, type QueryWord} from './tokenize';
import {allowsTypos, deletionVariants, withinOneEdit} from './typo';
import type {FragmentEntry, IndexManifest, SearchMatch, SearchResult, TermShard, TypoShard} from './types';

export type LoadIndexFile = (file: string) => Promise<string>;

/** Parsed index files: every file loaded once, or, for a look-ahead, only files already loaded. */
type Reader = <T>(file: string) => Promise<T>;

/** A look-ahead needed a file that is not loaded yet: it is given up rather than cost bytes. */
export class NotLoadedError extends Error {}

export interface SearchEngine {
  /** Loads the manifest ahead of the first query, so typing does not wait for it. */
  prepare(): Promise<void>;
  /** Best results first; `modules` empty means every module. */
  /**
   * `onFirst` receives the first FIRST_RESULTS results as soon as their fragments are in, before
   * the rest: the fragments are separate files, and the first screen of results need not wait
   * for the ones below it. `signal` stops the search before its next file read (the MCP server's
   * calls have a time limit): it rejects with the signal's reason.
   */
  search(query: string, modules: readonly string[], limit?: number, onFirst?: (items: SearchResult[]) => void, signal?: AbortSignal): Promise<SearchResult[]>;
  /**
   * The same search from loaded files only: rejects with NotLoadedError where it would need
   * another file. Look-ahead answers cost no bytes.
   */
  searchLoaded(query: string, modules: readonly string[], limit?: number): Promise<SearchResult[]>;
  /**
   * The queries the reader is likely to type next: `query` plus the next letter of the best
   * completions of its last word (from loaded shards), most likely first, at most `count`.
   */
  nextQueries(query: string, count: number): Promise<string[]>;
}

/** Index terms a query word stands for, each with how much a match counts. */
type Candidates = Map<string, number>;

/** Per document: score and how many query words it matched. */
interface Hit {
  doc: number;
  score: number;
  words: number;
  /** Query words the document names (title, heading, path, ids, keywords), not only mentions. */
  named: number;
  /** Of those, the words it names in the form typed, not another form or a typo. */
  namedAsTyped: number;
}

/** A document's score for one query word, and whether the document names that word (in the form typed). */
interface WordMatch {
  score: number;
  named: boolean;
  asTyped: boolean;
}

/** The better score of two matches of one word, naming it if either does. */
const better = (a: WordMatch | undefined, b: WordMatch): WordMatch => ({
  score: Math.max(a?.score ?? 0, b.score),
  named: b.named || (a?.named ?? false),
  asTyped: b.asTyped || (a?.asTyped ?? false),
});

export function createSearchEngine(load: LoadIndexFile): SearchEngine {
  const cache = new Map<string, Promise<unknown>>();
  const loadJson: Reader = <T>(file: string): Promise<T> => {
    let entry = cache.get(file);
    if (!entry) {
      entry = load(file).then((content) => JSON.parse(content) as unknown);
      // A failed load (offline, new deployment) must not stick: the next query tries again.
      entry.catch(() => cache.delete(file));
      cache.set(file, entry);
    }
    return entry as Promise<T>;
  };

  const loadedJson: Reader = <T>(file: string): Promise<T> => {
    const entry = cache.get(file);
    return entry ? (entry as Promise<T>) : Promise.reject(new NotLoadedError(file));
  };

  const manifest = async (read: Reader): Promise<IndexManifest> => {
    const loaded = await read<IndexManifest>(MANIFEST_FILE);
    if (loaded.format !== INDEX_FORMAT) {
      throw new Error(`Search index format ${loaded.format} is not the engine's ${INDEX_FORMAT}.`);
    }
    return loaded;
  };

  const termShard = (read: Reader, index: IndexManifest, key: string | undefined): Promise<TermShard> =>
    key === undefined ? Promise.resolve({}) : read<TermShard>(index.terms[key]!);

  const postingsOf = async (read: Reader, index: IndexManifest, term: string): Promise<number[] | undefined> => {
    const shard = await termShard(read, index, shardKeyFor(index.terms, term));
    return Object.hasOwn(shard, term) ? shard[term] : undefined;
  };

  /** Words of the index that start with `prefix`, by their best score, at most PREFIX_MAX_TERMS. */
  const completions = async (read: Reader, index: IndexManifest, prefix: string): Promise<string[]> => {
    const shards = await Promise.all(shardKeysCovering(index.terms, prefix).map((key) => termShard(read, index, key)));
    const found = shards.flatMap((shard) => Object.entries(shard)).filter(([term]) => term.startsWith(prefix) && term !== prefix);
    return found
      .sort(([a, left], [b, right]) => right[1]! - left[1]! || (a < b ? -1 : 1))
      .slice(0, PREFIX_MAX_TERMS)
      .map(([term]) => term);
  };

  /** Words of the index one edit away from `word`, through the typo shards of its deletion variants. */
  const typoNeighbours = async (read: Reader, index: IndexManifest, word: string): Promise<string[]> => {
    const variants = deletionVariants(word);
    const keys = [...new Set(variants.map((variant) => shardKeyFor(index.typos, variant)))].filter((key) => key !== undefined);
    const shards = await Promise.all(keys.map((key) => read<TypoShard>(index.typos[key]!)));
    const terms = variants.flatMap((variant) => shards.flatMap((shard) => (Object.hasOwn(shard, variant) ? shard[variant]! : [])));
    return [...new Set(terms)].filter((term) => term !== word && withinOneEdit(term, word)).sort();
  };

  /**
   * The word itself, its completions while it is being typed, and, only when the index does not
   * know the word at all, the words one typo away: a known word is taken as meant.
   */
  const candidatesFor = async (read: Reader, index: IndexManifest, word: string, prefix: boolean): Promise<Candidates> => {
    const candidates: Candidates = new Map();
    for (const form of [word, ...numberForms(word)]) {
      if (await postingsOf(read, index, form)) {
        candidates.set(form, MATCH_WEIGHTS.exact);
      }
    }
    // Other forms of a finished word the index knows: inflections by their stem, and the stem itself
    // where it is a word. A fragment such as `pagin` is no word; a word still being typed has its
    // completions, from the shards already loaded.
    const stem = candidates.size > 0 && !prefix ? stemOf(word) : undefined;
    for (const form of stem ? [stemTerm(stem), stem] : []) {
      if (!candidates.has(form) && (await postingsOf(read, index, form))) {
        candidates.set(form, MATCH_WEIGHTS.stem);
      }
    }
    if (prefix && word.length >= PREFIX_MIN_LENGTH) {
      const weight = candidates.size > 0 ? MATCH_WEIGHTS.prefixOfKnownWord : MATCH_WEIGHTS.prefix;
      (await completions(read, index, word)).filter((term) => !candidates.has(term)).forEach((term) => candidates.set(term, weight));
    }
    if (candidates.size === 0 && word.length >= TYPO_MIN_LENGTH && allowsTypos(word)) {
      (await typoNeighbours(read, index, word)).forEach((term) => candidates.set(term, MATCH_WEIGHTS.typo));
    }
    return candidates;
  };

  /** Per document, the best candidate's score, and whether any candidate is named by it. */
  const scoreCandidates = async (read: Reader, index: IndexManifest, candidates: Candidates): Promise<Map<number, WordMatch>> => {
    const scores = new Map<number, WordMatch>();
    for (const [term, weight] of candidates) {
      const postings = (await postingsOf(read, index, term)) ?? [];
      for (let at = 0; at < postings.length; at += 2) {
        const doc = postings[at]!;
        const {score, naming: named} = readPosting(postings[at + 1]!);
        scores.set(doc, better(scores.get(doc), {score: score * weight, named, asTyped: named && weight === MATCH_WEIGHTS.exact}));
      }
    }
    return scores;
  };

  /**
   * A compound or camelCase word (getOrder, Idempotency-Key) scores as a whole or as the sum of
   * its parts, whichever is better: `get-order` finds getOrder, and `Order-API` still finds pages on orders.
   */
  const scoreWord = async (read: Reader, index: IndexManifest, word: QueryWord, matched: Set<string>): Promise<Map<number, WordMatch>> => {
    const whole = await candidatesFor(read, index, word.whole, word.prefix);
    // Parts never complete as prefixes: `createOrder` would otherwise find every OrderProfile id.
    const parts = await Promise.all(word.parts.map((part) => candidatesFor(read, index, part, false)));
    [whole, ...parts].forEach((candidates) => candidates.forEach((_, term) => matched.add(term)));
    const scores = await scoreCandidates(read, index, whole);
    const partScores = await Promise.all(parts.map((candidates) => scoreCandidates(read, index, candidates)));
    // The parts together: a document names the word when it names every part.
    const sums = new Map<number, WordMatch & {parts: number}>();
    partScores.forEach((partScore) =>
      partScore.forEach((match, doc) => {
        const sum = sums.get(doc) ?? {score: 0, named: true, asTyped: true, parts: 0};
        sums.set(doc, {score: sum.score + match.score, named: sum.named && match.named, asTyped: sum.asTyped && match.asTyped, parts: sum.parts + 1});
      }),
    );
    // A document with only some of the parts scores in proportion: `invalid_scope` as written
    // beats pages about scopes.
    sums.forEach(({score, named, asTyped, parts}, doc) => {
      const all = parts === word.parts.length;
      scores.set(doc, better(scores.get(doc), {score: (score * parts) / word.parts.length, named: named && all, asTyped: asTyped && all}));
    });
    return scores;
  };

  const rank = (index: IndexManifest, wordScores: Map<number, WordMatch>[], modules: readonly string[]): Hit[] => {
    const hits = new Map<number, Hit>();
    for (const scores of wordScores) {
      scores.forEach(({score, named, asTyped}, doc) => {
        const hit = hits.get(doc) ?? {doc, score: 0, words: 0, named: 0, namedAsTyped: 0};
        hit.score += score;
        hit.words += 1;
        hit.named += named ? 1 : 0;
        hit.namedAsTyped += asTyped ? 1 : 0;
        hits.set(doc, hit);
      });
    }
    const wanted = new Set(modules);
    const order = (hit: Hit) => parseInt(index.docOrder[hit.doc]!, 36);
    // Documents matching more of the query's words come first, whatever a single word scores;
    // then those that name more of them in a title or heading (the page that treats the topic
    // before pages that only mention it). Among those, a glossary entry gives way (KIND_ORDER):
    // a definition leads only where nothing else treats the words. Then the words named as typed
    // ("Cancel an order" before "Order cancelled"), then the score.
    return [...hits.values()]
      .filter((hit) => wanted.size === 0 || wanted.has(moduleOf(index, hit.doc)))
      .sort((a, b) => b.words - a.words || b.named - a.named || order(a) - order(b) || b.namedAsTyped - a.namedAsTyped || b.score - a.score || a.doc - b.doc);
  };

  const toResult = (entry: FragmentEntry, matched: ReadonlySet<string>): SearchResult => {
    const titleSpans = highlightSpans(entry.title, matched);
    const shown = excerpt(entry.text, highlightSpans(entry.text, matched));
    const matches: SearchMatch[] = [];
    if (titleSpans.length > 0) {
      matches.push({key: 'title', indices: titleSpans});
    }
    if (shown.indices.length > 0) {
      matches.push({key: 'text', indices: shown.indices});
    }
    return {link: entry.path, path: entry.path.split('#')[0]!, title: entry.title, text: shown.text, matches};
  };

  const run = async (
    readFile: Reader,
    query: string,
    modules: readonly string[],
    limit: number,
    onFirst?: (items: SearchResult[]) => void,
    signal?: AbortSignal,
  ): Promise<SearchResult[]> => {
    // Checked before each read, never inside the shared cache: another search waiting for the same file goes on.
    const read: Reader = signal ? <T>(file: string) => (signal.aborted ? Promise.reject<T>(signal.reason) : readFile<T>(file)) : readFile;
    const words = queryWords(query);
    if (words.length === 0) {
      return [];
    }
    const index = await manifest(read);
    const matched = new Set<string>();
    const wordScores = await Promise.all(words.map((word) => scoreWord(read, index, word, matched)));
    const top = rank(index, wordScores, modules).slice(0, limit);
    // Every fragment is requested now, the first ones first, so they get the first connections.
    const entries = top.map(async ({doc}) => {
      const group = await read<FragmentEntry[]>(fragmentFile(index, Math.floor(doc / index.fragmentGroupSize)));
      return toResult(group[doc % index.fragmentGroupSize]!, matched);
    });
    if (onFirst && entries.length > FIRST_RESULTS) {
      onFirst(await Promise.all(entries.slice(0, FIRST_RESULTS)));
    }
    return Promise.all(entries);
  };

  const nextQueries = async (query: string, count: number): Promise<string[]> => {
    const last = queryWords(query).at(-1);
    if (!last?.prefix || last.whole.length < PREFIX_MIN_LENGTH) {
      return [];
    }
    const terms = await manifest(loadedJson)
      .then((index) => completions(loadedJson, index, last.whole))
      .catch(() => []);
    const letters = [...new Set(terms.map((term) => term.charAt(last.whole.length)))];
    return letters.slice(0, count).map((letter) => `${query}${letter}`);
  };

  return {
    prepare: async () => {
      await manifest(loadJson);
    },
    search: (query, modules, limit = RESULT_LIMIT, onFirst, signal) => run(loadJson, query, modules, limit, onFirst, signal),
    searchLoaded: (query, modules, limit = RESULT_LIMIT) => run(loadedJson, query, modules, limit),
    nextQueries,
  };
}
