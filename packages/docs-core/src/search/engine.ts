/**
 * The local search engine: answers Algolia-shaped search requests from the prebuilt
 * index (see indexTypes.ts). Runs in the search Web Worker in the browser, and in Node
 * for tests, the MCP server and the benchmark. It never indexes: it only parses shards it fetches.
 *
 * Matching: exact terms; prefixes from 3 characters; one typo from 5 characters and
 * two from 9 (the first character must be right). A typo match counts far less when the
 * word as typed is a term or the start of one (transactionSer is transactionSerialize,
 * not "transactions"), except an inflection (transactions → transaction); a word typed
 * with a separator (success_) is no typo of a plain word. Compound identifiers match whole
 * or, when the whole is not in the index, by all of their parts. A hexadecimal code (0x6986,
 * an INS byte) only matches itself, and a number takes no typo.
 * Questions (issue 60: six words or more, up to 1,000 characters, see parseQuery): their question
 * words are left out (also from a shorter query that opens as a question) and up to 32 words count; identifiers match exactly, plain words as typed and
 * by their family (containers → container), by a typo only when they match nothing as typed.
 * Ranking: a score where a page title or heading match outweighs a passing mention in a paragraph,
 * each word weighted by its rarity, times the square of the share of the query's rarity the record
 * covers (see rank); a question's hits also by the share its page covers and by its phrases (see
 * byPhrases); older versions of versioned ledger pages are ranked down; pages about a chain the
 * query names are ranked up, that chain's landing page most; one hit per URL (DocSearch's distinct on url), and
 * when asked (foldTwins: the modal, /search and search_docs) one per twin group: the same heading or paragraph in several chains' folders.
 */
import {compoundTails, isHexCode, isIdentifier, parseQuery, statusWordOf, tokenize, type QueryUnit} from './tokenizer';
import {limits} from '../limits';
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
  /**
   * Local only (the modal's and /search's clients ask for it; Algolia knows no such parameter): one hit per twin group of the
   * index (the same heading or paragraph in several chains' folders), carrying its twins' URLs (`twins`), so a
   * page of hits is a page of rows and only the shown hit's text is fetched.
   */
  foldTwins?: boolean;
  /**
   * With foldTwins: the folder path of the reader's chain (`/ledger-apps/polkadot/`), whose twin a group shows unless
   * the query names a chain.
   */
  twinsLead?: string;
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
  /** With foldTwins: the URLs of this hit's twins that matched too, in rank order. */
  twins?: string[];
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
  /** With foldTwins: the hits (one per URL) the rows stand for; nbHits counts the rows. */
  nbMatches?: number;
}

/** The longest query any surface sends (/search and search_docs; the modal's is shorter): the rest is not read. */
const MAX_QUERY_CHARS = limits.searchQuestionMaxLength;
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

/** Endings taken off a question's word to find its family: the shortest that leaves a stem of 4 letters or more. */
const FAMILY_ENDINGS = ['s', 'e', 'y', 'es', 'ed', 'er', 'or', 'ly', 'ing', 'ion', 'ies', 'ied', 'ers', 'ors', 'ings', 'ions'];
const FAMILY_ENDING_MAX = 7;
const FAMILY_QUALITY = 0.7;

/** A plain word without its ending (`synchronise` → `synchronis`, `verify` → `verif`); an identifier or short word as it is. */
export function stemOf(word: string): string {
  if (!/^\p{Ll}+$/u.test(word)) return word;
  for (const ending of FAMILY_ENDINGS) if (word.endsWith(ending) && word.length - ending.length >= 4) return word.slice(0, -ending.length);
  return word;
}

/** `word` is `term` plus an inflection ending (transactions → transaction, signed → sign). */
function isInflectionOf(word: string, term: string): boolean {
  return term.length >= 3 && word.startsWith(term) && STEM_ENDINGS.has(word.slice(term.length));
}

