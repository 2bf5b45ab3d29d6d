import {consentRules, consentStorageKey, type ConsentRule} from './rules';

export type Consents = Partial<Record<ConsentRule['name'], boolean>>;

/** True when local storage can be read and written (it may be disabled or throw). */
export function storageAvailable(): boolean {
  try {
    const probe = '__consent_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * The reader's saved choices, read without loading the consent manager, so return
 * visitors pay nothing for it. Undefined means no decision has been made yet.
 */
export function readStoredConsents(): Consents | undefined {
  try {
    const raw = window.localStorage.getItem(consentStorageKey);
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const known = new Set(consentRules.map((s) => s.name));
    return Object.fromEntries(
      Object.entries(parsed).filter(([name, value]) => known.has(name as ConsentRule['name']) && typeof value === 'boolean'),
    ) as Consents;
  } catch {
    return undefined;
  }
}
