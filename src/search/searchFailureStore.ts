/**
 * The failure of the modal's latest search, for its error screen (searchFailure.ts says what it
 * means). Kept apart from searchFailure.ts, which the search Web Worker imports: React stays out of
 * the worker's script.
 */
import {useSyncExternalStore} from 'react';
import type {SearchFailure} from './searchFailure';

/** The failure of the latest search the modal made (undefined once a search succeeds). */
let latest: SearchFailure | undefined;
const listeners = new Set<() => void>();

export function reportSearchOutcome(failure: SearchFailure | undefined): void {
  if (latest === failure) return;
  latest = failure;
  for (const listener of listeners) listener();
}

export const latestSearchFailure = (): SearchFailure | undefined => latest;

export function useLatestSearchFailure(): SearchFailure | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    latestSearchFailure,
    () => undefined,
  );
}
