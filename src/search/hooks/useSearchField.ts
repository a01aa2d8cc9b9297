import {useEffect, useRef, useState, type RefObject} from 'react';
import {fieldKeyBeforeBox, isApplePlatform, isSearchShortcut, shortcutLabel} from '../combobox';
import {idleAfterLoad} from '../../shared/afterLoad';
import {useLazyComponentState} from '../../shared/hooks/useLazyComponent';
import type {SearchBoxLogicProps, SearchFieldBox} from '../searchField';

export interface SearchField {
  inputRef: RefObject<HTMLInputElement>;
  rootRef: RefObject<HTMLDivElement>;
  shortcut: ReturnType<typeof shortcutLabel> | undefined;
  /** The box's once its code is there, the field's own before. */
  box: SearchFieldBox;
  /** The box's code to render beside the field, with its props; undefined until it is wanted and there. */
  logic: {Logic: React.ComponentType<SearchBoxLogicProps>; props: SearchBoxLogicProps} | undefined;
}

// The box's logic, its panel and the worker's client: the chunk "search".
const loadLogic = () => import(/* webpackChunkName: "search" */ '../components/SearchBoxLogic');
const ignore = () => undefined;

/**
 * The header's search field as every page's first load carries it (issue 34): what renders the
 * closed field, the shortcut, and what catches the first sign of a search (pointer near, focus,
 * a key). The rest of the box (src/search/hooks/useSearchBox) is the chunk "search", fetched in
 * idle time after load and mounted on that first sign. Until it is there the field keeps what the
 * reader types, opens and closes as the box does (its icons and results wait for the code); the
 * box then takes over the same elements with that state, and searches the query typed.
 */
export function useSearchField(): SearchField {
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [apple, setApple] = useState<boolean>();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [query, setQueryState] = useState('');
  const [full, setFull] = useState<SearchFieldBox>();
  const {Component: Logic, failed} = useLazyComponentState(loadLogic, wanted);
  // Offline, or a deploy replaced the chunk: the next sign of a search tries again.
  useEffect(() => {
    if (failed) {
      setWanted(false);
    }
  }, [failed]);

  const show = () => {
    setOpen(true);
    setWanted(true);
  };
  const light: SearchFieldBox = {
    open,
    query,
    setQuery: (next) => {
      setQueryState(next);
      show();
    },
    prepare: () => setWanted(true),
    show,
    onInputFocus: show,
    onInputClick: show,
    onInputKeyDown: (event) => {
      const action = fieldKeyBeforeBox(event.key, open);
      if (action) {
        event.preventDefault();
        setOpen(action === 'open');
        if (action === 'clear') {
          setQueryState('');
        }
      }
    },
    onRootBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        setOpen(false);
      }
    },
    onRootKeyDown: ignore,
  };
  const box = full ?? light;
  // The shortcut's listener, added once, calls the box of the last render.
  const current = useRef(box);
  useEffect(() => {
    current.current = box;
  });

  useEffect(() => {
    const isApple = isApplePlatform(navigator.userAgent);
    setApple(isApple);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (isSearchShortcut(event, isApple)) {
        event.preventDefault();
        current.current.show();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    // So that the first sign rarely waits for the code; the index and the worker still wait for it.
    idleAfterLoad(window, () => void loadLogic().catch(ignore));
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return {
    inputRef,
    rootRef,
    shortcut: apple === undefined ? undefined : shortcutLabel(apple),
    box,
    // Once mounted its props stay the same: the field's own state no longer changes, the box's does.
    logic: wanted && Logic ? {Logic, props: {inputRef, rootRef, open, query, onBox: setFull}} : undefined,
  };
}
