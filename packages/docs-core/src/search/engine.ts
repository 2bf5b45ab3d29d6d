/**
 * The local search engine: answers Algolia-shaped search requests from the prebuilt
 * index (see indexTypes.ts). Runs in the search Web Worker in the browser, and in Node
 * for tests and the benchmark. It never indexes: it only parses shards it fetches.
 *
 * Matching: exact terms; prefixes from 3 characters; one typo from 5 characters and
 * two from 9 (the first character must be right). A typo match counts far less when the
 * word as typed is a term or the start of one (transactionSer is transactionSerialize,
 * not "transactions"), except an inflection (transactions → transaction); a word typed
 * with a separator (success_) is no typo of a plain word. Compound identifiers match whole
 * or, when the whole is not in the index, by all of their parts.
 * Ranking: number of query words matched, then a score where a page title or heading
 * match outweighs a passing mention in a paragraph; older versions of versioned
 * ledger pages are ranked down; pages about a chain the query names are ranked up;
 * one hit per URL (DocSearch's distinct on url).
 */
import {queryUnits, type QueryUnit} from './tokenizer';
import {
  CONTENT_LEVEL,
  FIELD,
  FIELD_BASE,
  FIELD_WEIGHT,
  hydrateManifest,
  manifestFile,
  shardKeyOf,
  type DocShard,
  type LoadedManifest as Manifest,
  type Manifest as RawManifest,
  type TermShard,
} from './indexTypes';
import {
  defaultHighlightOptions,
  highlight,
  snippet,
  type HighlightOptions,
  type HighlightValue,
  type MatchTerms,
  type SnippetValue,
} from './highlight';

export type Loader = (file: string) => Promise<unknown>;

export interface SearchParams {
  query?: string;
  indexName?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: string | Array<string | string[]>;
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  [key: string]: unknown;
}

export interface LocalHit {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  version: string[];
  chain?: string[];
  _highlightResult: {hierarchy: Record<string, HighlightValue>; content?: HighlightValue};
  _snippetResult: {hierarchy: Record<string, SnippetValue>; content?: SnippetValue};
  _rankingInfo?: {score: number; words: number};
}

export interface SearchResult {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index?: string;
  queryID?: string;
}

const MAX_QUERY_CHARS = 512;
const MAX_UNITS = 10;
const PREFIX_MIN = 3;
const TYPO1_MIN = 5;
const TYPO2_MIN = 9;
const MAX_EXPANSIONS = 60;
/** Weight of a typo match when the word as typed is a term, or the start of one (Algolia's typo criterion). */
const TYPO_WHEN_SPELLED = 0.3;
/** What an inflected word adds to its stem: `transactions`, `signed`, `addresses`. */
const STEM_ENDINGS = new Set(['s', 'es', 'd', 'ed']);
const INFLECTED_QUALITY = 0.7;
const SEPARATOR = /[_.:\-/]/;

/** `word` is `term` plus an inflection ending (transactions → transaction, signed → sign). */
function isInflectionOf(word: string, term: string): boolean {
  return term.length >= 3 && word.startsWith(term) && STEM_ENDINGS.has(word.slice(term.length));
}

/** Score factor of a record about a chain the query names ("filecoin sign transaction"). */
const NAMED_CHAIN_BOOST = 1.6;

/**
 * Chains the query names, from the chain facet values the index holds (so the worker needs no copy
 * of the chain list): "aleph zero get address" names Aleph Zero.
 */
export function namedChains(chainNames: Iterable<string>, units: QueryUnit[]): Set<string> {
  const text = ` ${units.map((u) => u.text.toLowerCase()).join(' ')} `;
  const named = new Set<string>();
  for (const name of chainNames) if (text.includes(` ${name.toLowerCase()} `)) named.add(name);
  return named;
}

/** A match on a heading or the page title counts for the records below it, at this factor. */
const INHERIT = 0.6;
const LEVEL_BONUS = [1, 1.25, 1.15, 1.08, 1.05, 1.03, 1.02, 1];

