import {openSettingsEvent} from './events';

/**
 * Opens the cookie-consent settings dialog (SPEC 2.6: footer 'Cookies settings').
 *
 * This function only dispatches the `consent:open-settings` event (openSettingsEvent in
 * ./events) on `window`; the consent work handles that event and opens its dialog
 * (see ./clientModule.ts: window.addEventListener(openSettingsEvent, ...)). Callers such as
 * the footer button depend on this one function, so they stay unchanged however the
 * consent manager is implemented.
 */
export function openConsentSettings(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(openSettingsEvent));
}
