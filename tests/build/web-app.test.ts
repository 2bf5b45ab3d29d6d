/**
 * Issue 42 over the build: the web app manifest and its icons, the head tags, the service worker (one file,
 * its listeners added as it first runs, the build's fingerprint in it), the hosts told to serve it uncached,
 * and a Content-Security-Policy that lets the page register it; what "Keep this section offline" downloads.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import vm from 'node:vm';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cspReportPath} from '../../src/plugins/csp';
import {webApp} from '../../src/data/site';
import {appleTouchIconPath, appleTouchIconSize, webAppManifestPath} from '../../src/plugins/web-app-manifest/files';
import {buildFilesOf, cacheNames, serviceWorkerFile} from '../../src/pwa/shared.mjs';
import {assetFiles, buildFingerprint} from '../../src/plugins/service-worker';
import {LOCAL_INDEX_DIR} from '../../src/search/backend';
import type {OfflineBundle, SearchManifestParts} from '../../src/plugins/offline-bundles/bundles';
import {buildDir, loadPage} from './built-site';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): {width: number; height: number} {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

const manifest = JSON.parse(readFileSync(path.join(buildDir, webAppManifestPath), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: {src: string; sizes: string; type: string; purpose: string}[];
};

describe('web app manifest', () => {
  it('names the site, starts at its root and opens as an app', () => {
    expect(manifest.name).toBe(webApp.name);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has PNG icons at 192 and 512 px, for any use and maskable, each the size it says', () => {
    const listed = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort();
    expect(listed).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(icon.type).toBe('image/png');
      expect(pngSize(path.join(buildDir, icon.src))).toEqual({width, height});
    }
    expect(pngSize(path.join(buildDir, appleTouchIconPath))).toEqual({width: appleTouchIconSize, height: appleTouchIconSize});
  });

  it('every page has a theme colour for each mode and the touch icon; the manifest is linked after load', () => {
    for (const route of ['/', '/zemu/quickstart']) {
      const $ = loadPage(route);
      // In the head, Chromium fetches it beside the page's own files (src/plugins/web-app-manifest/linkManifest.ts).
      expect($('link[rel=manifest]')).toHaveLength(0);
      expect($('meta[name=theme-color][media="(prefers-color-scheme: light)"]').attr('content')).toBe(webApp.themeColor.light);
      expect($('meta[name=theme-color][media="(prefers-color-scheme: dark)"]').attr('content')).toBe(webApp.themeColor.dark);
      expect($('link[rel=apple-touch-icon]').attr('href')).toBe(appleTouchIconPath);
    }
  });
});

describe('service worker', () => {
  const sw = readFileSync(path.join(buildDir, serviceWorkerFile), 'utf8');

  it('is one file with the site’s code (its cache names), loading nothing more', () => {
    expect(readdirSync(buildDir).filter((f) => f.endsWith('sw.js'))).toEqual([serviceWorkerFile]);
    for (const name of Object.values(cacheNames)) expect(sw).toContain(name);
    expect(sw).not.toMatch(/importScripts|import\(/);
    // About 7 KB of code and the build's list of files (~17 KB for ~600 files).
    expect(sw.length).toBeLessThan(40_000);
  });

  it('carries the list of this build’s files under assets/, so a later worker knows which stored files it may drop', async () => {
    const files = await assetFiles(buildDir);
    const listed = [...sw.matchAll(/"([a-z]+\/[^"/]+\.[a-z0-9]+)"/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(files);
    expect(files.some((file) => /^js\/main\.[0-9a-f]+\.js$/.test(file))).toBe(true);
  });

  it('adds its install, fetch, activate and message listeners as it first runs, not after an await', () => {
    // A browser stops an idle worker and starts it again for the next event: only listeners added during
    // that first, synchronous run receive it (plugin-pwa's sw.js added them after an await).
    const added: string[] = [];
    const self = {
      addEventListener: (type: string) => added.push(type),
      location: new URL('https://docs.example/sw.js'),
      registration: {scope: 'https://docs.example/'},
    };
    vm.runInNewContext(sw, {self, URL, Response, Headers, Blob, caches: {}, fetch: () => undefined});
    expect(added.sort()).toEqual(['activate', 'fetch', 'install', 'message']);
  });

  it('precaches the lazy parts any page opens without navigating, and only those (files of this build)', () => {
    const listed = [...new Set([...sw.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
    for (const file of listed) expect(existsSync(path.join(buildDir, file)), file).toBe(true);
    // The search modal and its index worker, the section download and the not-found help (chunk groups 'offline-…').
    for (const part of ['offline-search', 'offline-search-worker', 'offline-keep', 'offline-not-found'])
      expect(listed.some((file) => file.startsWith(`/assets/js/${part}.`))).toBe(true);
    // Not what every page has loaded, nor Mermaid, Redoc, the APDU transports or the consent manager (large,
    // and used by some pages or rarely).
    expect(listed.some((file) => file.endsWith('.css'))).toBe(false);
    const bytes = listed.reduce((sum, file) => sum + statSync(path.join(buildDir, file)).size, 0);
    expect(bytes).toBeLessThan(200_000);
  });

  it('changes with every deployment: it carries the fingerprint of the build’s script and style names', async () => {
    expect(sw.split('\n')[0]).toContain(`build ${await buildFingerprint(buildDir)}`);
  });

  it('names the build’s files on its second line (the worker’s own list; scripts/keep-previous-assets.mjs reads it)', async () => {
    expect(buildFilesOf(sw)).toEqual(await assetFiles(buildDir));
  });

  it('_headers tells Netlify and Cloudflare Pages to revalidate it', () => {
    const headers = readFileSync(path.join(buildDir, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/sw\.js\n {2}Cache-Control: no-cache$/m);
  });

  it('the Content-Security-Policy lets the site register it and add its manifest', () => {
    const {headerPolicy} = JSON.parse(readFileSync(cspReportPath(buildDir), 'utf8')) as {headerPolicy: string};
    const directive = (name: string) => headerPolicy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('worker-src')?.split(' ')).toContain("'self'");
    // manifest-src falls back to default-src.
    expect(directive('manifest-src') ?? directive('default-src')).toContain("'self'");
    expect(existsSync(path.join(buildDir, webAppManifestPath))).toBe(true);
  });
});

describe('sections kept offline', () => {
  const index = JSON.parse(readFileSync(path.join(buildDir, LOCAL_INDEX_DIR, 'manifest.json'), 'utf8')) as SearchManifestParts;
  const bundles = readdirSync(path.join(buildDir, 'offline')).map(
    (name) => JSON.parse(readFileSync(path.join(buildDir, 'offline', name), 'utf8')) as OfflineBundle,
  );

  it("keep the search index's text of every page they keep, a section's index page too: offline, search finds what it finds online", () => {
    expect(bundles.length).toBeGreaterThan(30);
    // Worked out here from the index's record ranges, not with the plugin's function.
    const pageAt = new Map(index.pages.map(([pagePath], i) => [pagePath, i] as const));
    const shardsOfRecords = (first: number, end: number) =>
      index.docs
        .filter(([start], k) => start < end && (index.docs[k + 1]?.[0] ?? index.n) > first)
        .map(([, file]) => `/${LOCAL_INDEX_DIR}/${file}`);
    const lacking: string[] = [];
    for (const bundle of bundles) {
      const kept = new Set(bundle.search.map((file) => file.url));
      for (const {url} of bundle.pages) {
        // A folder's route (/zemu/) is the index's /zemu.
        const i = pageAt.get(url === '/' ? url : url.replace(/\/$/, ''));
        if (i === undefined) lacking.push(`${bundle.id}: ${url} is not in the index`);
        else
          for (const file of shardsOfRecords(index.pageStart[i], index.pageStart[i + 1] ?? index.n))
            if (!kept.has(file)) lacking.push(`${bundle.id}: ${url} needs ${file}`);
      }
    }
    expect(lacking).toEqual([]);
  });
});
