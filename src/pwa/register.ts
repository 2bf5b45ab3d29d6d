/**
 * Registers the service worker (src/pwa/sw, bundled by src/plugins/service-worker) after the page has
 * loaded, in an idle period, so no request or task of the page's own load changes. Also tells the worker
 * which pages this tab opened client-side, and watches for a new version (./updates.ts).
 *
 * Without service workers, outside a secure context, or where the browser refuses the registration
 * (site data blocked, some private windows), nothing happens: the site works as before, online only.
 */
import type {ClientModule} from '@docusaurus/types';
import {cacheVisitMessage} from './shared.mjs';
import {keptRecords, workerBuild} from './keptBundles';
import {applyingUpdate, setUpdateState, updateState} from './updates';

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

/** Compares the worker with the server's file (a new one installs and waits: watchUpdates). */
function compareWithServer(): void {
  lastUpdateCheck = Date.now();
  registration?.update().catch(() => undefined);
}

function checkForUpdate(): void {
  if (registration && Date.now() - lastUpdateCheck >= updateCheckIntervalMs) compareWithServer();
}

let lastFailureCheck = 0;
/** Between two checks caused by failed files (a lazy part may fail several chunks at once). */
const failureCheckIntervalMs = 10_000;

function checkAfterFailure(): void {
  if (!registration || Date.now() - lastFailureCheck < failureCheckIntervalMs) return;
  lastFailureCheck = Date.now();
  compareWithServer();
}

/**
 * A script or stylesheet of the build that fails to load while the browser is online. In a tab of an older
 * build this is a lazy part the worker does not precache, opened for the first time after a deployment (a
 * diagram's renderer, the APDU Send panel, the OpenAPI viewer) whose chunk the new build no longer has.
 * The worker is compared with the server's at once rather than at the next half-hourly check, so the reload
 * prompt appears beside the part that did not open and says how to get it. Capture phase: load errors of
 * elements do not bubble.
 */
function watchFailedFiles(workerFile: string): void {
  // The build's files, beside the worker's file at the base URL.
  const assets = new URL('assets/', new URL(workerFile, window.location.href)).pathname;
  window.addEventListener(
    'error',
    (event) => {
      const element = event.target;
      const url = element instanceof HTMLScriptElement ? element.src : element instanceof HTMLLinkElement ? element.href : '';
      if (!url || !navigator.onLine) return;
      const {origin, pathname} = new URL(url);
      if (origin === window.location.origin && pathname.startsWith(assets)) checkAfterFailure();
    },
    true,
  );
}

async function register(url: string): Promise<void> {
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
  watchFailedFiles(url);
  await navigator.serviceWorker.ready;
  report(loadedFiles());
  await refreshKeptSections().catch(() => undefined);
}

/**
 * Sections kept offline under an earlier build are downloaded again from this one (keepOffline.ts, loaded only
 * then). Only a tab that runs the deployed build does it (its route code is what gets stored); one tab at a time.
 */
async function refreshKeptSections(): Promise<void> {
  const kept = await keptRecords();
  if (kept.length === 0) return;
  const build = await workerBuild();
  if (!build || kept.every((record) => record.build === build)) return;
  const refresh = async () => {
    if (updateState() !== 'current') return;
    const {refreshKeptBundles} = await import(/* webpackChunkName: "offline-keep" */ './keepOffline');
    await refreshKeptBundles(build);
  };
  if (!navigator.locks) await refresh();
  else await navigator.locks.request('docs-kept-sections-refresh', {ifAvailable: true}, (lock) => (lock ? refresh() : undefined));
}

/** Empty outside production builds (src/plugins/service-worker): `docusaurus start` has no worker. */
const workerUrl = process.env.DOCS_SERVICE_WORKER_URL;

/**
 * How long after the page's load event the worker is registered (then in an idle period). Installing it and
 * storing what the page loaded (a few dozen requests and cache writes) competes with the page's own start:
 * registered at the first idle moment after load, the typical doc page's blocking time on Lighthouse's
 * simulated phone rose by half (from about 0.7 to 1.1 s; the worker runs in the page's process).
 */
export const registerDelayMs = 3000;

if (workerUrl && typeof window !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext) {
  const start = () =>
    window.setTimeout(() => {
      const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
      idle(() => void register(workerUrl));
    }, registerDelayMs);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({location}) => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  unreported.add(new URL(location.pathname, window.location.href).href);
  report();
  checkForUpdate();
};
