/**
 * "Copy page": puts the page's Markdown twin on the clipboard (main button), and a menu to
 * copy it, open it, copy what adds the docs' MCP server to an assistant (a chooser of clients shown
 * in place of the page actions: AssistantItems), or copy the page link. A menu button (WAI-ARIA APG
 * pattern): the toggle opens with Enter, Space or the arrow keys; arrows, Home and End move inside;
 * Escape closes and returns focus (in the chooser, Escape and ArrowLeft go back to the page actions),
 * as a click outside and a route change close it (useDismiss, as every menu of the site); a polite
 * live region announces the result to screen readers. The open menu is a chunk of its own (Menu.tsx, a
 * LazyPart), fetched when the pointer or focus reaches the toggle.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import LazyPart, {preloadPart} from '@site/src/components/LazyPart';
import {useLocation} from '@docusaurus/router';
import {markdownPathFor, markdownSkipAttribute} from '@site/src/plugins/markdown-export/paths';
import {useDismiss} from '@site/src/components/chrome/NavMenus/useDismiss';
import {copyText, fetchMarkdown} from './clipboard';
import {CheckIcon, ChevronIcon, CopyIcon} from './icons';
import {copyMessages} from './messages';
import styles from './styles.module.css';

export interface CopyPageProps {
  /** Site path of the page's Markdown twin (/zemu/quickstart.md); by default the twin of the page's own path. */
  markdownHref?: string;
}

/** How long the button shows "Copied" and the live region keeps its message. */
const feedbackMs = 2500;

// "offline-": the service worker precaches it, so the menu opens offline too (src/plugins/service-worker).
const loadMenu = () => import(/* webpackChunkName: "offline-copy-page-menu" */ './Menu');

export default function CopyPage({markdownHref: href}: CopyPageProps): ReactNode {
  const {pathname} = useLocation();
  const markdownHref = href ?? markdownPathFor(pathname);
  const [open, setOpen] = useState(false);
  // The item the menu focuses once drawn (0 the first, -1 the last); arrows pressed while its code arrives move it.
  const openFocus = useRef(0);
  const [copied, setCopied] = useState(false);
  const [message, setMessage] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const menuId = useId();
  const skip = {[markdownSkipAttribute]: ''};

  const announce = useCallback((text: string, ok: boolean) => {
    clearTimeout(timer.current);
    // Empty the region first so the same message twice in a row is announced twice.
    setMessage('');
    setCopied(ok);
    window.setTimeout(() => setMessage(text), 60);
    timer.current = setTimeout(() => {
      setMessage('');
      setCopied(false);
    }, feedbackMs);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const prefetch = useCallback(() => {
    fetchMarkdown(markdownHref).catch(() => undefined);
  }, [markdownHref]);

  // Every copy of this menu: the text (or its pending fetch) on the clipboard, and the result announced.
  const copyAndAnnounce = useCallback(
    (text: string | Promise<string>, done: string) => {
      copyText(text).then(
        () => announce(done, true),
        () => announce(copyMessages.failed, false),
      );
    },
    [announce],
  );

  const copyMarkdown = useCallback(
    () => copyAndAnnounce(fetchMarkdown(markdownHref), copyMessages.markdown),
    [copyAndAnnounce, markdownHref],
  );

  const copyLink = useCallback(() => {
    const {origin, pathname, search} = window.location;
    copyAndAnnounce(`${origin}${pathname}${search}`, copyMessages.link);
  }, [copyAndAnnounce]);

  useDismiss({open, rootRef, onDismiss: () => setOpen(false), returnFocus: () => toggleRef.current});

  // The menu's code, before it is asked for.
  const preloadMenu = () => preloadPart(loadMenu);
  const openMenu = (focus: number) => {
    prefetch();
    openFocus.current = focus;
    setOpen(true);
  };

  const closeMenu = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // Open with focus still here: the menu's code is on its way, and the keys pressed meanwhile count.
    if (open) openFocus.current += step;
    else openMenu(step === 1 ? 0 : -1);
  };

  return (
    <div ref={rootRef} className={styles.copyPage} {...skip}>
      <div className={styles.group}>
        <button
          type="button"
          className={clsx(styles.button, styles.main)}
          onClick={copyMarkdown}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
          <span>{copied ? 'Copied' : 'Copy page'}</span>
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={clsx(styles.button, styles.toggle)}
          aria-label="More page actions"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => (open ? closeMenu(false) : openMenu(0))}
          onKeyDown={onToggleKeyDown}
          onPointerEnter={preloadMenu}
          onFocus={preloadMenu}
        >
          <ChevronIcon />
        </button>
      </div>
      {open && (
        <div className={styles.menu}>
          <LazyPart
            load={loadMenu}
            name="The page actions"
            loading={<p className={styles.loading}>Loading…</p>}
            className={styles.loading}
            props={{
              id: menuId,
              markdownHref,
              initialFocus: () => openFocus.current,
              copyMarkdown,
              copyLink,
              copyAndAnnounce,
              close: closeMenu,
            }}
          />
        </div>
      )}
      <span role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {message}
      </span>
    </div>
  );
}
