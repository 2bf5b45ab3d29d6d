/**
 * What the "Keep this section offline" control needs before the reader uses it (whether this browser can keep
 * pages, and what is kept already), and what register.ts needs to tell whether a kept section is older than
 * the worker's build. Small, so every page carries it; the download, removal and refresh code
 * (./keepOffline.ts) loads when the reader asks, or when a kept section needs refreshing.
 */
import {bundlePath} from '@site/src/plugins/offline-bundles/paths';
import {buildQueryMessage, cacheNames} from './shared.mjs';

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

/** Every section kept offline on this device. */
export async function keptRecords(): Promise<KeptRecord[]> {
  const cache = await caches.open(cacheNames.keptSections);
  const records = await Promise.all((await cache.keys()).map(async (key) => (await cache.match(key))?.json() as Promise<KeptRecord>));
  return records.filter(Boolean);
}

/** The build the worker in charge runs (its fingerprint), or undefined if it does not answer within a second. */
export function workerBuild(): Promise<string | undefined> {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => resolve(undefined), 1000);
    channel.port1.onmessage = (event: MessageEvent<{build?: string}>) => {
      window.clearTimeout(timer);
      resolve(event.data?.build);
    };
    worker.postMessage({type: buildQueryMessage}, [channel.port2]);
  });
}
