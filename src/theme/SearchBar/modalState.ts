/**
 * Whether the search modal is open, its scope and where it is drawn, kept for the page's lifetime
 * rather than in the SearchBar component. Docusaurus renders a new layout, navbar and SearchBar for
 * a page of another docs section, a few hundred ms after the address has changed; a modal opened in
 * that window (or left open by a reader who pressed Ctrl+K while the next page loaded) belonged to
 * the SearchBar being replaced and vanished with it. The SearchBar that replaces it reads this
 * state, opens the modal again with the text that was in the box, and keeps the scope.
 */
import {useSyncExternalStore} from 'react';
import type {Scope} from '@site/src/search/siteClient';

export interface ModalState {
  isOpen: boolean;
  /** What the modal starts with: a typed key, a selection, or the query of a replaced modal. */
  initialQuery?: string;
}

let state: ModalState = {isOpen: false};
const listeners = new Set<() => void>();
const closed: ModalState = {isOpen: false};

export function setModalState(next: ModalState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getModalState(): ModalState {
  return state;
}

export function useModalState(): ModalState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => closed,
  );
}

/** The reader's scope choice, read by the search client on every request (undefined: all docs). */
export const scopeChoice: {current: Scope | undefined} = {current: undefined};

let container: HTMLDivElement | undefined;

/** The one element the modal is drawn into, first in <body> as DocSearch expects. */
export function modalContainer(): HTMLDivElement {
  if (!container || !container.isConnected) {
    container = document.createElement('div');
    document.body.insertBefore(container, document.body.firstChild);
  }
  return container;
}

/** The page under the modal: Docusaurus's root, which holds everything but the modal's container. */
export const pageBehindModal = (): HTMLElement | null => document.getElementById('__docusaurus');
