/**
 * The documentation site as a Cloudflare Worker with static assets. It runs first on every request
 * (wrangler.jsonc `run_worker_first`, written by src/plugins/hosting/cloudflare.ts) and answers as the host kit's
 * nginx, Apache and Caddy configs do, from the same facts (EdgeSite, bundled in): every answer carries the header
 * list; pages answer at their clean URLs with 200; a page spelled in another letter case answers 301 to its own
 * spelling; an Accept header that prefers Markdown gets the page's twin; anything else is the site's 404 page with
 * status 404. /mcp is the MCP server (docs-mcp's fetch handler, the code `zondax-docs-mcp --http` runs), over
 * the snapshot the build deployed with the pages, read through the ASSETS binding like the search index and the
 * twins. Web APIs only: no Node built-in (eslint.boundaries.mjs).
 */
import type {EdgeSite} from '@zondax/docs-core/hosting/edgeSite';
import {caseRedirectTarget} from '@zondax/docs-core/paths/case-routes.mjs';
import {prefersMarkdown} from '@zondax/docs-core/paths/markdown-negotiation.mjs';
import {markdownPathFor} from '@zondax/docs-core/paths/markdown-path.mjs';
import {openSnapshot, type Snapshot, type SnapshotFiles} from '@zondax/docs-core/snapshot/snapshot';
import {createMcpFetchHandler, hostsOfOrigins, MCP_PATH, parseOrigins} from '@zondax/docs-mcp/fetchHandler';

/** The assets binding: the build's files, by path. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** The Workers rate-limiting binding. */
export interface RateLimitBinding {
  limit(options: {key: string}): Promise<{success: boolean}>;
}

export interface Env {
  ASSETS: AssetsBinding;
  /** Per client (CF-Connecting-IP) on /mcp; absent, nothing is limited. */
  MCP_RATE_LIMIT?: RateLimitBinding;
  /** Browser origins that may call /mcp, comma-separated; absent, the build's (EdgeSite.mcpAllowedOrigins). */
  MCP_ALLOWED_ORIGINS?: string;
}

/** The origin of the subrequests to the assets binding: it looks files up by path only. */
const assetsOrigin = 'https://assets.invalid';

/** A site path as a URL path: each segment percent-encoded, so a decoded '?', '#' or '%' stays part of the name. */
const encodePath = (sitePath: string) => sitePath.split('/').map(encodeURIComponent).join('/');

/** The snapshot's and the build's files through the assets binding (what openSnapshot needs in any runtime). */
export function assetFiles(assets: AssetsBinding, snapshotPath: string): SnapshotFiles {
  const read = async (sitePath: string) => {
    const response = await assets.fetch(new Request(`${assetsOrigin}${encodePath(sitePath)}`));
    if (!response.ok) throw new Error(`${sitePath}: ${response.status} from the assets binding`);
    return response.text();
  };
  return {snapshotFile: (name) => read(`${snapshotPath}/${name}`), buildFile: (name) => read(`/${name}`)};
}

const extensionOf = (sitePath: string) => /\.([^./]+)$/.exec(sitePath)?.[1]?.toLowerCase() ?? '';

