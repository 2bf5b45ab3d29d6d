/**
 * Search records, tokenizer, local engine, highlighting and backend selection
 * (SPEC 2.7, 3 'Search hit', 5, 7, 9).
 */
import {describe, expect, it} from 'vitest';
import {extractRecords, dedupeVersionedPages, pathnameOfFile, type SearchRecord} from '../../src/search/records';
import {tokenize, indexTerms, queryUnits, statusWordOf} from '@zondax/docs-core/search/tokenizer';
import {buildIndex} from '@zondax/docs-core/search/indexFormat';
import {SearchEngine, editDistance, matchesFacetFilters, normalizeRequests} from '@zondax/docs-core/search/engine';
import {highlight, snippet} from '@zondax/docs-core/search/highlight';
import {escapeHtml} from '@zondax/docs-core/text/escapeHtml.mjs';
import {resolveSearchBackend, searchFacetFilters} from '../../src/search/backend';
import {readSettings} from '../../src/config/buildSettings';
import {limits} from '../../src/data/site';

const ORIGIN = 'https://docs.example.test';

/** A built Docusaurus doc page, trimmed to the parts the extractor sees. */
function docPage({title, tag = 'docs-zemu-current', body}: {title: string; tag?: string; body: string}): string {
  return `<!doctype html><html lang=en><head><title>${title} | Zondax Docs</title>
<meta name=docsearch:language content=en><meta name=docsearch:version content=current>
<meta name=docsearch:docusaurus_tag content=${tag}></head><body>
<nav class="navbar navbar--fixed-top"><a class=navbar__item>Projects NAVBARTEXT</a></nav>
<div class=main-wrapper><aside class=theme-doc-sidebar-container><nav class=menu><a class=menu__link>SIDEBARTEXT</a></nav></aside>
<main><article><nav class=theme-doc-breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><a>Home</a><li class=breadcrumbs__item><span>${title}</span></ul></nav>
<div class="theme-doc-toc-mobile"><button>On this page TOCTEXT</button></div>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div>
<p data-search-skip>SKIPPEDNOTE</p><section data-search-skip><p>SKIPPEDPANEL</p></section>
<footer class=theme-doc-footer>EDITTHISPAGE</footer></article>
<nav class=pagination-nav><a>Next PAGINATIONTEXT</a></nav></main>
<div class="col col--3"><div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"><ul class=table-of-contents><li><a>TOCDESKTOP</a></ul></div></div>
</div><footer class=footer>FOOTERTEXT</footer></body></html>`;
}

const zemuHtml = docPage({
  title: 'Zemu quickstart',
  body: `<p>Zemu runs your Ledger app in the Speculos emulator.</p>
<h2 class=anchor id=install>Install<a href=#install class=hash-link>&#8203;</a></h2>
<p>Add the package with npm.</p>
<ul><li>Node 20 or newer<ul><li>nested item about Docker</li></ul></li><li>A built app ELF</li></ul>
<h3 id=snapshots>Snapshots</h3><p>Compare screens with <code>compareSnapshotsAndApprove</code>.</p>
<table><thead><tr><th>Instruction<th>Code<tbody><tr><td><code>INS_GET_ADDR_SAPLING</code><td>0x11<tr><td><code>INS_SIGN</code><td>0x02</table>
<pre><code>const sim = new Zemu(path) // CODEBLOCKTEXT</code></pre>
<p>Danger: &lt;img src=x onerror=alert(1)&gt; and &lt;script&gt;alert("x")&lt;/script&gt; are just text here.</p>`,
});

const transferHtml = docPage({
  title: 'Balances transfer',
  tag: 'docs-ledger-apps-current',
  body: `<p>The method balances.transfer moves funds. The Filecoin app signs with transactionSignLotus. Status 0x6985 means rejected.</p>
<h2 id=canister>Canister calls</h2><p>A canister answers queries.</p>`,
});

const mentionHtml = docPage({
  title: 'Unrelated page',
  tag: 'default',
  body: `<p>Some text that mentions a transfer once, in passing, among many other words.</p>`,
});

