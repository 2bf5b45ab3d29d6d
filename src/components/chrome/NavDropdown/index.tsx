import React, {useCallback, useEffect, useId, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {limits} from '@site/src/data/site';
import {getOpenMenu, setOpenMenu, useOpenMenu, type NavMenuId} from '@site/src/components/chrome/NavMenus/openMenuStore';
import {focusAt, focusedIndex, keyTarget, menuItems} from '@site/src/components/chrome/NavMenus/focusables';
import {useFocusOnOpen, type OpenFocus} from '@site/src/components/chrome/NavMenus/useFocusOnOpen';
import {useDismiss} from '@site/src/components/chrome/NavMenus/useDismiss';
import styles from './styles.module.css';

export interface PanelKeyContext {
  panel: HTMLElement;
  /** Close the dropdown and put focus back on its button. */
  closeAndFocusButton: () => void;
}

interface Props {
  id: NavMenuId;
  label: string;
  children: ReactNode;
  panelClassName?: string;
  /**
   * Arrow-key handling inside the open panel. Return true when the key was handled;
   * otherwise the default applies: Up/Left and Down/Right move through [data-menu-item]
   * elements in document order, Home/End go to the first/last.
   */
  onPanelKeyDown?: (event: React.KeyboardEvent<HTMLElement>, ctx: PanelKeyContext) => boolean;
}

/**
 * A desktop navbar dropdown following the WAI-ARIA disclosure pattern for site navigation:
 * a button with aria-expanded/aria-controls and a panel of links (SPEC 2.5, 4, 9).
 * Opens on hover or Enter/Space (ArrowDown/ArrowUp open it and focus the first/last item);
 * closes limits.dropdownCloseDelayMs after the pointer leaves, when focus leaves it, and, as every
 * menu of the site (useDismiss), on a click outside, on route change and on Escape (focus returns to
 * the button).
 * Only one dropdown is open at a time (shared store).
 */
export default function NavDropdown({id, label, children, panelClassName, onPanelKeyDown}: Props): ReactNode {
  const open = useOpenMenu() === id;
  const panelId = `${useId().replace(/:/g, '')}-${id}-menu`;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    if (getOpenMenu() === id) setOpenMenu(null);
  }, [id]);
  const closeAndFocusButton = useCallback(() => {
    close();
    buttonRef.current?.focus();
  }, [close]);

  const focusOnOpen = useFocusOnOpen(open, panelRef, menuItems);

  useDismiss({open, rootRef: wrapperRef, onDismiss: close, returnFocus: () => buttonRef.current});
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const openMenu = (focus: OpenFocus = null) => {
    cancelClose();
    focusOnOpen(focus);
    setOpenMenu(id);
  };

  return (
    // Hover and focus-leaving are handled here for the button and the links inside together
    // (delegation); the wrapper itself is not a control and takes no focus.
    <div
      ref={wrapperRef}
      className={clsx('navbar__item', styles.dropdown, open && styles.open)}
      data-nav-dropdown={id}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpenMenu(id);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse' || !open) return;
        cancelClose();
        closeTimer.current = window.setTimeout(close, limits.dropdownCloseDelayMs);
      }}
      onBlur={(e) => {
        const next = e.relatedTarget as Node | null;
        if (open && next && !wrapperRef.current?.contains(next)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={clsx('navbar__link clean-btn', styles.trigger)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(e) => {
          // A pointer click on a menu that hovering just opened keeps it open;
          // keyboard activation (detail 0: Enter/Space) and other clicks toggle.
          if (e.detail > 0 && open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          if (open) close();
          else openMenu();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            openMenu('first');
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            openMenu('last');
          }
        }}
      >
        {label}
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {/* Arrow keys move focus between the links, and a followed link closes the menu: events of the
          links, handled once on their group (delegation); the group itself takes no focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panelRef}
        id={panelId}
        role="group"
        aria-label={label}
        hidden={!open}
        className={styles.panelWrapper}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a[href]')) close();
        }}
        onKeyDown={(e) => {
          const panel = panelRef.current;
          if (!panel) return;
          if (onPanelKeyDown?.(e, {panel, closeAndFocusButton})) {
            e.preventDefault();
            return;
          }
          const items = menuItems(panel);
          const target = keyTarget(e.key, focusedIndex(items), items.length, {leftRight: true});
          if (target !== undefined) {
            e.preventDefault();
            focusAt(items, target);
          }
        }}
      >
        <div className={clsx(styles.panel, panelClassName)}>{children}</div>
      </div>
    </div>
  );
}
