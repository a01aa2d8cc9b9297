/** What the header's search box shows while open: its filters, its results and the panel's props. */
import type {SearchResult} from '../../lib/search/types';

export interface SearchChip {
  id: string;
  label: string;
  pressed: boolean;
}

/** What the list below the input shows. */
export type SearchView =
  | {kind: 'none'}
  /** `final` is false while the results are those of an earlier query or more are on their way. */
  | {kind: 'results'; items: SearchResult[]; query: string; final: boolean}
  | {kind: 'empty'}
  /**
   * `devServer`: the dev server's index (lib/search/devIndex.ts) did not load;
   * `sessionEnded`: the internal host refused it for want of a session (src/shared/session).
   */
  | {kind: 'unavailable'; devServer: boolean; sessionEnded?: true};

/** What the open search shows below the field (src/search/components/SearchPanel) is given by the search box. */
export interface SearchPanelProps {
  chips: SearchChip[];
  toggleChip: (id: string) => void;
  view: SearchView;
  ids: {listbox: string; option: (index: number) => string};
  /** The selected option, -1 for none. */
  active: number;
  setActive: (index: number) => void;
  choose: (index: number) => void;
}
