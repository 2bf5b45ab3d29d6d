/**
 * What the host kit (src/plugins/hosting/cloudflare.ts) tells a runtime that serves the build in code, the edge
 * worker (packages/docs-edge): the same facts every other host's config is written from (the header list, the file
 * types, the page routes and letter-case redirects, the files no host serves), as data. The kit writes it to
 * build-hosting/worker-site.json; the Worker's bundle carries it (a few tens of KB), and reads everything else
 * (pages, the search index, the Markdown twins, the MCP snapshot) through its assets binding.
 */
export interface EdgeSite {
  /** Headers on every answer, from the kit's one list (src/plugins/hosting/headers.ts). */
  headers: Array<{name: string; value: string}>;
  /** Content-Type by file extension ('js' → 'text/javascript; charset=utf-8'). */
  contentTypes: Record<string, string>;
  /** Content-Type of files whose name has no extension, by path ('/.well-known/mcp' → 'application/json'). */
  typesByPath: Record<string, string>;
  /** Build-root files that only configure a host or record the build: answered with the 404 page. */
  hostOnlyFiles: readonly string[];
  /** Prefix of the content-hashed files ('/assets/'): cached for a year when they exist. */
  hashedAssetsPrefix: string;
  immutableCache: string;
  revalidateCache: string;
  /** Each page route and its HTML file ('/zemu' → '/zemu/index.html'): clean URLs answered with 200, no redirect. */
  pages: Record<string, string>;
  /** Lower-cased page route → the page's own spelling (unambiguous ones only, not '/'): the letter-case redirects. */
  caseRedirects: Record<string, string>;
  /** The site's not-found page ('/404.html'), answered with status 404. */
  notFoundPage: string;
  /** Where the MCP snapshot lies on the site ('/mcp-snapshot'). */
  snapshotPath: string;
  /** The site's origin (the site-origin setting): /mcp answers requests addressed to its host. */
  siteOrigin: string;
  /** Browser origins that may call /mcp (MCP_ALLOWED_ORIGINS at build time; the Worker's variable of that name overrides it). */
  mcpAllowedOrigins: string[];
}
