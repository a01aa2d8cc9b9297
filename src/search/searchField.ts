/**
 * What the header's search field (useSearchField, in every page's main.js) and the box's code
 * (SearchBoxLogic, in the chunk "search") hand each other: a module of its own, so that neither
 * imports the other.
 */
import type {FocusEvent, KeyboardEvent, ReactNode} from 'react';
import type {SearchBoxSeed} from './hooks/useSearchBox';

/** What the header's field (src/theme/SearchBar) renders and calls. */
export interface SearchFieldBox {
  open: boolean;
  query: string;
  /** The input's aria-controls and aria-activedescendant: the listbox and its selected option, while the list shows. */
  listbox?: string;
  activeOption?: string;
  /** The clear and close icons after the input, and the panel below the field: the box's code renders them. */
  buttons?: ReactNode;
  panel?: ReactNode;
  setQuery: (query: string) => void;
  /** The pointer came near: the box's code starts loading the index. */
  prepare: () => void;
  /** The shortcut: opens it (the caller moves the focus). */
  show: () => void;
  onInputFocus: (event: FocusEvent<HTMLInputElement>) => void;
  onInputClick: () => void;
  onInputKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onRootBlur: (event: FocusEvent<HTMLDivElement>) => void;
  onRootKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

export interface SearchBoxLogicProps extends SearchBoxSeed {
  /** Called with what the field renders after each render of the box, before the browser paints. */
  onBox: (box: SearchFieldBox) => void;
}
