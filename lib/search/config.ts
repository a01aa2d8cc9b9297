/**
 * Facts of the search index and engine: file names, size budgets, caps and weights. The builder
 * runs at build time and the engine in the browser's worker; both read these, so an index and
 * the engine that reads it always agree.
 */

/** The one index file with a fixed name: everything else is named by its content hash. */
export const MANIFEST_FILE = 'manifest.json';

/** Bumped whenever the layout of the index files changes, so an old engine never misreads them. */
export const INDEX_FORMAT = 2;

/** A shard is split into longer prefixes until its JSON (before gzip) is at most this long. */
export const SHARD_BUDGET_BYTES = 12_000;

/**
 * Postings kept per term, best scores first. A word on every page would otherwise put all
 * documents into its shard; a query never shows more than a page of results per word anyway.
 */
export const POSTINGS_PER_TERM = 64;

/** Postings kept per term of documents that name it in a title, heading, path, id or keyword, beyond those. */
export const NAMED_POSTINGS_PER_TERM = 256;

/**
 * Documents per result fragment. Documents are ordered by path, so a page and its headings
 * share fragments; small groups keep the bytes of one result page low.
 */
export const FRAGMENT_GROUP_SIZE = 2;

/** Characters of the content hash in a file name: enough to tell versions apart. */
export const HASH_LENGTH = 10;

/** Tokens shorter than this are not indexed (single letters match far too much). */
export const MIN_TERM_LENGTH = 2;

/** Words of at least this length are also indexed and searched under their stem (tokenize.ts). */
export const STEM_MIN_LENGTH = 4;

/** One typo (one edit) is forgiven in query words of at least this length. */
export const TYPO_MIN_LENGTH = 5;

/**
 * The last query word, still being typed, also matches as a prefix from this length on. Shorter
 * prefixes would cover most of the vocabulary and load a large part of the index.
 */
export const PREFIX_MIN_LENGTH = 2;

/** At most this many shards are loaded to complete one prefix; the longest-prefix shard first. */
export const PREFIX_MAX_SHARDS = 4;

/** At most this many completions of a prefix take part, the most relevant first. */
export const PREFIX_MAX_TERMS = 24;

/**
 * Likely next queries the worker answers ahead after each reply, from loaded files only: enough
 * for the letters that continue the best completions of a word, few enough to stop at once when
 * the next keystroke comes.
 */
export const LOOKAHEAD_QUERIES = 6;

/** Results per query. */
export const RESULT_LIMIT = 10;

/** Results sent ahead of the rest: about what the results panel shows before it scrolls. */
export const FIRST_RESULTS = 5;

/**
 * Field weights of the build-time score. An id (rule id, operationId) typed exactly beats
 * everything; then the title of a page, then a heading, then the words of a page's path (a
 * page in support/contact is about contact), then running text.
 */
export const FIELD_WEIGHTS = {
  id: 40,
  keyword: 4,
  title: 5,
  heading: 4.5,
  path: 2,
  text: 1,
} as const;

/** How much a part of a compound word (pagination in PaginationLinks) counts, relative to the word itself. */
export const PART_WEIGHT = 0.5;

/**
 * Prior of each kind of document. Schemas repeat across APIs under the same names (every API
 * has its PaginationLinks), so a profile gives way to a page about the same word; an exact
 * schema name still matches its id field first.
 */
export const KIND_WEIGHTS = {
  page: 1,
  /** A section gives way to a whole page of the same name (Versioning the page, not the glossary entry). */
  heading: 0.8,
  rule: 0.6,
  operation: 1,
  profile: 0.7,
  /** What the API sends, not what a reader does: "cancel order" means the operation, not the notification of it. */
  webhook: 0.8,
  /** An event API's message (OrderCancelled): announced, not done, as a webhook is; "cancel order" means the operation. */
  event: 0.8,
  /**
   * A glossary entry defines a term; the guide page or rule whose title or heading treats it
   * teaches it, and comes first. The entry leads only where nothing else treats the term.
   */
  definition: 0.8,
} as const;

/**
 * Among documents that match and name the same number of a query's words, which kind comes first
 * (lower first): a glossary entry gives way to a guide page or rule that names the same words.
 * A rule gives way to a guide page by its prior (KIND_WEIGHTS) only: rule topics are rules.
 */
export const KIND_ORDER = {
  page: 0,
  heading: 0,
  operation: 0,
  webhook: 0,
  profile: 0,
  event: 0,
  rule: 0,
  definition: 1,
} as const;

/**
 * Words a query may contain that say nothing about what the reader looks for ("place an order",
 * "in stock"): they neither have to match nor count as matched, unless the query has nothing else.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'do',
  'for',
  'from',
  'how',
  'in',
  'is',
  'it',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** How much a match that is not the word itself counts, relative to an exact match. */
export const MATCH_WEIGHTS = {
  exact: 1,
  prefix: 0.75,
  /**
   * A completion of a word the index also knows as typed: `pagination` means Pagination, and
   * PaginationLinks (whose id weighs 40) must not overtake it, only follow.
   */
  prefixOfKnownWord: 0.1,
  typo: 0.6,
  /** The stem of the query word (`refreshing` finds `refresh`): another form of the same word. */
  stem: 0.9,
} as const;

/** BM25 constants: term frequency saturation and length normalisation. */
export const BM25 = {k1: 1.2, b: 0.75} as const;

/** Marks where an excerpt cuts the text. */
export const EXCERPT_CUT = '[...]';

/** Characters of text shown when only the title matched. */
export const EXCERPT_LEAD_LENGTH = 100;
