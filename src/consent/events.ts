/** Window event that asks the consent manager to open its settings dialog. */
export const openSettingsEvent = 'consent:open-settings';

/**
 * Opens the cookie-consent settings dialog (SPEC 2.6: footer 'Cookies settings', the privacy
 * notice's button). It only dispatches openSettingsEvent on `window`: the consent client module
 * (./clientModule.ts) handles it and loads the consent manager on first use, so callers stay the
 * same however the consent manager is implemented.
 */
export function openConsentSettings(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(openSettingsEvent));
}
