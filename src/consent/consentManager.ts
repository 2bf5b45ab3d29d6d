import type {KlaroManager} from 'klaro/dist/klaro-no-css';
import {buildKlaroConfig} from './klaroConfig';
import {readStoredConsents, storageAvailable, type Consents} from './storedConsent';
import {consentServices, consentStorageKey} from './services';
import {removeNotice, renderNotice} from './notice';
import {enhanceKlaroDialog} from './klaroDialog';

type Klaro = typeof import('klaro/dist/klaro-no-css');
type Listener = (consents: Consents, interactive: boolean) => void;

const listeners = new Set<Listener>();
let consents: Consents | undefined;
let klaroPromise: Promise<Klaro> | undefined;
let watching = false;

/** Klaro from a CDN copy when configured, otherwise the bundled copy in its own chunk. */
function loadKlaro(scriptUrl: string): Promise<Klaro> {
  if (!scriptUrl) {
    return Promise.all([import('klaro/dist/klaro-no-css'), import('./klaro.css')]).then(([mod]) => mod);
  }
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.defer = true;
    script.onload = () => resolve((window as unknown as {klaro: Klaro}).klaro);
    script.onerror = () => reject(new Error(`Consent manager failed to load from ${scriptUrl}`));
    document.head.appendChild(script);
  });
}

export interface ConsentSettings {
  klaroScriptUrl: string;
  privacyPolicyUrl: string;
}

function config(settings: ConsentSettings) {
  return buildKlaroConfig({storage: storageAvailable(), privacyPolicyUrl: settings.privacyPolicyUrl});
}

async function klaro(settings: ConsentSettings): Promise<{klaro: Klaro; manager: KlaroManager}> {
  if (!klaroPromise) {
    klaroPromise = loadKlaro(settings.klaroScriptUrl);
    klaroPromise.catch(() => {
      klaroPromise = undefined;
    });
  }
  const mod = await klaroPromise;
  const manager = mod.getManager(config(settings));
  // Without storage Klaro keeps its own in-memory copy: hand it the choice made in the notice.
  if (!watching && !manager.confirmed && consents) {
    for (const [name, value] of Object.entries(consents)) manager.updateConsent(name, value);
    manager.saveConsents();
  }
  if (!watching) {
    watching = true;
    manager.watch({
      update(_manager, event, data) {
        if (event !== 'saveConsents') return;
        consents = {...(data as {consents: Consents}).consents};
        for (const listener of listeners) listener(consents, true);
      },
    });
  }
  return {klaro: mod, manager};
}

/** The reader's current choices; undefined until they decide. */
export function currentConsents(): Consents | undefined {
  consents ??= readStoredConsents();
  return consents;
}

export function hasConsent(service: keyof Consents): boolean {
  return currentConsents()?.[service] === true;
}

/** Called with the choices now (if any) and after every change. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  const now = currentConsents();
  if (now) listener(now, false);
  return () => listeners.delete(listener);
}

/** Every service on ('Accept all') or only the required ones ('Only necessary'), as Klaro decides. */
export function allConsents(accept: boolean): Consents {
  return Object.fromEntries(consentServices.map((s) => [s.name, accept || s.required])) as Consents;
}

/** Records a decision made outside Klaro's UI, in Klaro's storage format, and tells the listeners. */
export function saveConsents(next: Consents): void {
  consents = {...next};
  try {
    window.localStorage.setItem(consentStorageKey, encodeURIComponent(JSON.stringify(consents)));
  } catch {
    // No storage: the choice holds in memory for this visit.
  }
  for (const listener of listeners) listener(consents, true);
}

/** First visit: the site's own notice (notice.ts); Klaro loads only if the reader asks for the dialog. */
export function showNoticeIfUndecided(settings: ConsentSettings): void {
  if (currentConsents()) {
    removeNotice();
    return;
  }
  let remove: () => void = () => {};
  const unsubscribe = onConsentChange(() => {
    remove();
    unsubscribe();
  });
  remove = renderNotice({
    onAccept: () => saveConsents(allConsents(true)),
    onDecline: () => saveConsents(allConsents(false)),
    onChoose: () => void showSettings(settings),
  });
}

/** Opens the settings dialog (footer 'Cookies settings'). */
export async function showSettings(settings: ConsentSettings): Promise<void> {
  const openedFrom = document.activeElement;
  try {
    const {klaro: mod} = await klaro(settings);
    mod.show(config(settings), true);
    // Klaro now owns the notice: if the reader closes the dialog undecided, it shows its own copy
    // (same markup and texts), so the site's copy goes to avoid two notices with the same ids.
    removeNotice();
    enhanceKlaroDialog(openedFrom);
  } catch (err) {
    console.error((err as Error).message);
  }
}
