/**
 * The site's service worker, bundled into sw.js by src/plugins/service-worker. It precaches only the lazy
 * parts any page can open without navigating (the search modal and its worker, the "Keep this section
 * offline" code, the not-found help: chunk groups named 'offline-…', about 130 KB, 30 KB brotli), so an
 * open tab still has them offline and after a deployment removed them from the server (precaching the whole
 * build would download about 100 MB). Otherwise it keeps what the reader uses:
 * - pages: network first, stored on the way; offline, the stored page, else the offline page (offlinePage.mjs);
 * - /assets/ and the search index shards (content-hashed names): the stored copy first, stored on first use;
 * - everything else from the site (Markdown twins, the search manifest, images): network first, stored, stored copy offline.
 * Pages opened by client-side navigation never pass through here as documents: the page posts their URLs
 * (cacheVisitMessage) and this worker stores them with their Markdown twins.
 * The files of builds no stored page runs any more are deleted (garbage.mjs) when this worker takes over,
 * when a page stored under another build is stored again, and when the page has refreshed a kept section
 * (collectMessage); the search index's old shards when a new manifest is stored.
 */
import {
  buildFilesGlobal,
  buildQueryMessage,
  cacheFor,
  cacheNames,
  cacheVisitMessage,
  collectMessage,
  isSearchManifest,
  pageKey,
  skipWaitingMessage,
  strategyFor,
  titleHeader,
} from '../shared.mjs';
import {storePage} from '../store.mjs';
import {dropUnusedBuilds, namesOtherBuild, recordBuild, recordedFilesOf, storeManifest} from './garbage.mjs';
import {offlinePageHtml} from './offlinePage.mjs';

/** Below the worker's scope ('/' or the base URL), as a path starting with '/'. */
function sitePath(url) {
  const base = new URL(self.registration.scope).pathname;
  return url.pathname.startsWith(base) ? `/${url.pathname.slice(base.length)}` : undefined;
}

const isHtml = (response) => (response.headers.get('content-type') || '').includes('text/html');

async function storedPage(url) {
  return (await caches.open(cacheNames.pages)).match(pageKey(url), {ignoreVary: true});
}

