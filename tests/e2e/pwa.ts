/**
 * Helpers of the offline-reading specs (issue 42, src/pwa): the service worker is on in them
 * (playwright.config.ts blocks it elsewhere).
 */
import type {Page} from '@playwright/test';
import {cacheNames} from '../../src/pwa/shared.mjs';

/** Waits until the site's service worker controls the page (registered 3 s after load, then it claims the tab). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {timeout: 20_000});
}

/** Paths of the URLs the worker has stored in one of its caches. */
async function storedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  }, cacheName);
}

/** Paths of the pages the worker has stored. */
export const storedPages = (page: Page) => storedPaths(page, cacheNames.pages);

/** Paths of the scripts and styles the worker has stored. */
export const storedAssets = (page: Page) => storedPaths(page, cacheNames.assets);

/** The builds whose file lists the workers recorded here (src/pwa/sw/garbage.mjs), one key each. */
export const recordedBuilds = (page: Page) => storedPaths(page, cacheNames.builds);

/** Waits until the worker has stored each of these pages. */
export async function waitUntilStored(page: Page, paths: string[]): Promise<void> {
  await page.waitForFunction(
    async ({name, wanted}) => {
      const cache = await caches.open(name);
      const have = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
      return wanted.every((p) => have.has(p));
    },
    {name: cacheNames.pages, wanted: paths},
    {timeout: 15_000},
  );
}