/** Score factor of a record about a chain the query names ("filecoin sign transaction"). */
const NAMED_CHAIN_BOOST = 1.6;
/**
 * Further factor of the page that stands for a chain the query names (a page ranked up, pageRank > 0: the
 * chain's landing page), and its factor when the query asks what that page states at a glance: the app's
 * version or the devices it runs on ("latest polkadot ledger app version", "does zcash support stax").
 * A query rule, as Algolia's rules boost a page for the queries it answers.
 */
const NAMED_CHAIN_PAGE_BOOST = 1.5;
const CHAIN_FACTS_BOOST = 5;
const CHAIN_FACT_WORDS = new Set(
  'version versions release releases latest newest current device devices nano stax flex apex firmware'.split(' '),
);
/** In such a query these words only say which version (the one the landing page records) or frame a device question ("does X support Stax"). Optional words, as Algolia's rules make them. */
const CHAIN_FACT_OPTIONAL = new Set(['latest', 'newest', 'current', 'support', 'supports', 'supported']);

/**
 * The words of such a query left to match: without the optional words, and with a word that writes the chain's
 * name longer ("crypto.org", where the landing page is "Crypto") read as the name itself, as Algolia's synonyms
 * would: the rest of the longer word favoured the pages whose title spells it so over the page that answers.
 * The name stays a word of the query: on a landing page that does not name the device asked about (an app not
 * built for Stax), it is what matches.
 */
export function chainFactUnits(units: QueryUnit[], named: Set<string>): QueryUnit[] {
  const nameWords = new Set([...named].flatMap((name) => name.toLowerCase().split(/\s+/)));
  return units
    .filter((u) => !CHAIN_FACT_OPTIONAL.has(u.term))
    .map((u) => {
      const name = nameWords.has(u.term) ? undefined : u.parts.find((part) => nameWords.has(part));
      return name ? {text: name, term: name, parts: [], last: u.last} : u;
    });
}

/**
 * Chains the query names, from the chain facet values the index holds (so the worker needs no copy
 * of the chain list): "aleph zero get address" names Aleph Zero, "crypto.org app" Crypto.
 */
export function namedChains(chainNames: Iterable<string>, units: QueryUnit[]): Set<string> {
  const text = ` ${units.map((u) => [u.text, ...u.parts].join(' ').toLowerCase()).join(' ')} `;
  const named = new Set<string>();
  for (const name of chainNames) if (text.includes(` ${name.toLowerCase()} `)) named.add(name);
  return named;
}

/** A match on a heading or the page title counts for the records below it, at this factor. */
const INHERIT = 0.6;
const LEVEL_BONUS = [1, 1.25, 1.15, 1.08, 1.05, 1.03, 1.02, 1];
/**
 * Phrases: a hit whose text has two query words next to each other (or one word apart), in the order typed,
 * gains up to this share of its score, weighted by their rarity (see phraseProximity). Questions only.
 */
const PHRASE = 1;

/** How a query word may match terms other than itself. */
interface Expansion {
  /** Completions of the word (`transactionSer` → `transactionserialize`), from PREFIX_MIN characters. */
  prefix: boolean;
  /** The word's family: its stem with another ending (see stemOf), at FAMILY_QUALITY. */
  family: boolean;
  /** Near misses (one typo from TYPO1_MIN characters, two from TYPO2_MIN) and inflections. */
  typo: boolean;
  /** Near misses only when the word matches no term as typed (a question's words are mostly spelled right). */
  typoOnlyUnknown: boolean;
}

/**
 * How a query word expands. A hexadecimal code (status word, INS or class byte) only ever matches itself:
 * 0x6986 is not 0x6984. A number takes no typo. In a question, words match as typed (an identifier exactly,
 * a plain word by its near misses only when it matches nothing), and only a word still being typed is
 * completed; a short query completes every word and forgives typos, as a search box is typed.
 */
