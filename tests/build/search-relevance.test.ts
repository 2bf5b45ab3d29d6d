/**
 * Relevance of the local search on the records of the real build.
 * - The reported set (scripts/lib/search-relevance-fresh.ts, written on 2026-11-25 before any result
 *   was seen, never tuned on) is scored for the engine and for MiniSearch over the very same records,
 *   counting the entries a reader sees (cross-chain duplicates grouped, for both engines); raw figures
 *   are printed too, and so is the tuning set (scripts/lib/search-relevance-set.ts).
 *   The goal, asserted: top-5 ≥ 95 % and ≥ MiniSearch's (first measured: engine 95.7 %, MiniSearch
 *   86.7 %). Misses of the reported set are not printed: it is not to be tuned on.
 * - The older set (scripts/lib/search-relevance-queries.ts) was written beside the engine and tuned on:
 *   it stays as a regression check (90 %), not as evidence of relevance.
 * - The assistant set (scripts/lib/search-relevance-assistant.ts, issue 60: 82 questions as an assistant
 *   asks them, written from the provider's issues and READMEs before the engine changed, never tuned on) is
 *   scored through the MCP tool search_docs (its input schema first: a refused query is a miss), through
 *   /search's request and rows, and for MiniSearch over the same records. The goal, asserted for both
 *   surfaces: top-5 ≥ 95 % and ≥ MiniSearch's. Its misses are not printed. Every set's expected pages are checked to
 *   exist. The questions written for tuning (search-relevance-assistant-tuning.ts) print theirs.
 * - A chain's landing page comes first for "latest X ledger app version" and "does X support Stax", for
 *   every chain with a landing page and an app (issue 60 item 4).
 * Reads BUILD_DIR (default build/): the index the build wrote to search-index/, or — when
 * the build has none (hosted mode) — records built from its HTML.
 * It runs with the other checks over the build (npm run test:build).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type MiniSearch from 'minisearch';
import {buildRecords, type SearchRecord} from '../../src/search/records';
import {buildIndex} from '@zondax/docs-core/search/indexFormat';
import {SearchEngine} from '@zondax/docs-core/search/engine';
import {LOCAL_INDEX_DIR} from '../../src/search/backend';
import {limits} from '@zondax/docs-core/limits';
import {relevanceQueries} from '../../scripts/lib/search-relevance-queries';
import {reportedQueries, tuningQueries} from '../../scripts/lib/search-relevance-set';
import {assistantQueries, type AssistantKind} from '../../scripts/lib/search-relevance-assistant';
import {assistantTuningQueries} from '../../scripts/lib/search-relevance-assistant-tuning';
import {
  distinctPages,
  engineRanker,
  formatScores,
  isExpectedPage,
  mcpRanker,
  miniSearchIndex,
  miniSearchRanker,
  score,
  searchPageRanker,
  type Scores,
} from '../../scripts/lib/search-evaluate';
import {searchFacetFilters} from '../../src/search/backend';
import {sections} from '../../src/data/sections';
import {landingChains, landingPath} from '../../src/data/chains';
import {groupChainDuplicates} from '../../src/search/siteGrouping';
import {loadSnapshot} from '../../packages/docs-mcp/src/loadSnapshot';
import {snapshotDirFor} from '@zondax/docs-core/snapshot/format';
import {isApduPagePath} from '@zondax/docs-core/paths/ledger-pages';
import apps from '../../data/ledger-apps/apps.json';

import {buildDir, sitemapPaths} from './built-site';

const hasBuild = existsSync(path.join(buildDir, 'index.html'));
const MIN_HIT_RATE = 0.9;
const GOAL_REPORTED_TOP5 = 0.95;
const TOP = 5;

/** The build's pages as the local index lists them, or its sitemap in a hosted build ('/' for the home page, no trailing slash). */
function indexedPages(): string[] {
  const manifestFile = path.join(buildDir, LOCAL_INDEX_DIR, 'manifest.json');
  const paths = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as {pages: [string][]}).pages.map((p) => p[0])
    : sitemapPaths();
  return paths.map((p) => p.replace(/\/$/, '') || '/');
}

