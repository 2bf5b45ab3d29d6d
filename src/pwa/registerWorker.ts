/**
 * Registers the service worker (src/pwa/sw, bundled by src/plugins/service-worker), tells it which pages
 * this tab opened client-side, and watches for a new version (./updates.ts). Loaded by ./register.ts (the
 * client module) only when the time to register has come, so the page's own scripts do not carry it.
 *
 * Without service workers, outside a secure context, or where the browser refuses the registration
 * (site data blocked, some private windows), nothing happens: the site works as before, online only.
 */
import {cacheVisitMessage} from './shared.mjs';
import {applyingUpdate, setUpdateState} from './updates';

/** Pages opened in this tab and not yet reported to the worker (./register.ts adds them). */
let unreported = new Set<string>();
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

export function report(files: string[] = []): void {
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
  if (reg.waiting && hadController()) setUpdateState('waiting', reg.waiting);
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
    // This tab's Reload (applyUpdate) reloads it now; otherwise another tab accepted the update.
    if (!applyingUpdate()) setUpdateState('replaced');
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (reg.waiting && hadController()) setUpdateState('waiting', reg.waiting);
    checkForUpdate();
  });
}

export function checkForUpdate(): void {
  if (!registration || Date.now() - lastUpdateCheck < updateCheckIntervalMs) return;
  lastUpdateCheck = Date.now();
  registration.update().catch(() => undefined);
}

export async function register(url: string, pagesOpened: Set<string>): Promise<void> {
  unreported = pagesOpened;
  try {
    // updateViaCache 'none': the browser asks the server for the worker's file, never its HTTP cache.
    registration = await navigator.serviceWorker.register(url, {updateViaCache: 'none'});
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
