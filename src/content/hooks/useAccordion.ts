import {createContext, useCallback, useContext, useId, useState} from 'react';

export interface AccordionGroupState {
  openId: string | null;
  setOpenId: (id: string | null) => void;
}

/** Set by <AccordionGroup>: accordions inside share one open slot. */
export const AccordionGroupContext = createContext<AccordionGroupState | null>(null);

export function useAccordionGroupState(): AccordionGroupState {
  const [openId, setOpenId] = useState<string | null>(null);
  return {openId, setOpenId};
}

export interface AccordionState {
  id: string;
  open: boolean;
  toggle: () => void;
}

/**
 * Open state of one accordion. Alone it toggles itself; in a group, opening it closes the
 * others (spec section 4).
 */
export function useAccordion(initiallyOpen = false): AccordionState {
  const id = useId();
  const group = useContext(AccordionGroupContext);
  const [ownOpen, setOwnOpen] = useState(initiallyOpen);
  const open = group ? group.openId === id : ownOpen;
  const toggle = useCallback(() => {
    if (group) {
      group.setOpenId(open ? null : id);
    } else {
      setOwnOpen(!open);
    }
  }, [group, id, open]);
  return {id, open, toggle};
}
