/**
 * The MCP server's documentation tools over the production build and the snapshot the build wrote
 * inside it (BUILD_DIR/mcp-snapshot, src/plugins/mcp-snapshot): search_docs answers as the site's /search page
 * (same engine, filters, chain twins folded and grouping, so the same top hits), get_page returns the published Markdown twin.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {searchFacetFilters} from '../../src/search/backend';
import {SearchEngine} from '@zondax/docs-core/search/engine';
import {groupChainDuplicates} from '../../src/search/siteGrouping';
import {sections} from '../../src/data/sections';
import {relevanceQueries} from '../../scripts/lib/search-relevance-queries';
import {loadSnapshot} from '../../packages/docs-mcp/src/loadSnapshot';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import {snapshotDirFor} from '@zondax/docs-core/snapshot/format';
import {searchDocs} from '@zondax/docs-core/tools/searchDocs';
import {docsTools} from '@zondax/docs-core/tools/index';
import {ledgerChains} from '../../src/data/chains';
import {getPage, readPage} from '@zondax/docs-core/tools/getPage';
import {limits} from '@zondax/docs-core/limits';
import {buildDir} from './built-site';
import appsJson from '../../data/ledger-apps/apps.json';
import {sectionCodeChecks} from '../../src/data/codeChecks';
import {withCodeCheck} from '../../src/config/codeCheck';
import {repoUrl} from '../../src/data/site';

const docsDir = path.resolve(__dirname, '../../docs');
let snapshot: Snapshot;
/** The site's search as /search runs it: the index in the build, the configured filters, chain twins folded, grouping per answer. */
const site = new SearchEngine(async (file) => JSON.parse(readFileSync(path.join(buildDir, 'search-index', file), 'utf8')));
const siteFilters = searchFacetFilters(
  'en',
  sections.map((s) => s.id),
);

beforeAll(() => {
  expect(existsSync(snapshotDirFor(buildDir)), `no MCP snapshot in ${buildDir}: build the site first`).toBe(true);
  snapshot = loadSnapshot(snapshotDirFor(buildDir));
});

describe('search_docs ranks as the site does', () => {
  const queries = relevanceQueries.slice(0, 12).map((q) => q.query);

  it.each(queries)('"%s": the same top hits as the site search', async (query) => {
    const siteHits = groupChainDuplicates((await site.search({query, hitsPerPage: 20, facetFilters: siteFilters, foldTwins: true})).hits);
    const tool = await searchDocs(snapshot, {query, limit: 10});
    expect(tool.map((e) => e.url)).toEqual(siteHits.slice(0, 10).map((h) => h.url));
    for (const entry of tool) {
      expect(entry.title.length).toBeGreaterThan(0);
      expect(entry.snippet).not.toMatch(/<mark>|&amp;|&lt;/);
    }
  });

  it('a heading every Ledger app has is one entry naming the chains, and the list still holds as many entries as asked', async () => {
    // Unfolded, the first 20 hits of these were the same heading in 20 chains: one entry (three for INS_GET_ADDR).
    for (const query of ['apdu', 'build the app', 'INS_GET_ADDR']) {
      const entries = await searchDocs(snapshot, {query, limit: 20});
      expect(entries, query).toHaveLength(20);
      expect(new Set(entries.map((e) => e.url)).size, query).toBe(20);
      expect(Math.max(...entries.map((e) => e.chains?.length ?? 0)), query).toBeGreaterThan(20);
    }
  });

  it("the answer's text counts the Ledger apps of a heading most of them have and names those without it", async () => {
    const tool = docsTools.find((t) => t.name === 'search_docs')!;
    const {text, structured} = await tool.answer(snapshot, {query: 'apdu'});
    const grouped = (structured as {results: Array<{chains?: string[]}>}).results.filter((e) => e.chains);
    const lines = text.split('\n').filter((line) => line.startsWith('   Chains: '));
    expect(lines).toHaveLength(grouped.length);
    const apps = ledgerChains.map((c) => c.name);
    let counted = 0;
    for (const [i, {chains}] of grouped.entries()) {
      const left = apps.filter((name) => !chains!.includes(name));
      const count = `   Chains: ${chains!.length} of the ${apps.length} Ledger apps: all but `;
      if (lines[i] === `   Chains: all ${apps.length} Ledger apps`) {
        expect([...chains!].sort()).toEqual([...apps].sort());
        counted += 1;
        continue;
      }
      // Counted where that is shorter than the names (the structured answer keeps them all).
      if (!lines[i].startsWith(count)) {
        expect(lines[i]).toBe(`   Chains: ${chains!.join(', ')}`);
        continue;
      }
      counted += 1;
      expect(left.length).toBeLessThan(chains!.length);
      for (const name of left) expect(lines[i]).toContain(name);
      for (const name of chains!) expect(lines[i]).not.toMatch(new RegExp(`\\b${name}\\b`));
    }
    // The APDU specification's own headings, in every app (Starkware's page is APDU, the others' APDUSPEC).
    expect(counted).toBeGreaterThan(1);
  });

  it('section and chain scope the results as the search page filters do', async () => {
    const inSection = await searchDocs(snapshot, {query: 'install', section: 'zemu'});
    expect(inSection.length).toBeGreaterThan(0);
    for (const e of inSection) expect(new URL(e.url).pathname).toMatch(/^\/zemu(\/|$)/);
    const onChain = await searchDocs(snapshot, {query: 'sign transaction', chain: 'filecoin'});
    const expected = groupChainDuplicates(
      (await site.search({query: 'sign transaction', hitsPerPage: 20, facetFilters: [...siteFilters, 'chain:Filecoin'], foldTwins: true}))
        .hits,
    );
    expect(onChain.map((e) => e.url)).toEqual(expected.slice(0, 10).map((h) => h.url));
  });

  it('unknown sections and chains, empty and oversized queries are input errors', async () => {
    await expect(searchDocs(snapshot, {query: 'x', section: 'nope'})).rejects.toThrow(/Unknown section "nope"/);
    await expect(searchDocs(snapshot, {query: 'x', chain: 'Narnia'})).rejects.toThrow(/Unknown chain "Narnia"/);
    await expect(searchDocs(snapshot, {query: '   '})).rejects.toThrow(/empty/);
    // A question is taken up to 1,000 characters (issue 60; the modal keeps SPEC 9's 64), not one more.
    await expect(searchDocs(snapshot, {query: 'a'.repeat(limits.searchQuestionMaxLength + 1)})).rejects.toThrow(/at most 1000/);
  });
});

