/**
 * "Copy page": puts the page's Markdown twin on the clipboard (main button), and a menu to
 * copy it, open it, copy what adds the docs' MCP server to an assistant (a chooser of clients shown
 * in place of the page actions: AssistantItems), or copy the page link. A menu button (WAI-ARIA APG
 * pattern): the toggle opens with Enter, Space or the arrow keys; arrows, Home and End move inside;
 * Escape closes and returns focus (in the chooser, Escape and ArrowLeft go back to the page actions),
 * as a click outside and a route change close it (useDismiss, as every menu of the site); a polite
 * live region announces the result to screen readers.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {markdownSkipAttribute} from '@site/src/plugins/markdown-export/paths';
import {focusAt, keyTarget} from '@site/src/components/chrome/NavMenus/focusables';
import {useFocusOnOpen} from '@site/src/components/chrome/NavMenus/useFocusOnOpen';
import {useDismiss} from '@site/src/components/chrome/NavMenus/useDismiss';
import {mcpCloneClients} from '@site/src/data/mcpServer';
import {AssistantItems, AssistantNote} from './AssistantItems';
import {copyText, fetchMarkdown} from './clipboard';
import {CheckIcon, ChevronIcon, CopyIcon} from './icons';
import {copyMessages} from './messages';
import styles from './styles.module.css';

export interface CopyPageProps {
  /** Site path of the page's Markdown twin (/zemu/quickstart.md). */
  markdownHref: string;
}

/** How long the button shows "Copied" and the live region keeps its message. */
const feedbackMs = 2500;

/** The clients the chooser offers (the same by URL and from a clone). */
const assistantNames = mcpCloneClients.map((c) => c.name).join(', ');

const menuItemsOf = (menu: HTMLElement | null): HTMLElement[] => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

export default function CopyPage({markdownHref}: CopyPageProps): ReactNode {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'actions' | 'assistant'>('actions');
  const [copied, setCopied] = useState(false);
  const [message, setMessage] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const menuId = useId();
  const noteId = useId();
  // Which item takes focus once the other view is drawn: its first item, or the entry that opened the chooser.
  const focusAfterSwitch = useRef<'first' | 'assistant' | null>(null);
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

  const switchView = (next: 'actions' | 'assistant') => {
    focusAfterSwitch.current = next === 'assistant' ? 'first' : 'assistant';
    setView(next);
  };
  useEffect(() => {
    const which = focusAfterSwitch.current;
    if (!open || which === null) return;
    focusAfterSwitch.current = null;
    const list = menuItemsOf(menuRef.current);
    focusAt(which === 'first' ? list : list.filter((el) => el.dataset.opens === 'assistant'), 0);
  }, [open, view]);

  const items = (): HTMLElement[] => menuItemsOf(menuRef.current);
  const focusOnOpen = useFocusOnOpen(open, menuRef, menuItemsOf);

  useDismiss({open, rootRef, onDismiss: () => setOpen(false), returnFocus: () => toggleRef.current});

  const openMenu = (focus: 'first' | 'last') => {
    prefetch();
    setView('actions');
    focusOnOpen(focus);
    setOpen(true);
  };
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // Tab leaves the menu and closes it; Escape is useDismiss's, except in the chooser, where it goes back
    // (handled first: useDismiss ignores a prevented Escape).
    if (event.key === 'Tab') setOpen(false);
    if (view === 'assistant' && (event.key === 'Escape' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      switchView('actions');
      return;
    }
    if (view === 'actions' && event.key === 'ArrowRight' && (document.activeElement as HTMLElement | null)?.dataset.opens === 'assistant') {
      event.preventDefault();
      switchView('assistant');
      return;
    }
    const list = items();
    const target = keyTarget(event.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (target === undefined) return;
    event.preventDefault();
    focusAt(list, target);
  };

  const choose = (action: () => void) => () => {
    action();
    closeMenu(true);
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
          onClick={() => (open ? closeMenu(false) : openMenu('first'))}
          onKeyDown={onToggleKeyDown}
        >
          <ChevronIcon />
        </button>
      </div>
      {open && (
        <div className={styles.menu}>
          {view === 'actions' ? (
            <ul ref={menuRef} id={menuId} role="menu" aria-label="Page actions" className={styles.list} onKeyDown={onMenuKeyDown}>
              <li role="none">
                <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={choose(copyMarkdown)}>
                  <span className={styles.itemTitle}>Copy as Markdown</span>
                  <span className={styles.itemHint}>For AI assistants and editors</span>
                </button>
              </li>
              <li role="none">
                <a
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  href={markdownHref}
                  target="_blank"
                  rel="noopener"
                  onClick={() => closeMenu(true)}
                >
                  <span className={styles.itemTitle}>Open as Markdown</span>
                  <span className={styles.itemHint}>View this page as plain text (new tab)</span>
                </a>
              </li>
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-haspopup="menu"
                  data-opens="assistant"
                  className={styles.item}
                  onClick={() => switchView('assistant')}
                >
                  <span className={styles.itemTitle}>Use with your assistant</span>
                  <span className={styles.itemHint}>Add these docs as an MCP server: {assistantNames}</span>
                </button>
              </li>
              <li role="none">
                <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={choose(copyLink)}>
                  <span className={styles.itemTitle}>Copy link</span>
                  <span className={styles.itemHint}>The address of this page</span>
                </button>
              </li>
            </ul>
          ) : (
            <>
              <ul
                ref={menuRef}
                id={menuId}
                role="menu"
                aria-label="Use with your assistant"
                aria-describedby={noteId}
                className={styles.list}
                onKeyDown={onMenuKeyDown}
              >
                <AssistantItems onBack={() => switchView('actions')} onCopy={(text, done) => choose(() => copyAndAnnounce(text, done))()} />
              </ul>
              <AssistantNote id={noteId} />
            </>
          )}
        </div>
      )}
      <span role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {message}
      </span>
    </div>
  );
}
