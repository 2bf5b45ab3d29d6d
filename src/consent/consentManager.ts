import type {KlaroManager} from 'klaro/dist/klaro-no-css';
import {readStoredConsents, storageAvailable, type Consents} from './storedConsent';
import {consentRules, consentStorageKey} from './rules';
import {noticeElementId, removeNotice, renderNotice} from './notice';

type Klaro = typeof import('klaro/dist/klaro-no-css');
type KlaroUi = typeof import('./klaroUi');
type Listener = (consents: Consents, interactive: boolean) => void;

const listeners = new Set<Listener>();
let consents: Consents | undefined;
let klaroPromise: Promise<{klaro: Klaro; ui: KlaroUi}> | undefined;
let watching = false;

/**
 * Klaro from a CDN copy when configured, otherwise the bundled copy in its own chunk; with it, in
 * a chunk of their own, its configuration and the dialog's keyboard fixes (./klaroUi.ts), which
 * only the settings dialog needs.
 */
function loadKlaro(scriptUrl: string): Promise<{klaro: Klaro; ui: KlaroUi}> {
  const ui = import('./klaroUi');
  if (!scriptUrl) {
    return Promise.all([import('klaro/dist/klaro-no-css'), ui, import('./klaro.css')]).then(([klaro, loaded]) => ({klaro, ui: loaded}));
  }
  const script = new Promise<Klaro>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = scriptUrl;
    element.defer = true;
    element.onload = () => resolve((window as unknown as {klaro: Klaro}).klaro);
    element.onerror = () => reject(new Error(`Consent manager failed to load from ${scriptUrl}`));
    document.head.appendChild(element);
  });
  return Promise.all([script, ui]).then(([klaro, loaded]) => ({klaro, ui: loaded}));
}

export interface ConsentSettings {
  klaroScriptUrl: string;
  privacyPolicyUrl: string;
}

async function klaro(
  settings: ConsentSettings,
): Promise<{klaro: Klaro; ui: KlaroUi; config: ReturnType<KlaroUi['buildKlaroConfig']>; manager: KlaroManager}> {
  if (!klaroPromise) {
    klaroPromise = loadKlaro(settings.klaroScriptUrl);
    klaroPromise.catch(() => {
      klaroPromise = undefined;
    });
  }
  const {klaro: mod, ui} = await klaroPromise;
  const config = ui.buildKlaroConfig({storage: storageAvailable(), privacyPolicyUrl: settings.privacyPolicyUrl});
  const manager = mod.getManager(config);
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
  return {klaro: mod, ui, config, manager};
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
  return Object.fromEntries(consentRules.map((s) => [s.name, accept || s.required])) as Consents;
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

/**
 * The site's own notice (notice.ts), until the reader decides: on a first visit, and in place of the settings
 * dialog when that cannot load (with a line saying why, taking the focus as the dialog would have).
 */
function openNotice(settings: ConsentSettings, note?: string): void {
  const remove = renderNotice({
    onAccept: () => saveConsents(allConsents(true)),
    onDecline: () => saveConsents(allConsents(false)),
    onChoose: () => void showSettings(settings),
    note,
  });
  const listener: Listener = (_consents, interactive) => {
    if (!interactive) return;
    remove();
    listeners.delete(listener);
  };
  listeners.add(listener);
  if (note) document.querySelector<HTMLElement>(`#${noticeElementId} .cookie-notice`)?.focus();
}

/** First visit: the site's own notice; Klaro loads only if the reader asks for the dialog. */
export function showNoticeIfUndecided(settings: ConsentSettings): void {
  if (currentConsents()) removeNotice();
  else openNotice(settings);
}

/**
 * Opens the settings dialog (footer 'Cookies settings'). If its code does not arrive (offline where this
 * device never opened it, or in a tab whose build a deployment replaced; src/pwa/register.ts then offers the
 * reload), the notice opens instead: it needs no download, and its two buttons still record a choice.
 */
export async function showSettings(settings: ConsentSettings): Promise<void> {
  const openedFrom = document.activeElement;
  try {
    const {klaro: mod, ui, config} = await klaro(settings);
    mod.show(config, true);
    // Klaro now owns the notice: if the reader closes the dialog undecided, it shows its own copy
    // (same markup and texts), so the site's copy goes to avoid two notices with the same ids.
    removeNotice();
    ui.enhanceKlaroDialog(openedFrom);
  } catch (err) {
    console.error((err as Error).message);
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    openNotice(
      settings,
      `The detailed settings could not be loaded${offline ? ': you are offline' : ''}. You can still accept all or keep only what is necessary here, or press Choose to try again.`,
    );
  }
}