function expansionOf(unit: QueryUnit, term: string, question: boolean): Expansion {
  if (isHexCode(term)) return {prefix: false, family: false, typo: false, typoOnlyUnknown: false};
  const number = /^\p{N}+$/u.test(term);
  if (!question) return {prefix: true, family: false, typo: !number, typoOnlyUnknown: false};
  if (isIdentifier(unit)) return {prefix: unit.last, family: false, typo: false, typoOnlyUnknown: false};
  return {prefix: unit.last, family: !number, typo: !number, typoOnlyUnknown: true};
}

interface Matched {
  /** Records the word matches directly, with the best score of each (parallel arrays). */
  ids: Int32Array;
  scores: Float32Array;
  terms: Set<string>;
  word: string;
  /** Rarity of the word over the index (0 when it matches nothing). */
  idf: number;
}

/**
 * The records either match finds as one query word, each with its better score: as with a word's expansions, one
 * rarity over both (here from the records each matches), so the code as typed does not outrank its status word.
 */
function eitherMatch(records: number, a: Matched, b: Matched): Matched {
  if (b.ids.length === 0) return a;
  if (a.ids.length === 0) return {...b, word: a.word};
  const idf = Math.log(1 + records / (a.ids.length + b.ids.length + 1));
  const best = new Map<number, number>();
  for (const x of [a, b]) x.ids.forEach((id, j) => best.set(id, Math.max(best.get(id) ?? 0, (x.scores[j] / x.idf) * idf)));
  return {
    ids: Int32Array.from(best.keys()),
    scores: Float32Array.from(best.values()),
    terms: new Set([...a.terms, ...b.terms]),
    word: a.word,
    idf,
  };
}

/**
 * How much of a query's phrasing a text keeps: for each pair of query words typed next to each other, the
 * rarity (idf) of the rarer one when the text has them in that order at most one word apart ("secure boot",
 * "container pooling", "supported … methods"). `units` are the query's words in the order typed.
 */
