// @vitest-environment jsdom
/**
 * Issue 26: one dismissal behaviour for every menu (src/components/chrome/NavMenus/useDismiss.ts, used by
 * the navbar dropdowns, the phone menu and "Copy page"), and the shared arrow-key movement.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import React, {act, useRef, useState} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {keyTarget} from '../../src/components/chrome/NavMenus/focusables';
import {useDismiss, type DismissOptions} from '../../src/components/chrome/NavMenus/useDismiss';
import {useFocusOnOpen} from '../../src/components/chrome/NavMenus/useFocusOnOpen';

const location = {pathname: '/zemu/quickstart'};
vi.mock('@docusaurus/router', () => ({useLocation: () => location}));

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

let dismissals = 0;

/** A toggle and a panel with one item, kept open until dismissed. */
function Menu(props: Pick<DismissOptions, 'escape' | 'outsidePress'>): React.ReactElement {
  const [open, setOpen] = useState(true);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss({
    open,
    rootRef,
    returnFocus: () => toggleRef.current,
    onDismiss: () => {
      dismissals += 1;
      setOpen(false);
    },
    ...props,
  });
  // createElement: the project's tsconfig keeps JSX for Docusaurus (jsx: preserve), which Vitest cannot run.
  const h = React.createElement;
  return h(
    'div',
    {ref: rootRef},
    h('button', {ref: toggleRef, type: 'button', id: 'toggle', 'aria-expanded': open}, 'Menu'),
    open && h('a', {id: 'item', href: '#x'}, 'Item'),
  );
}

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  dismissals = 0;
  location.pathname = '/zemu/quickstart';
  container = document.createElement('div');
  document.body.innerHTML = '<button id="outside" type="button">Elsewhere</button>';
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

const render = (props: Pick<DismissOptions, 'escape' | 'outsidePress'> = {}) => act(() => root.render(React.createElement(Menu, props)));
const isOpen = () => document.getElementById('toggle')!.getAttribute('aria-expanded') === 'true';
const press = (target: Element, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true}));
  });
const pointerDown = (target: Element) =>
  act(() => {
    // jsdom has no PointerEvent constructor; the listener reads only the target.
    target.dispatchEvent(new MouseEvent('pointerdown', {bubbles: true}));
  });

describe('useDismiss', () => {
  it('Escape inside the menu closes it once and puts focus back on the toggle', async () => {
    await render();
    const item = document.getElementById('item')!;
    item.focus();
    await press(item, 'Escape');
    expect(isOpen()).toBe(false);
    expect(dismissals).toBe(1);
    expect(document.activeElement?.id).toBe('toggle');
  });

  it('Escape outside leaves an "inside" menu open, and closes an "anywhere" one', async () => {
    await render();
    await press(document.getElementById('outside')!, 'Escape');
    expect(isOpen()).toBe(true);
    await act(() => root.unmount());
    root = createRoot(container);
    await render({escape: 'anywhere'});
    await press(document.getElementById('outside')!, 'Escape');
    expect(isOpen()).toBe(false);
  });

  it('an "anywhere" menu leaves Escape to an open modal such as search', async () => {
    await render({escape: 'anywhere'});
    const modal = document.createElement('div');
    modal.className = 'DocSearch-Container';
    document.body.append(modal);
    await press(modal, 'Escape');
    expect(isOpen()).toBe(true);
  });

  it('an Escape another menu already handled is not handled twice', async () => {
    await render({escape: 'anywhere'});
    const outside = document.getElementById('outside')!;
    outside.addEventListener('keydown', (event) => event.preventDefault());
    await press(outside, 'Escape');
    expect(isOpen()).toBe(true);
  });

  it('a pointer press outside closes it; inside it does not; outsidePress: false keeps it open', async () => {
    await render();
    await pointerDown(document.getElementById('item')!);
    expect(isOpen()).toBe(true);
    await pointerDown(document.getElementById('outside')!);
    expect(isOpen()).toBe(false);
    expect(document.activeElement?.id).not.toBe('toggle');

    await act(() => root.unmount());
    root = createRoot(container);
    await render({outsidePress: false});
    await pointerDown(document.getElementById('outside')!);
    expect(isOpen()).toBe(true);
  });

  it('a route change closes it; a re-render on the same route does not', async () => {
    await render();
    await render();
    expect(isOpen()).toBe(true);
    location.pathname = '/zemu/advanced-moves';
    await render();
    expect(isOpen()).toBe(false);
    expect(dismissals).toBe(1);
  });
});

describe('keyTarget', () => {
  it('moves with the arrows, Home and End; left and right only in column menus', () => {
    expect(keyTarget('ArrowDown', 0, 3)).toBe(1);
    expect(keyTarget('ArrowUp', 0, 3)).toBe(-1);
    expect(keyTarget('Home', 2, 3)).toBe(0);
    expect(keyTarget('End', 0, 3)).toBe(2);
    expect(keyTarget('ArrowRight', 0, 3)).toBeUndefined();
    expect(keyTarget('ArrowRight', 0, 3, {leftRight: true})).toBe(1);
    expect(keyTarget('ArrowLeft', 1, 3, {leftRight: true})).toBe(0);
    expect(keyTarget('a', 0, 3)).toBeUndefined();
  });
});

/** A closed menu whose button opens it from the keyboard, as the navbar dropdowns and Copy page do. */
function KeyboardMenu(): React.ReactElement {
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useFocusOnOpen(open, listRef, allLinks);
  const h = React.createElement;
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    focusOnOpen(e.key === 'ArrowDown' ? 'first' : 'last');
    setOpen(true);
  };
  return h(
    'div',
    null,
    h('button', {id: 'toggle', type: 'button', onKeyDown}, 'Menu'),
    h('ul', {ref: listRef}, open && ['a', 'b', 'c'].map((id) => h('li', {key: id}, h('a', {id, href: `#${id}`}, id)))),
  );
}
const allLinks = (list: HTMLElement | null): HTMLElement[] => Array.from(list?.querySelectorAll<HTMLElement>('a') ?? []);

describe('useFocusOnOpen', () => {
  const renderKeyboardMenu = () => act(() => root.render(React.createElement(KeyboardMenu)));

  it('focuses the first item once a closed menu is drawn, after ArrowDown', async () => {
    await renderKeyboardMenu();
    await press(document.getElementById('toggle')!, 'ArrowDown');
    expect(document.activeElement?.id).toBe('a');
  });

  it('focuses the last item after ArrowUp, and at once when the menu is already open', async () => {
    await renderKeyboardMenu();
    await press(document.getElementById('toggle')!, 'ArrowUp');
    expect(document.activeElement?.id).toBe('c');
    await press(document.getElementById('toggle')!, 'ArrowDown');
    expect(document.activeElement?.id).toBe('a');
  });
});
