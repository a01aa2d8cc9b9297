import React, {type ReactNode} from 'react';
import Icon from '@site/src/shared/components/Icon';
import {useSearchField} from '@site/src/search/hooks/useSearchField';
import {TEXTS} from '@site/lib/portal/config';
import styles from './styles.module.css';

/**
 * Replaces the search theme's bar: the portal's own search (spec sections 2, 3, 4, 8) over the
 * chunked index of plugins/search-index, answered by a Web Worker (src/search). The same elements
 * before and after the box's code arrives (src/search/hooks/useSearchField).
 */
export default function SearchBar(): ReactNode {
  const {rootRef, inputRef, shortcut, box, logic} = useSearchField();
  return (
    <div ref={rootRef} className={styles.search} data-open={box.open} onBlur={box.onRootBlur} onKeyDown={box.onRootKeyDown} onPointerEnter={box.prepare}>
      <div className={styles.field}>
        <Icon name="search" className={styles.searchIcon} />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          className={styles.input}
          aria-label={TEXTS.search.label}
          aria-expanded={box.open}
          aria-controls={box.listbox}
          aria-autocomplete="list"
          aria-activedescendant={box.activeOption}
          aria-keyshortcuts={shortcut?.name}
          placeholder={TEXTS.search.placeholder}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          value={box.query}
          onChange={(event) => box.setQuery(event.target.value)}
          onFocus={box.onInputFocus}
          onClick={box.onInputClick}
          onKeyDown={box.onInputKeyDown}
        />
        {box.buttons}
        {shortcut && !box.open && box.query === '' && (
          <kbd className={styles.shortcut} aria-hidden="true">
            {shortcut.modifier} {shortcut.key}
          </kbd>
        )}
      </div>
      {box.panel}
      {logic && <logic.Logic {...logic.props} />}
    </div>
  );
}
