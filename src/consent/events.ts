/** Window event that asks the consent manager to open its settings dialog. */
export const openSettingsEvent = 'consent:open-settings';

/** Asks the consent manager (loaded lazily by the consent client module) to open its dialog. */
export function requestConsentSettings(): void {
  window.dispatchEvent(new Event(openSettingsEvent));
}