function records(): SearchRecord[] {
  return [
    ...extractRecords(zemuHtml, {pathname: '/zemu/quickstart'}, {origin: ORIGIN}),
    ...extractRecords(transferHtml, {pathname: '/ledger-apps/kusama/transfer'}, {origin: ORIGIN}),
    ...extractRecords(mentionHtml, {pathname: '/other'}, {origin: ORIGIN}),
  ];
}

function engine(recs = records()) {
  const {files} = buildIndex(recs);
  const fetched: string[] = [];
  const e = new SearchEngine(async (f) => {
    fetched.push(f);
    const body = files.get(f);
    if (body === undefined) throw new Error(`missing ${f}`);
    return JSON.parse(body);
  });
  return {e, files, fetched};
}

const modalParams = {
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  hitsPerPage: limits.hitsPerPage,
};

describe('records from built HTML (DocSearch shape)', () => {
  const recs = extractRecords(zemuHtml, {pathname: '/zemu/quickstart'}, {origin: ORIGIN});

  it('builds the hierarchy: lvl0 section, lvl1 page title, lvl2/lvl3 headings', () => {
    expect(recs[0]).toMatchObject({
      type: 'lvl1',
      url: `${ORIGIN}/zemu/quickstart`,
      hierarchy: {lvl0: 'Zemu', lvl1: 'Zemu quickstart', lvl2: null},
    });
    const h2 = recs.find((r) => r.type === 'lvl2')!;
    expect(h2).toMatchObject({url: `${ORIGIN}/zemu/quickstart#install`, anchor: 'install', hierarchy: {lvl2: 'Install'}});
    const h3 = recs.find((r) => r.type === 'lvl3')!;
    expect(h3.hierarchy).toMatchObject({lvl1: 'Zemu quickstart', lvl2: 'Install', lvl3: 'Snapshots'});
    expect(h3.url).toBe(`${ORIGIN}/zemu/quickstart#snapshots`);
  });

  it('turns paragraphs, list items and table rows into content records under the nearest heading anchor', () => {
    const contents = recs.filter((r) => r.type === 'content');
    expect(contents.map((r) => r.content)).toEqual(
      expect.arrayContaining([
        'Zemu runs your Ledger app in the Speculos emulator.',
        'Add the package with npm.',
        'Node 20 or newer',
        'nested item about Docker',
        'INS_GET_ADDR_SAPLING · 0x11',
        'INS_SIGN · 0x02',
      ]),
    );
    expect(contents.find((r) => r.content === 'Add the package with npm.')!.url).toBe(`${ORIGIN}/zemu/quickstart#install`);
    expect(contents.find((r) => r.content!.startsWith('INS_GET'))!.hierarchy.lvl3).toBe('Snapshots');
    expect(contents[0].url).toBe(`${ORIGIN}/zemu/quickstart`);
  });

  it('carries the language, docusaurus_tag and version facets Docusaurus emits', () => {
    for (const r of recs) expect(r).toMatchObject({language: 'en', docusaurus_tag: 'docs-zemu-current', version: ['current']});
  });

  it('skips navbar, sidebar, table of contents, breadcrumbs, pagination, footer, code blocks and what is marked data-search-skip', () => {
    const all = JSON.stringify(recs);
    for (const chrome of [
      'NAVBARTEXT',
      'SIDEBARTEXT',
      'TOCTEXT',
      'TOCDESKTOP',
      'EDITTHISPAGE',
      'PAGINATIONTEXT',
      'FOOTERTEXT',
      'CODEBLOCKTEXT',
      'SKIPPEDNOTE',
      'SKIPPEDPANEL',
      'Home',
      '\u200b',
    ]) {
      expect(all).not.toContain(chrome);
    }
  });

  it('keeps HTML found in page text as text (entities decoded, never parsed as markup)', () => {
    const danger = recs.find((r) => r.content?.startsWith('Danger'))!;
    expect(danger.content).toContain('<img src=x onerror=alert(1)>');
  });

  it('gives each description of a definition list its term, as the facts cards and the methods lists render them', () => {
    // Grouped in divs as the facts card renders them, then bare and minified (end tags left out, as the build does).
    const html = `<html><body><main><article><h1>Kusama</h1><h2 id=glance>At a glance</h2>
      <dl><div><dt>Checked against the code</dt><dd><span>29 November 2026</span> <span>at commit <code>715736c</code></span></dd></div>
      <div><dt>Ledger app version<dt>Release<dd>3.1.0</div><div><dt>Devices</dt><dd><ul><li>Nano S<li>Nano S Plus</li> <li>Stax</li></ul></dd></div></dl>
      <dl><dt>Method<dd>transfer_keep_alive<dd>transfer_all<dt>A term with no description</dl></article></main></body></html>`;
    const contents = extractRecords(html, {pathname: '/Kusama'}, {origin: ORIGIN})
      .filter((r) => r.type === 'content')
      .map((r) => r.content);
    expect(contents).toEqual([
      'Checked against the code: 29 November 2026 at commit 715736c',
      'Ledger app version, Release: 3.1.0',
      // A list inside a description reads as one: its items apart, not 'Nano S Nano S Plus Stax'.
      'Devices: Nano S, Nano S Plus, Stax',
      // A term names every description of its group; a term with none is a record of its own.
      'Method: transfer_keep_alive',
      'Method: transfer_all',
      'A term with no description',
    ]);
  });

  it('skips pages marked noindex and maps file paths to routes', () => {
    expect(
      extractRecords('<html><head><meta name=robots content="noindex, follow"></head><body><main><h1>x</h1></main></body></html>', {
        pathname: '/search',
      }),
    ).toEqual([]);
    expect(pathnameOfFile('index.html')).toBe('/');
    expect(pathnameOfFile('zemu/quickstart/index.html')).toBe('/zemu/quickstart');
    expect(pathnameOfFile('404.html')).toBe('/404');
  });

  it('objectIDs are unique and stable', () => {
    const again = extractRecords(zemuHtml, {pathname: '/zemu/quickstart'}, {origin: ORIGIN});
    expect(new Set(recs.map((r) => r.objectID)).size).toBe(recs.length);
    expect(again.map((r) => r.objectID)).toEqual(recs.map((r) => r.objectID));
  });
});

