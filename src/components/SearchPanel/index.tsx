import React, {type ReactNode} from 'react';
import SearchFilters from '@site/src/components/SearchFilters';
import SearchResults from '@site/src/components/SearchResults';
import type {SearchBox} from '@site/src/hooks/useSearchBox';

export type Props = Pick<SearchBox, 'chips' | 'toggleChip' | 'view' | 'ids' | 'active' | 'setActive' | 'choose'>;

/**
 * What the open search shows below the field: the section filters and the results. A chunk of
 * its own (src/hooks/useSearchPanel), fetched on the first sign of a search.
 */
export default function SearchPanel({chips, toggleChip, view, ids, active, setActive, choose}: Props): ReactNode {
  return (
    <>
      <SearchFilters chips={chips} onToggle={toggleChip} />
      <SearchResults view={view} ids={ids} active={active} onActivate={setActive} onChoose={choose} />
    </>
  );
}
