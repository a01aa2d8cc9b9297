import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Icon from '@site/src/shared/components/Icon';
import {useSearchBox} from '@site/src/search/hooks/useSearchBox';
import {TEXTS} from '@site/lib/portal/config';
import styles from './styles.module.css';

/**
 * Replaces the search theme's bar: the portal's own search (spec sections 2, 3, 4, 8) over the
 * chunked index of plugins/search-index, answered by a Web Worker (src/search).
 */
export default function SearchBar(): ReactNode {
  // The refs apart from the rest, which is plain data for rendering.
  const {rootRef, inputRef, ...box} = useSearchBox();
  const {view, active, ids, Panel} = box;
  const listShown = box.open && Panel !== undefined && view.kind === 'results';
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
          aria-controls={listShown ? ids.listbox : undefined}
          aria-autocomplete="list"
          aria-activedescendant={listShown && active >= 0 ? ids.option(active) : undefined}
          aria-keyshortcuts={box.shortcut?.name}
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
        {box.query !== '' && (
          <button type="button" className={clsx('clean-btn', styles.iconButton)} aria-label={TEXTS.search.clear} onClick={box.clear}>
            <Icon name="clear" />
          </button>
        )}
        {box.open ? (
          <button type="button" className={clsx('clean-btn', styles.iconButton)} aria-label={TEXTS.search.close} onClick={box.dismiss}>
            <Icon name="close" />
          </button>
        ) : (
          box.shortcut &&
          box.query === '' && (
            <kbd className={styles.shortcut} aria-hidden="true">
              {box.shortcut.modifier} {box.shortcut.key}
            </kbd>
          )
        )}
      </div>
      {box.open && Panel && (
        <div className={styles.panel}>
          <Panel chips={box.chips} toggleChip={box.toggleChip} view={view} ids={ids} active={active} setActive={box.setActive} choose={box.choose} />
        </div>
      )}
    </div>
  );
}
