/**
 * The open menu of the "Copy page" control: the page actions, or in their place the chooser of assistants
 * (AssistantItems). Its own chunk (index.tsx loads it through LazyPart, fetched as the pointer or focus reaches the
 * toggle), since a reader who never opens the menu needs none of it. It is drawn afresh at each opening, in the
 * page actions, and puts focus on the item the opening asked for; arrows, Home and End move inside; Tab closes;
 * in the chooser, Escape and ArrowLeft go back to the page actions (Escape elsewhere is useDismiss's, in index.tsx).
 */
import React, {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {focusAt, keyTarget} from '@site/src/components/chrome/NavMenus/focusables';
import {mcpCloneClients} from '@site/src/data/mcpServer';
import {AssistantItems, AssistantNote} from './AssistantItems';
import styles from './styles.module.css';

export interface CopyPageMenuProps {
  /** The list's id, which the toggle's aria-controls names. */
  id: string;
  /** Site path of the page's Markdown twin. */
  markdownHref: string;
  /**
   * The index of the item focused once the menu is drawn (0 the first, -1 the last), read then: the arrows pressed on
   * the toggle while the menu's code arrives move it.
   */
  initialFocus: () => number;
  copyMarkdown: () => void;
  copyLink: () => void;
  /** Copies a text and announces `done` (or the failure) in the control's live region. */
  copyAndAnnounce: (text: string, done: string) => void;
  /** Closes the menu, focus back on the toggle when asked. */
  close: (returnFocus: boolean) => void;
}

/** The clients the chooser offers (the same by URL and from a clone). */
const assistantNames = mcpCloneClients.map((c) => c.name).join(', ');

const menuItemsOf = (menu: HTMLElement | null): HTMLElement[] => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

export default function CopyPageMenu({
  id,
  markdownHref,
  initialFocus,
  copyMarkdown,
  copyLink,
  copyAndAnnounce,
  close,
}: CopyPageMenuProps): ReactNode {
  const [view, setView] = useState<'actions' | 'assistant'>('actions');
  const menuRef = useRef<HTMLUListElement>(null);
  const noteId = useId();
  // Which item takes focus once the view is drawn: the one the opening asked for, then, after a switch, the
  // chooser's first item or the entry that opened it.
  const drawn = useRef(false);
  const focusNext = useRef<number | 'assistant' | null>(null);
  useEffect(() => {
    const which = drawn.current ? focusNext.current : initialFocus();
    drawn.current = true;
    focusNext.current = null;
    if (which === null) return;
    const list = menuItemsOf(menuRef.current);
    if (which === 'assistant')
      focusAt(
        list.filter((el) => el.dataset.opens === 'assistant'),
        0,
      );
    else focusAt(list, which % Math.max(1, list.length));
    // Only when the view changes: initialFocus is read once, at the first drawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  const switchView = (next: 'actions' | 'assistant') => {
    focusNext.current = next === 'assistant' ? 0 : 'assistant';
    setView(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // Tab leaves the menu and closes it; Escape is useDismiss's, except in the chooser, where it goes back
    // (handled first: useDismiss ignores a prevented Escape).
    if (event.key === 'Tab') close(false);
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
    const list = menuItemsOf(menuRef.current);
    const target = keyTarget(event.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (target === undefined) return;
    event.preventDefault();
    focusAt(list, target);
  };

  const choose = (action: () => void) => () => {
    action();
    close(true);
  };

  if (view === 'assistant')
    return (
      <>
        <ul
          ref={menuRef}
          id={id}
          role="menu"
          aria-label="Use with your assistant"
          aria-describedby={noteId}
          className={styles.list}
          onKeyDown={onKeyDown}
        >
          <AssistantItems onBack={() => switchView('actions')} onCopy={(text, done) => choose(() => copyAndAnnounce(text, done))()} />
        </ul>
        <AssistantNote id={noteId} />
      </>
    );
  return (
    <ul ref={menuRef} id={id} role="menu" aria-label="Page actions" className={styles.list} onKeyDown={onKeyDown}>
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
          onClick={() => close(true)}
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
  );
}
