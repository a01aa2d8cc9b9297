/** Entities of the search (spec section 3) and the layout of the index files. */

/** `definition`: a glossary page and its entries (ROUTES.glossary). `webhook`: a request the API sends. */
export type SearchDocumentKind = 'page' | 'heading' | 'rule' | 'operation' | 'webhook' | 'profile' | 'event' | 'definition';

/** One searchable thing of the portal, as the index builder receives it. */
export interface SearchDocument {
  /** Unique and stable; decides the order of documents with equal paths. */
  id: string;
  /** Site path without the base path; a heading's path ends in its #anchor. */
  path: string;
  title: string;
  /** Key of the top-nav entry the document belongs to (a section id such as `rest`). */
  module: string;
  kind: SearchDocumentKind;
  text: string;
  /** Rule id, operationId, `GET /orders/{orderId}`, profile name: matched before anything else. */
  keywords?: string[];
}

/** Sent to the search worker. */
export interface SearchRequest {
  query: string;
  timestamp: number;
  /** Selected top-nav entries; empty means all. */
  modules: string[];
}

export type MatchKey = 'title' | 'text';

export interface SearchMatch {
  key: MatchKey;
  /** Inclusive [start, end] character positions in the result's title or excerpt. */
  indices: [number, number][];
}

export interface SearchResult {
  /** Site path to open, with the heading's #anchor. */
  link: string;
  /** Route path to show: the link without its anchor. */
  path: string;
  title: string;
  /** Excerpt of the text around the first match. */
  text: string;
  matches: SearchMatch[];
}

/**
 * A reply to an older request than the newest one received is CANCELED; the caller ignores it.
 * ERROR: the index could not be loaded (offline, a deployment replaced it); the next request tries again.
 */
export interface SearchReply {
  status: 'OK' | 'CANCELED' | 'ERROR';
  timestamp: number;
  items: SearchResult[];
  /** The first results of the newest request, sent ahead of the whole reply. */
  partial?: true;
}

/**
 * The answer to a query the reader has not typed yet (the request's query plus a likely next
 * letter), sent after the reply to the request `timestamp`. `key` is the query's `queryKey`.
 */
export interface SearchAhead {
  status: 'AHEAD';
  timestamp: number;
  key: string;
  items: SearchResult[];
}

/** What the worker posts back. */
export type SearchWorkerReply = SearchReply | SearchAhead;

/**
 * What the page posts to the worker: once `init` with the index's absolute URL (the worker's own
 * URL says nothing about the base path), then search requests.
 */
export type SearchWorkerMessage = {kind: 'init'; indexUrl: string} | {kind: 'search'; request: SearchRequest};

/** The one file the engine loads first. */
export interface IndexManifest {
  format: number;
  docCount: number;
  /** Module keys; `docModules` refers to them by position. */
  modules: string[];
  /** One character per document: the base-36 position of its module in `modules`. */
  docModules: string;
  /** Term shards: prefix -> file. A term lives in the shard of its longest listed prefix. */
  terms: Record<string, string>;
  /** Typo shards (one-deletion variants -> terms), laid out like `terms`. */
  typos: Record<string, string>;
  /** One character per document: its kind's place in KIND_ORDER (base 36). */
  docOrder: string;
  fragmentGroupSize: number;
  /**
   * Content hash of all fragments, part of every fragment's file name. Document numbers shift
   * whenever a document is added, so per-file hashes would rarely survive a rebuild anyway.
   */
  fragmentSet: string;
}

/** A term shard: term -> postings, flat [document, score, document, score, ...], best first. */
export type TermShard = Record<string, number[]>;

/** A typo shard: a term or one of its one-deletion variants -> the terms it came from. */
export type TypoShard = Record<string, string[]>;

/** What a result needs to show, per document of a fragment group. */
export interface FragmentEntry {
  path: string;
  title: string;
  text: string;
}
