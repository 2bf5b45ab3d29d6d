/**
 * What every host serves each built file as, and which files no host serves: shared by the host configs
 * (src/plugins/hosting/*.ts) and `npm run serve` (scripts/serve-build.mjs). Plain JavaScript, so the serve
 * script needs no compiler; files.d.mts types it for TypeScript.
 */

/**
 * Content-Type of each file extension the build holds, written into every host's config (nginx's `types`,
 * Apache's AddType, Caddy's map, npm run serve): a host's own table may lack one (Debian's nginx has no
 * `webmanifest`, Caddy 2.6 sends the manifest with no type) or, without `include mime.types`, have none,
 * and with `X-Content-Type-Options: nosniff` a script or stylesheet of the wrong type is not run.
 * tests/build/host-servers.test.ts fails on a built file whose extension is missing here.
 */
export const contentTypes = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  webmanifest: 'application/manifest+json',
  // The MCP App's frame in the snapshot (docs-core snapshot/format.ts), HTML that servers fill with data before
  // they serve it: plain text from the site's origin, where it must never run as a page.
  template: 'text/plain; charset=utf-8',
};

/**
 * Content-Type of the built files whose name has no extension, by path: the MCP discovery document
 * (/.well-known/mcp, src/plugins/mcp-snapshot; the path is docs-core's paths/mcp.ts). Each host's config sets it
 * for that exact path.
 */
export const typesByPath = {
  '/.well-known/mcp': contentTypes.json,
};

/**
 * Build-root files that only configure a host or record the build; nginx, Caddy, Apache and npm run serve
 * answer 404 for them (Netlify, Cloudflare Pages and Vercel serve _headers, vercel.json and .htaccess as
 * plain files: they hold only the headers every page sends). csp.json and .docs-internals.json: builds
 * before issue 44 and issue 61 wrote them into the build (now in the hosting folder beside it).
 */
export const hostOnlyFiles = ['_headers', 'vercel.json', '.htaccess', 'csp.json', '.docs-internals.json'];
