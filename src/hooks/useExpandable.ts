import {useCallback, useState} from 'react';

export interface ExpandableState {
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  toggle: () => void;
}

/** Open/closed state of one disclosure (text expander, code block): `toggle` flips it. */
export function useExpandable(initiallyExpanded = false): ExpandableState {
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const toggle = useCallback(() => setExpanded((current) => !current), []);
  return {expanded, setExpanded, toggle};
}
