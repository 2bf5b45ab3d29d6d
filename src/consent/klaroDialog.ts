/**
 * Makes Klaro 0.7.22's settings dialog behave as a modal dialog for keyboard and screen-reader
 * users, which Klaro itself does not:
 * - it renders each optional service's switch with tabindex="-1" when services are not grouped by
 *   purpose (its `visible` prop is only set inside an expanded purpose group), so only required
 *   services could be reached; the enabled checkboxes go back into the tab order (Space toggles
 *   them natively and Klaro's change handler records the choice);
 * - its dialog has no role or name: it gets role="dialog", aria-modal and its title as name;
 * - Tab cycles inside the open dialog, Escape closes it as its close button does (nothing saved),
 *   and focus returns to the control that opened it.
 * Klaro re-renders into its #klaro element, so the fixes are reapplied on every change there.
 * Closed undecided, the dialog gives way to Klaro's own copy of the notice: while it is shown it keeps the room at the
 * window's bottom that the page's copy kept (./notice.ts), so the corner buttons and the focus stay clear of it.
 */
import {releaseNoticeRoom, reserveNoticeRoom} from './notice';

const modalSelector = '#klaro .cookie-modal .cm-modal';
/** Klaro's notice, not the dialog's footer notice (cookie-modal-notice) and not once Klaro has hidden it. */
const klaroNoticeSelector = '#klaro .cookie-notice:not(.cookie-modal-notice):not(.cookie-notice-hidden)';
const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

let observer: MutationObserver | undefined;
let opener: HTMLElement | null = null;
let wasOpen = false;
let klaroNotice: HTMLElement | null = null;

const openModal = () => document.querySelector<HTMLElement>(modalSelector);

function focusables(modal: HTMLElement): HTMLElement[] {
  return Array.from(modal.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
}

function applyFixes(): void {
  document.querySelectorAll<HTMLInputElement>('#klaro .cm-list-input:not([disabled])[tabindex="-1"]').forEach((input) => {
    input.tabIndex = 0;
  });
  // While some services are on and some off, Klaro draws "Enable or disable all services" half on (its knob in the
  // middle) but leaves its checkbox unchecked, so a screen reader said "not checked" of a switch that shows half on.
  // It is marked mixed, as it is drawn; a click still turns every service on.
  document.querySelectorAll<HTMLInputElement>('#klaro .cm-list-input').forEach((input) => {
    const mixed = input.classList.contains('half-checked') || input.classList.contains('only-required');
    if (input.indeterminate !== mixed) input.indeterminate = mixed;
  });
  const modal = openModal();
  if (modal && modal.getAttribute('role') !== 'dialog') {
    const title = modal.querySelector<HTMLElement>('.cm-header .title');
    if (title && !title.id) title.id = 'klaro-settings-title';
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    if (title) modal.setAttribute('aria-labelledby', title.id);
  }
  if (wasOpen && !modal) {
    // Closed (saved, accepted, declined or dismissed): back to where the reader was.
    if (opener?.isConnected) opener.focus();
    opener = null;
  }
  wasOpen = !!modal;
  const shown = modal ? null : document.querySelector<HTMLElement>(klaroNoticeSelector);
  if (shown !== klaroNotice) {
    if (klaroNotice) releaseNoticeRoom(klaroNotice);
    klaroNotice = shown;
    if (shown) reserveNoticeRoom(shown);
  }
}

function onKeyDown(event: KeyboardEvent): void {
  const modal = openModal();
  if (!modal) return;
  if (event.key === 'Escape') {
    modal.querySelector<HTMLButtonElement>('.cm-header button.hide')?.click();
    event.preventDefault();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = focusables(modal);
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement as HTMLElement | null;
  const inside = !!active && modal.contains(active);
  if (!inside || (event.shiftKey && active === first) || (!event.shiftKey && active === last)) {
    (event.shiftKey ? last : first).focus();
    event.preventDefault();
  }
}

/** Call with the element that asked for the dialog, after Klaro has shown it. */
export function enhanceKlaroDialog(openedFrom: Element | null): void {
  opener = openedFrom instanceof HTMLElement && openedFrom !== document.body ? openedFrom : null;
  applyFixes();
  const root = document.getElementById('klaro');
  if (observer || !root) return;
  observer = new MutationObserver(applyFixes);
  observer.observe(root, {childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex', 'role', 'class']});
  document.addEventListener('keydown', onKeyDown, true);
}