/** The build's APDU specification pages (APDUSPEC, and Starkware's APDU), as paths. */
const apduSpecPages = () => indexedPages().filter((p) => p.startsWith('/ledger-apps/') && isApduPagePath(p));

/** Each expected page that no page of the build matches, as "query → expected" (a typo in a set would only ever miss). */
function unknownExpected(queries: readonly {query: string; expect: Array<string | RegExp>}[], pages: string[]): string[] {
  return queries.flatMap((q) =>
    q.expect
      .filter((x) => !(typeof x === 'string' ? pages.includes(x) : pages.some((p) => x.test(p))))
      .map((x) => `${q.query.slice(0, 60)} → ${String(x)}`),
  );
}

/**
 * The build's search records, and MiniSearch over them, each made once for every test of this file: parsing the
 * build's pages into records takes seconds, and two tests read the same ones.
 */
let recordsOnce: Promise<SearchRecord[]> | undefined;
const buildRecordsOnce = () => (recordsOnce ??= buildRecords(buildDir));
let miniSearchOnce: Promise<MiniSearch> | undefined;
const miniSearchOverRecords = () => (miniSearchOnce ??= buildRecordsOnce().then(miniSearchIndex));

let engineOnce: Promise<SearchEngine> | undefined;
/** The site's engine over the index the build wrote, or (hosted build) over one built from its records. */
const engineForBuild = () =>
  (engineOnce ??= (async () => {
    const indexDir = path.join(buildDir, LOCAL_INDEX_DIR);
    if (existsSync(path.join(indexDir, 'manifest.json'))) {
      return new SearchEngine(async (f) => JSON.parse(readFileSync(path.join(indexDir, f), 'utf8')));
    }
    const {files} = buildIndex(await buildRecordsOnce());
    return new SearchEngine(async (f) => JSON.parse(files.get(f)!));
  })());

