import {type SyntheticEvent, useCallback, useMemo, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {type AlternativesNode, type SchemaNode, type ViewerContext, expandRepeat} from '../reference/schemaModel';

export interface AlternativeChoice {
  selected: number;
  select: (index: number) => void;
  /**
   * Before hydration (and without JavaScript) every option is shown, each under its label; in the
   * browser the dropdown shows one. The first option is the default.
   */
  interactive: boolean;
}

/** The chosen option of an ANY OF / ONE OF. The choice lives as long as the viewer row, so re-renders keep it. */
export function useAlternativeChoice(node: AlternativesNode): AlternativeChoice {
  const [selected, setSelected] = useState(0);
  const interactive = useIsBrowser();
  const select = useCallback((index: number) => setSelected(Math.min(Math.max(index, 0), node.options.length - 1)), [node.options.length]);
  return {selected, select, interactive};
}

/**
 * A named schema shown elsewhere on the page: its tree is built when the reader first opens it,
 * and kept afterwards (so choices inside it survive closing and reopening).
 */
export function useRepeatExpansion(node: SchemaNode, ctx: ViewerContext): {expanded: SchemaNode | null; onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void} {
  const [opened, setOpened] = useState(false);
  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) {
      setOpened(true);
    }
  }, []);
  const expanded = useMemo(() => (opened ? expandRepeat(node, ctx) : null), [opened, node, ctx]);
  return {expanded, onToggle};
}
