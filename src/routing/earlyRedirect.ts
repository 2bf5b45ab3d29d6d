/**
 * The not-found page's first move, as an inline script in /404.html.
 * Why: a plain static host answers /polkadot or /ZEMU/quickstart with 404.html, and React Router
 * (case-insensitive in Docusaurus 3.8) would then draw the canonical page over the not-found HTML
 * (hydration error #418) before the page's own redirect could run. The script runs while the HTML is
 * parsed, before any bundle, and replaces the address with the route it names.
 * The table is built from the app's route list with routeTarget, so both redirects agree.
 */
import {routeKey, routeTarget} from './routeMatch';

/** routeKey → route it names; 1 stands for "the key itself" (most routes are lower case), keeping 404.html small. */
export function redirectTable(paths: readonly string[]): Record<string, string | 1> {
  const table: Record<string, string | 1> = {};
  for (const route of paths) {
    const keys = [routeKey(route)];
    const bare = route.replace(/\/+$/, '');
    if (bare.endsWith('/index')) keys.push(routeKey(bare.slice(0, -'/index'.length)));
    for (const key of keys) {
      const target = routeTarget(key, paths);
      if (target !== undefined) table[key] = target === key ? 1 : target;
    }
  }
  return table;
}

/**
 * The script: computes the address's routeKey (same steps as routeKey: decode, drop '/index.html',
 * '.html' and trailing slashes, lower case), looks it up, and leaves the address alone when it already
 * is the route (canonicalRoute's rule), so a host that serves 404.html for the route itself cannot loop.
 */
export function earlyRedirectScript(paths: readonly string[]): string {
  const table = JSON.stringify(redirectTable(paths)).replace(/</g, '\\u003c');
  return (
    `(function(m,l){try{var p=l.pathname,d=p;try{d=decodeURI(p)}catch(e){}` +
    `var k=d.replace(/\\/index\\.html$/i,'').replace(/\\.html$/i,'').replace(/\\/+$/,'').toLowerCase()||'/';` +
    `var t=Object.prototype.hasOwnProperty.call(m,k)?m[k]:0;if(t===1)t=k;` +
    `if(t&&t!==p&&t!==p+'/')l.replace(t+l.search+l.hash)}catch(e){}})(${table},location)`
  );
}
