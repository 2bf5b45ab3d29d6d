import {promises as fs} from 'node:fs';
import path from 'node:path';
import {edgeSiteFile} from '@zondax/docs-core/hosting/dirs.mjs';
import {apacheServerConf, htaccess} from './apache';
import {caddyfile} from './caddy';
import {edgeSite, wranglerJsonc} from './cloudflare';
import {hostingDirFor} from './dir';
import {securityHeaders} from './headers';
import {headersFile} from './netlify';
import {nginxHttpConf, nginxServerConf} from './nginx';
import {routeOf, type HostedSite} from './site';
import {vercelJson} from './vercel';

export {hostingDirFor} from './dir';

/** What the deployment is told beyond the build's files. */
export interface DeploymentOptions {
  /** The site's origin (docusaurus.config.ts `url`, the site-origin setting). */
  siteUrl: string;
  /** MCP_ALLOWED_ORIGINS (src/config/buildSettings.ts); empty: the site origin. */
  mcpAllowedOrigins: string[];
}

/** Files each host reads from the build root (the docroot). */
export function docrootConfigs(site: HostedSite): Record<string, string> {
  return {_headers: headersFile(site), 'vercel.json': vercelJson(site), '.htaccess': htaccess(site)};
}

/** Files a host reads from its own configuration (written to hostingDirFor(outDir)). */
export function serverConfigs(site: HostedSite): Record<string, string> {
  return {
    'nginx-http.conf': nginxHttpConf(site),
    'nginx-server.conf': nginxServerConf(site),
    'apache.conf': apacheServerConf(site),
    Caddyfile: caddyfile(site),
  };
}

/** The browser origins allowed to call /mcp: the setting, else the site's own origin. */
export function mcpOrigins({siteUrl, mcpAllowedOrigins}: DeploymentOptions): string[] {
  return mcpAllowedOrigins.length > 0 ? mcpAllowedOrigins : [new URL(siteUrl).origin];
}

/** Writes every host's config for a build whose pages are htmlFiles (absolute paths under outDir). */
export async function writeHostConfigs(
  outDir: string,
  contentSecurityPolicy: string,
  htmlFiles: string[],
  deployment: DeploymentOptions,
): Promise<void> {
  const relativeFiles = htmlFiles.map((file) => path.relative(outDir, file).split(path.sep).join('/'));
  const site: HostedSite = {headers: securityHeaders(contentSecurityPolicy), pages: relativeFiles.map(routeOf)};
  const origins = mcpOrigins(deployment);
  const hostingDir = hostingDirFor(outDir);
  await fs.mkdir(hostingDir, {recursive: true});
  const writes = [
    ...Object.entries(docrootConfigs(site)).map(([name, text]) => [path.join(outDir, name), text]),
    ...Object.entries(serverConfigs(site)).map(([name, text]) => [path.join(hostingDir, name), text]),
    // The Cloudflare Worker: its description of the build (bundled into it by packages/docs-edge) and its config.
    [
      path.join(hostingDir, edgeSiteFile),
      `${JSON.stringify(edgeSite(site, relativeFiles, routeOf, {siteOrigin: new URL(deployment.siteUrl).origin, mcpAllowedOrigins: origins}))}\n`,
    ],
    [path.join(hostingDir, 'wrangler.jsonc'), wranglerJsonc(outDir, origins)],
  ];
  await Promise.all(writes.map(([file, text]) => fs.writeFile(file, text)));
}
