/**
 * Issue 42: the rules the service worker (src/pwa/sw) and the site share, the offline page, the build
 * fingerprint that makes each deployment a new worker, and the web app's icons and colours.
 */
import {readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  cacheFor,
  cacheNames,
  isSearchManifest,
  markdownTwinOf,
  pageKey,
  searchIndexDir,
  searchManifestPath,
  serviceWorkerFile,
  strategyFor,
  titleOf,
} from '../../src/pwa/shared.mjs';
import {offlinePageHtml} from '../../src/pwa/sw/offlinePage.mjs';
import {customProperties} from './css-properties';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import OfflineNotice from '../../src/components/chrome/OfflineNotice';
import {buildFingerprint, precachedFiles} from '../../src/plugins/service-worker';
import {LOCAL_INDEX_DIR} from '../../src/search/backend';
import {manifestFile} from '@zondax/docs-core/search/indexTypes';
import {serviceWorkerPath} from '../../src/plugins/hosting/headers';
import {webApp} from '../../src/data/site';
import {maskableSvg} from '../../src/plugins/web-app-manifest';
import {buildFolder} from './fixtures/buildFolder';

const request = {navigate: false, range: false};

describe('which strategy answers which request', () => {
  it('navigations are pages; content-hashed files are stored once; the rest is network first', () => {
    expect(strategyFor('/zemu/quickstart', {navigate: true, range: false})).toBe('page');
    expect(strategyFor('/assets/js/main.c0b9a2b7.js', request)).toBe('immutable');
    expect(strategyFor(`/${searchIndexDir}/terms-co.db387401b0.json`, request)).toBe('immutable');
    expect(strategyFor(`/${searchIndexDir}/manifest.json`, request)).toBe('fresh');
    expect(strategyFor('/zemu/quickstart.md', request)).toBe('fresh');
    expect(strategyFor('/img/favicon.svg', request)).toBe('fresh');
  });

  it('leaves the worker itself and range requests to the network', () => {
    expect(strategyFor(`/${serviceWorkerFile}`, request)).toBe('pass');
    expect(strategyFor('/assets/js/main.c0b9a2b7.js', {navigate: false, range: true})).toBe('pass');
  });

  it('stores each kind in its cache', () => {
    expect(cacheFor('/zemu', 'page')).toBe(cacheNames.pages);
    expect(cacheFor('/assets/css/styles.7889f8c9.css', 'immutable')).toBe(cacheNames.assets);
    expect(cacheFor(`/${searchIndexDir}/manifest.json`, 'fresh')).toBe(cacheNames.search);
    expect(cacheFor('/zemu.md', 'fresh')).toBe(cacheNames.files);
  });

  it('names the search index folder, its manifest and the worker file as the site and the hosts do', () => {
    expect(searchIndexDir).toBe(LOCAL_INDEX_DIR);
    expect(searchManifestPath).toBe(`/${LOCAL_INDEX_DIR}/${manifestFile}`);
    expect(isSearchManifest(`https://docs.example/${LOCAL_INDEX_DIR}/${manifestFile}`)).toBe(true);
    expect(isSearchManifest(`/${LOCAL_INDEX_DIR}/terms-co.db387401b0.json`)).toBe(false);
    expect(serviceWorkerPath).toBe(`/${serviceWorkerFile}`);
  });
});

describe('stored pages', () => {
  it('one key per page, whatever its query, hash or trailing slash', () => {
    const key = pageKey('https://docs.zondax.ch/zemu');
    expect(pageKey('https://docs.zondax.ch/zemu/')).toBe(key);
    expect(pageKey('https://docs.zondax.ch/zemu?x=1#top')).toBe(key);
    expect(pageKey('https://docs.zondax.ch/')).toBe('https://docs.zondax.ch/');
  });

  it('reads the title and the Markdown twin from the HTML', () => {
    const html =
      '<head><title data-rh=true>Zemu &amp; Speculos | Zondax Docs</title>' +
      '<link data-rh=true rel=alternate type=text/markdown title=Markdown href=/zemu/quickstart.md></head>';
    expect(titleOf(html)).toBe('Zemu & Speculos | Zondax Docs');
    expect(markdownTwinOf(html, 'https://docs.zondax.ch/zemu/quickstart')).toBe('https://docs.zondax.ch/zemu/quickstart.md');
    expect(markdownTwinOf('<link rel=alternate hreflang=en href=/x>', 'https://docs.zondax.ch/x')).toBeUndefined();
  });
});

