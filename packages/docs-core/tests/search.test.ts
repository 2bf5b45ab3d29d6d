/** The search engine, index writer and cross-chain grouping over the fixture's records and catalog. */
import {describe, expect, it} from 'vitest';
import {fixtureFiles} from '../testing/fixtureSnapshot';
import {SearchEngine} from '../src/search/engine';
import {chainGrouping, type GroupableHit} from '../src/search/grouping';
import {shortHash} from '../src/search/indexFormat';
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
});
