import React, {type ReactNode} from 'react';
import SearchFilters from '@site/src/search/components/SearchFilters';
import SearchResults from '@site/src/search/components/SearchResults';
import type {SearchPanelProps} from '@site/src/search/panel';

/**
 * What the open search shows below the field: the section filters and the results. In the chunk
 * "search" with the box's logic (src/search/hooks/useSearchField fetches it after the load).
 */
export default function SearchPanel({chips, toggleChip, view, ids, active, setActive, choose}: SearchPanelProps): ReactNode {
  return (
    <>
      <SearchFilters chips={chips} onToggle={toggleChip} />
      <SearchResults view={view} ids={ids} active={active} onActivate={setActive} onChoose={choose} />
    </>
  );
}
