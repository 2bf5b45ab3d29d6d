import {promises as fs} from 'node:fs';
import path from 'node:path';
import {apacheServerConf, htaccess} from './apache';
import {caddyfile} from './caddy';
import {hostingDirFor} from './dir';
import {securityHeaders} from './headers';
import {headersFile} from './netlify';
import {nginxHttpConf, nginxServerConf} from './nginx';
import {routeOf, type HostedSite} from './site';
import {vercelJson} from './vercel';

export {hostingDirFor} from './dir';

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

/** Writes every host's config for a build whose pages are htmlFiles (absolute paths under outDir). */
export async function writeHostConfigs(outDir: string, contentSecurityPolicy: string, htmlFiles: string[]): Promise<void> {
  const site: HostedSite = {
    headers: securityHeaders(contentSecurityPolicy),
    pages: htmlFiles.map((file) => routeOf(path.relative(outDir, file))),
  };
  const hostingDir = hostingDirFor(outDir);
  await fs.mkdir(hostingDir, {recursive: true});
  const writes = [
    ...Object.entries(docrootConfigs(site)).map(([name, text]) => [path.join(outDir, name), text]),
    ...Object.entries(serverConfigs(site)).map(([name, text]) => [path.join(hostingDir, name), text]),
  ];
  await Promise.all(writes.map(([file, text]) => fs.writeFile(file, text)));
}
