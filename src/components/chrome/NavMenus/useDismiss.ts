import {useEffect, useRef, type RefObject} from 'react';
import {useLocation} from '@docusaurus/router';

export interface DismissOptions {
  /** Whether the menu is open; nothing is listened to while it is closed. */
  open: boolean;
  /** The menu's whole widget: its toggle and its panel. */
  rootRef: RefObject<HTMLElement | null>;
  /** Closes the menu. Called at most once per dismissal. */
  onDismiss: () => void;
  /** Where focus goes after Escape (the toggle); focus stays put on the other dismissals. */
  returnFocus?: () => HTMLElement | null;
  /**
   * 'inside' (default): Escape closes while focus is in the widget; 'anywhere': Escape anywhere on
   * the page (a menu that covers the page), except inside an open modal dialog such as search.
   */
  escape?: 'inside' | 'anywhere';
  /** A pointer press outside the widget closes it (default true). */
  outsidePress?: boolean;
}

/** A modal on top of the menu (DocSearch's container is not a role="dialog"): its Escape is its own. */
const modalOpen = () => document.querySelector('.DocSearch-Container, [role="dialog"][aria-modal="true"]') !== null;

/**
 * How every menu of the site closes (navbar dropdowns, the phone menu, "Copy page"): Escape, with
 * focus back on the toggle; a pointer press outside; a route change. The menus differ in what they
 * are (a disclosure of links, a modal-like panel, an ARIA menu), not in how they are dismissed.
 */
export function useDismiss({open, rootRef, onDismiss, returnFocus, escape = 'inside', outsidePress = true}: DismissOptions): void {
  const latest = useRef({onDismiss, returnFocus});
  latest.current = {onDismiss, returnFocus};
  const {pathname} = useLocation();

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const inside = rootRef.current?.contains(event.target as Node) ?? false;
      if (escape === 'inside' ? !inside : modalOpen()) return;
      event.preventDefault();
      latest.current.onDismiss();
      latest.current.returnFocus?.()?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) latest.current.onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    if (outsidePress) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, rootRef, escape, outsidePress]);

  // A followed link or history navigation closes the menu; the first render is not a change.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (open) latest.current.onDismiss();
  }, [pathname, open]);
}
