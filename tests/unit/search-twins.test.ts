/**
 * Chain twins folded by the local engine (the modal's client): every Ledger app documents the same commands, so
 * the index numbers the records that say the same thing in several chains' folders (the grouping key of
 * grouping.ts), and a search with `foldTwins` answers one hit per group with its twins' URLs. A page of hits is
 * then a page of rows, and only the shown hit's text is fetched.
 */
import {describe, expect, it} from 'vitest';
import {extractRecords, type SearchRecord} from '../../src/search/records';
import {buildIndex} from '@zondax/docs-core/search/indexFormat';
import {decodeTwins, encodeTwins, hydrateManifest, manifestFile, type Manifest} from '@zondax/docs-core/search/indexTypes';
import {SearchEngine, type SearchParams} from '@zondax/docs-core/search/engine';
import {twinKey, type GroupableHit} from '../../src/search/siteGrouping';
import {withSiteSearch} from '../../src/search/siteClient';
import {ledgerChains} from '../../src/data/chains';

const ORIGIN = 'https://docs.example.test';
const chains = ledgerChains.slice(0, 4);

function apduPage(chain: {name: string; ledgerFolder: string}): SearchRecord[] {
  const html = `<!doctype html><html><head><title>${chain.name} APDU specification | Docs</title>
<meta name=docsearch:docusaurus_tag content=docs-ledger-apps-current></head><body><main><article><div class=markdown>
<header><h1>${chain.name} APDU specification</h1></header>
<h2 id=ins_get_addr>INS_GET_ADDR (INS 0x01)</h2><p>Returns the ${chain.name} address and public key of a path.</p>
<h2 id=ins_sign>INS_SIGN (INS 0x02)</h2><p>Signs a transaction sent in chunks.</p>
</div></article></main></body></html>`;
  return extractRecords(html, {pathname: `/ledger-apps/${chain.ledgerFolder}/APDUSPEC`}, {origin: ORIGIN});
}

function zemuPage(): SearchRecord[] {
  const html = `<!doctype html><html><head><title>Zemu quickstart | Docs</title>
<meta name=docsearch:docusaurus_tag content=docs-zemu-current></head><body><main><article><div class=markdown>
<header><h1>Zemu quickstart</h1></header><h2 id=sign>Sign in the emulator</h2><p>Send INS_SIGN from a test.</p>
</div></article></main></body></html>`;
  return extractRecords(html, {pathname: '/zemu/quickstart'}, {origin: ORIGIN});
}

const records = [...chains.flatMap(apduPage), ...zemuPage()];

function engineOver(files: Map<string, string>) {
  const fetched: string[] = [];
  const engine = new SearchEngine(async (f) => {
    fetched.push(f);
    return JSON.parse(files.get(f)!);
  });
  return {engine, fetched};
}

describe('the index numbers chain twins', () => {
  it('encodes group ids as runs and decodes them back', () => {
    const groupOf = [-1, 0, 1, 2, -1, -1, 0, 1, 2, 7, 3, -1, 3];
    expect(Array.from(decodeTwins(encodeTwins(groupOf), groupOf.length))).toEqual(groupOf);
    expect(encodeTwins([-1, 0, 1, 2, -1, 0, 1, 2])).toBe('1 0 3,1 0 3');
    expect(Array.from(decodeTwins(undefined, 3))).toEqual([-1, -1, -1]);
  });

  it('gives records sharing a grouping key one group, and none to a record no other chain shares', () => {
    const {manifest} = buildIndex(records, {twinKey});
    const groupOf = decodeTwins(manifest.twins, manifest.n);
    const {recPage} = hydrateManifest(manifest);
    const pageOf = (id: number) => manifest.pages[recPage[id]][0];
    const groups = new Map<number, string[]>();
    groupOf.forEach((g, id) => g >= 0 && groups.set(g, [...(groups.get(g) ?? []), pageOf(id)]));
    // Every record of the page has its twin on every chain: the titles (the page kind, not the chain's spelling of
    // its name, says which page), both headings, and both paragraphs (the address line names its chain, which the
    // key leaves out).
    expect([...groups.values()].every((pages) => pages.length === chains.length)).toBe(true);
    expect(groups.size).toBe(5);
    const zemuIds = Array.from(groupOf).filter((_, id) => pageOf(id).startsWith('/zemu/'));
    expect(zemuIds.every((g) => g === -1)).toBe(true);
    // Without a key (the MCP fixture, older builds) the manifest has no twins and nothing is folded.
    expect(buildIndex(records).manifest.twins).toBeUndefined();
  });
});

