import {useCallback, useEffect, useId, useMemo, useState, type ComponentType, type FocusEvent, type KeyboardEvent, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {selectedIndex, wrapIndex, type SearchSelection} from '../combobox';
import type {SearchChip, SearchPanelProps, SearchView} from '../panel';
import {useLazyComponent} from '../../shared/hooks/useLazyComponent';
import {usePortalSections} from '../../frame/hooks/usePortalSections';
import {useSearchWorker} from './useSearchWorker';
import {useSessionEnded} from '../../shared/session/useSession';

/** The box's state and actions, which src/search/components/SearchBoxLogic renders into the header's field. */
export interface SearchBox {
  ids: SearchPanelProps['ids'];
  open: boolean;
  query: string;
  chips: SearchChip[];
  view: SearchView;
  /** The selected option, -1 for none. */
  active: number;
  /** Filters and results, rendered while open; undefined until their chunk is there. */
  Panel: ComponentType<SearchPanelProps> | undefined;
  setQuery: (query: string) => void;
  toggleChip: (id: string) => void;
  setActive: (index: number) => void;
  choose: (index: number) => void;
  clear: () => void;
  /** The close icon: closes and lets go of the focus, so the narrow header folds the field again. */
  dismiss: () => void;
  /** The pointer came near: start loading the index. */
  prepare: () => void;
  /** The shortcut: opens it (the caller moves the focus). */
  show: () => void;
  onInputFocus: (event: FocusEvent<HTMLInputElement>) => void;
  onInputClick: () => void;
  onInputKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onRootBlur: (event: FocusEvent<HTMLDivElement>) => void;
  /** Escape on a chip closes too, and gives the focus back to the field. */
  onRootKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** What the field (src/search/hooks/useSearchField) hands over: its elements, and the state the reader gave it before this code arrived. */
export interface SearchBoxSeed {
  inputRef: RefObject<HTMLInputElement>;
  rootRef: RefObject<HTMLDivElement>;
  open: boolean;
  query: string;
}

// The panel and the worker's client share the chunk "search" with this hook.
const loadPanel = () => import(/* webpackChunkName: "search" */ '../components/SearchPanel');

/**
 * The header's search (spec sections 2 and 4): closed, or open on click, focus or the shortcut;
 * closed again by Escape, the close icon, choosing a result or leaving it. A combobox with a
 * listbox (ARIA 1.2): the input keeps the focus, Up/Down move the selection and wrap.
 * In the chunk "search", taking over from the field's first-load hook on the first sign of a
 * search with what the reader did meanwhile (`seed`): the query typed is searched at once.
 */
export function useSearchBox({inputRef, rootRef, ...seed}: SearchBoxSeed): SearchBox {
  const {sections} = usePortalSections();
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  const {search, outcome, prepare: prepareWorker} = useSearchWorker();
  const prepare = useCallback(() => {
    prepareWorker();
    void loadPanel();
  }, [prepareWorker]);
  const baseId = useId();
  const ids = useMemo(() => ({listbox: `${baseId}-listbox`, option: (index: number) => `${baseId}-option-${index}`}), [baseId]);
  const [open, setOpen] = useState(seed.open);
  const [query, setQueryState] = useState(seed.query);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [selection, setSelection] = useState<SearchSelection>();

  const sessionEnded = useSessionEnded();
  const trimmed = query.trim();
  const current = outcome !== undefined && outcome.query === trimmed && sameSet(outcome.modules, selected);
  const view = useMemo((): SearchView => {
    if (trimmed === '' || outcome === undefined) {
      return {kind: 'none'};
    }
    if (current && outcome.status === 'ERROR') {
      return {kind: 'unavailable', devServer: process.env.NODE_ENV === 'development', ...(sessionEnded ? {sessionEnded: true} : {})};
    }
    if (current && outcome.items.length === 0) {
      return {kind: 'empty'};
    }
    // While the next reply is on its way the previous results stay, so the list does not flicker.
    return outcome.items.length > 0 ? {kind: 'results', items: outcome.items, query: outcome.query, final: current && outcome.complete} : {kind: 'none'};
  }, [trimmed, outcome, current, sessionEnded]);
  const links = useMemo(() => (view.kind === 'results' ? view.items.map((item) => item.link) : []), [view]);
  const count = links.length;
  // Results of the same query under other filters are other results: they select their first entry.
  const resultsKey = view.kind === 'results' && outcome ? `${outcome.query}\n${outcome.modules.join(',')}` : '';
  const active = selectedIndex(selection, resultsKey, links);
  const setActive = useCallback(
    (index: number) => {
      const link = links[index];
      if (link !== undefined) {
        setSelection({key: resultsKey, link});
      }
    },
    [links, resultsKey],
  );

  // Requests go out from the event handlers, not from an effect: an effect would wait for the
  // keystroke's frame to be painted first.
  const request = useCallback(
    (nextQuery: string, modules: readonly string[]) => {
      if (nextQuery.trim() !== '') {
        search(nextQuery.trim(), modules);
      }
    },
    [search],
  );

  // Mounted on a first sign of a search: the worker starts, and a query typed meanwhile is searched.
  const seedQuery = seed.query;
  useEffect(() => {
    prepare();
    request(seedQuery, []);
  }, [prepare, request, seedQuery]);

  // A press outside closes it; focus alone cannot tell, since a click on plain text moves none.
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, rootRef]);

  const dismiss = useCallback(() => {
    setOpen(false);
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && rootRef.current?.contains(focused)) {
      focused.blur();
    }
  }, [rootRef]);

  const choose = useCallback(
    (index: number) => {
      const item = view.kind === 'results' ? view.items[index] : undefined;
      if (!item) {
        return;
      }
      setOpen(false);
      inputRef.current?.blur();
      history.push(withBaseUrl(item.link));
    },
    [view, history, withBaseUrl, inputRef],
  );

  const setQuery = useCallback(
    (next: string) => {
      setQueryState(next);
      setOpen(true);
      request(next, selected);
    },
    [request, selected],
  );

  const clear = useCallback(() => {
    setQueryState('');
    inputRef.current?.focus();
  }, [inputRef]);

  const toggleChip = useCallback(
    (id: string) => {
      const next = selected.includes(id) ? selected.filter((chip) => chip !== id) : [...selected, id];
      setSelected(next);
      request(query, next);
    },
    [selected, query, request],
  );

  const onInputKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          event.preventDefault();
          if (!open) {
            setOpen(true);
          } else {
            setActive(wrapIndex(active, event.key === 'ArrowDown' ? 1 : -1, count));
          }
          break;
        case 'Enter':
          if (open && active >= 0) {
            event.preventDefault();
            choose(active);
          }
          break;
        case 'Escape':
          event.preventDefault();
          if (open) {
            setOpen(false);
          } else {
            setQueryState('');
          }
          break;
        default:
      }
    },
    [open, count, active, choose, setActive],
  );

  const onInputFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      prepare();
      // Focus coming back from the close icon or a chip must not reopen what was just closed.
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
        setOpen(true);
      }
    },
    [prepare, rootRef],
  );

  const onRootBlur = useCallback((event: FocusEvent<HTMLDivElement>) => {
    // Tab moved the focus out. A click elsewhere (relatedTarget null) is the pointerdown's case.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) {
      setOpen(false);
    }
  }, []);

  const onRootKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape' && !event.defaultPrevented && open) {
        event.preventDefault();
        setOpen(false);
        inputRef.current?.focus();
      }
    },
    [open, inputRef],
  );

  const Panel = useLazyComponent(loadPanel, open);

  const chips = useMemo(() => sections.map(({id, label}) => ({id, label, pressed: selected.includes(id)})), [sections, selected]);

  const show = useCallback(() => {
    prepare();
    setOpen(true);
  }, [prepare]);

  return {
    ids,
    open,
    query,
    chips,
    view,
    active,
    Panel,
    setQuery,
    toggleChip,
    setActive,
    choose,
    clear,
    dismiss,
    prepare,
    show,
    onInputFocus,
    onInputClick: () => setOpen(true),
    onInputKeyDown,
    onRootBlur,
    onRootKeyDown,
  };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((entry) => b.includes(entry));
}
