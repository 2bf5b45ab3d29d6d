/**
 * Redoc's "Authorizations:" row under each operation opens the details of its security scheme (type, header,
 * description) on a click of a div: no role, no state, out of the tab order, so a keyboard reader could not open it.
 * Here it is a button with aria-expanded, opened and closed with Enter or Space.
 */

import {activates} from './activates';

const toggleMark = 'data-redoc-toggle';

/** Gives each row its role; a new row (Redoc's first render, or a remount in the other colour mode) starts closed. */
export function labelAuthorizationToggles(root: ParentNode): void {
  for (const label of Array.from(root.querySelectorAll('.redoc-wrap h5'))) {
    const row = label.parentElement;
    if (label.textContent?.trim() !== 'Authorizations:' || !row || row.hasAttribute(toggleMark)) continue;
    row.setAttribute(toggleMark, '');
    row.setAttribute('role', 'button');
    row.tabIndex = 0;
    row.setAttribute('aria-expanded', 'false');
  }
}

/**
 * Enter and Space click a row, and every click flips its state as Redoc's own handler does (its chevron turns with
 * a transition, so the state is not read back from it). Returns the cleanup.
 */
export function wireAuthorizationKeys(root: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const row = event.target as HTMLElement;
    if (!row.hasAttribute(toggleMark) || !activates(event)) return;
    event.preventDefault();
    row.click();
  };
  const onClick = (event: MouseEvent) => {
    const row = (event.target as Element).closest(`[${toggleMark}]`);
    if (row) row.setAttribute('aria-expanded', String(row.getAttribute('aria-expanded') !== 'true'));
  };
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('click', onClick);
  };
}
