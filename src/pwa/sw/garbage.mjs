/**
 * What the assets cache may drop. Scripts and styles are stored on first use and named by content, so every
 * deployment a reader meets adds files and none is ever replaced: without this the cache only grows (about a
 * precache and a main bundle per deployment), and a browser short of space evicts the whole site's storage,
 * sections kept offline included.
 *
 * Each worker records its build's file list when it installs (recordBuild). A build is still in use while it
 * is this worker's or a stored page names one of its files (a page stored under an older build, opened
 * offline, runs that build's scripts). The files of builds no longer in use are dropped, except those a build
 * in use shares. Files of builds installed before this record existed belong to no list and stay; and while a
 * stored page names files of no recorded build, nothing is dropped (which chunks that page needs is unknown).
 */
import {assetsHeader, assetsNamedBy, cacheNames} from '../shared.mjs';

/** Stores this build's list of files (absolute URLs) under its key. */
export async function recordBuild(buildKey, files) {
  await (
    await caches.open(cacheNames.builds)
  ).put(buildKey, new Response(JSON.stringify(files), {headers: {'Content-Type': 'application/json'}}));
}

/** The builds recorded on this device: key → set of file URLs. */
async function recordedBuilds() {
  const cache = await caches.open(cacheNames.builds);
  const builds = new Map();
  for (const request of await cache.keys()) builds.set(request.url, new Set(await (await cache.match(request)).json()));
  return builds;
}

/** The /assets/ files a stored page names, as storePage recorded them; null for a page stored before it did. */
export function recordedFilesOf(page) {
  const header = page.headers.get(assetsHeader);
  return header === null ? null : header.split(' ').filter(Boolean);
}

/** For each stored page, the /assets/ files it names (as recorded, else read from its HTML). */
async function filesNamedByStoredPages() {
  const cache = await caches.open(cacheNames.pages);
  const pages = [];
  for (const request of await cache.keys()) {
    const page = await cache.match(request);
    if (page) pages.push(recordedFilesOf(page) ?? assetsNamedBy(await page.text(), request.url));
  }
  return pages;
}

/** Whether a stored page of another build than this one names these files (then collecting may free space). */
export const namesOtherBuild = (named, ownFiles) => named.some((url) => !ownFiles.has(url));

/**
 * Drops the stored files of builds no longer in use (see above); resolves to the number of files dropped.
 * Idempotent: a worker stopped half-way leaves a state the next run finishes.
 */
export async function dropUnusedBuilds(buildKey) {
  const builds = await recordedBuilds();
  if (!builds.has(buildKey) || builds.size < 2) return 0;
  const inUse = new Set([buildKey]);
  for (const named of await filesNamedByStoredPages()) {
    const owners = [...builds].filter(([, files]) => named.some((url) => files.has(url))).map(([key]) => key);
    if (named.length > 0 && owners.length === 0) return 0;
    for (const key of owners) inUse.add(key);
  }
  const kept = new Set([...inUse].flatMap((key) => [...builds.get(key)]));
  const unused = [...builds.keys()].filter((key) => !inUse.has(key));
  const assets = await caches.open(cacheNames.assets);
  let dropped = 0;
  for (const key of unused)
    for (const url of builds.get(key)) if (!kept.has(url) && (await assets.delete(url, {ignoreVary: true}))) dropped += 1;
  // The lists go last: a run cut short still knows which files it has yet to drop.
  const lists = await caches.open(cacheNames.builds);
  for (const key of unused) await lists.delete(key);
  return dropped;
}

/** The index files a search manifest names (src/search/indexFormat.ts): its term and document shards. */
export function shardsNamedBy(manifest) {
  return new Set([...Object.values(manifest.terms ?? {}), ...(manifest.docs ?? []).map(([, file]) => file)]);
}

/**
 * Stores a search manifest and drops the stored shards it does not name (those of earlier indexes). Shards are
 * named by content, so a deployment that changed the docs leaves the old index's behind: no search reaches
 * them once the manifest is replaced, and each deployment would add a set. Every store checks, not only one
 * that replaces another index: the page may store the same manifest first (a kept section's download does).
 * A section kept offline gets the new index's shards when the page refreshes it (src/pwa/keepOffline.ts).
 * Resolves to the number of shards dropped.
 */
export async function storeManifest(cache, request, response) {
  const manifest = await response
    .clone()
    .json()
    .catch(() => undefined);
  await cache.put(request, response);
  if (!manifest?.terms) return 0;
  const named = shardsNamedBy(manifest);
  const manifestUrl = typeof request === 'string' ? request : request.url;
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  let dropped = 0;
  for (const key of await cache.keys()) {
    if (key.url === manifestUrl || !key.url.startsWith(folder)) continue;
    if (!named.has(key.url.slice(folder.length)) && (await cache.delete(key))) dropped += 1;
  }
  return dropped;
}
