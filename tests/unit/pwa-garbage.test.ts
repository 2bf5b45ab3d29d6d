/**
 * Issue 42: what the service worker's assets cache drops when a build is no longer in use (src/pwa/sw/garbage.mjs),
 * the build files a stored page names (src/pwa/shared.mjs, src/pwa/store.mjs), and the search shards a new
 * manifest no longer names, over Cache Storage in memory.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {assetsHeader, assetsNamedBy, cacheNames} from '../../src/pwa/shared.mjs';
import {storePage} from '../../src/pwa/store.mjs';
import {dropUnusedBuilds, namesOtherBuild, recordBuild, shardsNamedBy, storeManifest} from '../../src/pwa/sw/garbage.mjs';
import {MemoryCacheStorage} from './fixtures/cacheStorage';

const site = 'https://docs.example';
const asset = (name: string) => `${site}/assets/js/${name}.js`;
const buildKey = (id: string) => `${site}/__docs-build/${id}`;

// Two deployments: B is the worker's build; A is the one before. They share one chunk, as builds do when a
// file's content did not change.
const buildA = [asset('main.aaaa'), asset('page.a1'), asset('shared.s1')];
const buildB = [asset('main.bbbb'), asset('page.b1'), asset('shared.s1')];
const untracked = asset('page.x0'); // stored before builds recorded their files

let storage: MemoryCacheStorage;
beforeEach(async () => {
  storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  await recordBuild(buildKey('A'), buildA);
  await recordBuild(buildKey('B'), buildB);
  const assets = await storage.open(cacheNames.assets);
  for (const url of new Set([...buildA, ...buildB, untracked])) await assets.put(url, new Response('code'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A stored page, as storePage leaves it: its HTML with the build files it names in assetsHeader (or without, as before). */
async function storedPageNaming(path: string, files: string[], {header = true} = {}) {
  const html = `<!doctype html><title>${path}</title>${files.map((f) => `<link rel=preload as=script href=${new URL(f).pathname}>`).join('')}`;
  const headers = header ? {[assetsHeader]: files.join(' ')} : undefined;
  await (await storage.open(cacheNames.pages)).put(`${site}${path}`, new Response(html, {headers}));
}

describe('dropping the files of builds no longer in use', () => {
  it('no stored page runs build A: its own files go, the file it shares with B and untracked files stay', async () => {
    expect(await dropUnusedBuilds(buildKey('B'))).toBe(2);
    expect(await storage.urls(cacheNames.assets)).toEqual([...buildB, untracked].sort());
    expect(await storage.urls(cacheNames.builds)).toEqual([buildKey('B')]);
    // Nothing left to do: a second run drops nothing.
    expect(await dropUnusedBuilds(buildKey('B'))).toBe(0);
  });

  it('a page stored under build A keeps all of A (offline it runs A, route chunks included)', async () => {
    await storedPageNaming('/zemu', [asset('main.aaaa')]);
    expect(await dropUnusedBuilds(buildKey('B'))).toBe(0);
    expect(await storage.urls(cacheNames.assets)).toEqual([...new Set([...buildA, ...buildB, untracked])].sort());
    expect(await storage.urls(cacheNames.builds)).toEqual([buildKey('A'), buildKey('B')]);
  });

  it('a page stored before pages recorded their files is read from its HTML', async () => {
    await storedPageNaming('/zemu', [asset('main.aaaa')], {header: false});
    expect(await dropUnusedBuilds(buildKey('B'))).toBe(0);
    expect(await storage.urls(cacheNames.builds)).toContain(buildKey('A'));
  });

  it('once that page is stored again under B, A goes', async () => {
    await storedPageNaming('/zemu', [asset('main.aaaa')]);
    await storedPageNaming('/zemu', [asset('main.bbbb')]);
    expect(await dropUnusedBuilds(buildKey('B'))).toBe(2);
  });

  it('a stored page of a build with no record: nothing is dropped (which chunks it needs is unknown)', async () => {
    await storedPageNaming('/old', [asset('main.0000')]);
    expect(await dropUnusedBuilds(buildKey('B'))).toBe(0);
    expect(await storage.urls(cacheNames.builds)).toEqual([buildKey('A'), buildKey('B')]);
  });

  it("without this worker's own record nothing is dropped (it would not know what it shares)", async () => {
    expect(await dropUnusedBuilds(buildKey('C'))).toBe(0);
    expect((await storage.urls(cacheNames.assets)).length).toBe(6);
  });
});

