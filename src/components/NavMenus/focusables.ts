/** Keyboard helpers shared by the navbar menus. */

/** Elements that arrow keys move between inside a menu: marked with data-menu-item and currently visible. */
export function menuItems(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>('[data-menu-item]')).filter(
    (el) => el.offsetParent !== null || el.getClientRects().length > 0,
  );
}

/** Index of the element holding focus among items, or -1. */
export function focusedIndex(items: HTMLElement[]): number {
  const active = document.activeElement;
  return items.findIndex((el) => el === active || el.contains(active));
}

export function focusAt(items: HTMLElement[], index: number): void {
  if (items.length === 0) return;
  const i = (index + items.length) % items.length;
  items[i]!.focus();
}

/** Everything tabbable inside a container, in DOM order (for the mobile menu's focus trap). */
export function tabbables(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  const selector = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
  return Array.from(container.querySelectorAll<HTMLElement>(selector)).filter(
    (el) => !el.hasAttribute('inert') && el.closest('[inert],[hidden]') === null && el.getClientRects().length > 0,
  );
}
