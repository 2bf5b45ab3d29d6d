/**
 * "Copy page": puts the page's Markdown twin on the clipboard (main button), and a menu to
 * copy it, open it, copy the commands that add the docs' MCP server to an assistant, or copy the page
 * link. A menu button (WAI-ARIA APG pattern): the toggle
 * opens with Enter, Space or the arrow keys; arrows, Home and End move inside; Escape closes
 * and returns focus, as a click outside and a route change close it (useDismiss, as every menu of
 * the site); a polite live region announces the result to screen readers.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {markdownSkipAttribute} from '@site/src/plugins/markdown-export/paths';
import {mcpQuickStart} from '@site/src/data/mcpServer';
import {focusAt, keyTarget} from '@site/src/components/chrome/NavMenus/focusables';
import {useFocusOnOpen} from '@site/src/components/chrome/NavMenus/useFocusOnOpen';
import {useDismiss} from '@site/src/components/chrome/NavMenus/useDismiss';
import {copyText, fetchMarkdown} from './clipboard';
import {copyMessages} from './messages';
import styles from './styles.module.css';

export interface CopyPageProps {
  /** Site path of the page's Markdown twin (/zemu/quickstart.md). */
  markdownHref: string;
}

/** How long the button shows "Copied" and the live region keeps its message. */
const feedbackMs = 2500;

const menuItemsOf = (menu: HTMLElement | null): HTMLElement[] => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

export default function CopyPage({markdownHref}: CopyPageProps): ReactNode {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [message, setMessage] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
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

  const copyMarkdown = useCallback(() => {
    copyText(fetchMarkdown(markdownHref)).then(
      () => announce(copyMessages.markdown, true),
      () => announce(copyMessages.failed, false),
    );
  }, [announce, markdownHref]);

  const copyLink = useCallback(() => {
    const {origin, pathname, search} = window.location;
    copyText(`${origin}${pathname}${search}`).then(
      () => announce(copyMessages.link, true),
      () => announce(copyMessages.failed, false),
    );
  }, [announce]);

  // The commands that clone and build the docs, then add their MCP server to an assistant.
  const copyAssistantCommand = useCallback(() => {
    copyText(mcpQuickStart).then(
      () => announce(copyMessages.assistant, true),
      () => announce(copyMessages.failed, false),
    );
  }, [announce]);

  const items = (): HTMLElement[] => menuItemsOf(menuRef.current);
  const focusOnOpen = useFocusOnOpen(open, menuRef, menuItemsOf);

  useDismiss({open, rootRef, onDismiss: () => setOpen(false), returnFocus: () => toggleRef.current});

  const openMenu = (focus: 'first' | 'last') => {
    prefetch();
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
    // Tab leaves the menu and closes it; Escape is useDismiss's.
    if (event.key === 'Tab') setOpen(false);
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
        <ul ref={menuRef} id={menuId} role="menu" aria-label="Page actions" className={styles.menu} onKeyDown={onMenuKeyDown}>
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
            <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={choose(copyAssistantCommand)}>
              <span className={styles.itemTitle}>Use with your assistant</span>
              <span className={styles.itemHint}>
                Copy the commands that clone and build these docs and add them to Claude Code as an MCP server
              </span>
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={choose(copyLink)}>
              <span className={styles.itemTitle}>Copy link</span>
              <span className={styles.itemHint}>The address of this page</span>
            </button>
          </li>
        </ul>
      )}
      <span role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {message}
      </span>
    </div>
  );
}

function CopyIcon(): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.icon}>
      <path
        fill="currentColor"
        d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
      />
    </svg>
  );
}

function CheckIcon(): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.icon}>
      <path fill="currentColor" d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </svg>
  );
}

function ChevronIcon(): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.icon}>
      <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
    </svg>
  );
}
