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
let reloadWhenReplaced = false;
const listeners = new Set<() => void>();

export function setUpdateState(next: UpdateState, worker: ServiceWorker | null = waitingWorker): void {
  waitingWorker = worker;
  if (next === 'replaced' && reloadWhenReplaced) {
    window.location.reload();
    return;
  }
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

export const updateState = (): UpdateState => state;

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The prompt's button: the waiting worker takes over, then the tab reloads into the new build. */
export function applyUpdate(): void {
  reloadWhenReplaced = true;
  if (waitingWorker && waitingWorker.state === 'installed') waitingWorker.postMessage({type: skipWaitingMessage});
  else window.location.reload();
}
