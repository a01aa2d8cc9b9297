/**
 * Normalisation and tokens, shared by the index builder and the engine so both see the same words.
 *
 * Folding: lowercase; ß becomes ss; accents and umlauts lose their marks (Größe -> grosse,
 * Gutschein -> gutschein). A word with an umlaut is indexed a second time in the German
 * spelling without umlauts (Größe -> groesse), so `grosse`, `groesse` and `Größe` all find it,
 * while English words such as `queue` or `value` are never rewritten.
 *
 * Stems: an inflected English word is also indexed under its Porter stem, marked as a stem
 * (`Refreshing` -> ~refresh, `cursors` -> ~cursor), apart from the words themselves: the heading
 * "Refreshing a token" answers `refresh token`, while a stem never adds to the score of a page
 * that uses the word as typed. A query word also finds its plural or singular as the word itself
 * (numberForms).
 */
import {stemmer} from 'stemmer';
import {MIN_TERM_LENGTH, STEM_MIN_LENGTH, STOP_WORDS} from './config';

/** A word of a text, with its place in the original text and every term it is indexed under. */
export interface Token {
  start: number;
  /** Exclusive. */
  end: number;
  /** The whole word folded, separators dropped: `Idempotency-Key` -> idempotencykey. */
  whole: string;
  /** Folded parts of a compound or camelCase word (`getOrder` -> get, order); empty for a simple word. */
  parts: string[];
  /** Everything the word is indexed under: whole, parts and German spellings, deduplicated. */
  terms: string[];
  /** The terms of `terms` that come only from parts; they count less than the word itself. */
  partTerms: string[];
}

/** Letters and digits, joined by hyphens or underscores into one compound word. */
const WORD = /[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*/gu;
const SEPARATOR = /[-_]/;
/** Boundaries inside camelCase and PascalCase words: getOrder, HTTPStatus. Letters next to digits stay together, so R102001 is one word. */
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const MARKS = /\p{M}/gu;
const UMLAUT = /[äöüÄÖÜ]/;

export function fold(text: string): string {
  return text.toLowerCase().replace(/ß|ẞ/g, 'ss').normalize('NFD').replace(MARKS, '');
}

/** The spelling of German words without umlaut letters: ä -> ae, ö -> oe, ü -> ue. */
function foldGerman(text: string): string {
  return fold(text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
}

function splitParts(raw: string): string[] {
  return raw.split(SEPARATOR).flatMap((piece) => piece.split(CAMEL_BOUNDARY));
}

function foldings(raw: string): string[] {
  return UMLAUT.test(raw) ? [fold(raw), foldGerman(raw)] : [fold(raw)];
}

/** What a word is indexed under, wherever it stands. */
export type WordTerms = Omit<Token, 'start' | 'end'>;

/**
 * Pages repeat their words, and the index builder tokenizes every page of the portal: each distinct
 * word is analysed once (tokenizing was two thirds of the search index's time for Stripe's spec).
 * Bounded, for the browser tokenizes queries with the same function.
 */
const analysed = new Map<string, WordTerms>();
const ANALYSED_LIMIT = 200_000;

function wordTerms(raw: string): WordTerms {
  let terms = analysed.get(raw);
  if (terms === undefined) {
    if (analysed.size >= ANALYSED_LIMIT) {
      analysed.clear();
    }
    terms = analyseWord(raw);
    analysed.set(raw, terms);
  }
  return terms;
}

function analyseWord(raw: string): WordTerms {
  const pieces = splitParts(raw);
  const joined = raw.replace(/[-_]/g, '');
  const whole = fold(joined);
  const parts = pieces.length > 1 ? pieces.map(fold) : [];
  const wholeTerms = foldings(joined);
  // Only a plain English word has a stem: not an id, a compound or a German word.
  const stem = pieces.length === 1 && /^[A-Za-z]+$/.test(raw) ? stemOf(whole) : undefined;
  const terms = [
    ...new Set([...wholeTerms, ...(pieces.length > 1 ? pieces : []).flatMap(foldings), ...(stem && stem !== whole ? [stemTerm(stem)] : [])]),
  ].filter(isIndexable);
  return {whole, parts, terms, partTerms: terms.filter((term) => !wholeTerms.includes(term))};
}

/** The Porter stem of a folded English word; none for ids, numbers, German and short words. */
export function stemOf(word: string): string | undefined {
  if (word.length < STEM_MIN_LENGTH || !/^[a-z]+$/.test(word)) {
    return undefined;
  }
  const stem = stemmer(word);
  return isIndexable(stem) ? stem : undefined;
}

/**
 * The other number of an English noun: its singular (`limits` -> limit, `policies` -> policy,
 * `addresses` -> address) and its plural. The same word as typed: a page on "Rate limits" names
 * `rate limit`.
 */
export function numberForms(word: string): string[] {
  if (word.length < STEM_MIN_LENGTH - 1 || !/^[a-z]+$/.test(word)) {
    return [];
  }
  const singular = singularOf(word);
  return singular ? [singular] : [/(s|x|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`];
}

function singularOf(word: string): string | undefined {
  if (word.length < STEM_MIN_LENGTH || !/^[a-z]+$/.test(word) || /(ss|us|is|ics)$/.test(word)) {
    return undefined;
  }
  if (word.endsWith('ies')) {
    return `${word.slice(0, -3)}y`;
  }
  if (/(ss|x|ch|sh)es$/.test(word)) {
    return word.slice(0, -2);
  }
  return word.endsWith('s') ? word.slice(0, -1) : undefined;
}

/** Marks a stem in the index, so it never merges with a word of the same letters. */
export const STEM_MARK = '~';

export const stemTerm = (stem: string) => `${STEM_MARK}${stem}`;

export function isIndexable(term: string): boolean {
  return term.length >= MIN_TERM_LENGTH;
}

export function tokenize(text: string): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({start: match.index ?? 0, end: (match.index ?? 0) + match[0].length, ...wordTerms(match[0])}));
}

/**
 * The terms of each word of a text, in order: tokenize without the words' places, for the index
 * builder, which counts a whole portal's words. A token object per word was a third of its time.
 */
export function wordsOf(text: string): WordTerms[] {
  const words: WordTerms[] = [];
  for (const match of text.matchAll(WORD)) {
    words.push(wordTerms(match[0]));
  }
  return words;
}

/** A word of a query: its whole form, its parts, and whether it may still be growing. */
export interface QueryWord {
  whole: string;
  parts: string[];
  /** The last word while the user is still typing it (no space after it yet). */
  prefix: boolean;
}

export function queryWords(query: string): QueryWord[] {
  const indexable = tokenize(query).filter((token) => isIndexable(token.whole));
  const typing = indexable.length > 0 && indexable[indexable.length - 1]!.end === query.length;
  const meaningful = indexable.filter((token, index) => !STOP_WORDS.has(token.whole) || (typing && index === indexable.length - 1));
  const tokens = meaningful.length > 0 ? meaningful : indexable;
  return tokens.map((token) => ({
    whole: token.whole,
    parts: token.parts.filter(isIndexable),
    prefix: typing && token === indexable[indexable.length - 1],
  }));
}

/** Queries with the same key have the same results: `Order ` and `order` differ, `size c` and `size ` do not. */
export function queryKey(query: string): string {
  return JSON.stringify(queryWords(query));
}
