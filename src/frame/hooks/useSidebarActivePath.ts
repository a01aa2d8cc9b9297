import {createContext, useContext} from 'react';

/**
 * The side-navigation entry a page counts as: its own path, or another one. A version page of an
 * operation (`.../getOrder/order-v1`) marks the operation's entry (`.../getOrder`).
 */
export const SidebarActivePathContext = createContext<string | undefined>(undefined);

export function useSidebarActivePath(pathname: string): string {
  return useContext(SidebarActivePathContext) ?? pathname;
}
