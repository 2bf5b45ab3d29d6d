import {hashedAssetsPrefix, immutableCache, markdownType, revalidateCache, serviceWorkerPath, typesByPath} from './headers';
import {generatedBy, type HostedSite} from './site';

/**
 * _headers (Netlify, Cloudflare Pages; scripts/serve-build.mjs applies its '/*' block too). Both hosts
 * already serve clean URLs with 200 and 404.html with 404, and send HTML with a revalidating
 * Cache-Control; they join the values of every block that matches a path, so Cache-Control appears
 * only in the /assets/ block (a catch-all no-cache would be joined to the assets' immutable) and the
 * service worker's (which a host default must not leave to a cache).
 */
export function headersFile(site: HostedSite): string {
  const block = (pattern: string, headers: {name: string; value: string}[]) => [
    pattern,
    ...headers.map(({name, value}) => `  ${name}: ${value}`),
    '',
  ];
  return [
    `# ${generatedBy}`,
    ...block('/*', site.headers),
    ...block(`${hashedAssetsPrefix}*`, [{name: 'Cache-Control', value: immutableCache}]),
    ...block('/*.md', [{name: 'Content-Type', value: markdownType}]),
    ...block(serviceWorkerPath, [{name: 'Cache-Control', value: revalidateCache}]),
    ...Object.entries(typesByPath).flatMap(([file, type]) => block(file, [{name: 'Content-Type', value: type}])),
  ].join('\n');
}
