import {useCallback, useEffect, useRef, type RefObject} from 'react';
import {focusAt} from './focusables';

export type OpenFocus = 'first' | 'last' | null;

/**
 * Keyboard opening of a menu (ArrowDown/ArrowUp on its button) puts focus on the first or last item,
 * which exist only once the menu is drawn: the request waits until `open` is true, or is carried out
 * at once when the menu is already open. `items` lists the items inside the container (a stable,
 * module-level function).
 */
export function useFocusOnOpen(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  items: (container: HTMLElement | null) => HTMLElement[],
): (which: OpenFocus) => void {
  const pending = useRef<OpenFocus>(null);
  const focusNow = useCallback(
    (which: 'first' | 'last') => focusAt(items(containerRef.current), which === 'first' ? 0 : -1),
    [containerRef, items],
  );

  useEffect(() => {
    if (!open || !pending.current) return;
    focusNow(pending.current);
    pending.current = null;
  }, [open, focusNow]);

  return useCallback(
    (which: OpenFocus) => {
      pending.current = open ? null : which;
      if (open && which) focusNow(which);
    },
    [open, focusNow],
  );
}