describe('search relevance on the real build', () => {
  it(`reported set: top-5 at least ${GOAL_REPORTED_TOP5 * 100} % and at least MiniSearch's on the same records`, async () => {
    expect(hasBuild, `no build in ${buildDir}: run the build first (BUILD_DIR=...)`).toBe(true);
    expect(tuningQueries.length).toBeGreaterThanOrEqual(200);
    expect(reportedQueries.length).toBeGreaterThanOrEqual(150);
    expect(unknownExpected([...tuningQueries, ...reportedQueries], indexedPages())).toEqual([]);
    const site = await engineForBuild();
    const records = await buildRecordsOnce();
    const index = await miniSearchOverRecords();
    const lines: string[] = [];
    const scores: Record<string, {engine: Scores; mini: Scores}> = {};
    // 'as shown': cross-chain duplicates grouped, as the site's client shows both backends'
    // answers; 'raw': distinct pages of the raw hits. Both engines get the same treatment.
    for (const grouped of [false, true]) {
      for (const [name, queries] of [
        ['tuning', tuningQueries],
        ['reported', reportedQueries],
      ] as const) {
        const key = `${name}${grouped ? ' as shown' : ' raw'}`;
        scores[key] = {
          engine: await score(engineRanker(site, {grouped}), queries),
          mini: await score(miniSearchRanker(records, index, {grouped}), queries),
        };
        lines.push(`${key}:`, `  ${formatScores('engine', scores[key].engine)}`, `  ${formatScores('MiniSearch', scores[key].mini)}`);
      }
    }
    const reported = scores['reported as shown'];
    console.log(`[search relevance] ${buildDir}\n${lines.join('\n')}`);
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    console.log(
      `[search relevance] reported set, as shown: engine top-5 ${pct(reported.engine.top5)}, MiniSearch ${pct(reported.mini.top5)},` +
        ` ratio ${(reported.engine.top5 / reported.mini.top5).toFixed(3)}`,
    );
    expect(reported.engine.top5).toBeGreaterThanOrEqual(GOAL_REPORTED_TOP5);
    expect(reported.engine.top5).toBeGreaterThanOrEqual(reported.mini.top5);
  }, 300_000);

  it(`older (tuned) set: the expected page in the top ${TOP} for at least ${MIN_HIT_RATE * 100} % of ${relevanceQueries.length} queries`, async () => {
    expect(hasBuild, `no build in ${buildDir}: run the build first (BUILD_DIR=...)`).toBe(true);
    expect(relevanceQueries.length).toBeGreaterThanOrEqual(40);
    expect(unknownExpected(relevanceQueries, indexedPages())).toEqual([]);
    const engine = await engineForBuild();
    const misses: string[] = [];
    for (const q of relevanceQueries) {
      const r = await engine.search({query: q.query, hitsPerPage: 50});
      const pages = distinctPages(
        r.hits.map((h) => h.url),
        TOP,
      );
      if (!pages.some((p) => isExpectedPage(q, p))) misses.push(`  MISS "${q.query}" → ${pages.join(', ') || '(no results)'}`);
    }
    const rate = (relevanceQueries.length - misses.length) / relevanceQueries.length;
    console.log(
      `[search relevance] ${buildDir}: ${relevanceQueries.length - misses.length}/${relevanceQueries.length} = ${(rate * 100).toFixed(1)} % in the top ${TOP}\n${misses.join('\n')}`,
    );
    expect(rate).toBeGreaterThanOrEqual(MIN_HIT_RATE);
  }, 120_000);

  it('older supported_{version} pages do not drown a query: the top 10 holds at most 2 of them', async () => {
    const engine = await engineForBuild();
    const first = await engine.search({query: 'kusama supported methods', hitsPerPage: 10});
    expect(new URL(first.hits[0].url).pathname).toBe('/ledger-apps/kusama/supported_latest');
    for (const query of ['balances transfer', 'staking bond', 'utility batch', 'transfer keep alive', 'proxy add']) {
      const r = await engine.search({query, hitsPerPage: 10});
      const old = r.hits.filter((h) => /\/supported_\d/.test(new URL(h.url).pathname));
      expect(old.length, `${query}: ${r.hits.map((h) => new URL(h.url).pathname).join(', ')}`).toBeLessThanOrEqual(2);
    }
  }, 60_000);

  it("every APDU specification's opening paragraph is one row, also where the page spells the chain its own way", async () => {
    const engine = await engineForBuild();
    const r = await engine.search({query: 'how are long payloads split into chunks', hitsPerPage: 20, foldTwins: true});
    // The paragraph under the page's title: a content hit with no anchor.
    const opening = r.hits.filter((h) => !h.url.includes('#') && isApduPagePath(h.url) && h.type === 'content');
    // ICP's page says "Internet Computer", Crypto's "Crypto.org Chain", Tendermint's "Tendermint validator", Xxnetwork's
    // "xx network"; Starkware's page is APDU, not APDUSPEC.
    expect(opening.map((h) => h.url)).toHaveLength(1);
    const folders = [opening[0].url, ...(opening[0].twins ?? [])].map((u) => new URL(u).pathname.split('/')[2]);
    expect(folders).toEqual(expect.arrayContaining(['acala', 'icp', 'crypto', 'tendermint', 'xxnetwork', 'starkware']));
    expect(new Set(folders).size).toBe(apduSpecPages().length);
  }, 60_000);

  it("a chain named in the query ranks that chain's pages first; the Filecoin transaction command outranks the Ethereum one", async () => {
    const engine = await engineForBuild();
    for (const chain of ['Zcash', 'Polkadot', 'Cosmos', 'Tezos', 'Aleph Zero']) {
      for (const query of [`${chain} get address`, `get address ${chain}`]) {
        const r = await engine.search({query, hitsPerPage: 5});
        expect(r.hits[0]?.chain, `${query}: ${r.hits.map((h) => new URL(h.url).pathname).join(', ')}`).toContain(chain);
      }
    }
    for (const query of ['sign transaction filecoin', 'filecoin sign transaction']) {
      const r = await engine.search({query, hitsPerPage: 50});
      const at = (anchor: string) => r.hits.findIndex((h) => h.url.endsWith(`/ledger-apps/filecoin/APDUSPEC#${anchor}`));
      expect(at('cmd-signsecp256k1'), query).toBeGreaterThanOrEqual(0);
      expect(at('cmd-signsecp256k1'), query).toBeLessThan(at('cmd-signeth') < 0 ? Infinity : at('cmd-signeth'));
    }
  }, 60_000);
});

