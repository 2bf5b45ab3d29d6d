/**
 * Issue 20: code identifiers become low-weight terms of the heading above them, records keep
 * word boundaries between nested elements, row headers stay in table rows, cross-chain
 * duplicates are grouped, and the reader's scope reaches both backends as facet filters.
 */
import {describe, expect, it} from 'vitest';
import {codeIdentifiers, extractRecords, chainOfPage, chainsOfPage, type SearchRecord} from '../../src/search/records';
import {buildIndex} from '@zondax/docs-core/search/indexFormat';
import {SearchEngine, namedChains} from '@zondax/docs-core/search/engine';
import {queryUnits} from '@zondax/docs-core/search/tokenizer';
import {chainsLabel, chainOfPath, groupChainDuplicates, readerChain, type GroupableHit} from '../../src/search/siteGrouping';
import {groupResults, modalMaxPages, scopeFilters, withScopeFilters, withSiteSearch} from '../../src/search/siteClient';
import {limits} from '@zondax/docs-core/limits';
import {ledgerChains} from '../../src/data/chains';

const ORIGIN = 'https://docs.example.test';

function page(body: string, tag = 'docs-icp-icrc3-evm-adapter-current', title = 'EVM adapter proxy'): string {
  return `<!doctype html><html><head><title>${title} | Docs</title><meta name=docsearch:docusaurus_tag content=${tag}></head>
<body><main><article><div class=markdown><header><h1>${title}</h1></header>${body}</div></article></main></body></html>`;
}

function engineOf(recs: SearchRecord[]) {
  const {files} = buildIndex(recs);
  return new SearchEngine(async (f) => JSON.parse(files.get(f)!));
}

