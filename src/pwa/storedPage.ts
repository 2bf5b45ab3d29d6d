import {cacheNames, pageKey} from './shared.mjs';

/**
 * Whether the service worker holds this page (the reader opened it, or kept its section offline). Its route
 * code was stored with it: both ways of storing a page fetch that code through the worker (a render, or the
 * section download's preload). False where Cache Storage is missing or refused.
 */
export async function pageStored(pathname: string): Promise<boolean> {
  try {
    if (typeof caches === 'undefined') return false;
    return (await caches.match(pageKey(new URL(pathname, window.location.href).href), {cacheName: cacheNames.pages})) !== undefined;
  } catch {
    return false;
  }
}
