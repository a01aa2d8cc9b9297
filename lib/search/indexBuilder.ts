/**
 * Builds the chunked search index of one flavour at build time. Scores are final when written
 * (BM25 per field, weighted), so the browser only adds them up: no field statistics travel.
 *
 * Output, all deterministic for the same documents in any order:
 * - manifest.json: shard maps, module of each document, fragment set;
 * - t-<hash>.json: term shards, split by prefix until each fits SHARD_BUDGET_BYTES;
 * - y-<hash>.json: typo shards (one-deletion variants -> terms), split the same way;
 * - f-<set>-<group>.json: what results show, FRAGMENT_GROUP_SIZE documents each.
 */
import {createHash} from 'node:crypto';
import {
  BM25,
  FIELD_WEIGHTS,
  FRAGMENT_GROUP_SIZE,
  HASH_LENGTH,
  INDEX_FORMAT,
  KIND_ORDER,
  KIND_WEIGHTS,
  MANIFEST_FILE,
  NAMED_POSTINGS_PER_TERM,
  POSTINGS_PER_TERM,
  SHARD_BUDGET_BYTES,
  TYPO_MIN_LENGTH,
} from './config';
import {fragmentFile, postingValue, readPosting} from './layout';
import {FIELDS, TERM_SEPARATOR, fieldTermsOf, type Field, type FieldTerms, type TokenisedDocument} from './fieldTerms';
import {allowsTypos, deletionVariants} from './typo';
import type {FragmentEntry, IndexManifest, SearchDocument, TermShard, TypoShard} from './types';

export interface SearchIndexFiles {
  /** File name -> content. */
  files: Map<string, string>;
}

/** The content hash of a text, or of texts joined by newlines (without joining them). */
function hash(content: string | readonly string[]): string {
  const digest = createHash('sha256');
  if (typeof content === 'string') {
    digest.update(content);
  } else {
    content.forEach((part, index) => digest.update(index === 0 ? part : `\n${part}`));
  }
  return digest.digest('hex').slice(0, HASH_LENGTH);
}

