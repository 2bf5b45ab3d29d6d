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

/**
 * The item an arrow, Home or End key moves focus to in a menu of `count` items (focusAt wraps), or
 * undefined for any other key. Left and right move too in menus laid out in columns.
 */
export function keyTarget(key: string, current: number, count: number, {leftRight = false} = {}): number | undefined {
  const moves: Record<string, number> = {ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: count - 1};
  if (leftRight) Object.assign(moves, {ArrowRight: current + 1, ArrowLeft: current - 1});
  return moves[key];
}
