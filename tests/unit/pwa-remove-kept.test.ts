/**
 * Issue 42: "Remove from this device" (src/pwa/keepOffline.ts removeBundle) over Cache Storage in memory. Sections
 * kept offline share files: a chain's bundle holds its Ledger app's pages, which the Ledger apps section holds too,
 * and neighbouring sections share a search shard. Removing one section leaves what another kept section lists.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {cacheNames, pageKey} from '../../src/pwa/shared.mjs';
import {removeBundle} from '../../src/pwa/keepOffline';
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