describe('questions as an assistant asks them (issue 60)', () => {
  const siteFilters = searchFacetFilters(
    'en',
    sections.map((x) => x.id),
  );
  /** The goal on the held-out assistant set, for the MCP tool and /search alike. */
  const GOAL_TOP5 = 0.95;

  it('the assistant set: at least 80 questions of each kind the issue names, each with its source, every expected page in the build', () => {
    expect(hasBuild, `no build in ${buildDir}: run the build first (BUILD_DIR=...)`).toBe(true);
    const wanted: Record<AssistantKind, number> = {long: 25, identifier: 15, status: 10, cross: 10, typo: 10, version: 10};
    expect(assistantQueries.length).toBeGreaterThanOrEqual(80);
    for (const [kind, n] of Object.entries(wanted))
      expect(assistantQueries.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(n);
    const all = [...assistantQueries, ...assistantTuningQueries];
    for (const q of all) {
      expect(q.source.length, q.query).toBeGreaterThan(5);
      expect(q.query.length, q.query).toBeLessThanOrEqual(limits.searchQuestionMaxLength);
    }
    expect(unknownExpected(all, indexedPages())).toEqual([]);
    // The held-out set asks more than the modal takes: 41 of the issue's 80 were refused for it.
    expect(assistantQueries.filter((q) => q.query.length > limits.searchQueryMaxLength).length).toBeGreaterThanOrEqual(25);
  });

  it(`the assistant set, held out: top-5 at least ${GOAL_TOP5 * 100} % and at least MiniSearch's, through search_docs and through /search`, async () => {
    const snapshot = loadSnapshot(snapshotDirFor(buildDir));
    const site = await engineForBuild();
    const records = await buildRecordsOnce();
    const index = await miniSearchOverRecords();
    const mcp = await score(mcpRanker(snapshot), assistantQueries);
    const page = await score(searchPageRanker(site, siteFilters), assistantQueries);
    const mini = await score(miniSearchRanker(records, index, {grouped: true}), assistantQueries);
    console.log(
      `[search relevance] assistant set (${assistantQueries.length} questions, held out):\n` +
        `  ${formatScores('search_docs', mcp)}\n  ${formatScores('/search', page)}\n  ${formatScores('MiniSearch', mini)}`,
    );
    for (const s of [mcp, page]) {
      expect(s.top5).toBeGreaterThanOrEqual(GOAL_TOP5);
      expect(s.top5).toBeGreaterThanOrEqual(mini.top5);
    }
  }, 300_000);

  it('the assistant tuning questions: top-5 at least 95 % through search_docs (misses printed)', async () => {
    const snapshot = loadSnapshot(snapshotDirFor(buildDir));
    const mcp = await score(mcpRanker(snapshot), assistantTuningQueries);
    console.log(
      `[search relevance] assistant tuning questions: ${formatScores('search_docs', mcp)}\n${mcp.misses.map((m) => `  MISS ${m}`).join('\n')}`,
    );
    expect(mcp.top5).toBeGreaterThanOrEqual(0.95);
  }, 120_000);

  it("a chain's landing page comes first for its app's latest version and whether it supports Stax", async () => {
    const engine = await engineForBuild();
    const wrong: string[] = [];
    for (const chain of landingChains) {
      if (!chain.ledgerFolder || !(chain.ledgerFolder in apps)) continue;
      for (const query of [`latest ${chain.name} ledger app version`, `does the ${chain.name} ledger app support Stax`]) {
        const {hits} = await engine.search({query, hitsPerPage: limits.hitsPerPage});
        const first = groupChainDuplicates(hits)[0];
        const at = first ? new URL(first.url).pathname : '(no results)';
        if (at !== landingPath(chain)) wrong.push(`${query} → ${at}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
