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

/** Paths of the search index files the worker has stored. */
export const storedSearchFiles = (page: Page) => storedPaths(page, cacheNames.search);

/** The sections kept offline: each one's id and the build it was kept under (src/pwa/keptBundles.ts KeptRecord). */
export async function keptSections(page: Page): Promise<{id: string; build?: string}[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const records = await Promise.all((await cache.keys()).map(async (r) => (await cache.match(r))!.json()));
    return records.map(({id, build}: {id: string; build?: string}) => ({id, build}));
  }, cacheNames.keptSections);
}

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

/** Keeps a section offline from its control on the open page ("Keep this section offline", then Download). */
export async function keepSectionOffline(page: Page, bundleId: string, name: string): Promise<void> {
  const panel = page.locator(`[data-keep-offline="${bundleId}"]`);
  await panel.getByRole('button', {name: 'Keep this section offline'}).click();
  await panel.getByRole('button', {name: /^Download/}).click();
  await page
    .locator(`[data-keep-offline="${bundleId}"] [role="status"]`)
    .filter({hasText: `${name} is kept offline`})
    .waitFor({timeout: 60_000});
}
