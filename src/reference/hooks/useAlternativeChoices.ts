import {createContext, useCallback, useContext, useMemo, useState} from 'react';

/**
 * The ANY OF / ONE OF options a reader chose on a page, by alternatives node id, shared by the
 * schema viewer (which shows the option) and the examples and samples beside it (which follow it).
 */
export interface AlternativeChoices {
  choices: Readonly<Record<string, number>>;
  choose: (id: string, index: number) => void;
}

export const AlternativeChoicesContext = createContext<AlternativeChoices | null>(null);

/** The store a page provides through AlternativeChoicesContext. */
export function useAlternativeChoicesStore(): AlternativeChoices {
  const [choices, setChoices] = useState<Readonly<Record<string, number>>>({});
  const choose = useCallback((id: string, index: number) => setChoices((current) => (current[id] === index ? current : {...current, [id]: index})), []);
  return useMemo(() => ({choices, choose}), [choices, choose]);
}

/** The page's store, or null on a page without one (the viewer then keeps each choice itself). */
export function useAlternativeChoices(): AlternativeChoices | null {
  return useContext(AlternativeChoicesContext);
}
