/** Highlights and excerpts of a result (spec: about 50 characters each side of the match, [...] at each cut). */
import {SEARCH_EXCERPT_RADIUS} from '../portal/config';
import {EXCERPT_CUT, EXCERPT_LEAD_LENGTH} from './config';
import {tokenize} from './tokenize';

/** Inclusive [start, end] of a highlighted word. */
export type Span = [number, number];

/** The words of `text` indexed under any of the matched terms. */
export function highlightSpans(text: string, matched: ReadonlySet<string>): Span[] {
  return tokenize(text)
    .filter((token) => token.terms.some((term) => matched.has(term)))
    .map((token): Span => [token.start, token.end - 1]);
}

export interface Excerpt {
  text: string;
  indices: Span[];
}

/** Moves a cut onto the nearest space inside the window, so no word is shown in halves. */
function snapStart(text: string, start: number, limit: number): number {
  if (start === 0) {
    return 0;
  }
  const space = text.indexOf(' ', start - 1);
  return space >= 0 && space < limit ? space + 1 : start;
}

function snapEnd(text: string, end: number, limit: number): number {
  if (end >= text.length) {
    return text.length;
  }
  const space = text.lastIndexOf(' ', end);
  return space >= limit ? space : end;
}

/**
 * About `radius` characters each side of the first highlighted word, with EXCERPT_CUT where the
 * text was cut (never at its own start or end); the start of the text when nothing matched in it.
 * Highlights inside the window move along; those outside it are dropped.
 */
export function excerpt(text: string, spans: Span[], radius = SEARCH_EXCERPT_RADIUS): Excerpt {
  const first = spans[0];
  const from = first ? snapStart(text, Math.max(0, first[0] - radius), first[0]) : 0;
  const to = first ? snapEnd(text, first[1] + 1 + radius, first[1] + 1) : snapEnd(text, EXCERPT_LEAD_LENGTH, 0);
  const lead = from > 0 ? `${EXCERPT_CUT} ` : '';
  const trail = to < text.length ? ` ${EXCERPT_CUT}` : '';
  const shift = lead.length - from;
  return {
    text: `${lead}${text.slice(from, to)}${trail}`,
    indices: spans.filter(([start, end]) => start >= from && end < to).map(([start, end]): Span => [start + shift, end + shift]),
  };
}