export function phraseProximity(text: string, units: ReadonlyArray<{terms: ReadonlySet<string>; idf: number}>): number {
  if (units.length < 2 || !text) return 0;
  // Position of each word of the text, and the query words it matches (whole, part or tail of an identifier).
  const at: number[][] = [];
  for (const token of tokenize(text)) {
    if (!token.part) at.push([]);
    const here = at[at.length - 1];
    if (!here) continue;
    for (const tok of [token, ...compoundTails(token, text)])
      units.forEach((u, k) => u.terms.has(tok.term) && !here.includes(k) && here.push(k));
  }
  let near = 0;
  for (let k = 0; k + 1 < units.length; k++) {
    let found = false;
    for (let i = 0; i < at.length && !found; i++) {
      if (!at[i].includes(k)) continue;
      for (let j = i + 1; j <= i + 2 && j < at.length; j++) if (at[j].includes(k + 1)) found = true;
    }
    if (found) near += Math.min(units[k].idf, units[k + 1].idf);
  }
  return near;
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

/** First index of a sorted array (terms, record ids) whose value is at least x. */
function lowerBound<T extends string | number>(arr: ArrayLike<T>, x: T): number {
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

  /**
   * `offline`, asked at each search (a browser's worker: `!navigator.onLine`): while it says so, only some shards are
   * on the device, so the hits and their counts are those whose shards it has (see withDocShards).
   */
  constructor(
    private readonly load: Loader,
    private readonly options: {offline?: () => boolean} = {},
  ) {}

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
  private expand(shard: TermShard, word: string, how: Expansion): Array<[number, number]> {
    const found: Array<[number, number]> = [];
    const t = shard.t;
    const at = lowerBound(t, word);
    if (t[at] === word) found.push([at, 1]);
    const len = Array.from(word).length;
    const allowPrefix = how.prefix;
    if (allowPrefix && len >= PREFIX_MIN) {
      const prefixMatches: Array<[number, number]> = [];
      for (let i = t[at] === word ? at + 1 : at; i < t.length && t[i].startsWith(word); i++) {
        prefixMatches.push([i, 0.9 - 0.4 * Math.min(1, (t[i].length - word.length) / Math.max(word.length, 4))]);
      }
      // Prefer the closest completions when a short prefix expands to many terms.
      prefixMatches.sort((a, b) => t[a[0]].length - t[b[0]].length);
      found.push(...prefixMatches.slice(0, MAX_EXPANSIONS));
    }
    if (how.family) {
      // The word's family: its stem with another ending (containers → container, monitor → monitoring).
      const stem = stemOf(word);
      const family: Array<[number, number]> = [];
      for (let i = lowerBound(t, stem); i < t.length && t[i].startsWith(stem); i++) {
        const ending = t[i].slice(stem.length);
        if (t[i] !== word && ending.length <= FAMILY_ENDING_MAX && /^\p{Ll}*$/u.test(ending) && !found.some(([f]) => f === i))
          family.push([i, FAMILY_QUALITY]);
      }
      found.push(...family.slice(0, MAX_EXPANSIONS));
    }
    const spelled = found.length > 0;
    if (how.typo && len >= TYPO1_MIN && !(how.typoOnlyUnknown && spelled)) {
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

  /** Best direct score per record of the word being matched (zero elsewhere), and the records it touched. */
  private wordScores?: Float32Array;

  private async matchWord(m: Manifest, word: string, how: Expansion): Promise<Matched> {
    const terms = new Set<string>();
    let idf = 0;
    const touched: number[] = [];
    const shard = await this.shardFor(m, word);
    // From here on nothing awaits, so the scratch array belongs to this word until it is cleared again.
    const best = (this.wordScores ??= new Float32Array(m.n));
    if (shard) {
      const file = this.shardFiles(m, word)[0];
      const expanded = this.expand(shard, word, how);
      // One idf per query word (over all its expansions), so a completion never outscores the exact word.
      let df = 0;
      for (const [i] of expanded) df += this.postings(shard, i, file).length;
      idf = Math.log(1 + m.n / (df + 1));
      for (const [i, quality] of expanded) {
        const post = this.postings(shard, i, file);
        terms.add(shard.t[i]);
        for (const [id, field] of post) {
          const s = FIELD_WEIGHT[field] * quality * idf;
          if (best[id] === 0) touched.push(id);
          if (s > best[id]) best[id] = s;
        }
      }
    }
    const ids = Int32Array.from(touched);
    const scores = new Float32Array(ids.length);
    ids.forEach((id, j) => {
      scores[j] = best[id];
      best[id] = 0;
    });
    return {ids, scores, terms, word, idf};
  }

  /** Resolve each query unit to a match; a compound without whole matches becomes its parts. */
  private async matchUnits(m: Manifest, units: QueryUnit[], question: boolean): Promise<Matched[]> {
    const out: Matched[] = [];
    for (const u of units) {
      let whole = await this.matchWord(m, u.term, expansionOf(u, u.term, question));
      // A bare code stands for its status word too, also where some page names the bare number (the assistants
      // page's "'6985'" once hid every status-word row from a search for 6985).
      const statusWord = statusWordOf(u.term);
      if (statusWord) whole = eitherMatch(m.n, whole, await this.matchWord(m, statusWord, expansionOf(u, statusWord, question)));
      if (whole.ids.length > 0 || u.parts.length === 0) {
        out.push({...whole, word: u.text});
        continue;
      }
      for (const part of u.parts) {
        const how = expansionOf(u, part, question);
        out.push({...(await this.matchWord(m, part, {...how, prefix: how.prefix && u.last})), word: part});
      }
    }
    return out;
  }

  async search(params: SearchParams): Promise<SearchResult> {
    const started = Date.now();
    const m = await this.getManifest();
    const query = String(params.query ?? '').slice(0, MAX_QUERY_CHARS);
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20) || 20));
    const page = Math.max(0, Number(params.page ?? 0) || 0);
    const parsed = parseQuery(query);
    const {question} = parsed;
    const named = namedChains(new Set(m.facets.flatMap((f) => f.chain ?? [])), parsed.units);
    const asksFacts = named.size > 0 && parsed.units.some((u) => CHAIN_FACT_WORDS.has(u.term));
    const units = asksFacts ? chainFactUnits(parsed.units, named) : parsed.units;
    // Fetch all needed shards in parallel before matching.
    await Promise.all(
      units
        .flatMap((u) => [u.term, ...u.parts])
        .flatMap((t) => this.shardFiles(m, t))
        .map((f) => this.cached(this.shards, f)),
    );
    const matched = units.length ? await this.matchUnits(m, units, question) : [];
    const ranked = this.rank(m, matched, params.facetFilters, named, question, asksFacts ? CHAIN_FACTS_BOOST : NAMED_CHAIN_PAGE_BOOST);

    // distinct: one hit per URL (page + anchor), named by the record of its anchor.
    const seenUrl = new Uint8Array(m.n);
    const distinct: typeof ranked = [];
    for (const s of ranked) {
      const key = this.anchorKey(m, s.id);
      if (seenUrl[key]) continue;
      seenUrl[key] = 1;
      distinct.push(s);
    }

    // A query that names a chain keeps that chain's twin in front (it ranks first), not the reader's.
    const rows: Array<(typeof distinct)[number] & {twins?: number[]}> = params.foldTwins
      ? foldTwins(m, distinct, named.size > 0 ? undefined : params.twinsLead)
      : distinct;
    const available = await this.withDocShards(m, rows, page, hitsPerPage);
    const nbHits = available.length;
    let slice = hitsPerPage > 0 ? available.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
    if (question && slice.length > 1) slice = await this.byPhrases(m, slice, matched);
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
      // The hits the rows stand for: each row and its twins (fewer than `distinct` where some shard cannot be had).
      ...(params.foldTwins && {nbMatches: available.reduce((n, row) => n + 1 + (row.twins?.length ?? 0), 0)}),
    };
  }

  /** Per record: its place among the candidates of the ranking under way, -1 elsewhere (reset after each ranking). */
  private candidateAt?: Int32Array;

  /**
   * Scores every record a query word matches (synchronous: the engine's scratch array is reset before it returns).
   * A record's score is the sum over the query's words of its best field match (a heading's or the page
   * title's match counts for the records below it at INHERIT), each weighted by the word's rarity (idf), then
   * multiplied by
   * - the square of the share of the query's rarity the record covers: records holding all the rare words lead,
   *   but one missing a common word is still ranked (OR), not dropped as an AND would;
   * - for a question, the share of the query's rarity its page covers, anywhere on the page: the best pages
   *   match most words (a short query's words are few, and its records already cover them or not);
   * - its heading level, older versioned pages ranked down, and pages about a chain the query names (the
   *   page that stands for that chain by `chainPageBoost` more).
   * Work is per match, not per record and word: a word's matches are added to the records they reach.
   */
  private rank(
    m: Manifest,
    matched: Matched[],
    filters: SearchParams['facetFilters'],
    named: Set<string>,
    question: boolean,
    chainPageBoost: number,
  ): Array<{id: number; words: number; score: number}> {
    const pageOk = new Int8Array(m.pages.length);
    const facetOk = (rec: number) => {
      const p = m.recPage[rec];
      if (pageOk[p] === 0) pageOk[p] = matchesFacetFilters(m.facets[m.pages[p][3]], filters) ? 1 : -1;
      return pageOk[p] === 1;
    };
    // A word nobody wrote anywhere does not count against the others.
    const totalIdf = matched.reduce((t, mt) => t + (mt.ids.length > 0 ? mt.idf : 0), 0) || 1;
    // Candidates: the records a word matches directly, in id (document) order.
    const at = (this.candidateAt ??= new Int32Array(m.n).fill(-1));
    const pageCovered = new Float64Array(m.pages.length);
    const pageSeen = new Int32Array(m.pages.length).fill(-1);
    const ids: number[] = [];
    matched.forEach((mt, u) => {
      for (const id of mt.ids) {
        const p = m.recPage[id];
        if (pageSeen[p] !== u) {
          pageSeen[p] = u;
          pageCovered[p] += mt.idf;
        }
        if (at[id] === -1 && facetOk(id)) {
          at[id] = 0;
          ids.push(id);
        }
      }
    });
    const candidates = Int32Array.from(ids).sort();
    candidates.forEach((id, c) => (at[id] = c));
    const count = candidates.length;
    const score = new Float64Array(count);
    const covered = new Float64Array(count);
    const words = new Uint8Array(count);
    // One word at a time: its best match per candidate, direct or inherited from a heading above it.
    const best = new Float32Array(count);
    const touched: number[] = [];
    const offer = (c: number, v: number) => {
      if (best[c] === 0) touched.push(c);
      if (v > best[c]) best[c] = v;
    };
    for (const mt of matched) {
      for (let j = 0; j < mt.ids.length; j++) {
        const id = mt.ids[j];
        const v = mt.scores[j];
        if (at[id] >= 0) offer(at[id], v);
        if (m.recLevel[id] < CONTENT_LEVEL) {
          const end = m.recEnd[id];
          for (let c = lowerBound(candidates, id + 1); c < count && candidates[c] < end; c++) offer(c, v * INHERIT);
        }
      }
      for (const c of touched) {
        score[c] += best[c];
        covered[c] += mt.idf;
        words[c]++;
        best[c] = 0;
      }
      touched.length = 0;
    }
    for (const id of candidates) at[id] = -1;

    const chainFactor = new Float32Array(m.facets.length).fill(1);
    if (named.size > 0) m.facets.forEach((f, i) => (f.chain ?? []).some((c) => named.has(c)) && (chainFactor[i] = NAMED_CHAIN_BOOST));
    const scored: Array<{id: number; words: number; score: number}> = [];
    for (let c = 0; c < count; c++) {
      if (words[c] === 0) continue;
      const id = candidates[c];
      const p = m.recPage[id];
      const [, , , facet, pageRank] = m.pages[p];
      const coverage = covered[c] / totalIdf;
      const s =
        score[c] *
        coverage *
        coverage *
        (question ? pageCovered[p] / totalIdf : 1) *
        LEVEL_BONUS[m.recLevel[id]] *
        (pageRank < 0 ? 0.35 : 1) *
        chainFactor[facet] *
        (pageRank > 0 && chainFactor[facet] > 1 ? chainPageBoost : 1);
      scored.push({id, words: words[c], score: s});
    }
    return scored.sort((a, b) => b.score - a.score || a.id - b.id);
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
   * The ranked hits whose document shard can be had. Online, only the requested page's shards are loaded. Offline
   * (issue 42: the shards kept on this device answer), or once one of the page's shards fails, every shard of every
   * hit and twin is tried, at once: hits in the others are left out, the page is filled from the next ones, and the
   * counts are those of the hits that can be shown ("4 results", not "4 results (366 matches)"). Offline, a shard
   * this device has answers from it and the others fail at once. Only when no hit's shard can be had does the search
   * fail, with that failure.
   */
  private async withDocShards<T extends {id: number; twins?: number[]}>(
    m: Manifest,
    ranked: T[],
    page: number,
    hitsPerPage: number,
  ): Promise<T[]> {
    const slice = hitsPerPage > 0 ? ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
    const offline = this.options.offline?.() ?? false;
    const missing = offline
      ? new Map<string, unknown>()
      : await this.missingDocShards(
          m,
          slice.map((s) => s.id),
        );
    if (!offline && missing.size === 0) return ranked;
    const others = ranked.flatMap((s) => [s.id, ...(s.twins ?? [])]).filter((id) => !missing.has(this.docShardFile(m, id)));
    for (const [file, reason] of await this.missingDocShards(m, others)) missing.set(file, reason);
    if (missing.size === 0) return ranked;
    // A folded row whose shard failed stands on its first twin in another shard; twins whose shard failed leave it.
    const kept = (id: number) => !missing.has(this.docShardFile(m, id));
    const available = ranked.flatMap((s) => {
      const twins = s.twins?.filter(kept);
      const id = kept(s.id) ? s.id : twins?.shift();
      return id === undefined ? [] : [s.twins ? {...s, id, twins} : s];
    });
    if (available.length === 0) throw missing.values().next().value;
    return available;
  }

  /** The document shards of these hits that cannot be had, with why: each is tried once, all at the same time. */
  private async missingDocShards(m: Manifest, ids: number[]): Promise<Map<string, unknown>> {
    const files = [...new Set(ids.map((id) => this.docShardFile(m, id)))];
    const settled = await Promise.allSettled(files.map((file) => this.cached(this.docs, file)));
    return new Map(settled.flatMap((result, i) => (result.status === 'rejected' ? [[files[i], result.reason] as const] : [])));
  }

  /**
   * A page of hits reordered by phrases: query words typed next to each other that stand next to each other
   * (at most one word apart) in a hit's text raise it (see phraseProximity). Only the hits of the page asked
   * for are read, whose text is fetched to show them anyway; the pages of hits stay the same.
   */
  private async byPhrases<T extends {id: number; score: number}>(m: Manifest, slice: T[], matched: Matched[]): Promise<T[]> {
    const shards = await Promise.all(slice.map((s) => this.docShard(m, s.id)));
    const totalIdf = matched.reduce((t, mt) => t + (mt.ids.length > 0 ? mt.idf : 0), 0) || 1;
    return slice
      .map((s, i) => {
        const row = shards[i].r[s.id - shards[i].start];
        const level = m.recLevel[s.id];
        const text = level === CONTENT_LEVEL ? (row[6] ?? '') : level === 1 ? m.pages[m.recPage[s.id]][2] : (row[level - 1] ?? '');
        return {...s, score: s.score * (1 + (PHRASE * phraseProximity(text, matched)) / totalIdf)};
      })
      .sort((a, b) => b.score - a.score);
  }

  private async materialize(
    m: Manifest,
    slice: Array<{id: number; words: number; score: number; twins?: number[]}>,
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
        // A twin says the same under the same anchor: its URL is its page's with this hit's anchor.
        ...(s.twins && {twins: s.twins.map((t) => `${m.origin}${m.pages[m.recPage[t]][0]}${row[0] ? `#${row[0]}` : ''}`)}),
      };
    });
  }
}

