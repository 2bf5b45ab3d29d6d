/**
 * Issue 42: offline, the search answers from the document shards this device has; hits in the other
 * shards are left out and the page is filled from the next ones; with none, the search fails as before.
 */
import {describe, expect, it} from 'vitest';
import {SearchEngine} from '@zondax/docs-core/search/engine';
import {buildIndex} from '@zondax/docs-core/search/indexFormat';
import {extractRecords} from '../../src/search/records';
import {twinKey} from '../../src/search/siteGrouping';
import {ledgerChains} from '../../src/data/chains';

const ORIGIN = 'https://docs.zondax.ch';
/** Pages big enough that the index puts them in several document shards (about 40 KB each). */
const page = (title: string, i: number) =>
  `<html><head><meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=docs-zemu-current></head><body><main><article><header><h1>${title}</h1></header>` +
  Array.from(
    {length: 60},
    (_, k) => `<h2 id=h${k}>Emulator part ${k}</h2><p>${'The emulator runs an app for testing. '.repeat(12)} ${i}-${k}</p>`,
  ).join('') +
  `</article></main></body></html>`;

/** An engine over 8 large pages whose loader fails the files `unavailable` names (offline: the worker's option). */
function engineWithout(unavailable: (file: string) => boolean, offline = false) {
  const records = Array.from({length: 8}, (_, i) =>
    extractRecords(page(`Page ${i}`, i), {pathname: `/zemu/p${i}`}, {origin: ORIGIN}),
  ).flat();
  const {files, manifest} = buildIndex(records);
  const loaded: string[] = [];
  const engine = new SearchEngine(
    async (file) => {
      loaded.push(file);
      if (unavailable(file)) throw Object.assign(new Error(`no answer: ${file}`), {file});
      return JSON.parse(files.get(file)!);
    },
    {offline: () => offline},
  );
  return {engine, docs: manifest.docs.map(([, file]) => file), manifest, loaded};
}

describe('search with some document shards unavailable', () => {
  it('leaves out the hits of missing shards and fills the page from the rest', async () => {
    const {docs} = engineWithout(() => false);
    expect(docs.length).toBeGreaterThan(2);
    const first = docs[0];
    const {engine} = engineWithout((file) => file === first);
    const result = await engine.search({query: 'emulator', hitsPerPage: 20});
    expect(result.hits).toHaveLength(20);
    const all = await engineWithout(() => false).engine.search({query: 'emulator', hitsPerPage: 1000});
    expect(result.nbHits).toBeLessThan(all.nbHits);
  });

  it('offline, counts only the hits it can show, also those beyond the page asked for', async () => {
    const {docs, manifest} = engineWithout(() => false);
    // The last shard: its hits rank after the first page's (equal scores rank in index order).
    const last = docs.at(-1)!;
    const inLastShard = new Set(manifest.pages.filter((_, i) => manifest.pageStart[i] >= manifest.docs.at(-1)![0]).map(([path]) => path));
    const all = await engineWithout(() => false).engine.search({query: 'emulator', hitsPerPage: 1000});
    expect(all.hits.slice(0, 20).some((h) => inLastShard.has(new URL(h.url).pathname))).toBe(false);
    const shown = all.hits.filter((h) => !inLastShard.has(new URL(h.url).pathname)).length;
    expect(shown).toBeLessThan(all.nbHits);
    const {engine} = engineWithout((file) => file === last, true);
    const result = await engine.search({query: 'emulator', hitsPerPage: 20});
    expect(result.hits).toHaveLength(20);
    expect(result.nbHits).toBe(shown);
    expect(result.nbPages).toBe(Math.ceil(shown / 20));
    // No queryID: DocSearch reports views and clicks only of hits that carry one (tests/unit/search-insights.test.ts).
    expect(result).not.toHaveProperty('queryID');
    // Online, only the first page's shards are fetched: the others are not needed to show it.
    const online = engineWithout((file) => file === last);
    const first = await online.engine.search({query: 'emulator', hitsPerPage: 20});
    expect(first.nbHits).toBe(all.nbHits);
    expect(online.loaded.filter((f) => f.startsWith('docs-'))).not.toContain(last);
  });

  it('fails with the shard’s own failure when no hit’s shard can be had', async () => {
    const {engine} = engineWithout((file) => file.startsWith('docs-'));
    await expect(engine.search({query: 'emulator', hitsPerPage: 20})).rejects.toThrow(/no answer: docs-/);
  });

  it('stands a folded row on a twin whose shard is kept when its own shard is missing', async () => {
    // The same APDU page on three chains, each page a shard of its own or more.
    const chains = ledgerChains.slice(0, 3);
    const records = chains.flatMap((c) =>
      extractRecords(page(`${c.name} APDU specification`, 0), {pathname: `/ledger-apps/${c.ledgerFolder}/APDUSPEC`}, {origin: ORIGIN}),
    );
    const {files, manifest} = buildIndex(records, {twinKey});
    // The shard holding a page's first record (shards are whole pages), and the pages of the one left out.
    const shardOf = (path: string) => {
      const first = manifest.pageStart[manifest.pages.findIndex((p) => p[0] === path)];
      return manifest.docs.filter(([start]) => start <= first).at(-1)![1];
    };
    const paths = chains.map((c) => `/ledger-apps/${c.ledgerFolder}/APDUSPEC`);
    const missing = shardOf(paths[0]);
    const kept = paths.filter((p) => shardOf(p) !== missing);
    expect(kept.length).toBeGreaterThan(0);
    const withoutFirst = new SearchEngine(async (file) => {
      if (file === missing) throw new Error(`no answer: ${file}`);
      return JSON.parse(files.get(file)!);
    });
    const request = {query: 'emulator part 7', hitsPerPage: 20, foldTwins: true, twinsLead: `/ledger-apps/${chains[0].ledgerFolder}/`};
    const result = await withoutFirst.search(request);
    const {hits} = result;
    const part7 = hits.find((h) => h.url.endsWith('#h7') && h.type === 'lvl2')!;
    // Led by the reader's chain online; offline its shard is missing, so a twin in a kept shard stands for the row,
    // and the twins listed are the kept ones.
    const pathOf = (url: string) => new URL(url).pathname;
    expect([pathOf(part7.url), ...(part7.twins ?? []).map(pathOf)].sort()).toEqual([...kept].sort());
    // The matches counted are the kept twins' too: the row stands for as many hits as it lists.
    const everyRow = {...request, hitsPerPage: 1000};
    const stoodFor = (r: {hits: Array<{twins?: string[]}>}) => r.hits.reduce((n, h) => n + 1 + (h.twins?.length ?? 0), 0);
    const online = await new SearchEngine(async (file) => JSON.parse(files.get(file)!)).search(everyRow);
    const offline = await withoutFirst.search(everyRow);
    expect(online.nbMatches).toBe(stoodFor(online));
    expect(offline.nbMatches).toBe(stoodFor(offline));
    expect(result.nbMatches).toBe(offline.nbMatches);
    expect(offline.nbMatches).toBeLessThan(online.nbMatches!);
  });
});