describe('versioned ledger pages', () => {
  const page = (version: string, rows: string[]) =>
    extractRecords(
      docPage({
        title: `Kusama ${version}`,
        tag: 'docs-ledger-apps-current',
        body: `<h2 id=methods>Methods</h2><table><tbody>${rows.map((r) => `<tr><td>${r}<td>yes`).join('')}</table>`,
      }),
      {pathname: `/ledger-apps/kusama/supported_${version}`},
      {origin: ORIGIN},
    );

  it('keeps the newest page whole and only what changed on older ones, ranked down', () => {
    const latest = page('latest', ['Balances transfer', 'Staking bond', 'Utility batch']);
    const v2 = page('2.x', ['Balances transfer', 'Staking bond', 'Old method']);
    const v1 = page('1.x', ['Balances transfer', 'Old method']);
    const out = dedupeVersionedPages([...v1, ...latest, ...v2]);
    const of = (v: string) => out.filter((r) => r.url.includes(`supported_${v}`));
    expect(of('latest').length).toBe(latest.length);
    expect(
      of('2.x')
        .map((r) => r.content)
        .filter(Boolean),
    ).toEqual(['Old method · yes']);
    expect(of('1.x').map((r) => r.type)).toEqual(['lvl1']);
    expect(of('2.x')[0].weight.pageRank).toBeLessThan(0);
    expect(of('latest')[0].weight.pageRank).toBe(0);
  });
});

