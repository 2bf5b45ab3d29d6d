/**
 * The consent rules every page applies from its first script: the services by name, their purposes and defaults, and
 * where the reader's choices are kept. Their titles and explanations (./services.ts) are read by the settings dialog
 * and the privacy notice, which load them when shown, so the texts stay out of the bundle every page runs.
 */
export type Purpose = 'functional' | 'analytics';

export interface ConsentRule {
  /** Klaro service name (SPEC 3: cloudflare, klaro; plus analytics, opt-in). */
  name: 'cloudflare' | 'klaro' | 'analytics';
  purposes: Purpose[];
  /** Pre-selected in the dialog. */
  default: boolean;
  /** Cannot be switched off. */
  required: boolean;
}

export const consentRules: readonly ConsentRule[] = [
  {name: 'cloudflare', purposes: ['functional'], default: true, required: false},
  {name: 'klaro', purposes: ['functional'], default: true, required: true},
  {name: 'analytics', purposes: ['analytics'], default: false, required: false},
];

/** Local storage key under which the consent manager keeps the reader's choices. */
export const consentStorageKey = 'klaro';
