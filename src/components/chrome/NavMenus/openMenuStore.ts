/**
 * Which desktop navbar dropdown is open (SPEC 4: one open at a time). A tiny external
 * store rather than a React context so that independent navbar items share it without
 * wrapping the whole navbar in a provider.
 */
import {useSyncExternalStore} from 'react';

export type NavMenuId = 'projects' | 'chains';

let openMenu: NavMenuId | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setOpenMenu(id: NavMenuId | null): void {
  if (openMenu === id) return;
  openMenu = id;
  listeners.forEach((l) => l());
}

export function getOpenMenu(): NavMenuId | null {
  return openMenu;
}

export function useOpenMenu(): NavMenuId | null {
  return useSyncExternalStore(subscribe, getOpenMenu, () => null);
}