/**
 * One row per twin group, at the place of its best-ranked member: the member in the reader's chain folder (`lead`)
 * when it matched, else that best one, with the other members' record ids in rank order. Records in no group pass.
 */
export function foldTwins<T extends {id: number}>(m: Manifest, ranked: T[], lead?: string): Array<T & {twins?: number[]}> {
  const rowAt = new Map<number, number>();
  const rows: Array<T & {twins?: number[]}> = [];
  for (const s of ranked) {
    const group = m.recTwin[s.id];
    const at = group < 0 ? undefined : rowAt.get(group);
    if (at === undefined) {
      if (group >= 0) rowAt.set(group, rows.length);
      rows.push(group >= 0 ? {...s} : s);
    } else (rows[at].twins ??= []).push(s.id);
  }
  const leadPath = lead?.toLowerCase();
  const inLead = (id: number) => !!leadPath && m.pages[m.recPage[id]][0].toLowerCase().startsWith(leadPath);
  if (leadPath)
    for (const at of rowAt.values()) {
      const row = rows[at];
      const twins = row.twins ?? [];
      const leadAt = inLead(row.id) ? -1 : twins.findIndex(inLead);
      if (leadAt >= 0) rows[at] = {...row, id: twins[leadAt], twins: [row.id, ...twins.filter((_, i) => i !== leadAt)]};
    }
  return rows;
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
