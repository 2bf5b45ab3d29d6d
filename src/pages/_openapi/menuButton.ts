/**
 * Redoc's menu of operations under 50rem (a phone, or a desktop browser zoomed to 200 %) stays hidden until its
 * round button opens it, and that button is a div with a click handler: no role, no name, out of the tab order, so a
 * keyboard reader could not open the menu at all. Here it gets a disclosure button's role, name, state and keys, and
 * focus goes where a reader expects: into the menu when it opens, to the chosen operation when choosing one closes
 * the menu (Redoc hides the menu under the focus), back to the button on Escape.
 */

import {activates} from './activates';

const menuSelector = '.redoc-wrap > .menu-content';
const menuButtonSelector = `${menuSelector} + div`;
const menuId = 'openapi-operations-menu';

/** Redoc's menu: zero wide while closed under 50rem, always open wider. */
export function isMenuOpen(root: ParentNode): boolean {
  const menu = root.querySelector(menuSelector);
  return !!menu && menu.getBoundingClientRect().width > 0;
}

/**
 * Gives Redoc's button its role and name; after each Redoc render. A new button (Redoc's first render, or a remount in
 * the other colour mode) starts closed, as Redoc's menu does; its state is read after each toggle (syncMenuButton), not
 * here, where measuring the menu would force a layout in the middle of Redoc's render.
 */
export function labelMenuButton(root: ParentNode): void {
  const menu = root.querySelector<HTMLElement>(menuSelector);
  const button = root.querySelector<HTMLElement>(menuButtonSelector);
  if (!menu || !button || button.hasAttribute('aria-expanded')) return;
  menu.id = menuId;
  button.setAttribute('role', 'button');
  button.tabIndex = 0;
  button.setAttribute('aria-label', 'Operations menu');
  button.setAttribute('aria-controls', menuId);
  button.setAttribute('aria-expanded', 'false');
}

function syncMenuButton(root: ParentNode): void {
  root.querySelector(menuButtonSelector)?.setAttribute('aria-expanded', String(isMenuOpen(root)));
}

/** The button is shown (under 50rem), so the menu opens and closes. */
const buttonShown = (button: HTMLElement | null): button is HTMLElement => !!button && getComputedStyle(button).display !== 'none';

/** Keys for the button and the menu it opens, and the button's state after each toggle. Returns the cleanup. */
export function wireMenuKeys(root: HTMLElement): () => void {
  let frame = 0;
  // Redoc has re-rendered by the next frame.
  const afterToggle = (then: () => void) => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      syncMenuButton(root);
      then();
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const button = root.querySelector<HTMLElement>(menuButtonSelector);
    const menu = root.querySelector<HTMLElement>(menuSelector);
    const target = event.target as HTMLElement;
    if (!buttonShown(button) || !menu) return;
    if (target === button && activates(event)) {
      event.preventDefault();
      button.click();
      afterToggle(() => {
        if (isMenuOpen(root)) menu.querySelector<HTMLElement>('[role="menuitem"].active, [role="menuitem"]')?.focus();
      });
    } else if (event.key === 'Escape' && menu.contains(target) && isMenuOpen(root)) {
      button.click();
      afterToggle(() => button.focus());
    } else if (activates(event) && menu.contains(target) && target.dataset.itemId) {
      // Redoc closes the menu after an operation is chosen (not after a group, which opens in place).
      const id = target.dataset.itemId;
      afterToggle(() => {
        if (isMenuOpen(root)) return;
        const section = root.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(id)}"]`);
        if (!section) return button.focus();
        section.tabIndex = -1;
        section.focus({preventScroll: true});
      });
    }
  };
  // A pointer's toggle changes the state too; the click reaches here before Redoc's handler (React's is on the app root).
  const onClick = (event: MouseEvent) => {
    const button = root.querySelector(menuButtonSelector);
    if (button && button.contains(event.target as Node)) afterToggle(() => undefined);
  };
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('click', onClick);
  return () => {
    cancelAnimationFrame(frame);
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('click', onClick);
  };
}
