/**
 * Letter-case redirects, one rule for every server: `npm run serve` (scripts/serve-build.mjs) applies
 * it per request, src/plugins/hosting writes it into the nginx, Caddy and Apache configs. A path that
 * names a page in another letter case goes to the page's own spelling, decided from the build's file
 * names (not the file system, so a case-insensitive disk cannot serve a spelling the router does not know).
 */

/** The route a static host serves an HTML file of the build under ('/'-separated path relative to the build). */
export function routeOfHtmlFile(file) {
  const route = `/${file}`;
  if (route === '/index.html') return '/';
  return route.endsWith('/index.html') ? route.slice(0, -'/index.html'.length) : route.slice(0, -'.html'.length);
}

/** Page routes by lower-case key; two routes that differ only in letter case make their key ambiguous (null): neither is guessed. */
export function routesByLowerCase(routes) {
  const byLower = new Map();
  for (const route of routes) {
    const key = route.toLowerCase();
    byLower.set(key, byLower.has(key) && byLower.get(key) !== route ? null : route);
  }
  return byLower;
}

/** The Location of a letter-case redirect: a page built as <folder>/index/index.html keeps its slash (clean URLs turn '/index' into the folder). */
export function caseRedirectTarget(page, withSlash) {
  return encodeURI(`${page}${withSlash || page.endsWith('/index') ? '/' : ''}`);
}