describe('tokenizer', () => {
  const terms = (s: string) => tokenize(s).map((t) => t.term);
  it('keeps identifiers whole and adds their parts', () => {
    expect(terms('INS_GET_ADDR_SAPLING')).toEqual(['ins_get_addr_sapling', 'ins', 'get', 'addr', 'sapling']);
    expect(terms('transactionSignLotus')).toEqual(['transactionsignlotus', 'transaction', 'sign', 'lotus']);
    expect(terms('balances.transfer')).toEqual(['balances.transfer', 'balances', 'transfer']);
    expect(terms('0x6985')).toEqual(['0x6985']);
    expect(terms('sign_t')).toEqual(['sign_t', 'sign']);
    expect(terms('APIs and TAs')).toEqual(['apis', 'and', 'tas']);
  });
  it('drops stop words from indexing and queries, lowercases and strips accents', () => {
    expect(indexTerms('The Zürich node is ready')).toEqual(['zurich', 'node', 'ready']);
    expect(queryUnits('how to run the zemu tests').map((u) => u.term)).toEqual(['run', 'zemu', 'tests']);
  });
  it('marks the last word as still being typed unless a space follows', () => {
    expect(queryUnits('zemu snap').at(-1)!.last).toBe(true);
    expect(queryUnits('zemu snap ').at(-1)!.last).toBe(false);
  });
});

