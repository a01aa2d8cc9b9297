/** Pure parts of the search box: keyboard and selection (spec section 2); highlighting is in ./highlight.ts. */

/** The option `delta` steps from `current`, wrapping at both ends; -1 when there is none. */
export function wrapIndex(current: number, delta: number, count: number): number {
  if (count === 0) {
    return -1;
  }
  if (current < 0) {
    return delta > 0 ? 0 : count - 1;
  }
  return (((current + delta) % count) + count) % count;
}

/** The reader's selection: one result, by its link, of the results `key` (a query with its filters). */
export interface SearchSelection {
  key: string;
  link: string;
}

/**
 * The selected option's index. A fuller list for the same query keeps the selected result where
 * it still is, so the first results arriving before all of them never move the reader's choice;
 * a new query, or a result no longer listed, selects the first entry.
 */
export function selectedIndex(selection: SearchSelection | undefined, key: string, links: readonly string[]): number {
  const kept = selection !== undefined && selection.key === key ? links.indexOf(selection.link) : -1;
  return kept >= 0 ? kept : links.length > 0 ? 0 : -1;
}

/**
 * What a key in the field does before the box's code is there (src/search/hooks/useSearchField),
 * as the box does it: Up and Down open it, Escape closes it, or empties the field when closed.
 */
export function fieldKeyBeforeBox(key: string, open: boolean): 'open' | 'close' | 'clear' | undefined {
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    return 'open';
  }
  if (key === 'Escape') {
    return open ? 'close' : 'clear';
  }
  return undefined;
}

/** Apple platforms use Cmd where others use Ctrl. */
export function isApplePlatform(userAgent: string): boolean {
  return /Mac|iPhone|iPad|iPod/.test(userAgent);
}

export interface ShortcutKeys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Ctrl+K, or Cmd+K on Apple platforms: opens and focuses the search from anywhere. */
export function isSearchShortcut(event: ShortcutKeys, apple: boolean): boolean {
  const modifier = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

export function shortcutLabel(apple: boolean): {modifier: string; key: string; name: string} {
  return apple ? {modifier: '⌘', key: 'K', name: 'Command+K'} : {modifier: 'Ctrl', key: 'K', name: 'Control+K'};
}
