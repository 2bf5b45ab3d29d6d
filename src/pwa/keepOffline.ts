/**
 * "Keep this section offline" (issue 42): downloads a bundle's pages, their Markdown twins, their route
 * code and their search index files into the caches the service worker answers from (src/pwa/shared.mjs),
 * records the bundle, removes it again, and downloads it again after a deployment. The list and its sizes
 * come from the build (src/plugins/offline-bundles), fetched only when the reader asks. Loaded by the
 * KeepOffline control on its first use (./keptBundles.ts holds what it needs before that), and by
 * register.ts when a section is kept.
 */
import type {OfflineBundle} from '@site/src/plugins/offline-bundles/bundles';
import {bundlePath} from '@site/src/plugins/offline-bundles/paths';
import {markdownPathFor} from '@site/src/plugins/markdown-export/paths';
import {cacheNames, collectMessage, isSearchManifest, pageKey} from './shared.mjs';
import {storePage} from './store.mjs';
import {absolute, keptBundle, keptRecords, workerBuild, type KeptRecord} from './keptBundles';

/**
 * Waits until the site's worker runs this tab (it is registered after the page has loaded): the route code
 * the download asks for must pass through it to be kept. Fails where the browser refused the worker.
 */
async function workerInCharge(): Promise<void> {
  if (navigator.serviceWorker.controller) return;
  if (!(await navigator.serviceWorker.getRegistration())) throw new Error('this browser window does not allow offline reading');
  await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {once: true}));
}

export async function fetchBundle(id: string): Promise<OfflineBundle> {
  // Revalidated: after a deployment the HTTP cache may still hold the previous build's list.
  const response = await fetch(bundlePath(id), {cache: 'no-cache'});
  if (!response.ok) throw new Error(`${bundlePath(id)} answered ${response.status}`);
  return (await response.json()) as OfflineBundle;
}

/**
 * The bundle's search files this device already has (another kept section's, or fetched by a search): the download
 * skips them. The manifest is not one of them: it is always asked for again.
 */
async function storedSearchFiles(bundle: OfflineBundle): Promise<Set<string>> {
  const searchCache = await caches.open(cacheNames.search);
  const stored = new Set<string>();
  for (const file of [...bundle.search, ...bundle.sharedSearch])
    if (!isSearchManifest(file.url) && (await searchCache.match(absolute(file.url)))) stored.add(file.url);
  return stored;
}

/** Of the bundle's size, the bytes already on this device, which the download does not fetch again. */
export async function storedBytes(bundle: OfflineBundle): Promise<number> {
  const stored = await storedSearchFiles(bundle);
  return [...bundle.search, ...bundle.sharedSearch].reduce((sum, file) => sum + (stored.has(file.url) ? file.bytes : 0), 0);
}

/** Downloads every file of the bundle; onProgress(done, total) after each page. Resolves to the bytes stored. */
export async function keepBundle(bundle: OfflineBundle, onProgress: (done: number, total: number) => void): Promise<number> {
  await workerInCharge();
  let bytes = 0;
  let done = 0;
  const searchCache = await caches.open(cacheNames.search);
  const stored = await storedSearchFiles(bundle);
  for (const file of [...bundle.search, ...bundle.sharedSearch]) {
    bytes += file.bytes;
    if (stored.has(file.url)) continue;
    const manifest = isSearchManifest(file.url);
    // The manifest revalidated: after a deployment the HTTP cache may still hold the previous index's.
    const response = await fetch(file.url, manifest ? {cache: 'no-cache'} : undefined);
    if (!response.ok) throw new Error(`${file.url} answered ${response.status}`);
    await searchCache.put(absolute(file.url), response);
  }
  // Each page is its HTML, its Markdown twin and its route's scripts (through the worker).
  const keepPage = async (url: string) => {
    // The kept copy is the current one, and it lives in Cache Storage only (Remove must really remove it).
    const response = await fetch(url, {cache: 'no-store'});
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    bytes += await storePage(absolute(url), response);
    // Docusaurus's window.docusaurus.preload (typed by @docusaurus/module-type-aliases); false on a data-saver connection.
    await (window.docusaurus.preload(url) || undefined);
  };
  // The pages every bundle shares (the search page), not counted among the section's own nor removed with it.
  for (const page of bundle.sharedPages ?? []) await keepPage(page.url);
  // Four of the section's pages at a time.
  const queue = [...bundle.pages];
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      await keepPage(page.url);
      done += 1;
      onProgress(done, bundle.pages.length);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const record: KeptRecord = {
    id: bundle.id,
    title: bundle.title,
    entry: bundle.entry,
    pages: bundle.pages.map((p) => p.url),
    search: bundle.search.map((f) => f.url),
    // The size the reader agreed to (the build's figures), not what this browser's decoding makes of it.
    bytes: bundle.bytes,
    build: await workerBuild(),
  };
  await (await caches.open(cacheNames.keptSections)).put(absolute(bundlePath(bundle.id)), new Response(JSON.stringify(record)));
  return bytes;
}

