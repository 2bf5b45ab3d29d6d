/**
 * Relevance measurement shared by the relevance test and `npm run bench:search`: the site's
 * engine and a MiniSearch baseline answer the same queries over the same records, and each
 * is scored by top-1, top-5 and mean reciprocal rank of the first expected page.
 */
import MiniSearch from 'minisearch';
import type {SearchRecord} from '../../src/search/records';
import type {SearchEngine} from '@zondax/docs-core/search/engine';
import type {RelevanceQuery} from './search-relevance-queries';
import {groupChainDuplicates, type GroupableHit} from '../../src/search/siteGrouping';
import {addHitPage, emptyResultList, rowsOf, type HitPage} from '../../src/search/resultList';
import {limits} from '@zondax/docs-core/limits';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import {searchDocs, searchDocsTool} from '@zondax/docs-core/tools/searchDocs';
import {z} from 'zod';

/** Pages (path, no trailing slash) in the order their first hit appears. */
export function distinctPages(urls: string[], n = 20): string[] {
  const pages: string[] = [];
  for (const u of urls) {
    const p = new URL(u).pathname.replace(/\/$/, '') || '/';
    if (!pages.includes(p)) pages.push(p);
    if (pages.length === n) break;
  }
  return pages;
}

export function isExpectedPage(q: RelevanceQuery, page: string): boolean {
  return q.expect.some((x) => (typeof x === 'string' ? page === (x.replace(/\/$/, '') || '/') : x.test(page)));
}

export interface Scores {
  n: number;
  top1: number;
  top5: number;
  mrr: number;
  misses: string[];
}

export type Ranker = (query: string) => Promise<string[]>;

export async function score(rank: Ranker, queries: RelevanceQuery[]): Promise<Scores> {
  let top1 = 0;
  let top5 = 0;
  let rr = 0;
  const misses: string[] = [];
  for (const q of queries) {
    const pages = await rank(q.query);
    const at = pages.findIndex((p) => isExpectedPage(q, p));
    if (at === 0) top1++;
    if (at >= 0 && at < 5) top5++;
    else misses.push(`"${q.query}" → ${pages.slice(0, 5).join(', ') || '(no results)'}`);
    if (at >= 0) rr += 1 / (at + 1);
  }
  const n = queries.length;
  return {n, top1: top1 / n, top5: top5 / n, mrr: rr / n, misses};
}

export const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function formatScores(name: string, s: Scores): string {
  return `${name.padEnd(12)} top-1 ${pct(s.top1).padStart(7)}  top-5 ${pct(s.top5).padStart(7)}  MRR ${s.mrr.toFixed(3)}  (${s.n} queries)`;
}

/**
 * `grouped`: rank the entries a reader sees — cross-chain duplicates folded into one entry
 * (grouping.ts, applied by the site's client to both backends) — instead of raw hits.
 */
export function engineRanker(engine: SearchEngine, {grouped = false} = {}): Ranker {
  return async (query) => {
    const hits = await answerOnce(engine, query, async () => (await engine.search({query, hitsPerPage: 50})).hits);
    return distinctPages((grouped ? groupChainDuplicates(hits) : hits).map((h) => h.url));
  };
}

/**
 * Each engine answers a query once: the raw and the grouped rankings of one engine read the same hits (grouping
 * makes new entries and leaves the hits as they are), which halves the relevance test's searches.
 */
const answers = new WeakMap<object, Map<string, Promise<GroupableHit[]>>>();
function answerOnce(engine: object, query: string, search: () => Promise<GroupableHit[]>): Promise<GroupableHit[]> {
  let byQuery = answers.get(engine);
  if (!byQuery) answers.set(engine, (byQuery = new Map()));
  let hits = byQuery.get(query);
  if (!hits) byQuery.set(query, (hits = search()));
  return hits;
}

/**
 * MiniSearch 7 as the issue measured it: BM25+, OR, prefix from 3 characters, fuzzy 0.2
 * from 5, title ×4 and headings ×2, over the very same records (code terms included, as
 * their own low-weight field, so both engines see the same text).
 */
export function miniSearchIndex(records: SearchRecord[]): MiniSearch {
  const ms = new MiniSearch<{id: number; title: string; headings: string; content: string; code: string; url: string}>({
    fields: ['title', 'headings', 'content', 'code'],
    storeFields: ['url'],
    searchOptions: {
      boost: {title: 4, headings: 2, content: 1, code: 0.5},
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  ms.addAll(
    records.map((r, id) => {
      const h = r.hierarchy;
      const own = r.type === 'lvl1' || r.type === 'content' ? null : h[r.type];
      return {
        id,
        title: r.type === 'lvl1' ? (h.lvl1 ?? '') : '',
        headings: own ?? '',
        content: r.content ?? '',
        code: r.code ?? '',
        url: r.url,
      };
    }),
  );
  return ms;
}

export function miniSearchRanker(records: SearchRecord[], index = miniSearchIndex(records), {grouped = false} = {}): Ranker {
  return async (query) => {
    const hits = await answerOnce(index, query, async () =>
      index
        .search(query)
        .slice(0, 200)
        .map((r) => records[r.id as number]),
    );
    return distinctPages((grouped ? groupChainDuplicates(hits) : hits).map((h) => h.url));
  };
}

/**
 * /search as a reader uses it: the page's request (its hitsPerPage, the site's facet filters, snippets)
 * through the site's engine, the first page of hits made rows as the page makes them (cross-chain
 * duplicates grouped, src/search/resultList.ts).
 */
export function searchPageRanker(engine: SearchEngine, facetFilters: Array<string | string[]>): Ranker {
  return async (query) => {
    const answer = await engine.search({
      query,
      page: 0,
      hitsPerPage: limits.hitsPerPage,
      facetFilters,
      attributesToSnippet: [`content:${limits.snippetWords}`],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      // As the page asks the local index (src/theme/SearchPage): chain twins folded by the engine.
      foldTwins: true,
    });
    return distinctPages(rowsOf(addHitPage(emptyResultList, answer as HitPage<GroupableHit>)).map((h) => h.url));
  };
}

/**
 * The MCP tool search_docs as an assistant calls it: the arguments through the tool's input schema (a
 * query it refuses ranks nothing, as the issue counted "Too big" answers), then its entries in order.
 */
export function mcpRanker(snapshot: Snapshot): Ranker {
  const schema = z.object(searchDocsTool.inputSchema);
  return async (query) => {
    const args = schema.safeParse({query});
    if (!args.success) return [];
    return distinctPages((await searchDocs(snapshot, args.data)).map((e) => e.url));
  };
}

/**
 * Query time percentiles (ms) of `run` over `queries`, after one warm-up pass: each query `rounds` times. Wall
 * time, and the process's CPU time beside it: on a machine other work keeps busy, wall time also counts the waits
 * for a core, CPU time only the query's own work.
 */
export async function timings(
  run: (query: string) => Promise<unknown>,
  queries: string[],
  rounds = 3,
): Promise<{p50: number; p95: number; max: number; cpuP50: number; cpuP95: number; n: number}> {
  for (const q of queries) await run(q);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await run(q);
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  const at = (xs: number[], f: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(f * xs.length))] ?? 0;
  return {
    p50: at(wall, 0.5),
    p95: at(wall, 0.95),
    max: Math.max(0, ...wall),
    cpuP50: at(cpu, 0.5),
    cpuP95: at(cpu, 0.95),
    n: queries.length,
  };
}
