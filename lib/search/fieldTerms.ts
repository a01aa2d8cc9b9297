/**
 * A document's fields as the index scores them: each field's length in words and its terms with
 * their occurrences, as strings. It needs nothing of the other documents, so the threads that read
 * a build's pages compute it beside each page (pageDocuments.ts) and the index builder, on one
 * thread, only numbers the terms: tokenising was 7 of the 12 s of a hundred-API build's index
 * while the other core was idle (issue 34).
 */
import {FIELD_WEIGHTS, PART_WEIGHT} from './config';
import {tokenize, wordsOf, type Token, type WordTerms} from './tokenize';
import type {SearchDocument} from './types';

export type Field = keyof typeof FIELD_WEIGHTS;

export const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

export interface FieldTerms {
  /** Per field in FIELDS' order: its length in words, its number of terms, then each term's occurrences. */
  counts: Float64Array;
  /**
   * The terms of every field in the order of `counts`, separated by spaces (no term holds one):
   * one string crosses from the worker thread at a fraction of the cost of an array of them.
   */
  terms: string;
}

/** A document, with its fields when the thread that read it tokenised them already. */
export type TokenisedDocument = SearchDocument & {fieldTerms?: FieldTerms};

export const TERM_SEPARATOR = ' ';

/**
 * Occurrences of each term in a field's words, in the order the terms first occur; a part of a
 * compound counts PART_WEIGHT, so the page titled Pagination ranks above the PaginationLinks
 * schemas for `pagination`.
 */
function countTerms(words: readonly WordTerms[], counts: number[], terms: string[]): void {
  const byTerm = new Map<string, number>();
  for (const word of words) {
    for (const term of word.terms) {
      byTerm.set(term, (byTerm.get(term) ?? 0) + (word.partTerms.includes(term) ? PART_WEIGHT : 1));
    }
  }
  counts.push(words.length, byTerm.size);
  byTerm.forEach((count, term) => {
    counts.push(count);
    terms.push(term);
  });
}

/**
 * An id is a keyword that is one distinctive word (R102001, getOrder, PaginationLinks): only its
 * whole form counts as the id. A plain word (a schema named Checkout) is only a keyword, or it
 * would outrank every page about checkouts.
 */
function idTokens(keywords: string[]): Token[] {
  return keywords
    .map(tokenize)
    .filter((tokens) => tokens.length === 1 && (tokens[0]!.parts.length > 0 || /\d/.test(tokens[0]!.whole)))
    .map(([token]) => ({...token!, terms: [token!.whole], partTerms: []}));
}

/** The words of a page's path below its section: /support/contact/get-in-touch is about contact. */
function pathWords(doc: SearchDocument): WordTerms[] {
  return doc.kind === 'page' ? wordsOf(doc.path.split('/').slice(2).join(' ')) : [];
}

/** A section of a page (a heading, a glossary entry): its title is a heading. */
const isSection = (doc: SearchDocument) => doc.path.includes('#');

export function fieldTermsOf(doc: SearchDocument): FieldTerms {
  const keywords = doc.keywords ?? [];
  const titleWords = wordsOf(doc.title);
  const fields: Record<Field, readonly WordTerms[]> = {
    id: idTokens(keywords),
    keyword: keywords.flatMap(wordsOf),
    title: isSection(doc) ? [] : titleWords,
    heading: isSection(doc) ? titleWords : [],
    path: pathWords(doc),
    text: wordsOf(doc.text),
  };
  const counts: number[] = [];
  const terms: string[] = [];
  for (const field of FIELDS) {
    countTerms(fields[field], counts, terms);
  }
  return {counts: Float64Array.from(counts), terms: terms.join(TERM_SEPARATOR)};
}

/** The documents of a page with their fields tokenised, on the thread that read the page. */
export const withFieldTerms = (docs: SearchDocument[]): TokenisedDocument[] => docs.map((doc) => ({...doc, fieldTerms: fieldTermsOf(doc)}));
