/**
 * The browser build's stand-in for core's `lib/client/browserContext.js`, the context useIsBrowser
 * reads: false while the page hydrates, then true, as core's, but set in a transition. Core sets it
 * from an effect after hydration, an update React renders at default priority, in one task: on an
 * operation page everything that reads useIsBrowser (each code block's copy and wrap buttons, the
 * sidebar, the version picker, the schema viewer's options) rendered in one task, 125 ms
 * on a 4x slower CPU, all of it blocking time. A transition is rendered in slices of a few
 * milliseconds, between which the page takes input; the page shows the same once it is done. A
 * patch listed in DOCUSAURUS_PATCHES.md.
 */
import {createContext, createElement, type ReactNode, startTransition, useEffect, useState} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return createElement(Context.Provider, {value: isBrowser}, children);
}
