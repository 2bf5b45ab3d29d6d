/**
 * Pure helpers of the not-found page: which known route a mistyped path meant.
 * The route list is the app's own (src/internals/client/generatedModules.ts routeTable), so nothing here lists pages a second time.
 */

/** The part of a route config these helpers read (structurally compatible with @generated/routes). */
export interface RouteNode {
  path?: string | string[];
  routes?: RouteNode[];
}

/** Every page path of a route tree: leaves only (layout routes are not pages), no catch-all or 404 route. */
export function pagePaths(routes: readonly RouteNode[]): string[] {
  const out = new Set<string>();
  const walk = (nodes: readonly RouteNode[]) => {
    for (const node of nodes) {
      if (node.routes?.length) walk(node.routes);
      else if (typeof node.path === 'string' && node.path.startsWith('/') && !/[*:]/.test(node.path) && node.path !== '/404') {
        out.add(node.path);
      }
    }
  };
  walk(routes);
  return [...out];
}

/** '/Zemu/Quickstart/' and '/zemu/quickstart.html' compare equal to '/zemu/quickstart'. */
export function routeKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    /* keep the raw path: it cannot match a route anyway */
  }
  const bare = decoded
    .replace(/\/index\.html$/i, '')
    .replace(/\.html$/i, '')
    .replace(/\/+$/, '');
  return (bare === '' ? '/' : bare).toLowerCase();
}

/**
 * Where a path should go when it differs from a route only in letter case, a trailing slash or an
 * '.html' suffix, or names the folder of an 'index' doc (/namadexer → /namadexer/index/). Undefined
 * when no route or more than one route fits, or when the path already is that route (a redirect would
 * loop). A route ending in '/index' is given with a trailing slash: clean-URL servers (serve-handler,
 * `docusaurus serve`) answer '<folder>/index' with a redirect to '<folder>', while every static host
 * serves '<folder>/index/' from <folder>/index/index.html.
 */
export function canonicalRoute(pathname: string, paths: readonly string[]): string | undefined {
  const target = routeTarget(pathname, paths);
  return target === undefined || target === pathname || target === `${pathname}/` ? undefined : target;
}

/** The route a path names (see canonicalRoute), even when the path already is that route. */
export function routeTarget(pathname: string, paths: readonly string[]): string | undefined {
  const key = routeKey(pathname);
  const exact = paths.filter((p) => routeKey(p) === key);
  const candidates = exact.length ? exact : paths.filter((p) => routeKey(p) === `${key === '/' ? '' : key}/index`);
  if (candidates.length !== 1) return undefined;
  const [route] = candidates;
  return route.endsWith('/index') ? `${route}/` : route;
}

/**
 * The address a page is linked by, for the not-found page's suggestions: the route without its trailing
 * slash ('/zemu/' → '/zemu'), as the navbar and the section list write it. Two kinds keep the slash: a
 * route whose last segment is 'index' (clean-URL servers answer '/x/index' with a redirect to '/x'),
 * and an address the site's own navigation writes with one (`linked`: the section entry '/filecoin-gas/filgas/').
 */
export function linkAddress(route: string, linked: readonly string[] = []): string {
  const bare = route.replace(/\/+$/, '') || '/';
  if (bare === route) return route;
  return /\/index$/.test(bare) || linked.includes(route) ? route : bare;
}

/** Lower-case words of a path, for search and comparison: '/ledger-apps/Zcash/APDU_spec' → ledger apps zcash apdu spec. */
export function pathWords(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    /* undecodable: use the raw text */
  }
  const words = decoded
    .replace(/\.html?$/i, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '' && w !== 'index')
    // No route word is this long; a hostile 2,000-character segment must not cost seconds of comparing.
    .map((w) => w.slice(0, 64));
  return [...new Set(words)];
}

/** The search query the not-found page proposes: the path's words, at most 64 characters (SPEC 2.7's query cut). */
export function searchQueryFor(pathname: string): string {
  let query = '';
  for (const word of pathWords(pathname)) {
    const next = query ? `${query} ${word}` : word;
    if (next.length > 64) break;
    query = next;
  }
  return query;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** 1 for equal words, 0 for nothing in common; a prefix ('apdu' of 'apduspec') counts as close. */
function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const distance = editDistance(a, b);
  const similarity = 1 - distance / Math.max(a.length, b.length);
  const prefix = a.length >= 3 && b.length >= 3 && (a.startsWith(b) || b.startsWith(a)) ? 0.75 : 0;
  return Math.max(similarity, prefix);
}

/**
 * How close a route is to a mistyped path, from 0 to 1: each word of either side is matched to its most
 * similar word on the other side, and the matches are averaged over both sides, so extra words cost.
 */
export function routeSimilarity(pathname: string, route: string, memo = new Map<string, number>()): number {
  const asked = pathWords(pathname);
  const offered = pathWords(route);
  if (asked.length === 0 || offered.length === 0) return 0;
  // Routes share most words (ledger, apps, supported), so each pair of words is compared once.
  const similarity = (a: string, b: string) => {
    const key = a < b ? `${a} ${b}` : `${b} ${a}`;
    let value = memo.get(key);
    if (value === undefined) memo.set(key, (value = wordSimilarity(a, b)));
    return value;
  };
  const best = (word: string, others: string[]) => Math.max(...others.map((o) => similarity(word, o)));
  const total = asked.reduce((s, w) => s + best(w, offered), 0) + offered.reduce((s, w) => s + best(w, asked), 0);
  return total / (asked.length + offered.length);
}

/** Routes whose similarity reaches this are worth proposing; below it they are noise. */
export const suggestionThreshold = 0.5;

/** The closest routes to a path by name, best first (ties: the shorter, then alphabetical). */
export function closestRoutes(pathname: string, paths: readonly string[], limit = 5): string[] {
  const memo = new Map<string, number>();
  return paths
    .map((path) => ({path, score: routeSimilarity(pathname, path, memo)}))
    .filter(({score}) => score >= suggestionThreshold)
    .sort((a, b) => b.score - a.score || a.path.length - b.path.length || a.path.localeCompare(b.path))
    .slice(0, limit)
    .map(({path}) => path);
}