describe('highlighting and snippets', () => {
  const match = {units: [{word: 'transfer', terms: new Set(['transfer'])}]};
  it('escapes text before adding <mark>', () => {
    const h = highlight('<b>transfer</b> & "more"', match);
    expect(h.value).toBe('&lt;b&gt;<mark>transfer</mark>&lt;/b&gt; &amp; &quot;more&quot;');
    expect(h.matchLevel).toBe('full');
    expect(h.matchedWords).toEqual(['transfer']);
  });
  it('cuts snippets to the requested number of words with an ellipsis', () => {
    const text =
      'one two three four five six seven eight nine ten eleven twelve transfer fourteen fifteen sixteen seventeen eighteen nineteen twenty';
    const ten = snippet(text, match, limits.snippetWords);
    const words = ten.value
      .replace(/<\/?mark>/g, '')
      .replace(/…/g, ' ')
      .trim()
      .split(/\s+/);
    expect(words).toHaveLength(limits.snippetWords);
    expect(ten.value.startsWith('…')).toBe(true);
    expect(ten.value.endsWith('…')).toBe(true);
    expect(ten.value).toContain('<mark>transfer</mark>');
    const five = snippet(text, match, limits.snippetWordsSmallScreen);
    expect(
      five.value
        .replace(/<\/?mark>/g, '')
        .replace(/…/g, ' ')
        .trim()
        .split(/\s+/),
    ).toHaveLength(limits.snippetWordsSmallScreen);
    expect(five.value).toContain('<mark>transfer</mark>');
    expect(snippet('short transfer text', match, 10).value).toBe('short <mark>transfer</mark> text');
  });
  it('counts words, not the marks between them, and never opens a snippet on a mark', () => {
    // A table row's record: cells joined by " · " (src/search/records.ts).
    const row = 'Balances · transfer · LookupSource dest, Compact<Balance> value';
    expect(snippet(row, match, limits.snippetWords).value).toBe(
      'Balances · <mark>transfer</mark> · LookupSource dest, Compact&lt;Balance&gt; value',
    );
    expect(snippet(row, match, 5).value).toBe('Balances · <mark>transfer</mark> · LookupSource dest, Compact&lt;Balance&gt;…');
    // The snippet starts a word before the match, on the word and not on the mark after it.
    expect(snippet(`one two three four ${row}`, match, 5).value).toBe(
      '…Balances · <mark>transfer</mark> · LookupSource dest, Compact&lt;Balance&gt;…',
    );
    expect(snippet(row, match, 3).value).toBe('…<mark>transfer</mark> · LookupSource dest,…');
  });
  it('ends a snippet that stops at the end of a sentence without an ellipsis', () => {
    // Was "…the transfer verifies everywhere.…": four dots.
    const text = 'The transfer verifies everywhere. Then send it to the node and wait for the receipt.';
    expect(snippet(text, match, 4).value).toBe('The <mark>transfer</mark> verifies everywhere.');
    expect(snippet(text, match, 3).value).toBe('…<mark>transfer</mark> verifies everywhere.');
    expect(snippet(text, match, 2).value).toBe('…<mark>transfer</mark> verifies…');
  });
  it('marks the matching part of an identifier', () => {
    expect(highlight('INS_GET_ADDR_SAPLING', {units: [{word: 'sapling', terms: new Set(['sapling'])}]}).value).toBe(
      'INS_GET_ADDR_<mark>SAPLING</mark>',
    );
    expect(highlight('INS_GET_ADDR_SAPLING', {units: [{word: 'x', terms: new Set(['ins_get_addr_sapling', 'sapling'])}]}).value).toBe(
      '<mark>INS_GET_ADDR_SAPLING</mark>',
    );
  });
  it('escapeHtml covers the five HTML metacharacters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('local engine', () => {
  it('finds a status word typed bare or as a client library prints it in decimal, also where a page names the bare number', async () => {
    const {e} = engine();
    const url = `${ORIGIN}/ledger-apps/kusama/transfer`;
    // "Status 0x6985 means rejected": 6985 as an error line shows it, 27013 as a returnCode does.
    for (const query of ['6985', '27013', 'status 6985']) {
      const r = await e.search({query, ...modalParams});
      expect(
        r.hits.map((h) => h.url),
        query,
      ).toContain(url);
      expect(r.hits.find((h) => h.url === url)!._highlightResult!.content!.value, query).toContain('<mark>0x6985</mark>');
    }
    // A page with the bare number (the assistants page's example code) is found beside the status word, not instead,
    // and in the order the status word as the pages write it finds them.
    const example = docPage({title: 'Assistants', tag: 'default', body: `<p>The tool takes a code such as '0x6985', '6985' or 27013.</p>`});
    const both = engine([...records(), ...extractRecords(example, {pathname: '/assistants'}, {origin: ORIGIN})]).e;
    const urls = async (query: string) => (await both.search({query, ...modalParams})).hits.map((h) => h.url);
    expect(await urls('0x6985')).toEqual(expect.arrayContaining([url, `${ORIGIN}/assistants`]));
    for (const query of ['6985', '27013']) expect(await urls(query), query).toEqual(await urls('0x6985'));
    // Another status word, and a number outside the status-word ranges, still find nothing.
    for (const query of ['6984', '27012', '12345']) expect((await e.search({query, ...modalParams})).nbHits, query).toBe(0);
    expect(statusWordOf('6a80')).toBe('0x6a80');
    expect(statusWordOf('36864')).toBe('0x9000');
    expect(statusWordOf('7000')).toBeUndefined();
    // A locked device's answer, as an error line and as a decimal return code show it.
    expect(statusWordOf('5515')).toBe('0x5515');
    expect(statusWordOf('21781')).toBe('0x5515');
    expect(statusWordOf('40960')).toBeUndefined();
  });

  it('answers with Algolia-shaped hits, highlight and snippet results, nbHits and pages', async () => {
    const {e} = engine();
    const r = await e.search({query: 'speculos', ...modalParams});
    expect(r.nbHits).toBe(1);
    expect(r.hitsPerPage).toBe(limits.hitsPerPage);
    const hit = r.hits[0];
    expect(hit).toMatchObject({type: 'content', url: `${ORIGIN}/zemu/quickstart`, hierarchy: {lvl0: 'Zemu', lvl1: 'Zemu quickstart'}});
    expect(hit._highlightResult.content!.value).toContain('<mark>Speculos</mark>');
    expect(hit._snippetResult.content!.value).toContain('<mark>Speculos</mark>');
    expect(hit._highlightResult.hierarchy.lvl1.matchLevel).toBe('none');
  });

  it('finds identifiers whole and by their parts', async () => {
    const {e} = engine();
    for (const q of ['INS_GET_ADDR_SAPLING', 'sapling', 'transactionSignLotus', 'lotus', 'balances.transfer', '0x6985']) {
      const r = await e.search({query: q, ...modalParams});
      expect(r.nbHits, q).toBeGreaterThan(0);
    }
    const whole = await e.search({query: 'INS_GET_ADDR_SAPLING', ...modalParams});
    expect(whole.hits[0]._highlightResult.content!.value).toContain('<mark>INS_GET_ADDR_SAPLING</mark>');
  });

  it('matches prefixes from 3 characters and typos from 5', async () => {
    const {e} = engine();
    expect((await e.search({query: 'spe'})).nbHits).toBeGreaterThan(0);
    expect((await e.search({query: 'sp'})).nbHits).toBe(0);
    expect((await e.search({query: 'transfr'})).hits[0].url).toContain('/ledger-apps/kusama/transfer');
    expect((await e.search({query: 'canistr'})).hits[0].url).toContain('#canister');
    expect((await e.search({query: 'snapshts'})).nbHits).toBeGreaterThan(0);
    expect((await e.search({query: 'zemx'})).nbHits).toBe(0); // 4 characters: no typo allowed
  });

  it('puts a completion of the word as typed above a typo of it (transactionSer → transactionSerialize)', async () => {
    const recs = [
      ...extractRecords(
        docPage({title: 'Transactions', tag: 'default', body: '<p>Every transaction of an account.</p>'}),
        {pathname: '/transactions'},
        {origin: ORIGIN},
      ),
      ...extractRecords(
        docPage({
          title: 'WASM API',
          tag: 'default',
          body: '<h2 id=messages>Messages</h2><table><tr><th>Function<th>Returns<tr><td><code>transactionSerialize(message)</code><td>CBOR as hex</table>',
        }),
        {pathname: '/wasm_api'},
        {origin: ORIGIN},
      ),
    ];
    const {e} = engine(recs);
    const r = await e.search({query: 'transactionSer'});
    expect(r.hits[0].url).toBe(`${ORIGIN}/wasm_api#messages`);
    expect(r.hits[0].content).toContain('transactionSerialize');
    // With no completion to prefer, the typo still finds the page, and a plural its singular.
    expect((await e.search({query: 'transactons'})).hits[0].url).toBe(`${ORIGIN}/transactions`);
    expect((await e.search({query: 'accounts'})).hits[0].content).toContain('account');
  });

  it('does not read an identifier typed with its separator as a typo of a plain word', async () => {
    const recs = [
      ...extractRecords(
        docPage({title: 'Success', tag: 'default', body: '<p>What success looks like.</p>'}),
        {pathname: '/success'},
        {origin: ORIGIN},
      ),
      ...extractRecords(
        docPage({title: 'Counters', tag: 'default', body: '<p>The counters.</p><pre><code>let success_count = 0;</code></pre>'}),
        {pathname: '/counters'},
        {origin: ORIGIN},
      ),
    ];
    const {e} = engine(recs);
    const r = await e.search({query: 'success_c'});
    expect(r.hits.map((h) => new URL(h.url).pathname)).toEqual(['/counters']);
  });

  it('ranks a title match above a passing mention', async () => {
    const {e} = engine();
    const r = await e.search({query: 'transfer'});
    expect(r.hits[0].url).toBe(`${ORIGIN}/ledger-apps/kusama/transfer`);
    expect(r.hits[0].type).toBe('lvl1');
    expect(r.hits.at(-1)!.url).toBe(`${ORIGIN}/other`);
  });

  it('filters on language and docusaurus_tag facets (AND of items, OR inside arrays, negation)', async () => {
    const {e} = engine();
    const all = await e.search({query: 'transfer'});
    const only = await e.search({query: 'transfer', facetFilters: ['language:en', ['docusaurus_tag:default']]});
    expect(only.hits.every((h) => h.docusaurus_tag === 'default')).toBe(true);
    expect(only.nbHits).toBeLessThan(all.nbHits);
    expect((await e.search({query: 'transfer', facetFilters: ['language:fr']})).nbHits).toBe(0);
    expect(
      (await e.search({query: 'transfer', facetFilters: ['-docusaurus_tag:default']})).hits.some((h) => h.docusaurus_tag === 'default'),
    ).toBe(false);
    expect(matchesFacetFilters({language: 'en', docusaurus_tag: 'x', version: ['current']}, searchFacetFilters('en', ['zemu']))).toBe(
      false,
    );
    expect(
      matchesFacetFilters({language: 'en', docusaurus_tag: 'docs-zemu-current', version: ['current']}, searchFacetFilters('en', ['zemu'])),
    ).toBe(true);
  });

  it('paginates and returns one hit per URL', async () => {
    const {e} = engine();
    const p0 = await e.search({query: 'transfer', hitsPerPage: 1, page: 0});
    const p1 = await e.search({query: 'transfer', hitsPerPage: 1, page: 1});
    expect(p0.nbHits).toBeGreaterThan(1);
    expect(p0.hits).toHaveLength(1);
    expect(p0.nbPages).toBe(p0.nbHits);
    expect(p1.hits[0].objectID).not.toBe(p0.hits[0].objectID);
    const urls = (await e.search({query: 'zemu'})).hits.map((h) => h.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('fetches only the shards a query needs', async () => {
    const {e, fetched, files} = engine();
    await e.search({query: 'speculos'});
    expect(fetched.filter((f) => f.startsWith('terms-'))).toEqual([expect.stringMatching(/^terms-s\./)]);
    expect(fetched.length).toBeLessThan(files.size);
  });

  it('never returns unescaped markup from hostile page text or queries', async () => {
    const {e} = engine();
    const r = await e.search({query: '<script>alert("x")</script> img onerror', ...modalParams});
    expect(r.nbHits).toBeGreaterThan(0);
    const html = JSON.stringify(r.hits.map((h) => [h._highlightResult, h._snippetResult]));
    expect(html).not.toMatch(/<(?!\/?mark>)/);
  });

  it('accepts the v5 {requests} and legacy [{indexName, params}] shapes', () => {
    expect(normalizeRequests({requests: [{indexName: 'i', query: 'a'}]})).toEqual([{indexName: 'i', query: 'a'}]);
    expect(normalizeRequests([{indexName: 'i', params: 'query=a&hitsPerPage=5'}])).toEqual([{indexName: 'i', query: 'a', hitsPerPage: 5}]);
    expect(() => normalizeRequests({})).toThrow(/requests/);
  });

  it('bounded edit distance counts one typo per edit and a transposition as one', () => {
    expect(editDistance('ledgr', 'ledger', 1)).toBe(1);
    expect(editDistance('tarnsfer', 'transfer', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('forgets a failed index fetch so the next search retries', async () => {
    const {files} = buildIndex(records());
    let fail = true;
    const e = new SearchEngine(async (f) => {
      if (fail) throw new Error('offline');
      return JSON.parse(files.get(f)!);
    });
    await expect(e.search({query: 'zemu'})).rejects.toThrow('offline');
    fail = false;
    expect((await e.search({query: 'zemu'})).nbHits).toBeGreaterThan(0);
  });
});

describe('backend selection (SPEC 5, 7)', () => {
  const ctx = {language: 'en', docsPluginIds: ['zemu', 'namadexer']};
  it('uses hosted Algolia only with app id, search key and index name', () => {
    const hosted = resolveSearchBackend(
      readSettings({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'}).algolia,
      ctx,
    );
    expect(hosted.mode).toBe('hosted');
    expect(hosted.algolia).toMatchObject({appId: 'APP', apiKey: 'key', indexName: 'docs', contextualSearch: false, insights: true});
    expect(hosted.algolia.searchParameters.facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-zemu-current', 'docusaurus_tag:docs-namadexer-current'],
    ]);
    expect(hosted.algolia.searchParameters.hitsPerPage).toBe(limits.hitsPerPage);
  });
  it('falls back to the local index with a clear message when the id or key is missing or empty', () => {
    const partial = resolveSearchBackend(
      readSettings({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: '  ', ALGOLIA_INDEX_NAME: 'docs'}).algolia,
      ctx,
    );
    expect(partial.mode).toBe('local');
    expect(partial.message).toMatch(/ALGOLIA_SEARCH_API_KEY missing or empty: falling back to the local search index/);
    expect(partial.algolia).toMatchObject({backend: 'local', contextualSearch: false, insights: false});
    const none = resolveSearchBackend(readSettings({}).algolia, ctx);
    expect(none.mode).toBe('local');
    expect(none.message).toMatch(/Local search index/);
  });
});