describe('code identifiers', () => {
  it('extracts snake_case, camelCase, PascalCase, dotted paths, hex codes and CLI flags, not plain words or hashes', () => {
    const ids = codeIdentifiers(`curl -X POST --data '{"method":"eth_getLogs"}' http://localhost:8545
dfx canister call logger icrc3_get_blocks --network ic
const t = await sim.navigateUntilText(".", "APPROVE"); balances.transfer_keep_alive(0x6985)
class TororuResource {} // 0x4f1c2a9b8e7d6c5b4a3928171605f4e3d2c1b0a9 plain words here`);
    expect(ids).toEqual(
      expect.arrayContaining([
        '--data',
        'eth_getLogs',
        'icrc3_get_blocks',
        '--network',
        'sim.navigateUntilText',
        'balances.transfer_keep_alive',
        '0x6985',
        'TororuResource',
      ]),
    );
    expect(ids).not.toContain('plain');
    expect(ids).not.toContain('words');
    expect(ids.some((id) => id.includes('4f1c2a9b8e7d'))).toBe(false);
  });

  it('puts identifiers of a code block on the record of the heading above it, not in its text', () => {
    const recs = extractRecords(
      page(`<p>Intro.</p><pre><code>npm run start -- --port 8545</code></pre>
<h2 id=endpoint>Endpoint</h2><p>The proxy answers JSON-RPC.</p>
<div class=codeBlockContainer><pre><code>curl --data '{"method":"eth_blockNumber"}'</code></pre></div>
<h2 id=next>Next</h2><p>More.</p>`),
      {pathname: '/icp-icrc3-evm-adapter/components/evm-adapter-proxy'},
      {origin: ORIGIN},
    );
    const endpoint = recs.find((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Endpoint')!;
    expect(endpoint.code?.split(' ')).toEqual(expect.arrayContaining(['--data', 'eth_blockNumber']));
    expect(recs.find((r) => r.type === 'lvl1')!.code).toContain('--port');
    expect(recs.find((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Next')!.code ?? null).toBeNull();
    expect(recs.every((r) => !(r.content ?? '').includes('eth_blockNumber'))).toBe(true);
  });

  it('a code-only identifier finds its section, below a heading or text that names it', async () => {
    const recs = [
      ...extractRecords(
        page(`<h2 id=endpoint>Endpoint</h2><p>Send a request.</p><pre><code>curl --data '{"method":"eth_blockNumber"}'</code></pre>`),
        {pathname: '/a'},
        {origin: ORIGIN},
      ),
      ...extractRecords(
        page(`<h2 id=eth>eth_blockNumber</h2><p>Returns the latest block.</p>`, 'default', 'Reference'),
        {pathname: '/b'},
        {origin: ORIGIN},
      ),
      ...extractRecords(page(`<h2 id=x>Other</h2><p>Nothing here.</p>`, 'default', 'Other'), {pathname: '/c'}, {origin: ORIGIN}),
    ];
    const r = await engineOf(recs).search({query: 'eth_blockNumber', hitsPerPage: 10});
    const urls = r.hits.map((h) => h.url);
    expect(urls[0]).toBe(`${ORIGIN}/b#eth`);
    expect(urls).toContain(`${ORIGIN}/a#endpoint`);
    expect(urls.some((u) => u.startsWith(`${ORIGIN}/c`))).toBe(false);
    // The hit shows its heading, never the code terms.
    const hit = r.hits.find((h) => h.url === `${ORIGIN}/a#endpoint`)!;
    expect(JSON.stringify(hit)).not.toContain('--data');
  });
});

describe('word boundaries in records', () => {
  it('keeps words of sibling elements apart and punctuation attached', () => {
    const recs = extractRecords(
      page(
        `<ul><li><a href=/ledger-apps><span class=name>Ledger Apps</span><span class=desc>Hardware-wallet apps for 36 chains</span></a></li>
<li><span class=name>Multi-party signer<span class=badge>Coming soon</span></span><span class=desc>Threshold signing service</span></li></ul>
<p>Call <code>sign</code>s and <strong>bold</strong>, then <span>stop</span>.</p>
<p><a class=button href=/a.json>Download the document</a><a class=button href=/src>Source on GitHub</a></p>
<p>A <a href=/x>link</a>'s end and <a href=/y>one</a>, <a href=/z>two</a>.</p>`,
        'default',
        'Home',
      ),
      {pathname: '/'},
      {origin: ORIGIN},
    );
    const texts = recs.map((r) => r.content).filter(Boolean);
    expect(texts).toContain('Ledger Apps Hardware-wallet apps for 36 chains');
    expect(texts).toContain('Multi-party signer Coming soon Threshold signing service');
    expect(texts).toContain('Call signs and bold, then stop.');
    expect(texts).toContain('Download the document Source on GitHub');
    expect(texts).toContain("A link's end and one, two.");
  });

  it('keeps row headers (a status word) in the text of their table row', () => {
    const recs = extractRecords(
      page(
        `<h2 id=status-words>Status words</h2><table><thead><tr><th scope=col>SW1-SW2<th scope=col>Meaning<tbody><tr><th scope=row><code>0x9000</code><td>Success<tr><th scope=row><code>0x6985</code><td>Rejected by the user</table>`,
        'docs-ledger-apps-current',
        'APDU',
      ),
      {pathname: '/ledger-apps/zcash/APDUSPEC'},
      {origin: ORIGIN},
    );
    expect(recs.map((r) => r.content)).toEqual(expect.arrayContaining(['0x9000 · Success', '0x6985 · Rejected by the user']));
    expect(recs.every((r) => !r.content?.includes('SW1-SW2'))).toBe(true);
  });

  it('names the column of a cell marked data-search-label, whose value says nothing without it', () => {
    const recs = extractRecords(
      page(
        `<h2 id=commands>Commands</h2><table><thead><tr><th scope=col>Command<th scope=col>CLA<th scope=col>INS<th scope=col>Chunked` +
          `<tbody><tr><th scope=row><a href=#cmd-getversion>INS_GET_VERSION</a><td data-label=CLA data-search-label=true><code>0x80</code>` +
          `<td data-label=INS data-search-label=true><code>0x00</code><td data-label=Chunked data-search-label=true>no<td data-label=Note>plain</table>`,
        'docs-ledger-apps-current',
        'APDU',
      ),
      {pathname: '/ledger-apps/avalanche/APDUSPEC'},
      {origin: ORIGIN},
    );
    expect(recs.filter((r) => r.type === 'content').map((r) => r.content)).toEqual([
      'INS_GET_VERSION · CLA: 0x80 · INS: 0x00 · Chunked: no · plain',
    ]);
  });

  it('leaves the device marks out of a supported-methods row, which without their headers read as a row of symbols', () => {
    // As the build writes the table: minified, end tags left out, each mark an image named by its column.
    const mark = (column: string, yes: boolean) =>
      `<td data-label=${column}><span role=img aria-label="${column}: ${yes ? 'yes' : 'no'}">${yes ? '✓' : '–'}</span>`;
    const recs = extractRecords(
      page(
        `<h2 id=methods-by-pallet>Methods by pallet</h2><table><thead><tr><th scope=col>Pallet<th scope=col>Method<th scope=col>Light<th scope=col>XL<th scope=col>Arguments` +
          `<tbody><tr><td data-label=Pallet>Balances<th scope=row data-label=Method>transfer_keep_alive${mark('Light', false)}${mark('XL', true)}` +
          `<td data-label=Arguments><ul><li><code>LookupSource</code> dest<li><code>Compact&lt;Balance&gt;</code> value</ul></table>`,
        'docs-ledger-apps-current',
        'Edgeware app: supported methods',
      ),
      {pathname: '/ledger-apps/edgeware/supported_latest'},
      {origin: ORIGIN},
    );
    expect(recs.filter((r) => r.type === 'content').map((r) => r.content)).toEqual([
      'Balances · transfer_keep_alive · LookupSource dest, Compact<Balance> value',
    ]);
  });
});

describe('chain facet', () => {
  it('names the chain of ledger-apps folders and chain landing pages, nothing elsewhere', () => {
    expect(chainOfPage('/ledger-apps/alephzero/APDUSPEC')).toBe('Aleph Zero');
    expect(chainOfPage('/Aleph-Zero')).toBe('Aleph Zero');
    expect(chainOfPage('/zemu/quickstart')).toBeUndefined();
    expect(chainsOfPage('/filecoin-signing-tools/intro', 'docs-filecoin-signing-tools-current')).toEqual(['Filecoin']);
    expect(chainsOfPage('/ledger-apps/zcash/APDUSPEC', 'docs-ledger-apps-current')).toEqual(['Zcash']);
    expect(chainsOfPage('/polkadot-migration-app/faq', 'docs-polkadot-migration-app-current')).toEqual(
      ledgerChains.filter((c) => c.related.includes('polkadot-migration-app')).map((c) => c.name),
    );
    expect(chainsOfPage('/zemu/quickstart', 'docs-zemu-current')).toEqual([]);
  });

  it('filters local hits by chain', async () => {
    const recs = ['zcash', 'polkadot'].flatMap((f) =>
      extractRecords(
        page(`<h2 id=ins>INS_GET_ADDR</h2><p>Returns an address.</p>`, 'docs-ledger-apps-current', 'APDU specification'),
        {pathname: `/ledger-apps/${f}/APDUSPEC`},
        {origin: ORIGIN},
      ),
    );
    const r = await engineOf(recs).search({query: 'INS_GET_ADDR', facetFilters: scopeFilters({chain: 'Zcash'})});
    expect(r.hits.length).toBeGreaterThan(0);
    expect(r.hits.every((h) => h.url.includes('/ledger-apps/zcash/') && h.chain?.includes('Zcash'))).toBe(true);
  });

  it('a chain named in the query ranks pages about that chain first, whatever the word order', async () => {
    const recs = ['polkadot', 'zcash', 'alephzero'].flatMap((f) =>
      extractRecords(
        page(`<h2 id=ins>INS_GET_ADDR</h2><p>Returns an address.</p>`, 'docs-ledger-apps-current', 'APDU specification'),
        {pathname: `/ledger-apps/${f}/APDUSPEC`},
        {origin: ORIGIN},
      ),
    );
    const engine = engineOf(recs);
    for (const [query, folder] of [
      ['zcash get address', 'zcash'],
      ['get address zcash', 'zcash'],
      ['aleph zero INS_GET_ADDR', 'alephzero'],
      ['INS_GET_ADDR polkadot', 'polkadot'],
    ]) {
      const r = await engine.search({query});
      expect(new URL(r.hits[0].url).pathname, query).toBe(`/ledger-apps/${folder}/APDUSPEC`);
    }
    expect([...namedChains(['Aleph Zero', 'Zcash'], queryUnits('aleph zero app'))]).toEqual(['Aleph Zero']);
    expect(namedChains(['Zcash'], queryUnits('zcashd')).size).toBe(0);
  });

  it('the Chain filter finds the pages of sections about that chain, not only its ledger-apps folder', async () => {
    const signing = extractRecords(
      page(`<h2 id=sign>transactionSign</h2><p>Signs a message with a private key.</p>`, 'docs-filecoin-signing-tools-current', 'Signing'),
      {pathname: '/filecoin-signing-tools/signing'},
      {origin: ORIGIN},
    );
    const zemu = extractRecords(
      page(`<h2 id=sign>Sign</h2><p>Signs a message.</p>`, 'docs-zemu-current', 'Zemu'),
      {pathname: '/zemu/x'},
      {origin: ORIGIN},
    );
    const r = await engineOf([...signing, ...zemu]).search({query: 'signs message', facetFilters: scopeFilters({chain: 'Filecoin'})});
    expect(r.hits.length).toBeGreaterThan(0);
    expect(r.hits.every((h) => h.url.includes('/filecoin-signing-tools/'))).toBe(true);
  });
});

function hit(folder: string, {type = 'lvl2', heading = 'INS_GET_ADDR (INS 0x01)', title = 'APDU specification'} = {}): GroupableHit {
  const chain = ledgerChains.find((c) => c.ledgerFolder === folder)!.name;
  return {
    url: `${ORIGIN}/ledger-apps/${folder}/APDUSPEC#ins_get_addr`,
    type,
    hierarchy: {
      lvl0: `Ledger apps: ${chain}`,
      lvl1: title.replace('CHAIN', chain),
      lvl2: heading.replace('CHAIN', chain),
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    _highlightResult: {hierarchy: {lvl0: {value: `Ledger apps: ${chain}`}, lvl2: {value: '<mark>INS_GET_ADDR</mark> (INS 0x01)'}}},
    _snippetResult: {hierarchy: {lvl2: {value: '<mark>INS_GET_ADDR</mark> (INS 0x01)'}}},
  };
}

describe('grouping cross-chain duplicates', () => {
  const folders = ledgerChains.map((c) => c.ledgerFolder).slice(0, 6);
  const names = ledgerChains.map((c) => c.name).slice(0, 6);

  it('labels a group by its first chains and a count', () => {
    expect(chainsLabel(['Acala'])).toBe('Acala');
    expect(chainsLabel(['Acala', 'Astar'])).toBe('Acala and Astar');
    expect(chainsLabel(['Acala', 'Astar', 'Kusama'])).toBe('Acala, Astar and Kusama');
    expect(chainsLabel(['Acala', 'Aleph Zero', ...Array(20).fill('x')])).toBe('Acala, Aleph Zero and 20 more');
  });

  it('turns hits sharing a heading across chain folders into one entry naming the chains, in rank order', () => {
    const other: GroupableHit = {url: `${ORIGIN}/zemu/quickstart`, type: 'lvl1', hierarchy: {lvl0: 'Zemu', lvl1: 'Zemu quickstart'}};
    const grouped = groupChainDuplicates([...folders.map((f) => hit(f)), other]);
    expect(grouped).toHaveLength(2);
    const [g] = grouped;
    expect(g.chains).toEqual(names);
    expect(g.url).toContain(`/ledger-apps/${folders[0]}/`);
    expect(g.hierarchy.lvl2).toBe(`INS_GET_ADDR (INS 0x01) — ${chainsLabel(names)}`);
    expect(g._snippetResult!.hierarchy!.lvl2.value).toBe(`<mark>INS_GET_ADDR</mark> (INS 0x01) — ${chainsLabel(names)}`);
    expect(g.hierarchy.lvl0).toBe('Ledger apps');
    expect(grouped[1]).toBe(other);
  });

  it('links the group to the chain the reader is on', () => {
    const [g] = groupChainDuplicates(
      folders.map((f) => hit(f)),
      `/ledger-apps/${folders[3]}/build`,
    );
    expect(g.url).toContain(`/ledger-apps/${folders[3]}/`);
    expect(g.chains![0]).toBe(names[3]);
  });

  it("leads with the chain of a landing page or of a section about one chain, and keeps every chain's own URL", () => {
    const filecoin = ['acala', 'filecoin', 'zcash'].map((f) => hit(f));
    for (const where of ['/Filecoin', '/filecoin-signing-tools/intro', '/ledger-apps/filecoin/build']) {
      const [g] = groupChainDuplicates(filecoin, where);
      expect(g.chains![0], where).toBe('Filecoin');
      expect(g.url, where).toContain('/ledger-apps/filecoin/');
    }
    const [g] = groupChainDuplicates(filecoin, '/zemu/quickstart');
    expect(g.chains).toEqual(['Acala', 'Filecoin', 'Zcash']);
    expect(g.chainUrls!.map((c) => c.url)).toEqual(
      ['acala', 'filecoin', 'zcash'].map((f) => `${ORIGIN}/ledger-apps/${f}/APDUSPEC#ins_get_addr`),
    );
    // A section about many chains names none of them as the reader's.
    expect(readerChain('/polkadot-migration-app/faq')).toBeUndefined();
    expect(readerChain('/Aleph-Zero')).toBe('Aleph Zero');
  });

  it('groups headings that differ only by the chain name ("Build the Acala app"), not different headings', () => {
    const builds = folders.slice(0, 3).map((f) => hit(f, {type: 'lvl1', title: 'Build the CHAIN app', heading: 'Build'}));
    expect(groupChainDuplicates(builds)).toHaveLength(1);
    const distinct = [hit(folders[0]), hit(folders[1], {heading: 'INS_SIGN (INS 0x02)'})];
    expect(groupChainDuplicates(distinct)).toHaveLength(2);
  });

  it('groups pages whose titles spell the chain their own way ("Crypto.org Chain APDU specification")', () => {
    const a = hit(folders[0], {title: 'Crypto.org Chain APDU specification'});
    const b = hit(folders[1], {title: 'Internet Computer APDU specification'});
    expect(groupChainDuplicates([a, b])).toHaveLength(1);
  });

  it('groups text that names the chain by one of its aliases ("the Internet Computer Ledger app" ~ "the Acala Ledger app")', () => {
    const intro = (folder: string, app: string): GroupableHit => ({
      ...hit(folder, {type: 'content', title: `${app} APDU specification`, heading: ''}),
      url: `${ORIGIN}/ledger-apps/${folder}/APDUSPEC`,
      content: `This page documents how a host talks to the ${app} Ledger app: the class byte, the instructions.`,
    });
    const twins = [
      intro('acala', 'Acala'),
      intro('icp', 'Internet Computer'),
      intro('crypto', 'Crypto.org Chain'),
      intro('tendermint', 'Tendermint validator'),
      intro('xxnetwork', 'xx network'),
    ];
    const [g, ...rest] = groupChainDuplicates(twins);
    expect(rest).toEqual([]);
    expect(g.chains).toEqual(['Acala', 'ICP', 'Crypto', 'Tendermint', 'Xxnetwork']);
    // Another sentence is another row.
    const other = {...intro('zcash', 'Zcash'), content: 'This page documents how a host signs with the Zcash Ledger app.'};
    expect(groupChainDuplicates([...twins, other])).toHaveLength(2);
  });

  it("groups Starkware's APDU page (its repository names it APDU, SPEC 2.3) with the other apps' APDUSPEC pages", () => {
    const spec = (folder: string, page: string): GroupableHit => ({
      ...hit(folder),
      url: `${ORIGIN}/ledger-apps/${folder}/${page}#cmd-getversion`,
    });
    const [g, ...rest] = groupChainDuplicates([spec('acala', 'APDUSPEC'), spec('starkware', 'APDU'), spec('zcash', 'APDUSPEC')]);
    expect(rest).toEqual([]);
    expect(g.chains).toEqual(['Acala', 'Starkware', 'Zcash']);
    // Another page of the folder stays its own row.
    expect(groupChainDuplicates([spec('acala', 'APDUSPEC'), spec('starkware', 'debug')])).toHaveLength(2);
  });

  it('groupResults groups the hits of every result of a multi-query answer', () => {
    expect(chainOfPath('/ledger-apps/zcash/APDUSPEC')?.chain).toBe('Zcash');
    const grouped = groupResults({results: [{hits: folders.slice(0, 2).map((f) => hit(f))}]});
    expect(grouped.results[0].hits).toHaveLength(1);
  });
});

describe('the modal fills its rows when grouping folds a page of hits', () => {
  /** A backend over `all` hits, answering pages of hitsPerPage as Algolia and the local index do, and what it was asked. */
  function backend(all: GroupableHit[], failFrom = Infinity) {
    const asked: Array<{page?: number; hitsPerPage?: number}> = [];
    const client = {
      search: async (input: unknown) => {
        const request = (input as {requests: Array<{page?: number; hitsPerPage: number}>}).requests[0];
        asked.push({page: request.page, hitsPerPage: request.hitsPerPage});
        const page = request.page ?? 0;
        if (page >= failFrom) throw new Error('unreachable');
        const hits = all.slice(page * request.hitsPerPage, (page + 1) * request.hitsPerPage);
        return {results: [{hits, page, nbHits: all.length, nbPages: Math.ceil(all.length / request.hitsPerPage)}]};
      },
    };
    return {client, asked};
  }
  const query = {requests: [{query: 'apdu', hitsPerPage: limits.hitsPerPage}]};
  const rowsOf = async (client: {search: (input: never) => Promise<unknown>}) =>
    ((await withSiteSearch(client).search(query as never)) as {results: Array<{hits: GroupableHit[]}>}).results[0].hits;
  // The APDU specification's title on every chain (one group), then pages that are no chain's.
  const titles = ledgerChains.map((c) => hit(c.ledgerFolder, {type: 'lvl1'}));
  const others = Array.from({length: 60}, (_, i): GroupableHit => ({
    url: `${ORIGIN}/zemu/page-${i}`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Zemu', lvl1: `Page ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  }));

  it('asks for the next pages, each of hitsPerPage, until there is a page of rows, and shows that many', async () => {
    expect(titles.length).toBeGreaterThan(limits.hitsPerPage);
    const {client, asked} = backend([...titles, ...others]);
    const rows = await rowsOf(client);
    expect(rows).toHaveLength(limits.hitsPerPage);
    // One row for every chain's title, the whole group (later pages add its other chains), then other pages.
    expect(rows[0].chains).toHaveLength(titles.length);
    expect(rows.slice(1).every((r) => r.chains === undefined)).toBe(true);
    expect(asked.every((a) => a.hitsPerPage === limits.hitsPerPage)).toBe(true);
    expect(asked.map((a) => a.page ?? 0)).toEqual([0, 1, 2]);
  });

  it(`stops at ${modalMaxPages} pages, and at the last page the backend has`, async () => {
    // Four commands documented on every chain: 144 hits in four rows.
    const commands = ['ins_get_addr', 'ins_sign', 'ins_get_version', 'ins_sign_raw'].flatMap((anchor) =>
      ledgerChains.map((c) => ({
        ...hit(c.ledgerFolder, {heading: anchor}),
        url: `${ORIGIN}/ledger-apps/${c.ledgerFolder}/APDUSPEC#${anchor}`,
      })),
    );
    const long = backend(commands);
    expect((await rowsOf(long.client)).length).toBeLessThanOrEqual(4);
    expect(long.asked).toHaveLength(modalMaxPages);
    const short = backend(titles);
    expect(await rowsOf(short.client)).toHaveLength(1);
    expect(short.asked).toHaveLength(Math.ceil(titles.length / limits.hitsPerPage));
  });

  it('a page of rows at once asks for nothing more; a later page that fails leaves the rows found', async () => {
    const plain = backend(others);
    expect(await rowsOf(plain.client)).toHaveLength(limits.hitsPerPage);
    expect(plain.asked).toHaveLength(1);
    const failing = backend([...titles, ...others], 1);
    const rows = await rowsOf(failing.client);
    expect(rows.length).toBeGreaterThan(0);
    expect(failing.asked.map((a) => a.page ?? 0)).toEqual([0, 1]);
  });

  it('a backend that answers the first page again (no paging) adds no row twice', async () => {
    const firstOnly = [...titles.slice(0, limits.hitsPerPage - 2), ...others.slice(0, 2)];
    const asked: unknown[] = [];
    const client = {
      search: async (input: unknown) => {
        asked.push(input);
        return {results: [{hits: firstOnly, page: 0, nbHits: 100, nbPages: 5}]};
      },
    };
    const rows = await rowsOf(client);
    expect(rows.map((r) => r.url)).toEqual([...new Set(rows.map((r) => r.url))]);
    expect(rows).toHaveLength(3);
    expect(asked).toHaveLength(2);
  });
});

describe('scope reaches both backends', () => {
  it('adds the section and chain to the facet filters of v5 and v4 request shapes', () => {
    const v5 = withScopeFilters({requests: [{query: 'x', facetFilters: ['language:en']}]}, {section: 'zemu'}) as {
      requests: Array<{facetFilters: unknown}>;
    };
    expect(v5.requests[0].facetFilters).toEqual(['language:en', 'docusaurus_tag:docs-zemu-current']);
    const v4 = withScopeFilters([{indexName: 'i', params: {query: 'x'}}], {chain: 'Zcash'}) as Array<{params: {facetFilters: unknown}}>;
    expect(v4[0].params.facetFilters).toEqual(['chain:Zcash']);
    expect(withScopeFilters({requests: []}, undefined)).toEqual({requests: []});
  });

  it('wraps a client: scope read on every call, answers grouped', async () => {
    const seen: unknown[] = [];
    const client = {
      search: async (input: unknown) => {
        seen.push(input);
        return {results: [{hits: ['zcash', 'polkadot'].map((f) => hit(f))}]};
      },
    };
    let scope: {section?: string} | undefined = undefined;
    const wrapped = withSiteSearch(client, {scope: () => scope});
    const first = (await wrapped.search({requests: [{query: 'a'}]} as never)) as {results: Array<{hits: unknown[]}>};
    expect(first.results[0].hits).toHaveLength(1);
    scope = {section: 'ledger-apps'};
    await wrapped.search({requests: [{query: 'a'}]} as never);
    expect(seen).toEqual([
      {requests: [{query: 'a'}]},
      {requests: [{query: 'a', facetFilters: ['docusaurus_tag:docs-ledger-apps-current']}]},
    ]);
  });
});
