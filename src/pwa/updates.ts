/**
 * Whether a new version of the site is waiting to take over (the reload prompt in src/theme/Root), and the
 * reader's go-ahead. Written by register.ts, read by React through useSyncExternalStore.
 *
 * 'waiting': a new service worker is installed and this tab still runs the old build;
 * 'replaced': another tab accepted the update, so this tab's build is no longer the deployed one.
 * In both, this tab's chunk names may no longer exist on the server: links open as full page loads.
 */
import {useSyncExternalStore} from 'react';
import {skipWaitingMessage} from './shared.mjs';

export type UpdateState = 'current' | 'waiting' | 'replaced';

let state: UpdateState = 'current';
let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<() => void>();

export function setUpdateState(next: UpdateState, worker: ServiceWorker | null = waitingWorker): void {
  waitingWorker = worker;
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

export const updateState = (): UpdateState => state;

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The update state for a component: 'current' on the server and until something changes it. */
export const useUpdateState = (): UpdateState => useSyncExternalStore(subscribeToUpdates, updateState, () => 'current' as const);

/** How long Reload waits for the new worker to take over before reloading anyway. */
export const takeOverTimeoutMs = 5000;

let applying = false;

/** Whether the reader pressed Reload in this tab: the new worker taking it over is then expected, not news. */
export const applyingUpdate = (): boolean => applying;

/**
 * The prompt's button: the waiting worker takes over, then the tab reloads, so the new worker answers the
 * reload. Reloading at the same moment as the go-ahead raced the worker's activation: in one to two of
 * eight update e2e runs (Chromium 156) the reload never committed and the tab hung. If the worker does not
 * take over in takeOverTimeoutMs (it was replaced by a newer one meanwhile), the tab reloads anyway: pages
 * come from the network first, so it still opens the deployed build.
 */
export function applyUpdate(): void {
  if (applying) return;
  applying = true;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  if (waitingWorker?.state !== 'installed') {
    reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', reload, {once: true});
  window.setTimeout(reload, takeOverTimeoutMs);
  waitingWorker.postMessage({type: skipWaitingMessage});
}