describe('the offline page', () => {
  const html = offlinePageHtml({
    path: '/zemu/<script>',
    siteTitle: 'Zondax Docs',
    home: '/',
    pages: [
      {url: '/zemu/quickstart', title: 'Zemu quickstart | Zondax Docs'},
      {url: '/zemu', title: 'Zemu | Zondax Docs'},
    ],
    sections: [{title: 'Zemu', url: '/zemu'}],
  });

  it('says the page is not loaded, in the in-tab notice’s words, with the path escaped', () => {
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('The page <code>/zemu/&lt;script&gt;</code> has not been loaded yet');
    expect(html).not.toContain('/zemu/<script>');
    expect(html.match(/<script>/g)).toHaveLength(1); // the colour choice's, below
  });

  it('the notice in the tab says the same sentence (both read offlineWords)', () => {
    const tab = renderToStaticMarkup(createElement(OfflineNotice, {path: '/zemu/<script>', onDismiss: () => undefined}));
    const sentence = (markup: string) => /The page <code>[^<]*<\/code> [^<]+/.exec(markup)?.[0];
    expect(sentence(tab)).toBeDefined();
    expect(sentence(tab)).toBe(sentence(html));
  });

  it("applies the reader's stored colour choice, else the system's", () => {
    const script = /<script>([^<]+)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const [stored, expected] of [
      ['dark', 'dark'],
      ['light', 'light'],
      [null, null],
      ['<junk>', null],
    ] as const) {
      const root = {theme: null as string | null, setAttribute: (_: string, v: string) => (root.theme = v)};
      new Function('localStorage', 'document', script!)({getItem: () => stored}, {documentElement: root});
      expect(root.theme).toBe(expected);
    }
    expect(html).toMatch(/:root\[data-theme=dark\]\{color-scheme:dark;/);
    expect(html).toMatch(/@media \(prefers-color-scheme:dark\)\{:root:not\(\[data-theme=light\]\)\{color-scheme:dark;/);
  });

  it('links every stored page by title, sorted, and the sections kept offline', () => {
    const links = [...html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(links).toEqual([
      '/zemu Zemu',
      '/zemu Zemu | Zondax Docs',
      '/zemu/quickstart Zemu quickstart | Zondax Docs',
      '/ Zondax Docs home',
    ]);
  });
});

describe('each deployment is a new worker', () => {
  it('its fingerprint follows the names of the bundler’s files only', async () => {
    const dir = buildFolder(['assets/js/main.aaaa.js', 'assets/css/styles.cccc.css', 'index.html', 'zemu/index.html']);
    const first = await buildFingerprint(dir);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    // Pages and other files outside assets/ change nothing (their content is not part of it either).
    writeFileSync(path.join(dir, 'index.html'), 'changed');
    writeFileSync(path.join(dir, 'new-page.html'), 'new');
    expect(await buildFingerprint(dir)).toBe(first);
    renameSync(path.join(dir, 'assets/js/main.aaaa.js'), path.join(dir, 'assets/js/main.bbbb.js'));
    expect(await buildFingerprint(dir)).not.toBe(first);
  });
});

describe('what the worker precaches', () => {
  it('the files of the chunk groups named offline-…, once each, without source maps or what every page loads', () => {
    const stats = {
      namedChunkGroups: {
        main: {assets: [{name: 'assets/css/styles.0.css'}, {name: 'assets/js/main.1.js'}]},
        'offline-search': {
          assets: [
            {name: 'assets/css/styles.0.css'},
            {name: 'assets/js/679.2.js'},
            {name: 'assets/js/offline-search.3.js'},
            {name: 'assets/js/offline-search.3.js.map'},
          ],
        },
        'offline-other': {assets: [{name: 'assets/js/679.2.js'}, {name: 'assets/js/offline-other.4.js'}]},
        'route-data-zemu': {assets: [{name: 'assets/js/route-data-zemu.5.js'}]},
      },
    };
    expect(precachedFiles(stats)).toEqual(['assets/js/679.2.js', 'assets/js/offline-other.4.js', 'assets/js/offline-search.3.js']);
    expect(precachedFiles({})).toEqual([]);
  });
});

describe('web app', () => {
  it('the dark theme colour is the dark navbar’s surface colour in custom.css', () => {
    expect(customProperties('src/css/custom.css', "[data-theme='dark']")['--ifm-background-surface-color']).toBe(webApp.themeColor.dark);
  });

  it('the maskable icon is the logo’s tile without its rounded corners', () => {
    const logo = readFileSync(path.join(__dirname, '../../static/img/logo.svg'), 'utf8');
    expect(logo).toMatch(/<rect\b[^>]*\srx="/);
    const maskable = maskableSvg(logo);
    expect(maskable).not.toMatch(/<rect\b[^>]*\srx="/);
    expect(maskable.replace(/\s+/g, '')).toBe(logo.replace(/\s+rx="[^"]*"/, '').replace(/\s+/g, ''));
  });
});