function byPathThenId(a: SearchDocument, b: SearchDocument): number {
  return compare(a.path, b.path) || compare(a.id, b.id);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Every term the index has met, by number: a document's fields hold numbers, not strings or maps.
 * A hundred-API build scores 26,000 documents at once, and their fields as maps of strings were most
 * of the build's peak memory, at the end of postBuild (issue 34). Kept for the process: the dev
 * server's cached fields (below) stay valid from one rebuild to the next.
 */
const termIds = new Map<string, number>();
const terms: string[] = [];

function termId(term: string): number {
  let id = termIds.get(term);
  if (id === undefined) {
    id = terms.length;
    terms.push(term);
    termIds.set(term, id);
  }
  return id;
}

/**
 * The fields of a document, one after another in FIELDS' order, each as its length in words, its
 * number of terms, then each term's id and occurrences, in the order the terms first occur.
 */
type PackedFields = Float64Array;

/** The packed fields of tokenised fields: the terms numbered in the order they come, as one thread always did. */
function packedFieldsOf(fields: FieldTerms): PackedFields {
  const {counts} = fields;
  const names = fields.terms === '' ? [] : fields.terms.split(TERM_SEPARATOR);
  const packed = new Float64Array(counts.length + names.length);
  let at = 0;
  let name = 0;
  for (let read = 0; read < counts.length;) {
    const count = counts[read + 1]!;
    packed[at++] = counts[read]!;
    packed[at++] = count;
    read += 2;
    for (const end = read + count; read < end; read++) {
      packed[at++] = termId(names[name++]!);
      packed[at++] = counts[read]!;
    }
  }
  return packed;
}

// A document object seen before has the same fields: the dev server rebuilds its index after each
// save from mostly the same documents (lib/search/devIndexState.ts).
const fieldsCache = new WeakMap<SearchDocument, PackedFields>();
function cachedFieldsOf(doc: TokenisedDocument): PackedFields {
  let fields = fieldsCache.get(doc);
  if (!fields) {
    fields = packedFieldsOf(doc.fieldTerms ?? fieldTermsOf(doc));
    fieldsCache.set(doc, fields);
  }
  return fields;
}

/** Calls `each` with every field of packed fields: its index in FIELDS, its length, and where its terms are. */
function forEachField(packed: PackedFields, each: (field: number, length: number, start: number, end: number) => void): void {
  let at = 0;
  for (let field = 0; field < FIELDS.length; field++) {
    const length = packed[at]!;
    const count = packed[at + 1]!;
    each(field, length, at + 2, at + 2 + count * 2);
    at += 2 + count * 2;
  }
}

function averageLengths(docFields: PackedFields[]): number[] {
  const sums = FIELDS.map(() => 0);
  const counted = FIELDS.map(() => 0);
  for (const packed of docFields) {
    forEachField(packed, (field, length) => {
      if (length > 0) {
        sums[field] += length;
        counted[field]++;
      }
    });
  }
  return FIELDS.map((_, field) => (counted[field] === 0 ? 1 : sums[field]! / counted[field]!));
}

/** Fields that name what a document treats: its ids, keywords, title, heading or path. */
const NAMING_FIELDS: readonly Field[] = ['id', 'keyword', 'title', 'heading', 'path'];

/**
 * Weighted BM25 of every term in every document: term -> its postings, flat [document, value, ...]
 * (TermShard). A value is the score (tenths of a point) times two, plus one where the term is in a
 * field that names the document's topic (postingValue), so the engine can put documents that treat
 * a query's words first.
 */
function scorePostings(docs: SearchDocument[], docFields: PackedFields[]): Map<string, number[]> {
  const averages = averageLengths(docFields);
  const naming = FIELDS.map((field) => NAMING_FIELDS.includes(field));
  // Flat [document, score, 1 when a naming field holds the term, ...] by term id: a few million
  // postings, an array each was much of the index's garbage.
  const raw = new Map<number, number[]>();
  docFields.forEach((packed, doc) => {
    const prior = KIND_WEIGHTS[docs[doc]!.kind];
    const weighted = new Map<number, number>();
    const named = new Set<number>();
    forEachField(packed, (field, length, start, end) => {
      const weight = FIELD_WEIGHTS[FIELDS[field]!];
      const norm = BM25.k1 * (1 - BM25.b + (BM25.b * length) / averages[field]!);
      for (let at = start; at < end; at += 2) {
        const term = packed[at]!;
        const tf = packed[at + 1]!;
        weighted.set(term, (weighted.get(term) ?? 0) + (weight * tf * (BM25.k1 + 1)) / (tf + norm));
        if (naming[field]) {
          named.add(term);
        }
      }
    });
    weighted.forEach((score, term) => {
      const postings = raw.get(term);
      if (postings) {
        postings.push(doc, score * prior, named.has(term) ? 1 : 0);
      } else {
        raw.set(term, [doc, score * prior, named.has(term) ? 1 : 0]);
      }
    });
  });
  const total = docFields.length;
  const scored = new Map<string, number[]>();
  raw.forEach((postings, id) => {
    const term = terms[id]!;
    const count = postings.length / 3;
    const idf = Math.log(1 + (total - count + 0.5) / (count + 0.5));
    // Integers keep shards short; a tenth of a point is finer than any ranking decision.
    const values: [number, number][] = [];
    for (let index = 0; index < postings.length; index += 3) {
      values.push([postings[index]!, postingValue(Math.max(1, Math.round(postings[index + 1]! * idf * 10)), postings[index + 2] === 1)]);
    }
    // A word on many pages keeps the documents that name it (up to NAMED_POSTINGS_PER_TERM), then
    // those that mention it most: a query of two common words still finds the page titled with both.
    values.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    let kept = values;
    if (values.length > POSTINGS_PER_TERM) {
      const keep = new Set([
        ...values.filter(([, value]) => readPosting(value).naming).slice(0, NAMED_POSTINGS_PER_TERM),
        ...values.slice(0, POSTINGS_PER_TERM),
      ]);
      kept = values.filter((posting) => keep.has(posting));
    }
    scored.set(term, kept.flat());
  });
  return scored;
}

function typoVariants(terms: Iterable<string>): Map<string, string[]> {
  const variants = new Map<string, string[]>();
  for (const term of terms) {
    // One insertion makes a typo of TYPO_MIN_LENGTH from a term one shorter.
    if (term.length < TYPO_MIN_LENGTH - 1 || !allowsTypos(term)) {
      continue;
    }
    for (const variant of deletionVariants(term)) {
      const list = variants.get(variant);
      if (list) {
        list.push(term);
      } else {
        variants.set(variant, [term]);
      }
    }
  }
  variants.forEach((list) => list.sort(compare));
  return variants;
}

/** An entry of a shard: its key and its `"key":value` in the shard's JSON, written once. */
type ShardEntry = {key: string; json: string};

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;
const isArrayIndex = (key: string) => ARRAY_INDEX.test(key) && Number(key) < 2 ** 32 - 1;

/**
 * A shard's JSON from its entries' own: what JSON.stringify gives for the object of the entries,
 * which puts keys that are array indices (`404`) first, in numeric order.
 */
function shardJson(entries: readonly ShardEntry[]): string {
  const indices = entries.filter(({key}) => isArrayIndex(key));
  const ordered = indices.length === 0 ? entries : [...indices.sort((a, b) => Number(a.key) - Number(b.key)), ...entries.filter(({key}) => !isArrayIndex(key))];
  return `{${ordered.map(({json}) => json).join(',')}}`;
}

/** The length of the JSON object of these entries: braces, entries, commas. */
const shardLength = (entries: readonly ShardEntry[]) => entries.reduce((sum, {json}) => sum + json.length + 1, 1);

/**
 * Splits sorted entries into shards by prefix: a shard over budget becomes one shard per next
 * character (plus one for the key equal to the prefix), until each fits or holds a single key.
 * Sizes are added up from each entry's own, not measured by serialising every candidate shard:
 * that was most of the index's time, once per level for the whole vocabulary.
 */
function splitByPrefix(entries: ShardEntry[], prefix = ''): [string, ShardEntry[]][] {
  const fits = shardLength(entries) <= SHARD_BUDGET_BYTES;
  if (fits || entries.every(({key}) => key === prefix)) {
    return [[prefix, entries]];
  }
  const children = new Map<string, ShardEntry[]>();
  for (const entry of entries) {
    const child = entry.key.slice(0, prefix.length + 1);
    const list = children.get(child);
    if (list) {
      list.push(entry);
    } else {
      children.set(child, [entry]);
    }
  }
  return [...children].flatMap(([child, childEntries]) => splitByPrefix(childEntries, child));
}

function writeShards<T>(entries: Map<string, T>, kind: string, files: Map<string, string>): Record<string, string> {
  const sorted = [...entries]
    .sort(([a], [b]) => compare(a, b))
    .map(([key, value]): ShardEntry => ({key, json: `${JSON.stringify(key)}:${JSON.stringify(value)}`}));
  const map: Record<string, string> = {};
  for (const [prefix, shardEntries] of splitByPrefix(sorted)) {
    const content = shardJson(shardEntries);
    const name = `${kind}-${hash(content)}.json`;
    files.set(name, content);
    map[prefix] = name;
  }
  return map;
}

/** The text on one line: most are already (extract.ts), and finding that out costs less than rewriting every space. */
const oneLine = (text: string) => (/[^\S ]| {2}|^ | $/.test(text) ? text.replace(/\s+/g, ' ').trim() : text);

function fragmentEntry(doc: SearchDocument): FragmentEntry {
  return {path: doc.path, title: doc.title, text: oneLine(doc.text)};
}

function writeFragments(docs: SearchDocument[], files: Map<string, string>): string {
  const groups: string[] = [];
  for (let start = 0; start < docs.length; start += FRAGMENT_GROUP_SIZE) {
    groups.push(JSON.stringify(docs.slice(start, start + FRAGMENT_GROUP_SIZE).map(fragmentEntry)));
  }
  const fragmentSet = hash(groups);
  groups.forEach((content, group) => files.set(fragmentFile({fragmentSet}, group), content));
  return fragmentSet;
}

/** `documents` may come with their fields tokenised (fieldTerms.ts); those that do not are tokenised here. */
export function buildSearchIndex(documents: readonly TokenisedDocument[]): SearchIndexFiles {
  const docs = [...documents].sort(byPathThenId);
  const files = new Map<string, string>();
  const postings = scorePostings(docs, docs.map(cachedFieldsOf));
  const modules = [...new Set(docs.map((doc) => doc.module))].sort(compare);
  if (modules.length > 36) {
    throw new Error(`The search index holds at most 36 modules (found ${modules.length}).`);
  }
  const manifest: IndexManifest = {
    format: INDEX_FORMAT,
    docCount: docs.length,
    modules,
    docModules: docs.map((doc) => modules.indexOf(doc.module).toString(36)).join(''),
    terms: writeShards<TermShard[string]>(postings, 't', files),
    typos: writeShards<TypoShard[string]>(typoVariants(postings.keys()), 'y', files),
    docOrder: docs.map((doc) => KIND_ORDER[doc.kind].toString(36)).join(''),
    fragmentGroupSize: FRAGMENT_GROUP_SIZE,
    fragmentSet: writeFragments(docs, files),
  };
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return {files: new Map([...files].sort(([a], [b]) => compare(a, b)))};
}
