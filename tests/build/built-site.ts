import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {apduPageOf} from '../../src/plugins/chain-landing-pages/ledgerPages';

/** The production build under test: BUILD_DIR, or build/ at the project root. */
export const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '../../build'));

/** The HTML file a static host serves for a route. */
export function htmlFileFor(route: string): string {
  const clean = decodeURI(route.split(/[?#]/)[0]).replace(/\/$/, '');
  const direct = path.join(buildDir, `${clean}.html`);
  const folderIndex = path.join(buildDir, clean, 'index.html');
  // A doc with id 'index' is <route>/index.html; <route>.html is then its folder's redirect page.
  if (clean.endsWith('/index') && existsSync(folderIndex)) return folderIndex;
  return existsSync(direct) ? direct : folderIndex;
}

export function loadPage(route: string): CheerioAPI {
  return load(readFileSync(htmlFileFor(route), 'utf8'));
}

/** A ledger app's APDU specification page among the site's paths, found as its chain's landing page finds it. */
export const apduRouteOf = (folder: string, routes: readonly string[]): string | undefined =>
  apduPageOf(routes.filter((route) => route.startsWith(`/ledger-apps/${folder}/`)).map((route) => ({path: route})))?.path;

/** Every page URL of the sitemap, as a path. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Every file of the build (folders walked) whose name matches `name`, as absolute paths. */
export function builtFiles(name: RegExp): string[] {
  return readdirSync(buildDir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
