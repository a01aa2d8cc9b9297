import React, {memo, useLayoutEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Icon from '@site/src/shared/components/Icon';
import {TEXTS} from '@site/lib/portal/config';
import {useSearchBox} from '@site/src/search/hooks/useSearchBox';
import type {SearchBoxLogicProps, SearchFieldBox} from '@site/src/search/searchField';
import styles from '../../../theme/SearchBar/styles.module.css';

/**
 * The search box (useSearchBox) in the chunk "search": the header's field (src/theme/SearchBar)
 * renders what this reports, the input's state and the icons and panel made here. The field's
 * elements stay the ones the server wrote, so the focus, the text typed and an IME composition
 * carry on when this code arrives. Its props never change once mounted (memo): only the box's own
 * state renders it again.
 */
function SearchBoxLogic({onBox, ...seed}: SearchBoxLogicProps): ReactNode {
  const box = useSearchBox(seed);
  const {ids, view, active, Panel} = box;
  const listShown = box.open && Panel !== undefined && view.kind === 'results';
  const field: SearchFieldBox = {
    open: box.open,
    query: box.query,
    listbox: listShown ? ids.listbox : undefined,
    activeOption: listShown && active >= 0 ? ids.option(active) : undefined,
    buttons: (
      <>
        {box.query !== '' && (
          <button type="button" className={clsx('clean-btn', styles.iconButton)} aria-label={TEXTS.search.clear} onClick={box.clear}>
            <Icon name="clear" />
          </button>
        )}
        {box.open && (
          <button type="button" className={clsx('clean-btn', styles.iconButton)} aria-label={TEXTS.search.close} onClick={box.dismiss}>
            <Icon name="close" />
          </button>
        )}
      </>
    ),
    panel: box.open && Panel && (
      <div className={styles.panel}>
        <Panel chips={box.chips} toggleChip={box.toggleChip} view={view} ids={ids} active={active} setActive={box.setActive} choose={box.choose} />
      </div>
    ),
    setQuery: box.setQuery,
    prepare: box.prepare,
    show: box.show,
    onInputFocus: box.onInputFocus,
    onInputClick: box.onInputClick,
    onInputKeyDown: box.onInputKeyDown,
    onRootBlur: box.onRootBlur,
    onRootKeyDown: box.onRootKeyDown,
  };
  // A layout effect: the field shows the new state in the same commit (React flushes the update
  // it schedules before painting, and before it restores a controlled input's value).
  useLayoutEffect(() => onBox(field));
  return null;
}

export default memo(SearchBoxLogic);
