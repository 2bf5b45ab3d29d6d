/** Klaro 0.7 ships no types; only the calls this site makes are declared. */
declare module 'klaro/dist/klaro-no-css' {
  export interface KlaroManager {
    confirmed: boolean;
    consents: Record<string, boolean>;
    updateConsent(name: string, value: boolean): void;
    saveConsents(): void;
    watch(watcher: {update(manager: KlaroManager, event: string, data: unknown): void}): void;
  }
  export function render(config: object, options?: {show?: boolean; modal?: boolean}): void;
  export function show(config: object, modal?: boolean): boolean;
  export function getManager(config: object): KlaroManager;
}
