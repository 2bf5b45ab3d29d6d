import {hashedAssetsPrefix, immutableCache, markdownType, revalidateCache, typesByPath} from './headers';
import type {HostedSite} from './site';

/**
 * vercel.json (Vercel reads it from the deployed folder). cleanUrls serves x.html and x/index.html
 * at /x with 200; Vercel answers unknown paths with 404.html and status 404 on its own. Letter-case
 * redirects are left to the not-found page (it redirects in the browser): Vercel's redirects cannot
 * be limited to paths no file matched. No content negotiation for the Markdown twins: vercel.json's
 * rewrites apply only after the file system (@vercel/routing-utils puts them behind `handle:
 * filesystem`), and every page is a file under cleanUrls, so a rewrite with a `has` Accept condition
 * would never reach one. Agents ask for the .md URL there. Vercel is not run in CI (nor anywhere in the
 * tests): tests/unit/hosting-configs.test.ts checks this file's shape only.
 */
export function vercelJson(site: HostedSite): string {
  const assets = `${hashedAssetsPrefix}(.*)`;
  const config = {
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      {source: '/(.*)', headers: site.headers.map(({name, value}) => ({key: name, value}))},
      // Headers of every matching rule apply, later ones winning: the no-cache rule excludes the assets.
      {source: `/((?!${hashedAssetsPrefix.slice(1)}).*)`, headers: [{key: 'Cache-Control', value: revalidateCache}]},
      {source: assets, headers: [{key: 'Cache-Control', value: immutableCache}]},
      {source: '/(.*)\\.md', headers: [{key: 'Content-Type', value: markdownType}]},
      ...Object.entries(typesByPath).map(([file, type]) => ({source: file, headers: [{key: 'Content-Type', value: type}]})),
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