describe('get_page returns the Markdown twin', () => {
  it('every listed page has its twin in the build, with a canonical URL on the site origin', () => {
    expect(snapshot.manifest.pages.length).toBeGreaterThan(300);
    const missing = snapshot.manifest.pages.filter((p) => !existsSync(path.join(buildDir, p.markdownFile)));
    expect(missing.map((p) => p.permalink)).toEqual([]);
  });

  it("every page search answers with reads as its twin: doc pages, chain pages and the site's own (home, /fvm, …)", async () => {
    const searchManifest = JSON.parse(readFileSync(path.join(buildDir, 'search-index/manifest.json'), 'utf8')) as {pages: [string][]};
    const indexed = searchManifest.pages.map(([pathname]) => pathname);
    expect(indexed).toEqual(expect.arrayContaining(['/', '/fvm', '/beryx-explorer', '/Filecoin', '/zemu/quickstart']));
    const unread: string[] = [];
    for (const pathname of indexed) {
      const {page, markdown} = await getPage(snapshot, pathname).catch(() => ({page: undefined, markdown: ''}));
      // Read, and a page: its twin has the page's title as an H1.
      if (!page || !/^# \S/m.test(markdown)) unread.push(pathname);
    }
    expect(unread).toEqual([]);
    expect(snapshot.manifest.sitePages.map((p) => p.permalink)).toEqual(expect.arrayContaining(['/', '/fvm', '/privacy-notice']));
  });

  it('the URL of every search answer, its anchor included, reads as that section of the page', async () => {
    const unread: string[] = [];
    for (const {query} of relevanceQueries) {
      for (const entry of await searchDocs(snapshot, {query})) {
        await readPage(snapshot, {path: entry.url}).catch((error: Error) =>
          unread.push(`${query} → ${entry.url}: ${error.message.slice(0, 120)}`),
        );
      }
    }
    expect(unread).toEqual([]);
  });

  it('by path, URL, .md or trailing slash: the same file the site publishes', async () => {
    const page = snapshot.manifest.pages.find((p) => p.permalink === '/ledger-apps/filecoin/APDUSPEC')!;
    const twin = readFileSync(path.join(buildDir, 'ledger-apps/filecoin/APDUSPEC.md'), 'utf8');
    for (const form of ['/ledger-apps/filecoin/APDUSPEC', `${page.url}/`, `${page.url}.md`, 'ledger-apps/filecoin/apduspec#x']) {
      const got = await getPage(snapshot, form);
      expect(got.markdown, form).toBe(twin);
      expect(got.page.url).toBe(`${snapshot.manifest.site.url}/ledger-apps/filecoin/APDUSPEC`);
    }
    await expect(getPage(snapshot, '/ledger-apps/filecoin/nothing-here')).rejects.toThrow(/No page at/);
  });

  it('a hand-written page carries the code it was checked against, as the page shows it; a generated one does not', () => {
    const pageAt = (permalink: string) => {
      const page = snapshot.manifest.pages.find((p) => p.permalink.replace(/\/$/, '') === permalink);
      expect(page, permalink).toBeDefined();
      return page!;
    };
    // The page's own code_checked_at, when later, replaces the section's day (src/config/codeCheck.ts).
    const quickstart = path.join(docsDir, 'zemu/quickstart.md');
    const ownDay = readFileSync(quickstart, 'utf8').match(/^code_checked_at: (\S+)$/m)?.[1];
    const zemu = sectionCodeChecks.zemu;
    const shown = withCodeCheck(ownDay ? {code_checked_at: ownDay} : {}, quickstart, docsDir).code_check as {checkedAt: string};
    expect(shown.checkedAt >= zemu.checkedAt).toBe(true);
    expect(pageAt('/zemu/quickstart').checkedAgainst).toEqual({
      checkedAt: shown.checkedAt,
      sources: zemu.sources.map((s) => ({
        repository: s.repository,
        commit: s.commit,
        date: s.date,
        url: `${repoUrl(s.repository)}/tree/${s.commit}`,
      })),
      packages: zemu.packages!.map((p) => ({...p, url: `https://www.npmjs.com/package/${p.name}/v/${p.version}`})),
    });
    expect(pageAt('/ledger-apps/zcash/build').checkedAgainst?.sources.map((s) => s.commit)).toEqual([appsJson.zcash.commit]);
    expect(pageAt('/ledger-apps/kusama/supported_latest')).not.toHaveProperty('checkedAgainst');
    expect(pageAt('/ping')).not.toHaveProperty('checkedAgainst');
  });
});