export function createWorker(site: EdgeSite) {
  const siteHeaders = (headers: Headers) => {
    for (const {name, value} of site.headers) headers.set(name, value);
  };

  /** An answer with the site's headers, its file type from the kit's table and its cache rule. */
  function decorate(response: Response, sitePath: string, {status = response.status, found = true} = {}): Response {
    const out = new Response(response.body, {
      status,
      statusText: status === response.status ? response.statusText : '',
      headers: response.headers,
    });
    siteHeaders(out.headers);
    const type = site.typesByPath[sitePath] ?? site.contentTypes[extensionOf(sitePath)];
    if (type && out.status !== 304) out.headers.set('Content-Type', type);
    const hashed = found && sitePath.startsWith(site.hashedAssetsPrefix);
    out.headers.set('Cache-Control', hashed ? site.immutableCache : site.revalidateCache);
    if (!hashed) out.headers.set('Vary', 'Accept');
    return out;
  }

  /** A plain answer the Worker makes itself (400, 405, 301), with the site's headers. */
  function made(status: number, body: string | null, headers: Record<string, string> = {}): Response {
    const out = new Response(body, {status, headers: {'Cache-Control': site.revalidateCache, ...headers}});
    siteHeaders(out.headers);
    return out;
  }

  /** A file of the build, asked for with the request's method and validators (a 304 stays a 304). */
  function asset(env: Env, request: Request, sitePath: string): Promise<Response> {
    const headers = new Headers();
    for (const name of ['if-none-match', 'if-modified-since']) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return env.ASSETS.fetch(new Request(`${assetsOrigin}${encodePath(sitePath)}`, {method: request.method, headers}));
  }

  async function notFound(env: Env, request: Request): Promise<Response> {
    const page = await env.ASSETS.fetch(new Request(`${assetsOrigin}${site.notFoundPage}`, {method: request.method}));
    return decorate(page.ok ? page : new Response('Not Found\n'), site.notFoundPage, {status: 404, found: false});
  }

  async function serveBuild(request: Request, env: Env, url: URL): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return made(405, 'Method Not Allowed\n', {Allow: 'GET, HEAD'});
    let sitePath: string;
    try {
      sitePath = decodeURIComponent(url.pathname);
    } catch {
      return made(400, 'Bad Request\n', {'Content-Type': site.contentTypes.txt});
    }
    if (sitePath.includes('\0')) return made(400, 'Bad Request\n', {'Content-Type': site.contentTypes.txt});
    if (site.hostOnlyFiles.includes(sitePath.slice(1))) return notFound(env, request);
    const route = sitePath.replace(/\/+$/, '') || '/';

    if (!sitePath.endsWith('.md') && prefersMarkdown(request.headers.get('accept') ?? undefined)) {
      const twinPath = markdownPathFor(route);
      const twin = await asset(env, request, twinPath);
      if (twin.ok || twin.status === 304) return decorate(twin, twinPath);
    }
    const filePath = site.pages[route] ?? sitePath;
    const file = await asset(env, request, filePath);
    if (file.ok || file.status === 304) return decorate(file, filePath);

    const page = site.caseRedirects[route.toLowerCase()];
    if (page && page !== route) return made(301, null, {Location: `${caseRedirectTarget(page, false)}${url.search}`});
    return notFound(env, request);
  }

  // One per isolate: the snapshot is opened on the first /mcp request (then shared, read-only), and again after a failure.
  let snapshot: Promise<Snapshot> | undefined;
  const openOnce = (env: Env) => {
    snapshot ??= openSnapshot(assetFiles(env.ASSETS, site.snapshotPath), site.snapshotPath).catch((error: unknown) => {
      snapshot = undefined;
      throw error;
    });
    return snapshot;
  };
  let endpoint: {origins: string | undefined; handle: (request: Request) => Promise<Response>} | undefined;
  const mcpEndpoint = (env: Env) => {
    if (endpoint === undefined || endpoint.origins !== env.MCP_ALLOWED_ORIGINS) {
      const allowedOrigins = env.MCP_ALLOWED_ORIGINS === undefined ? site.mcpAllowedOrigins : parseOrigins(env.MCP_ALLOWED_ORIGINS);
      const limiter = env.MCP_RATE_LIMIT;
      const handle = createMcpFetchHandler({
        snapshot: () => openOnce(env),
        allowedOrigins,
        allowedHosts: hostsOfOrigins([site.siteOrigin, ...allowedOrigins]),
        rateLimit: limiter
          ? async (request) => (await limiter.limit({key: request.headers.get('cf-connecting-ip') ?? 'unknown'})).success
          : undefined,
        report: (error, context) => console.error(`[docs-edge] ${context} failed:`, error),
      });
      endpoint = {origins: env.MCP_ALLOWED_ORIGINS, handle};
    }
    return endpoint.handle;
  };

  return {
    async fetch(request: Request, env: Env): Promise<Response> {
      try {
        const url = new URL(request.url);
        if (url.pathname === MCP_PATH) {
          const answer = await mcpEndpoint(env)(request);
          // The site's headers too; answers of a tool call are never cached.
          const out = new Response(answer.body, answer);
          siteHeaders(out.headers);
          out.headers.set('Cache-Control', 'no-store');
          return out;
        }
        return await serveBuild(request, env, url);
      } catch (error) {
        console.error('[docs-edge] request failed:', error);
        return made(500, 'Internal Server Error\n', {'Content-Type': site.contentTypes.txt});
      }
    },
  };
}
