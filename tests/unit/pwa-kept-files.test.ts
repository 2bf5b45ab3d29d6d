/**
 * Issue 42: the files sections kept offline share, over Cache Storage in memory (src/pwa/keepOffline.ts). A chain's
 * bundle holds its Ledger app's pages, which the Ledger apps section holds too; neighbouring sections share a search
 * shard; every bundle lists the search manifest and term shards. Removing one section leaves what another kept
 * section lists, and the size offered before a download says what the device already has.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {cacheNames, pageKey} from '../../src/pwa/shared.mjs';
import {removeBundle, storedBytes} from '../../src/pwa/keepOffline';
import type {OfflineBundle} from '../../src/plugins/offline-bundles/bundles';
import type {KeptRecord} from '../../src/pwa/keptBundles';
import {bundlePath} from '../../src/plugins/offline-bundles/paths';
import {markdownPathFor} from '../../src/plugins/markdown-export/paths';
import {MemoryCacheStorage} from './fixtures/cacheStorage';

const site = 'https://docs.example';
const apdu = '/ledger-apps/polkadot/APDUSPEC';

const kept = (id: string, title: string, pages: string[], search: string[]): KeptRecord => ({
  id,
  title,
  entry: pages[0],
  pages,
  search: search.map((n) => `/search-index/docs-${n}.json`),
  bytes: 1,
  build: 'b1',
});
const ledgerApps = kept('ledger-apps', 'Ledger apps', ['/ledger-apps/overview', apdu], ['1', '2']);
const polkadot = kept('chain-polkadot', 'Polkadot', ['/Polkadot', apdu], ['2', '3']);

let storage: MemoryCacheStorage;

async function keep(record: KeptRecord) {
  await (await storage.open(cacheNames.keptSections)).put(`${site}${bundlePath(record.id)}`, new Response(JSON.stringify(record)));
  for (const page of record.pages) {
    await (await storage.open(cacheNames.pages)).put(pageKey(`${site}${page}`), new Response('<!doctype html>'));
    await (await storage.open(cacheNames.files)).put(`${site}${markdownPathFor(page)}`, new Response('# Page'));
  }
  for (const file of record.search) await (await storage.open(cacheNames.search)).put(`${site}${file}`, new Response('{}'));
}

const paths = async (name: string) => (await storage.urls(name)).map((url) => new URL(url).pathname).sort();

beforeEach(async () => {
  storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('window', {location: {href: `${site}/Polkadot`}});
  await keep(ledgerApps);
  await keep(polkadot);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('removing a section kept offline', () => {
  it("leaves the pages, twins and search shards another kept section lists, and takes the section's own", async () => {
    await removeBundle('chain-polkadot');
    expect(await paths(cacheNames.keptSections)).toEqual([bundlePath('ledger-apps')]);
    expect(await paths(cacheNames.pages)).toEqual(['/ledger-apps/overview', apdu]);
    expect(await paths(cacheNames.files)).toEqual(['/ledger-apps/overview', apdu].map(markdownPathFor).sort());
    expect(await paths(cacheNames.search)).toEqual(['/search-index/docs-1.json', '/search-index/docs-2.json']);
  });

  it('takes the shared files with the last section that lists them', async () => {
    await removeBundle('chain-polkadot');
    await removeBundle('ledger-apps');
    for (const name of [cacheNames.keptSections, cacheNames.pages, cacheNames.files, cacheNames.search])
      expect(await paths(name)).toEqual([]);
  });
});

describe('the size offered before keeping another section', () => {
  const file = (url: string, bytes: number) => ({url, bytes});
  const zemu: OfflineBundle = {
    id: 'zemu',
    title: 'Zemu',
    entry: '/zemu/',
    pages: [file('/zemu/', 30_000)],
    sharedPages: [file('/search', 20_000)],
    // docs-2 is stored (the Ledger apps section lists it), docs-9 is not.
    search: [file('/search-index/docs-2.json', 40_000), file('/search-index/docs-9.json', 40_000)],
    sharedSearch: [file('/search-index/manifest.json', 50_000), file('/search-index/t-a.json', 900_000)],
    bytes: 1_080_000,
  };

  it('counts the search files this device has, which the download skips; never the manifest, which it asks again', async () => {
    const search = await storage.open(cacheNames.search);
    await search.put(`${site}/search-index/manifest.json`, new Response('{}'));
    expect(await storedBytes(zemu)).toBe(40_000);
    await search.put(`${site}/search-index/t-a.json`, new Response('{}'));
    expect(await storedBytes(zemu)).toBe(940_000);
    await removeBundle('ledger-apps');
    await removeBundle('chain-polkadot');
    expect(await storedBytes(zemu)).toBe(900_000);
  });
});
