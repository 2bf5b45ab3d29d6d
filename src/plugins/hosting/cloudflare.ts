import path from 'node:path';
import type {EdgeSite} from '@zondax/docs-core/hosting/edgeSite';
import {workerScriptFile} from '@zondax/docs-core/hosting/dirs.mjs';
import {snapshotFolder} from '@zondax/docs-core/snapshot/format';
import {provider} from '../../data/site';
import {contentTypes, hashedAssetsPrefix, hostOnlyFiles, immutableCache, revalidateCache, typesByPath} from './headers';
import {mcpRateLimit} from './mcp';
import {caseRedirects, generatedBy, type HostedSite} from './site';

/**
 * The Cloudflare Worker with static assets (packages/docs-edge): the kit writes what it is told about the build
 * (worker-site.json, bundled into the Worker by `npm run build -w @zondax/docs-edge`) and its wrangler.jsonc, both in
 * build-hosting/. The Worker runs first on every request (`run_worker_first`): it gives every answer the header
 * list, serves clean URLs with 200 (`html_handling: none`: the page table below, no trailing-slash redirects),
 * the site's 404 page, the letter-case redirects and the Markdown twins by content negotiation, and answers MCP
 * at /mcp from the snapshot it reads through the ASSETS binding. Tested in workerd (tests/build/edge-worker.test.ts).
 */

/** Where clean URLs lead: each page route and the HTML file the other hosts' try_files find first for it. */
export function pageFiles(htmlFiles: string[], routeOf: (file: string) => string): Record<string, string> {
  const pages: Record<string, string> = {};
  // <route>/index.html before <route>.html (nginx's `$uri/index.html $uri.html`): the folder page wins.
  const ordered = [...htmlFiles].sort((a, b) => Number(b.endsWith('/index.html')) - Number(a.endsWith('/index.html')));
  for (const file of ordered) {
    const route = routeOf(file);
    pages[route] ??= `/${file}`;
  }
  return pages;
}

/** The Worker's description of the build (EdgeSite, docs-core hosting/edgeSite.ts). */
export function edgeSite(
  site: HostedSite,
  htmlFiles: string[],
  routeOf: (file: string) => string,
  {siteOrigin, mcpAllowedOrigins}: {siteOrigin: string; mcpAllowedOrigins: string[]},
): EdgeSite {
  return {
    headers: site.headers,
    contentTypes,
    typesByPath,
    hostOnlyFiles,
    hashedAssetsPrefix,
    immutableCache,
    revalidateCache,
    pages: pageFiles(htmlFiles, routeOf),
    caseRedirects: Object.fromEntries(caseRedirects(site.pages).map(({lower, page}) => [lower, page])),
    notFoundPage: '/404.html',
    snapshotPath: `/${snapshotFolder}`,
    siteOrigin,
    mcpAllowedOrigins,
  };
}

/** The Worker's name on the account (its workers.dev address is <name>.<account>.workers.dev). */
export const workerName = `${provider.name.toLowerCase()}-docs`;

/**
 * The date of the Workers runtime behaviour the Worker is written for: no later than the workerd the lock
 * installs (package.json: workerd 1.20260426.1), so `wrangler dev` and the test run it as deployed.
 */
export const compatibilityDate = '2026-04-20';

/**
 * The per-client limit on /mcp (mcp.ts, the same as nginx's), with the Workers rate-limiting binding: counted per
 * Cloudflare location by the client's CF-Connecting-IP. `namespace_id` is any integer unique to the account.
 */
export const workerRateLimit = {
  binding: 'MCP_RATE_LIMIT',
  namespaceId: '6100',
  limit: mcpRateLimit.limit,
  period: mcpRateLimit.period,
} as const;

/** The variable that holds the allowed browser origins (comma-separated); the default is the build's MCP_ALLOWED_ORIGINS. */
export const allowedOriginsVariable = 'MCP_ALLOWED_ORIGINS';

/** wrangler.jsonc, beside the Worker's script in build-hosting/; its paths are relative to it. */
export function wranglerJsonc(outDir: string, allowedOrigins: string[]): string {
  const config = {
    name: workerName,
    main: workerScriptFile,
    // The script is already one bundle (packages/docs-edge/scripts/bundle.mjs): uploaded as it was tested.
    no_bundle: true,
    compatibility_date: compatibilityDate,
    assets: {
      directory: `../${path.basename(path.resolve(outDir))}`,
      binding: 'ASSETS',
      run_worker_first: true,
      html_handling: 'none',
      not_found_handling: 'none',
    },
    vars: {[allowedOriginsVariable]: allowedOrigins.join(',')},
    ratelimits: [
      {
        name: workerRateLimit.binding,
        namespace_id: workerRateLimit.namespaceId,
        simple: {limit: workerRateLimit.limit, period: workerRateLimit.period},
      },
    ],
  };
  return [
    `// ${generatedBy}`,
    '// Deploy with `npx wrangler deploy --config build-hosting/wrangler.jsonc` after `npm run build` (src/plugins/hosting/README.md).',
    JSON.stringify(config, null, 2),
    '',
  ].join('\n');
}
