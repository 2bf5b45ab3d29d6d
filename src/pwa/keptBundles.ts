/**
 * What the "Keep this section offline" control needs before the reader uses it: whether this browser can keep
 * pages, and what is kept already. Small, so every doc page carries it; the download and removal code
 * (./keepOffline.ts) loads when the reader asks.
 */
import {bundlePath} from '@site/src/plugins/offline-bundles/paths';
import {cacheNames} from './shared.mjs';

/** What a kept bundle's record holds (the worker's offline page reads title and entry). */
export interface KeptRecord {
  id: string;
  title: string;
  entry: string;
  pages: string[];
  search: string[];
  bytes: number;
  /** The build (the service worker's fingerprint) whose files were kept; after a deployment the page refreshes them. */
  build?: string;
}

/** Offline keeping needs Cache Storage and service workers (one answers from the caches); checked in the browser only. */
export function canKeepOffline(): boolean {
  return window.isSecureContext && 'caches' in window && 'serviceWorker' in navigator;
}

export const absolute = (sitePath: string) => new URL(sitePath, window.location.href).href;

export async function keptBundle(id: string): Promise<KeptRecord | undefined> {
  const stored = await (await caches.open(cacheNames.keptSections)).match(absolute(bundlePath(id)));
  return stored ? ((await stored.json()) as KeptRecord) : undefined;
}
