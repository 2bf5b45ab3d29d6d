/**
 * The navbar search button and DocSearch's keyboard shortcuts, with the markup and behaviour of
 * @docsearch/react 3.9's DocSearchButton and useDocSearchKeyboardEvents (MIT, Algolia). They
 * live here because importing either from @docsearch/react pulls the whole package (~100 KB of
 * JavaScript, modal included) into every page; the modal is now loaded on first use only. Two changes
 * to the button: its accessible name comes from visually hidden text, not from an aria-label (see SearchButton),
 * and the Ctrl key cap looks pressed while Ctrl is held (see Key).
 */
import React, {forwardRef, useEffect, useState, type ButtonHTMLAttributes, type ReactNode} from 'react';

export interface SearchButtonTranslations {
  buttonText?: string;
  buttonAriaLabel?: string;
}

function ControlKeyIcon() {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon" aria-hidden="true">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A key cap that looks pressed while the reader holds that key (`reactsToKey` is a KeyboardEvent.key value; DocSearch
 * passes "Ctrl", which no key event carries, so its Ctrl cap never looked pressed). A key released in another window
 * or tab (Ctrl+Tab, ⌘+Tab) sends this page no keyup, so the cap is also released when the page loses the focus.
 */
function Key({reactsToKey, children}: {reactsToKey: string; children: ReactNode}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (e: KeyboardEvent) => e.key === reactsToKey && setPressed(true);
    const up = (e: KeyboardEvent) => (e.key === reactsToKey || e.key === 'Meta') && setPressed(false);
    const release = () => setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', release);
    };
  }, [reactsToKey]);
  return <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>{children}</kbd>;
}

/** The search shortcut's modifier as each platform draws it, names it and announces it (aria-keyshortcuts). */
interface Modifier {
  key: 'Control' | 'Meta';
  name: string;
  cap: ReactNode;
}
const control: Modifier = {key: 'Control', name: 'Ctrl', cap: <ControlKeyIcon />};
const command: Modifier = {key: 'Meta', name: 'Command', cap: '⌘'};

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {translations?: SearchButtonTranslations};

export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({translations = {}, ...props}, ref) {
  // buttonAriaLabel is not used: the name starts with the visible text (see below); both are 'Search' here.
  const {buttonText = 'Search'} = translations;
  // The modifier is only known in the browser; until then the key caps stay empty (as in DocSearch).
  const [modifier, setModifier] = useState<Modifier | null>(null);
  useEffect(() => {
    setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? command : control);
  }, []);
  // DocSearch names the button with aria-label="Search (Ctrl+K)", which does not contain the visible text
  // "Search K" (WCAG 2.5.3, label in name; axe-core 4.14's label-content-name-mismatch). Here the name is the
  // button's visually hidden text, the visible word first; what is drawn (word and key caps) is hidden from
  // assistive technology, and on phones (Navbar/Search) only the icon is drawn.
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={modifier ? `${modifier.key}+K` : undefined}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder" aria-hidden="true">
          {buttonText}
        </span>
        <span className="visually-hidden">{modifier ? `${buttonText} (${modifier.name}+K)` : buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifier && (
          <>
            <Key reactsToKey={modifier.key}>{modifier.cap}</Key>
            <Key reactsToKey="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA';
}

/** `/` and Ctrl/⌘+K open the modal, Escape closes it; typing on the focused button starts a query. */
export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: React.RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditable(event.target) && event.key === '/' && !isOpen)
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (searchButtonRef?.current === document.activeElement && onInput && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
