import {useCallback, useEffect, useState} from 'react';

export interface ExpandableState {
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  toggle: () => void;
}

/**
 * Open/closed state of one disclosure (text expander, code block, drawer group): `toggle` flips it.
 * With `openWhen`, it opens whenever that becomes true (a drawer group whose page becomes active).
 */
export function useExpandable(initiallyExpanded = false, openWhen = false): ExpandableState {
  const [expanded, setExpanded] = useState(initiallyExpanded);
  useEffect(() => {
    if (openWhen) {
      setExpanded(true);
    }
  }, [openWhen]);
  const toggle = useCallback(() => setExpanded((current) => !current), []);
  return {expanded, setExpanded, toggle};
}
