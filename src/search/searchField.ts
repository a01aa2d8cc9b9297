/**
 * What the header's search field (useSearchField, in every page's main.js) and the box's code
 * (SearchBoxLogic, in the chunk "search") hand each other: a module of its own, so that neither
 * imports the other.
 */
import type {ReactNode} from 'react';
import type {SearchBox, SearchBoxSeed} from './hooks/useSearchBox';

/** What the header's field (src/theme/SearchBar) renders and calls: the box's own handlers, and what its code renders. */
export interface SearchFieldBox extends Pick<
  SearchBox,
  'open' | 'query' | 'setQuery' | 'prepare' | 'show' | 'onInputFocus' | 'onInputClick' | 'onInputKeyDown' | 'onRootBlur' | 'onRootKeyDown'
> {
  /** The input's aria-controls and aria-activedescendant: the listbox and its selected option, while the list shows. */
  listbox?: string;
  activeOption?: string;
  /** The clear and close icons after the input, and the panel below the field: the box's code renders them. */
  buttons?: ReactNode;
  panel?: ReactNode;
}

export interface SearchBoxLogicProps extends SearchBoxSeed {
  /** Called with what the field renders after each render of the box, before the browser paints. */
  onBox: (box: SearchFieldBox) => void;
}
