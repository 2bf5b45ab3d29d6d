/**
 * Registers the service worker (src/pwa/sw, bundled by @docusaurus/plugin-pwa) after the page has loaded,
 * in an idle period, so no request or task of the page's own load changes; replaces the plugin's
 * registerSw (its `swRegister` option), which keeps offline support for installed apps only and asks for
 * no reload otherwise. Also tells the worker which pages this tab opened client-side, and watches for a
 * new version (./updates.ts). The worker's URL and its `params` query are plugin-pwa's private format: the
 * build checks it (src/internals/build/pwaWorkerContract.ts).
 *
 * Without service workers, outside a secure context, or where the browser refuses the registration
 * (site data blocked, some private windows), nothing happens: the site works as before, online only.
 */
import type {ClientModule} from '@docusaurus/types';
import {cacheVisitMessage} from './shared.mjs';
import {setUpdateState, takeAcceptedUpdate} from './updates';
import {skipWaitingMessage} from './shared.mjs';
import {serviceWorkerParams} from './params';

/** Pages opened in this tab and not yet reported to the worker. */
const unreported = new Set<string>();
let registration: ServiceWorkerRegistration | undefined;
let lastUpdateCheck = 0;
/** A deployment is noticed at the latest this long after it, while the reader keeps navigating in one tab. */
const updateCheckIntervalMs = 30 * 60 * 1000;

/** Same-origin files this page loaded before the worker controlled it (later ones pass through the worker). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${window.location.origin}/`));
}

function report(files: string[] = []): void {
  const worker = navigator.serviceWorker.controller ?? registration?.active;
  if (!worker || (unreported.size === 0 && files.length === 0)) return;
  worker.postMessage({type: cacheVisitMessage, pages: [...unreported], files});
  unreported.clear();
}

function watchUpdates(reg: ServiceWorkerRegistration): void {
  const hadController = () => navigator.serviceWorker.controller !== null;
  const whenInstalled = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && hadController()) setUpdateState('waiting', worker);
    });
  // Opened by the reader's Reload: this page is already the new build's (pages come from the network first).
  // If the new worker still waits, it missed the go-ahead: ask again, without the prompt; its taking over
  // this tab is then no news.
  let accepted = takeAcceptedUpdate();
  if (accepted && reg.waiting) reg.waiting.postMessage({type: skipWaitingMessage});
  else if (reg.waiting && hadController()) setUpdateState('waiting', reg.waiting);
  if (!reg.waiting) accepted = false;
  // A new worker may already be installing (the navigation that loaded this page found it).
  whenInstalled(reg.installing);
  reg.addEventListener('updatefound', () => whenInstalled(reg.installing));
  let controlled = hadController();
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first worker taking this tab is no new version; it may now store what loaded before it.
    if (!controlled) {
      controlled = true;
      report(loadedFiles());
      return;
    }
    if (accepted) {
      accepted = false;
      return;
    }
    setUpdateState('replaced');
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (reg.waiting && hadController()) setUpdateState('waiting', reg.waiting);
    checkForUpdate();
  });
}

function checkForUpdate(): void {
  if (!registration || Date.now() - lastUpdateCheck < updateCheckIntervalMs) return;
  lastUpdateCheck = Date.now();
  registration.update().catch(() => undefined);
}

async function register(): Promise<void> {
  const query = encodeURIComponent(JSON.stringify(serviceWorkerParams));
  try {
    // updateViaCache 'none': the worker's imported chunk (plugin-pwa splits swCustom into N.sw.js) is checked
    // on the server too, never taken from the HTTP cache.
    registration = await navigator.serviceWorker.register(`${process.env.PWA_SERVICE_WORKER_URL}?params=${query}`, {
      updateViaCache: 'none',
    });
  } catch {
    return; // Refused (site data blocked, private window): online only, as before.
  }
  // Blocked by policy, some browsers (and Playwright's serviceWorkers: 'block') resolve with no registration.
  if (!registration) return;
  lastUpdateCheck = Date.now();
  watchUpdates(registration);
  await navigator.serviceWorker.ready;
  report(loadedFiles());
}

if (typeof window !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext) {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void register());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location}) => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  unreported.add(new URL(location.pathname, window.location.href).href);
  report();
  checkForUpdate();
};