async function offlineAnswer(path, siteTitle) {
  const pagesCache = await caches.open(cacheNames.pages);
  const pages = await Promise.all(
    (await pagesCache.keys()).map(async (request) => {
      const stored = await pagesCache.match(request);
      return {url: new URL(request.url).pathname, title: decodeURIComponent(stored?.headers.get(titleHeader) || '')};
    }),
  );
  const keptCache = await caches.open(cacheNames.keptSections);
  const sections = await Promise.all((await keptCache.keys()).map(async (request) => (await keptCache.match(request)).json()));
  const home = new URL(self.registration.scope).pathname;
  const html = offlinePageHtml({path, siteTitle, home, pages, sections: sections.map((s) => ({title: s.title, url: s.entry}))});
  return new Response(html, {status: 503, headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'}});
}

/** Where this build's file list is recorded (a key in the builds cache, never fetched). */
const buildKey = () => new URL(`__docs-build/${process.env.DOCS_BUILD}`, self.registration.scope).href;
/** This build's files under /assets/ (sw.js's second line, ../shared.mjs buildFilesLine), as absolute URLs. */
let own;
const ownFiles = () => (own ??= new Set(self[buildFilesGlobal].map((file) => new URL(`assets/${file}`, self.registration.scope).href)));

/** Whether a stored page was stored under another build (or before pages recorded theirs). */
function storedUnderOtherBuild(stored) {
  const named = recordedFilesOf(stored);
  return named === null || namesOtherBuild(named, ownFiles());
}

let collecting;
/** Drops the stored files of builds no longer in use (./garbage.mjs), one run at a time. */
function collectGarbage() {
  collecting ??= dropUnusedBuilds(buildKey())
    .catch(() => 0)
    .finally(() => {
      collecting = undefined;
    });
  return collecting;
}

/**
 * Stores a page; when the copy it replaces ran another build, that build may now be unused: collect. (A page
 * opened client-side after a deployment is fetched again for this reason, so offline it runs this build.)
 */
async function storeCurrentPage(url, response) {
  const before = await storedPage(url);
  await storePage(url, response);
  if (before && storedUnderOtherBuild(before)) await collectGarbage();
}

async function answerPage(event, request, url, siteTitle) {
  try {
    const response = await fetch(request);
    if (response.ok && isHtml(response)) event.waitUntil(storeCurrentPage(url.href, response.clone()).catch(() => undefined));
    return response;
  } catch {
    // A page, else any other stored file opened as a document (a Markdown twin), else the offline page.
    return (
      (await storedPage(url.href)) ??
      (await caches.match(url.href, {ignoreVary: true})) ??
      offlineAnswer(sitePath(url) ?? url.pathname, siteTitle)
    );
  }
}

async function answerImmutable(event, request, cacheName) {
  const cache = await caches.open(cacheName);
  const stored = await cache.match(request, {ignoreVary: true});
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) event.waitUntil(cache.put(request, response.clone()).catch(() => undefined));
  return response;
}

/** Stores a file; the search manifest through storeManifest, which drops the stored shards it does not name. */
const storeFile = (cache, path, request, response) =>
  isSearchManifest(path) ? storeManifest(cache, request, response) : cache.put(request, response);

async function answerFresh(event, request, path, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    // Pages are kept in the pages cache only (a page fetched by script, as the section download does, would
    // otherwise stay here too, and outlive "Remove from this device").
    if (response.ok && !isHtml(response)) event.waitUntil(storeFile(cache, path, request, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const stored = await cache.match(request, {ignoreVary: true});
    if (stored) return stored;
    throw error;
  }
}

/**
 * Stores what the page loaded before this worker controlled it, and the pages it opened client-side: those
 * not stored yet, and those stored under another build (offline they would run it).
 */
async function storeVisit({pages = [], files = []}) {
  for (const page of pages) {
    const url = new URL(page, self.location.href);
    if (url.origin !== self.location.origin) continue;
    const stored = await storedPage(url.href);
    if (stored && !storedUnderOtherBuild(stored)) continue;
    // Revalidated: the browser's HTTP cache may still hold the copy of the build this page replaces.
    const response = await fetch(url.href, {credentials: 'same-origin', cache: 'no-cache'}).catch(() => undefined);
    if (response?.ok && isHtml(response)) await storeCurrentPage(url.href, response);
  }
  for (const file of files) {
    const url = new URL(file, self.location.href);
    const path = url.origin === self.location.origin ? sitePath(url) : undefined;
    if (!path) continue;
    const strategy = strategyFor(path, {navigate: false, range: false});
    if (strategy === 'pass') continue;
    const cache = await caches.open(cacheFor(path, strategy));
    if (await cache.match(url.href)) continue;
    const response = await fetch(url.href, {credentials: 'same-origin'}).catch(() => undefined);
    if (response?.ok) await storeFile(cache, path, url.href, response);
  }
}

// Every listener is added during the worker's first evaluation, as browsers require: a worker the browser
// stops when idle and starts again for an event must find its listener at once.
const siteTitle = process.env.DOCS_SITE_TITLE;

/** This build's lazy parts (src/plugins/service-worker), stored at install; a file already stored is not fetched again. */
const precache = process.env.DOCS_PRECACHE;

async function storeLazyParts() {
  const cache = await caches.open(cacheNames.assets);
  await Promise.all(
    precache.map(async (path) => {
      const url = new URL(path, self.location.href).href;
      if (await cache.match(url)) return;
      const response = await fetch(url, {credentials: 'same-origin'}).catch(() => undefined);
      if (response?.ok) await cache.put(url, response);
    }),
  );
}

// A file that cannot be fetched now is stored when a page first uses it; the install goes on without it.
self.addEventListener('install', (event) =>
  event.waitUntil(Promise.all([storeLazyParts(), recordBuild(buildKey(), [...ownFiles()])]).catch(() => undefined)),
);

// The first worker takes the open pages at once, so what they load next is stored; a new version waits
// for the reader's go-ahead (the reload prompt posts skipWaitingMessage) before it takes over. Then the
// files of builds no longer in use go, after the takeover: pages wait for activation, not for this.
self.addEventListener('activate', (event) =>
  event.waitUntil(
    self.clients.claim().then(() => {
      void collectGarbage();
    }),
  ),
);

self.addEventListener('fetch', (event) => {
  const {request} = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = sitePath(url);
  if (!path) return;
  const strategy = strategyFor(path, {navigate: request.mode === 'navigate', range: request.headers.has('range')});
  if (strategy === 'pass') return;
  if (strategy === 'page') event.respondWith(answerPage(event, request, url, siteTitle));
  else if (strategy === 'immutable') event.respondWith(answerImmutable(event, request, cacheFor(path, strategy)));
  else event.respondWith(answerFresh(event, request, path, cacheFor(path, strategy)));
});

self.addEventListener('message', (event) => {
  if (event.data?.type === skipWaitingMessage) event.waitUntil(self.skipWaiting());
  else if (event.data?.type === cacheVisitMessage) event.waitUntil(storeVisit(event.data).catch(() => undefined));
  else if (event.data?.type === buildQueryMessage) event.ports[0]?.postMessage({build: process.env.DOCS_BUILD});
  else if (event.data?.type === collectMessage) event.waitUntil(collectGarbage());
});