describe('the build files a page names', () => {
  it('reads src and href values under /assets/, quoted or not, as absolute URLs, once each', () => {
    const html =
      '<link rel=stylesheet href=/assets/css/styles.a2ef.css><link rel=preload as=script href=/assets/js/runtime~main.5e71.js data-after-paint>' +
      '<script src="/assets/js/main.1a5e.js" defer></script><link rel=icon href=/img/favicon.svg><a href=/assets/js/main.1a5e.js>x</a>';
    expect(assetsNamedBy(html, `${site}/zemu/quickstart`)).toEqual([
      `${site}/assets/css/styles.a2ef.css`,
      `${site}/assets/js/runtime~main.5e71.js`,
      `${site}/assets/js/main.1a5e.js`,
    ]);
  });

  it('storePage records them with the page', async () => {
    const html = '<title>Zemu</title><link rel=preload as=script href=/assets/js/main.1a5e.js>';
    await storePage(`${site}/zemu/`, new Response(html, {headers: {'Content-Type': 'text/html'}}));
    const stored = await (await storage.open(cacheNames.pages)).match(`${site}/zemu`);
    expect(stored?.headers.get(assetsHeader)).toBe(`${site}/assets/js/main.1a5e.js`);
  });

  it('a page names another build when any of its files is not one of this build’s', () => {
    const own = new Set(buildB);
    expect(namesOtherBuild([asset('main.bbbb')], own)).toBe(false);
    expect(namesOtherBuild([asset('main.aaaa')], own)).toBe(true);
    expect(namesOtherBuild([], own)).toBe(false);
  });
});

describe('the search index shards a new manifest no longer names', () => {
  const index = `${site}/search-index/`;
  const manifestUrl = `${index}manifest.json`;
  // Two deployments' indexes, in the shape of src/search/indexFormat.ts: one term shard is unchanged.
  type IndexManifest = {build: string; terms: Record<string, string>; docs: Array<[number, string]>};
  const manifestA: IndexManifest = {build: 'ia', terms: {a: 'terms-a.1111.json', z: 'terms-z.2222.json'}, docs: [[0, 'docs-0.3333.json']]};
  const manifestB: IndexManifest = {build: 'ib', terms: {a: 'terms-a.1111.json', z: 'terms-z.4444.json'}, docs: [[0, 'docs-0.5555.json']]};
  const json = (body: object) => new Response(JSON.stringify(body), {headers: {'Content-Type': 'application/json'}});

  async function storedIndex(manifest: IndexManifest) {
    const cache = await storage.open(cacheNames.search);
    await cache.put(manifestUrl, json(manifest));
    for (const file of shardsNamedBy(manifest)) await cache.put(`${index}${file}`, json({}));
    return cache;
  }

  it('names the term and document shards', () => {
    expect([...shardsNamedBy(manifestA)].sort()).toEqual(['docs-0.3333.json', 'terms-a.1111.json', 'terms-z.2222.json']);
  });

  it("storing another index's manifest drops the old shards it does not name, keeps the shared one and other files", async () => {
    const cache = await storedIndex(manifestA);
    await cache.put(`${site}/zemu.md`, new Response('# Zemu'));
    expect(await storeManifest(cache as unknown as Cache, manifestUrl, json(manifestB))).toBe(2);
    expect(await storage.urls(cacheNames.search)).toEqual([`${index}manifest.json`, `${index}terms-a.1111.json`, `${site}/zemu.md`]);
    expect(await (await cache.match(manifestUrl))!.json()).toMatchObject({build: 'ib'});
  });

  it('storing the same index again drops nothing of it, and still drops a shard it does not name', async () => {
    const cache = await storedIndex(manifestA);
    await cache.put(`${index}terms-q.9999.json`, json({}));
    expect(await storeManifest(cache as unknown as Cache, new Request(manifestUrl), json(manifestA))).toBe(1);
    expect(await storage.urls(cacheNames.search)).toEqual(
      [manifestUrl, ...[...shardsNamedBy(manifestA)].map((f) => `${index}${f}`)].sort(),
    );
  });

  it('a body that is not a manifest is stored and drops nothing', async () => {
    const cache = await storedIndex(manifestA);
    expect(await storeManifest(cache as unknown as Cache, manifestUrl, new Response('<html>'))).toBe(0);
    expect((await storage.urls(cacheNames.search)).length).toBe(4);
  });
});