describe('the engine folds twins when asked', () => {
  const {files} = buildIndex(records, {twinKey});
  const search = (params: SearchParams) => engineOver(files).engine.search({hitsPerPage: 20, ...params});

  it('answers one hit per group, in the place of its best member, with the others as URLs', async () => {
    const plain = await search({query: 'INS_SIGN'});
    const folded = await search({query: 'INS_SIGN', foldTwins: true});
    expect(plain.hits.filter((h) => h.url.includes('/ledger-apps/')).length).toBeGreaterThanOrEqual(chains.length);
    const ledgerRows = folded.hits.filter((h) => h.url.includes('/ledger-apps/'));
    expect(ledgerRows.length).toBeLessThan(plain.hits.filter((h) => h.url.includes('/ledger-apps/')).length);
    const sign = ledgerRows.find((h) => h.url.endsWith('#ins_sign') && h.type === 'lvl2')!;
    expect(sign.twins).toHaveLength(chains.length - 1);
    expect(new Set([sign.url, ...sign.twins!]).size).toBe(chains.length);
    for (const url of sign.twins!) expect(url).toMatch(/\/ledger-apps\/[^/]+\/APDUSPEC#ins_sign$/);
    // The zemu page is in no group; rows are counted as rows.
    expect(folded.hits.find((h) => h.url.includes('/zemu/'))?.twins).toBeUndefined();
    expect(folded.nbHits).toBe(folded.hits.length);
    // The matches the rows stand for (what /search's count says), the unfolded answer's hits.
    expect(folded.nbMatches).toBe(plain.nbHits);
    expect(plain.nbMatches).toBeUndefined();
  });

  it("shows the reader's chain's twin, unless the query names a chain", async () => {
    const reader = chains[2];
    const lead = `/ledger-apps/${reader.ledgerFolder}/`;
    const led = await search({query: 'INS_SIGN', foldTwins: true, twinsLead: lead});
    const row = led.hits.find((h) => h.url.endsWith('#ins_sign') && h.type === 'lvl2')!;
    expect(new URL(row.url).pathname.startsWith(lead)).toBe(true);
    expect(row.twins).toHaveLength(chains.length - 1);
    const named = chains[1];
    const asked = await search({query: `${named.name} INS_SIGN`, foldTwins: true, twinsLead: lead});
    const namedRow = asked.hits.find((h) => h.url.endsWith('#ins_sign') && h.type === 'lvl2')!;
    expect(new URL(namedRow.url).pathname).toBe(`/ledger-apps/${named.ledgerFolder}/APDUSPEC`);
  });

  it('an index without twins answers a folding request as it answers any other', async () => {
    const {files: bare} = buildIndex(records);
    const manifest = JSON.parse(bare.get(manifestFile)!) as Manifest;
    expect(manifest.twins).toBeUndefined();
    const engine = engineOver(bare).engine;
    const a = await engine.search({query: 'INS_SIGN', hitsPerPage: 20});
    const b = await engine.search({query: 'INS_SIGN', hitsPerPage: 20, foldTwins: true});
    expect(b.hits.map((h) => h.url)).toEqual(a.hits.map((h) => h.url));
  });
});

describe("the modal's client over a folding engine", () => {
  const {files} = buildIndex(records, {twinKey});

  it('asks once, with foldTwins and the reader chain as lead, and shows one row naming every chain', async () => {
    const {engine, fetched} = engineOver(files);
    const asked: SearchParams[] = [];
    const client = {
      search: async (input: {requests: SearchParams[]}) => {
        asked.push(...input.requests);
        return {results: [await engine.search(input.requests[0])]};
      },
    };
    const reader = chains[3];
    const modal = withSiteSearch(client, {currentPath: () => `/ledger-apps/${reader.ledgerFolder}/build`, foldTwins: true});
    const answer = (await modal.search({requests: [{query: 'INS_SIGN', hitsPerPage: 20}]} as never)) as {
      results: Array<{hits: GroupableHit[]}>;
    };
    expect(asked).toEqual([{query: 'INS_SIGN', hitsPerPage: 20, foldTwins: true, twinsLead: `/ledger-apps/${reader.ledgerFolder}/`}]);
    const row = answer.results[0].hits.find((h) => h.url.endsWith('#ins_sign') && h.type === 'lvl2')!;
    expect(row.chains).toHaveLength(chains.length);
    expect(row.chains![0]).toBe(reader.name);
    const urlOf = (c: {ledgerFolder: string}) => `${ORIGIN}/ledger-apps/${c.ledgerFolder}/APDUSPEC#ins_sign`;
    expect(row.url).toBe(urlOf(reader));
    expect(row.chainUrls![0].url).toBe(urlOf(reader));
    expect(row.chainUrls!.map((c) => c.url).sort()).toEqual(chains.map(urlOf).sort());
    expect(row.twins).toBeUndefined();
    expect(fetched.filter((f) => f.startsWith('docs-')).length).toBeGreaterThan(0);
  });

  it('without foldTwins (the hosted backend, /search) the requests carry no local parameter', async () => {
    const asked: unknown[] = [];
    const client = {search: async (input: unknown) => (asked.push(input), {results: [{hits: [], page: 0, nbPages: 0}]})};
    await withSiteSearch(client, {currentPath: () => '/ledger-apps/zcash/build'}).search({requests: [{query: 'x'}]} as never);
    expect(asked).toEqual([{requests: [{query: 'x'}]}]);
  });
});
