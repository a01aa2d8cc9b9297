/**
 * The highlighted runs of a search result's title and text (spec section 2). Apart from
 * ./combobox.ts, which the search box in every page's main.js reads: only the results panel's
 * chunk needs these.
 */
import type {SearchMatch} from '../../lib/search/types';

export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/** `text` cut into plain and highlighted runs by inclusive [start, end] indices. */
export function highlightSegments(text: string, indices: readonly (readonly [number, number])[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of [...indices].sort((a, b) => a[0] - b[0])) {
    if (start < at || end < start || end >= text.length) {
      continue;
    }
    if (start > at) {
      segments.push({text: text.slice(at, start), highlighted: false});
    }
    segments.push({text: text.slice(start, end + 1), highlighted: true});
    at = end + 1;
  }
  if (at < text.length) {
    segments.push({text: text.slice(at), highlighted: false});
  }
  return segments;
}

/** The highlight indices of a result's title or text. */
export function matchIndices(matches: readonly SearchMatch[], key: SearchMatch['key']): SearchMatch['indices'] {
  return matches.find((match) => match.key === key)?.indices ?? [];
}
