/**
 * Issue 42 over the build: the web app manifest and its icons, the head tags, the service worker with the
 * site's code and a precache list of one fingerprint entry, the hosts told to serve it uncached, and a
 * Content-Security-Policy that lets the page register it.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cspReportPath} from '../../src/plugins/csp';
import {webApp} from '../../src/data/site';
import {appleTouchIconPath, appleTouchIconSize, webAppManifestPath} from '../../src/plugins/web-app-manifest/files';
import {cacheNames} from '../../src/pwa/shared.mjs';
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

  it('every page links it, with a theme colour for each mode and the touch icon', () => {
    for (const route of ['/', '/zemu/quickstart']) {
      const $ = loadPage(route);
      expect($('link[rel=manifest]').attr('href')).toBe(webAppManifestPath);
      expect($('meta[name=theme-color][media="(prefers-color-scheme: light)"]').attr('content')).toBe(webApp.themeColor.light);
      expect($('meta[name=theme-color][media="(prefers-color-scheme: dark)"]').attr('content')).toBe(webApp.themeColor.dark);
      expect($('link[rel=apple-touch-icon]').attr('href')).toBe(appleTouchIconPath);
    }
  });
});

describe('service worker', () => {
  const sw = readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
  const workerFiles = readdirSync(buildDir).filter((f) => f.endsWith('sw.js'));
  const workerCode = workerFiles.map((f) => readFileSync(path.join(buildDir, f), 'utf8')).join('\n');

  it('is plugin-pwa’s sw.js with the site’s code (its cache names) bundled beside it', () => {
    expect(workerFiles).toContain('sw.js');
    for (const name of Object.values(cacheNames)) expect(workerCode).toContain(name);
  });

  it('precaches nothing: the injected list is one fingerprint entry, not the build', () => {
    const lists = [...sw.matchAll(/\[\{"revision":"[0-9a-f]+","url":"[^"]+"\}\]/g)];
    expect(lists).toHaveLength(1);
    expect(lists[0][0]).toContain(`"url":"${webAppManifestPath.slice(1)}"`);
    expect(sw.length).toBeLessThan(40_000);
  });

  it('_headers tells Netlify and Cloudflare Pages to revalidate it', () => {
    const headers = readFileSync(path.join(buildDir, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*sw\.js\n {2}Cache-Control: no-cache$/m);
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
