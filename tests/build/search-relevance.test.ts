/**
 * Relevance of the local search on the records of the real build: each reader query
 * must find its page among the top 5 distinct pages. Reports the hit rate and fails
 * below 90 %. Reads BUILD_DIR (default build/): the index the build wrote to
 * search-index/, or — when the build has none (hosted mode) — records built from its HTML.
 * It runs with the other checks over the build (npm run test:build).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildRecords} from '../../src/search/records';
import {buildIndex} from '../../src/search/indexFormat';
import {SearchEngine} from '../../src/search/engine';
import {LOCAL_INDEX_DIR} from '../../src/search/backend';
import {relevanceQueries, type RelevanceQuery} from './search-relevance-queries';

import {buildDir} from './built-site';

const hasBuild = existsSync(path.join(buildDir, 'index.html'));
const MIN_HIT_RATE = 0.9;
const TOP = 5;

async function engineForBuild(): Promise<SearchEngine> {
  const indexDir = path.join(buildDir, LOCAL_INDEX_DIR);
  if (existsSync(path.join(indexDir, 'manifest.json'))) {
    return new SearchEngine(async (f) => JSON.parse(readFileSync(path.join(indexDir, f), 'utf8')));
  }
  const {files} = buildIndex(await buildRecords(buildDir));
  return new SearchEngine(async (f) => JSON.parse(files.get(f)!));
}

export function topPages(urls: string[], n = TOP): string[] {
  const pages: string[] = [];
  for (const u of urls) {
    const p = new URL(u).pathname.replace(/\/$/, '') || '/';
    if (!pages.includes(p)) pages.push(p);
    if (pages.length === n) break;
  }
  return pages;
}

export function isExpected(q: RelevanceQuery, page: string): boolean {
  return q.expect.some((x) => (typeof x === 'string' ? page === x.replace(/\/$/, '') || (x === '/' && page === '/') : x.test(page)));
}

describe('search relevance on the real build', () => {
  it(`finds the expected page in the top ${TOP} for at least ${MIN_HIT_RATE * 100} % of ${relevanceQueries.length} reader queries`, async () => {
    expect(hasBuild, `no build in ${buildDir}: run the build first (BUILD_DIR=...)`).toBe(true);
    expect(relevanceQueries.length).toBeGreaterThanOrEqual(40);
    const engine = await engineForBuild();
    const misses: string[] = [];
    for (const q of relevanceQueries) {
      const r = await engine.search({query: q.query, hitsPerPage: 50});
      const pages = topPages(r.hits.map((h) => h.url));
      if (!pages.some((p) => isExpected(q, p))) misses.push(`  MISS "${q.query}" → ${pages.join(', ') || '(no results)'}`);
    }
    const rate = (relevanceQueries.length - misses.length) / relevanceQueries.length;
    console.log(`[search relevance] ${buildDir}: ${relevanceQueries.length - misses.length}/${relevanceQueries.length} = ${(rate * 100).toFixed(1)} % in the top ${TOP}\n${misses.join('\n')}`);
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
});
