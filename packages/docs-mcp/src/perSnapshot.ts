import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';

/**
 * What every server over a snapshot shares, made with its first server: over HTTP a server is made for each request
 * (fetchHandler.ts), and building the tools' and the prompt's schemas again each time cost more than answering most calls.
 */
export function perSnapshot<T>(make: (snapshot: Snapshot) => T): (snapshot: Snapshot) => T {
  const made = new WeakMap<Snapshot, T>();
  return (snapshot) => {
    if (!made.has(snapshot)) made.set(snapshot, make(snapshot));
    return made.get(snapshot) as T;
  };
}