interface Matched {
  /** record id → best direct score of this word */
  direct: Map<number, number>;
  terms: Set<string>;
  word: string;
  /** Rarity of the word over the index (0 when it matches nothing). */
  idf: number;
}

/** Bounded edit distance (insertions, deletions, substitutions, adjacent transpositions); max + 1 when exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = new Array<number>(b.length + 1);
  let cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        v = Math.min(v, prev2[j - 2] + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[b.length];
}

function lowerBound(arr: string[], x: string): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (arr[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function decodePostings(encoded: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (!encoded) return out;
  let id = 0;
  for (const part of encoded.split(',')) {
    const v = parseInt(part, 36);
    id += Math.floor(v / FIELD_BASE);
    out.push([id, v % FIELD_BASE]);
  }
  return out;
}

/** Parse legacy string params ("query=a&hitsPerPage=5") into an object. */
export function parseParams(params: unknown): SearchParams {
  if (typeof params !== 'string') return (params ?? {}) as SearchParams;
  const out: SearchParams = {};
  for (const [k, v] of new URLSearchParams(params)) {
    try {
      out[k] = JSON.parse(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

/** Facet filters: an array is AND of its items; a nested array is OR; "-attr:value" negates. */
export function matchesFacetFilters(
  facets: {language: string; docusaurus_tag: string; version: string[]; chain?: string[]},
  filters: SearchParams['facetFilters'],
): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const test = (f: string): boolean => {
    const neg = f.startsWith('-');
    const body = neg ? f.slice(1) : f;
    const i = body.indexOf(':');
    if (i < 0) return true;
    const attr = body.slice(0, i);
    const value = body.slice(i + 1).replace(/^"|"$/g, '');
    let ok: boolean;
    if (attr === 'language') ok = facets.language === value;
    else if (attr === 'docusaurus_tag') ok = facets.docusaurus_tag === value;
    else if (attr === 'version') ok = facets.version.includes(value);
    else if (attr === 'chain') ok = facets.chain?.includes(value) ?? false;
    else ok = false;
    return neg ? !ok : ok;
  };
  return list.every((item) => (Array.isArray(item) ? item.some(test) : test(item)));
}

export class SearchEngine {
  private manifest?: Promise<Manifest>;
  private shards = new Map<string, Promise<TermShard>>();
  private docs = new Map<string, Promise<DocShard>>();
  private decoded = new Map<string, Array<[number, number]>>();

  constructor(private readonly load: Loader) {}

  /** Fetches (once) the manifest; a failed fetch is forgotten so the next call retries. */
  getManifest(): Promise<Manifest> {
    if (!this.manifest) {
      this.manifest = (this.load(manifestFile) as Promise<RawManifest>).then(hydrateManifest).catch((e) => {
        this.manifest = undefined;
        throw e;
      });
    }
    return this.manifest;
  }

  private cached<T>(cache: Map<string, Promise<T>>, file: string): Promise<T> {
    let p = cache.get(file);
    if (!p) {
      p = (this.load(file) as Promise<T>).catch((e) => {
        cache.delete(file);
        throw e;
      });
      cache.set(file, p);
    }
    return p;
  }

  private shardFiles(m: Manifest, term: string): string[] {
    const key = shardKeyOf(term, m.keyLen);
    const file = m.terms[key];
    return file ? [file] : [];
  }

  private async shardFor(m: Manifest, term: string): Promise<TermShard | undefined> {
    const [file] = this.shardFiles(m, term);
    return file ? this.cached(this.shards, file) : undefined;
  }

  private postings(shard: TermShard, index: number, file: string): Array<[number, number]> {
    const key = `${file}\u0000${index}`;
    let p = this.decoded.get(key);
    if (!p) {
      p = decodePostings(shard.p[index]);
      if (this.decoded.size > 5000) this.decoded.clear();
      this.decoded.set(key, p);
    }
    return p;
  }

  /** Terms of the shard that a query word matches, with their quality (1 = exact). */
  private expand(shard: TermShard, word: string, allowPrefix: boolean): Array<[number, number]> {
    const found: Array<[number, number]> = [];
    const t = shard.t;
    const at = lowerBound(t, word);
    if (t[at] === word) found.push([at, 1]);
    const len = Array.from(word).length;
    if (allowPrefix && len >= PREFIX_MIN) {
      const prefixMatches: Array<[number, number]> = [];
      for (let i = t[at] === word ? at + 1 : at; i < t.length && t[i].startsWith(word); i++) {
        prefixMatches.push([i, 0.9 - 0.4 * Math.min(1, (t[i].length - word.length) / Math.max(word.length, 4))]);
      }
      // Prefer the closest completions when a short prefix expands to many terms.
      prefixMatches.sort((a, b) => t[a[0]].length - t[b[0]].length);
      found.push(...prefixMatches.slice(0, MAX_EXPANSIONS));
    }
    const spelled = found.length > 0;
    if (len >= TYPO1_MIN) {
      const max = len >= TYPO2_MIN ? 2 : 1;
      // An identifier typed with its separators (success_, FILECOIN_R) is no typo of a plain word.
      const compound = SEPARATOR.test(word);
      const seen = new Set(found.map((f) => f[0]));
      const typos: Array<[number, number]> = [];
      for (let i = 0; i < t.length; i++) {
        if (seen.has(i)) continue;
        const cand = t[i];
        if (cand[0] !== word[0] || Math.abs(cand.length - len) > max + (allowPrefix ? 3 : 0) || (compound && !SEPARATOR.test(cand)))
          continue;
        let d = editDistance(word, cand, max);
        if (d > max && allowPrefix && cand.length > len) {
          // typo inside a word still being typed: compare with the candidate's prefix
          d = Math.min(editDistance(word, cand.slice(0, len), max), editDistance(word, cand.slice(0, len + 1), max));
          if (d <= max) d += 0.5;
        }
        if (d <= max) {
          // A stem of the word (transactions → transaction) is nearly the word; any other
          // near miss is a guess, worth far less when the word is a term or starts one.
          const inflected = isInflectionOf(word, cand);
          const q = inflected ? INFLECTED_QUALITY : d <= 1 ? 0.55 : 0.35;
          typos.push([i, inflected || !spelled ? q : q * TYPO_WHEN_SPELLED]);
        }
        if (typos.length > MAX_EXPANSIONS) break;
      }
      found.push(...typos);
    }
    return found;
  }

  private async matchWord(m: Manifest, word: string, allowPrefix: boolean): Promise<Matched> {
    const direct = new Map<number, number>();
    const terms = new Set<string>();
    let idf = 0;
    const shard = await this.shardFor(m, word);
    if (shard) {
      const file = this.shardFiles(m, word)[0];
      const expanded = this.expand(shard, word, allowPrefix);
      // One idf per query word (over all its expansions), so a completion never outscores the exact word.
      let df = 0;
      for (const [i] of expanded) df += this.postings(shard, i, file).length;
      idf = Math.log(1 + m.n / (df + 1));
      for (const [i, quality] of expanded) {
        const post = this.postings(shard, i, file);
        terms.add(shard.t[i]);
        for (const [id, field] of post) {
          const s = FIELD_WEIGHT[field] * quality * idf;
          if (s > (direct.get(id) ?? 0)) direct.set(id, s);
        }
      }
    }
    return {direct, terms, word, idf};
  }

  /** Resolve each query unit to a match; a compound without whole matches becomes its parts. */
  private async matchUnits(m: Manifest, units: QueryUnit[]): Promise<Matched[]> {
    const out: Matched[] = [];
    for (const u of units) {
      const whole = await this.matchWord(m, u.term, true);
      if (whole.direct.size > 0 || u.parts.length === 0) {
        out.push({...whole, word: u.text});
        continue;
      }
      for (const part of u.parts) out.push({...(await this.matchWord(m, part, u.last)), word: part});
    }
    return out;
  }

  async search(params: SearchParams): Promise<SearchResult> {
    const started = Date.now();
    const m = await this.getManifest();
    const query = String(params.query ?? '').slice(0, MAX_QUERY_CHARS);
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20) || 20));
    const page = Math.max(0, Number(params.page ?? 0) || 0);
    const units = queryUnits(query).slice(0, MAX_UNITS);
    // Fetch all needed shards in parallel before matching.
    await Promise.all(
      units
        .flatMap((u) => [u.term, ...u.parts])
        .flatMap((t) => this.shardFiles(m, t))
        .map((f) => this.cached(this.shards, f)),
    );
    const matched = units.length ? await this.matchUnits(m, units) : [];

    const pageOk = new Map<number, boolean>();
    const facetOk = (rec: number) => {
      const p = m.recPage[rec];
      let ok = pageOk.get(p);
      if (ok === undefined) {
        ok = matchesFacetFilters(m.facets[m.pages[p][3]], params.facetFilters);
        pageOk.set(p, ok);
      }
      return ok;
    };

    const candidates = new Set<number>();
    for (const mt of matched) for (const id of mt.direct.keys()) if (facetOk(id)) candidates.add(id);

    const named = namedChains(new Set(m.facets.flatMap((f) => f.chain ?? [])), units);
    const aboutNamedChain = (rec: number) => named.size > 0 && (m.facets[m.pages[m.recPage[rec]][3]].chain ?? []).some((c) => named.has(c));

    type Scored = {id: number; words: number; score: number};
    // A word nobody wrote anywhere does not count against the others.
    const totalIdf = matched.reduce((t, mt) => t + (mt.direct.size > 0 ? mt.idf : 0), 0) || 1;
    const scored: Scored[] = [];
    for (const id of candidates) {
      let words = 0;
      let score = 0;
      let covered = 0;
      for (const mt of matched) {
        let s = mt.direct.get(id) ?? 0;
        for (let a = m.recParent[id]; a >= 0; a = m.recParent[a]) {
          const inherited = (mt.direct.get(a) ?? 0) * INHERIT;
          if (inherited > s) s = inherited;
        }
        if (s > 0) {
          words++;
          score += s;
          covered += mt.idf;
        }
      }
      const rank = m.pages[m.recPage[id]][4];
      // Records holding more of the query's rare words come first, but a record missing a
      // common word is still ranked (OR), not dropped as an AND would.
      const coverage = covered / totalIdf;
      score *= coverage * coverage * LEVEL_BONUS[m.recLevel[id]] * (rank < 0 ? 0.35 : 1) * (aboutNamedChain(id) ? NAMED_CHAIN_BOOST : 1);
      scored.push({id, words, score});
    }
    const ranked = scored.filter((s) => s.words > 0).sort((a, b) => b.score - a.score || a.id - b.id);

    // distinct: one hit per URL (page + anchor).
    const seenUrl = new Set<string>();
    const distinct: Scored[] = [];
    for (const s of ranked) {
      const key = `${m.recPage[s.id]}#${this.anchorKey(m, s.id)}`;
      if (seenUrl.has(key)) continue;
      seenUrl.add(key);
      distinct.push(s);
    }

    const available = await this.withDocShards(m, distinct, page, hitsPerPage);
    const nbHits = available.length;
    const slice = hitsPerPage > 0 ? available.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
    const hits = await this.materialize(m, slice, matched, params);
    return {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query,
      params: '',
      index: params.indexName,
    };
  }

  /** Records under the same heading share a URL; the nearest heading record id identifies it. */
  private anchorKey(m: Manifest, id: number): number {
    let h = id;
    while (m.recLevel[h] === CONTENT_LEVEL && m.recParent[h] >= 0) h = m.recParent[h];
    return h;
  }

  private docShardFile(m: Manifest, id: number): string {
    let lo = 0;
    let hi = m.docs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (m.docs[mid][0] <= id) lo = mid;
      else hi = mid - 1;
    }
    return m.docs[lo][1];
  }

  private async docShard(m: Manifest, id: number): Promise<DocShard> {
    return this.cached(this.docs, this.docShardFile(m, id));
  }

  /**
   * The ranked hits whose document shard can be had, once the requested page's shards are loaded. Offline
   * (issue 42), the shards kept on this device answer: hits in the others are left out, and the page is
   * filled from the next ones. Only when no hit's shard can be had does the search fail, with that failure.
   */
  private async withDocShards<T extends {id: number}>(m: Manifest, ranked: T[], page: number, hitsPerPage: number): Promise<T[]> {
    const missing = new Map<string, unknown>();
    let available = ranked;
    for (;;) {
      const slice = hitsPerPage > 0 ? available.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
      const files = [...new Set(slice.map((s) => this.docShardFile(m, s.id)))];
      const settled = await Promise.allSettled(files.map((file) => this.cached(this.docs, file)));
      let failed = false;
      settled.forEach((result, i) => {
        if (result.status === 'rejected') {
          missing.set(files[i], result.reason);
          failed = true;
        }
      });
      if (!failed) return available;
      available = available.filter((s) => !missing.has(this.docShardFile(m, s.id)));
      if (available.length === 0) throw missing.values().next().value;
    }
  }

  private async materialize(
    m: Manifest,
    slice: Array<{id: number; words: number; score: number}>,
    matched: Matched[],
    params: SearchParams,
  ): Promise<LocalHit[]> {
    const shards = await Promise.all(slice.map((s) => this.docShard(m, s.id)));
    const opts: HighlightOptions = {
      preTag: typeof params.highlightPreTag === 'string' ? params.highlightPreTag : defaultHighlightOptions.preTag,
      postTag: typeof params.highlightPostTag === 'string' ? params.highlightPostTag : defaultHighlightOptions.postTag,
      ellipsis: typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : defaultHighlightOptions.ellipsis,
    };
    const snippetWords = new Map<string, number>();
    for (const a of params.attributesToSnippet ?? []) {
      const [attr, n] = a.split(':');
      snippetWords.set(attr, n ? Number(n) : 10);
    }
    const match: MatchTerms = {units: matched.map((mt) => ({word: mt.word, terms: mt.terms}))};
    return slice.map((s, i) => {
      const shard = shards[i];
      const row = shard.r[s.id - shard.start];
      const [pathname, lvl0, lvl1, facetIdx] = m.pages[m.recPage[s.id]];
      const facets = m.facets[facetIdx];
      const level = m.recLevel[s.id];
      const type = level === CONTENT_LEVEL ? 'content' : `lvl${level}`;
      const hierarchy: Record<string, string | null> = {lvl0, lvl1, lvl2: row[1], lvl3: row[2], lvl4: row[3], lvl5: row[4], lvl6: row[5]};
      const content = row[6];
      const hl: LocalHit['_highlightResult'] = {hierarchy: {}};
      const sn: LocalHit['_snippetResult'] = {hierarchy: {}};
      for (const [k, v] of Object.entries(hierarchy)) {
        if (v === null) continue;
        hl.hierarchy[k] = highlight(v, match, opts);
        const n = snippetWords.get(`hierarchy.${k}`);
        if (n !== undefined) sn.hierarchy[k] = snippet(v, match, n, opts);
      }
      if (content !== null) {
        hl.content = highlight(content, match, opts);
        const n = snippetWords.get('content');
        if (n !== undefined) sn.content = snippet(content, match, n, opts);
      }
      const url = `${m.origin}${pathname}${row[0] ? `#${row[0]}` : ''}`;
      return {
        objectID: row[7],
        url,
        type,
        hierarchy,
        content,
        language: facets.language,
        docusaurus_tag: facets.docusaurus_tag,
        version: facets.version,
        ...(facets.chain ? {chain: facets.chain} : {}),
        _highlightResult: hl,
        _snippetResult: sn,
        _rankingInfo: {score: Math.round(s.score * 100) / 100, words: s.words},
      };
    });
  }
}

/** Answers the multi-query shapes of algoliasearch v5 ({requests}) and v4 / the helper ([{indexName, params}]). */
export function normalizeRequests(input: unknown): SearchParams[] {
  const list = Array.isArray(input) ? input : (input as {requests?: unknown[]} | undefined)?.requests;
  if (!Array.isArray(list)) throw new Error('A search request needs its list of requests');
  return list.map((r) => {
    const req = (r ?? {}) as Record<string, unknown>;
    const {params, ...rest} = req;
    return {...parseParams(params), ...rest} as SearchParams;
  });
}

export {FIELD};
