/** The search engine, index writer and cross-chain grouping over the fixture's records and catalog. */
import {describe, expect, it} from 'vitest';
import {fixtureFiles} from '../testing/fixtureSnapshot';
import {SearchEngine} from '../src/search/engine';
import {chainGrouping, type GroupableHit} from '../src/search/grouping';
import {buildIndex, shortHash} from '../src/search/indexFormat';
import {decodeTwins, encodeTwins} from '../src/search/indexTypes';
import type {SearchRecord} from '../src/search/record';
import type {ChainCatalog} from '../src/chains/catalog';

const files = fixtureFiles();
const engine = new SearchEngine(async (name) => JSON.parse(files.get(`search-index/${name}`)!));

describe('the index and the engine', () => {
  it('names shards by their content', () => {
    const names = [...files.keys()].filter((k) => k.startsWith('search-index/') && !k.endsWith('manifest.json'));
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(name).toMatch(/\.[0-9a-f]{10}\.json$/);
    expect(shortHash('a')).not.toBe(shortHash('b'));
    expect(shortHash('same text')).toBe(shortHash('same text'));
  });

  it('ranks the heading that matches every word first and filters by facet', async () => {
    const {hits} = await engine.search({query: 'address path', hitsPerPage: 5});
    expect(hits[0].url).toBe('https://docs.example/ledger-apps/demo/APDUSPEC#ins-get-addr');
    const scoped = await engine.search({query: 'install', hitsPerPage: 5, facetFilters: ['chain:Demo']});
    expect(scoped.hits).toEqual([]);
  });
});

describe('grouping over a catalog', () => {
  const catalog: ChainCatalog = {
    ledger: {routeBasePath: '/ledger-apps', title: 'Ledger Apps'},
    sections: [
      {id: 'ledger-apps', routeBasePath: '/ledger-apps'},
      {id: 'tools', routeBasePath: '/tools'},
    ],
    chains: [
      {name: 'One', folder: 'one', landingPath: '/One', related: []},
      {name: 'Two', folder: 'two', related: ['tools']},
    ],
  };
  const grouping = chainGrouping(catalog);
  const hit = (folder: string): GroupableHit => ({
    url: `https://x/ledger-apps/${folder}/APDUSPEC#ins-get-addr`,
    type: 'lvl2',
    hierarchy: {lvl1: `${folder} spec`, lvl2: 'INS_GET_ADDR'},
  });

  it('knows the chain of a path, a landing page and a section about one chain', () => {
    expect(grouping.chainOfPath('/ledger-apps/two/build')).toEqual({folder: 'two', chain: 'Two', rest: '/build'});
    expect(grouping.readerChain('/one')).toBe('One');
    expect(grouping.readerChain('/tools/page')).toBe('Two');
    expect(grouping.readerChain('/elsewhere')).toBeUndefined();
  });

  it("folds the same heading on several chains into one entry led by the reader's chain", () => {
    const [entry, ...rest] = grouping.groupChainDuplicates([hit('one'), hit('two')], '/tools/x');
    expect(rest).toEqual([]);
    expect(entry.chains).toEqual(['Two', 'One']);
    expect(entry.url).toContain('/two/');
    expect(entry.hierarchy.lvl0).toBe('Ledger Apps');
    expect(entry.hierarchy.lvl2).toBe('INS_GET_ADDR — Two and One');
  });

  it('reads the twins the engine folded as members of the row', () => {
    const [entry] = grouping.groupChainDuplicates([{...hit('one'), twins: [hit('two').url]}], '/tools/x');
    expect(entry.chains).toEqual(['One', 'Two']);
    expect(entry.chainUrls!.map((c) => c.url)).toEqual([hit('one').url, hit('two').url]);
    expect(entry.twins).toBeUndefined();
    expect(grouping.readerChainFolder('/tools/x')).toBe('/ledger-apps/two/');
    expect(grouping.twinKey(hit('one'))).toBe(grouping.twinKey(hit('two')));
    expect(grouping.twinKey({...hit('one'), url: 'https://x/tools/page'})).toBeUndefined();
  });

  it('numbers twins in the index and the engine folds them when asked', async () => {
    const record = (folder: string, anchor: string | null, type: SearchRecord['type'], position: number): SearchRecord => ({
      objectID: `${folder}-${position}`,
      url: `https://x/ledger-apps/${folder}/APDUSPEC${anchor ? `#${anchor}` : ''}`,
      url_without_anchor: `https://x/ledger-apps/${folder}/APDUSPEC`,
      anchor,
      type,
      hierarchy: {
        lvl0: 'Ledger Apps',
        lvl1: `${folder} spec`,
        lvl2: anchor && 'INS_GET_ADDR',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: null,
      language: 'en',
      docusaurus_tag: 'docs-ledger-apps-current',
      version: ['current'],
      weight: {pageRank: 0, level: 0, position},
    });
    const records = ['one', 'two'].flatMap((f) => [record(f, null, 'lvl1', 0), record(f, 'ins-get-addr', 'lvl2', 1)]);
    const {files: indexFiles, manifest} = buildIndex(records, {twinKey: (r) => grouping.twinKey(r)});
    expect(Array.from(decodeTwins(manifest.twins, manifest.n))).toEqual([0, 1, 0, 1]);
    expect(encodeTwins([0, 1, 0, 1])).toBe(manifest.twins);
    const folding = new SearchEngine(async (name) => JSON.parse(indexFiles.get(name)!));
    const plain = await folding.search({query: 'INS_GET_ADDR', hitsPerPage: 20});
    expect(plain.hits.map((h) => h.url)).toHaveLength(2);
    const folded = await folding.search({query: 'INS_GET_ADDR', hitsPerPage: 20, foldTwins: true, twinsLead: '/ledger-apps/two/'});
    expect(folded.hits.map((h) => [h.url, h.twins])).toEqual([[hit('two').url, [hit('one').url]]]);
    expect(folded.nbHits).toBe(1);
  });
});