/**
 * Removes the bundle's pages, twins and own search shards; the search manifest and term shards stay (every
 * search needs them), as do the shared pages (the search page) and scripts (shared by every page, and named by
 * content, so never stale). What another kept section also lists stays with it.
 */
export async function removeBundle(id: string): Promise<void> {
  const record = await keptBundle(id);
  if (!record) return;
  await forgetKept(id, record.pages, record.search);
  await (await caches.open(cacheNames.keptSections)).delete(absolute(bundlePath(id)));
}

/**
 * Deletes these pages of one kept section with their Markdown twins, and these search index files, but those another
 * kept section lists: a chain's bundle shares its Ledger app's pages with the Ledger apps section, and neighbouring
 * sections share the search shard where one's pages end and the other's begin.
 */
async function forgetKept(id: string, pageUrls: string[], searchUrls: string[]): Promise<void> {
  const others = (await keptRecords()).filter((record) => record.id !== id);
  const otherPages = new Set(others.flatMap((record) => record.pages));
  const otherSearch = new Set(others.flatMap((record) => record.search));
  const [pages, files, search] = await Promise.all(
    [cacheNames.pages, cacheNames.files, cacheNames.search].map((name) => caches.open(name)),
  );
  for (const page of pageUrls.filter((url) => !otherPages.has(url))) {
    await pages.delete(pageKey(absolute(page)));
    await files.delete(absolute(markdownPathFor(page)));
  }
  for (const url of searchUrls.filter((file) => !otherSearch.has(file))) await search.delete(absolute(url));
}

/**
 * Keeps the kept sections current: each one kept under another build than `build` (the worker's; a deployment
 * since) is downloaded again from the new build's list, and what the new list no longer has goes (pages removed
 * from the site, the old index's own shards). Without this a kept section's offline search breaks after a
 * deployment: the new manifest, stored by the first search online, names shards that were never downloaded.
 * Run by register.ts when it finds such a section, in one tab at a time; a section that cannot be fetched now
 * (offline, or gone from the site) keeps its old copy and is tried again on a later page load. Resolves to
 * the ids refreshed.
 */
export async function refreshKeptBundles(build: string): Promise<string[]> {
  const refreshed: string[] = [];
  for (const before of await keptRecords()) {
    if (before.build === build) continue;
    const bundle = await fetchBundle(before.id).catch(() => undefined);
    if (!bundle) continue;
    await keepBundle(bundle, () => undefined);
    await dropLeftOver(before, bundle);
    refreshed.push(before.id);
  }
  // The refreshed pages no longer name the old build's files: the worker may drop them now.
  if (refreshed.length > 0) navigator.serviceWorker.controller?.postMessage({type: collectMessage});
  return refreshed;
}

/** Removes the pages (with their twins) and own search shards of an older copy that the new bundle no longer lists. */
async function dropLeftOver(before: KeptRecord, bundle: OfflineBundle): Promise<void> {
  const pagesNow = new Set(bundle.pages.map((p) => p.url));
  const searchNow = new Set([...bundle.search, ...bundle.sharedSearch].map((f) => f.url));
  await forgetKept(
    before.id,
    before.pages.filter((url) => !pagesNow.has(url)),
    before.search.filter((file) => !searchNow.has(file)),
  );
}
