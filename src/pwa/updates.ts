/**
 * Whether a new version of the site is waiting to take over (the reload prompt in src/theme/Root), and the
 * reader's go-ahead. Written by register.ts, read by React through useSyncExternalStore.
 *
 * 'waiting': a new service worker is installed and this tab still runs the old build;
 * 'replaced': another tab accepted the update, so this tab's build is no longer the deployed one.
 * In both, this tab's chunk names may no longer exist on the server: links open as full page loads.
 */
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

/** Set just before the reload the reader asked for; read once by the page that reload opens. */
const acceptedKey = 'docs-update-accepted';

/**
 * The prompt's button: asks the waiting worker to take over and reloads at once. Pages come from the network
 * first, so the reloaded tab is the new build's whichever worker answers; waiting for the worker first made
 * Reload do nothing when the worker missed the message (plugin-pwa's sw.js adds its message listener only
 * after an await, so a worker the browser had stopped can miss it). The reloaded page asks again
 * (takeAcceptedUpdate in register.ts) without showing the prompt.
 */
export function applyUpdate(): void {
  try {
    window.sessionStorage.setItem(acceptedKey, '1');
  } catch {
    /* storage off: the reloaded page may offer the reload once more */
  }
  if (waitingWorker?.state === 'installed') waitingWorker.postMessage({type: skipWaitingMessage});
  window.location.reload();
}

/** Whether this page was opened by the reader's Reload in the prompt (true once). */
export function takeAcceptedUpdate(): boolean {
  try {
    const accepted = window.sessionStorage.getItem(acceptedKey) === '1';
    window.sessionStorage.removeItem(acceptedKey);
    return accepted;
  } catch {
    return false;
  }
}
