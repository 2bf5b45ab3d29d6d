/**
 * What the service worker (sw/, bundled by src/plugins/service-worker) and the site's own
 * code (register.ts, the section download, the build) must agree on: cache names, the message the page
 * sends, and which strategy answers which URL. Plain JavaScript, so the worker's bundle needs no compiler;
 * shared.d.mts types it for TypeScript.
 */

/** Cache Storage names; the suffix changes only when what an entry holds changes shape. */
export const cacheNames = {
  /** HTML of pages the reader opened (or kept offline), each with its title in titleHeader. */
  pages: 'docs-pages-v1',
  /** Content-hashed bundler output (/assets/): a changed file gets a new name, so never revalidated. */
  assets: 'docs-assets-v1',
  /** The local search index: manifest.json (revalidated) and its content-hashed shards. */
  search: 'docs-search-v1',
  /** Everything else fetched from the site: Markdown twins, images, the web app manifest. */
  files: 'docs-files-v1',
  /** One entry per section kept offline: its list of files (written by the section download). */
  keptSections: 'docs-kept-sections-v1',
  /** One entry per build whose worker installed here: that build's files under /assets/ (sw/garbage.mjs). */
  builds: 'docs-builds-v1',
};

/** Response header on a stored page: the /assets/ files its HTML names, space-separated (its build's entry files). */
export const assetsHeader = 'X-Docs-Assets';

/**
 * The files under /assets/ a page's HTML names (src=, href=), as absolute URLs: its entry scripts and
 * stylesheet, which tell which build the page belongs to.
 */
export function assetsNamedBy(html, pageUrl) {
  const named = new Set();
  for (const m of html.matchAll(/\b(?:src|href)=["']?([^"'\s>]*\/assets\/[^"'\s>]+)/gi)) named.add(new URL(m[1], pageUrl).href);
  return [...named];
}

/** Response header the worker adds to a cached page: its <title>, for the offline page's list. */
export const titleHeader = 'X-Docs-Page-Title';

/** Message a page posts to the worker: {type, urls} — store these same-origin URLs if not stored yet. */
export const cacheVisitMessage = 'docs-cache-visit';

/** Message a page posts with a MessagePort: the worker answers on it with {build}, its build's fingerprint. */
export const buildQueryMessage = 'docs-build-query';

/** Message a page posts after storing pages itself (a kept section refreshed): the worker drops unused builds' files. */
export const collectMessage = 'docs-collect';

/** Message the reload prompt posts to the waiting worker, which then takes over (skipWaiting). */
export const skipWaitingMessage = 'SKIP_WAITING';

/** The worker's file at the root of the build; hosts serve it uncached. */
export const serviceWorkerFile = 'sw.js';

/**
 * sw.js opens with two lines the build writes after bundling (src/plugins/service-worker): a comment naming
 * the build, then this build's files under /assets/ (relative to it) as a global the worker reads. The
 * deployment step that keeps the previous deployment's files (scripts/keep-previous-assets.mjs) reads the
 * same line from the deployed worker, so it keeps exactly what that build's pages and worker may ask for.
 */
export const buildFilesGlobal = '__docsBuildFiles';

/** The second line of sw.js: `self.__docsBuildFiles=[...];`. */
export const buildFilesLine = (files) => `self.${buildFilesGlobal}=${JSON.stringify(files)};`;

/** The file list of a worker's source (its second line), or null if it has none (not this site's, or older). */
export function buildFilesOf(workerSource) {
  const line = workerSource.split('\n', 2)[1] ?? '';
  const prefix = `self.${buildFilesGlobal}=`;
  if (!line.startsWith(prefix) || !line.endsWith(';')) return null;
  let files;
  try {
    files = JSON.parse(line.slice(prefix.length, -1));
  } catch {
    return null;
  }
  return Array.isArray(files) && files.every((file) => typeof file === 'string') ? files : null;
}

/** Folder of the local search index (src/search/backend.ts LOCAL_INDEX_DIR; a unit test keeps them equal). */
export const searchIndexDir = 'search-index';

/**
 * The search manifest's path below the base URL: the one index file not named by its content, so it is
 * revalidated and, when stored, drops the shards it no longer names (src/search/indexTypes.ts manifestFile;
 * a unit test keeps them equal).
 */
export const searchManifestPath = `/${searchIndexDir}/manifest.json`;

/** Whether a path or URL ends with the search manifest's path. */
export const isSearchManifest = (pathOrUrl) => pathOrUrl.endsWith(searchManifestPath);

/**
 * How the worker answers a same-origin GET:
 * - 'page': a navigation; network first, else the stored page, else the offline page;
 * - 'immutable': a content-hashed file; stored copy first, else network (then stored);
 * - 'fresh': network first (then stored), else the stored copy;
 * - 'pass': not the worker's business (the worker itself, a range request).
 * `path` is the URL's pathname below the base URL, starting with '/'.
 */
export function strategyFor(path, {navigate, range}) {
  if (range || path === `/${serviceWorkerFile}`) return 'pass';
  if (navigate) return 'page';
  if (path.startsWith('/assets/')) return 'immutable';
  if (path.startsWith(`/${searchIndexDir}/`)) return isSearchManifest(path) ? 'fresh' : 'immutable';
  return 'fresh';
}

/** The cache a URL of that strategy is stored in. */
export function cacheFor(path, strategy) {
  if (strategy === 'page') return cacheNames.pages;
  if (path.startsWith(`/${searchIndexDir}/`)) return cacheNames.search;
  if (strategy === 'immutable') return cacheNames.assets;
  return cacheNames.files;
}

/** The key a page is stored under: no query, no hash, no trailing slash ('/zemu/' and '/zemu?x' are '/zemu'). */
export function pageKey(url) {
  const u = new URL(url);
  const path = u.pathname.replace(/\/+$/, '') || '/';
  return `${u.origin}${path}`;
}

/** The page's <title> text (entities for &, <, >, " and ' decoded), or ''. */
export function titleOf(html) {
  const m = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!m) return '';
  return m[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** The page's Markdown twin, from its <link rel="alternate" type="text/markdown" href>, resolved against the page. */
export function markdownTwinOf(html, pageUrl) {
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    if (!/\btype=["']?text\/markdown/i.test(tag) || !/\brel=["']?alternate/i.test(tag)) continue;
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag);
    if (href) return new URL(href[1], pageUrl).href;
  }
  return undefined;
}

/**
 * What the reader is told when a page cannot be shown offline: the in-tab notice (components/chrome/OfflineNotice)
 * and the worker's offline page (sw/offlinePage.mjs) say the same words around the page's path.
 */
export const offlineWords = {
  title: 'You are offline',
  beforePath: 'The page',
  afterPath: 'has not been loaded yet, so it cannot be shown until the connection is back. Pages you have already opened still work.',
};
