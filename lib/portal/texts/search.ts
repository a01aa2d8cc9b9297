/**
 * Texts of the search panel (src/search/components), apart from ../config.ts, which every page's
 * main.js holds whole: only the search chunk, loaded when a reader first uses the search, carries
 * them (issue 34). The search field's own texts, on every page, are TEXTS.search.
 */
export const SEARCH_PANEL_TEXTS = {
  /** Accessible name of the group of module filter chips. */
  filters: 'Search in',
  results: 'Search results',
  empty: 'Your search did not return any matches. Try another keyword or adjust your filter.',
  unavailable: 'Search is not available right now. Check your connection and try again.',
  /** The dev server builds its index from the pages' Markdown twins when search opens; this says where to look when that failed. */
  unavailableInDevServer: 'The dev server could not build the search index. The terminal running npm start says why.',
  /** When the internal portal's session has ended (src/shared/session). */
  sessionEnded: 'Search needs a session, and yours has ended: sign in again from the notice at the top of the page.',
  /** Announced with the number of results, e.g. "3 results". */
  resultCount: (count: number) => (count === 1 ? '1 result' : `${count} results`),
} as const;
