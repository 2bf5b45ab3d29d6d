/** Types and constants of the local index format, shared by the Node builder and the browser worker. */

export const INDEX_FORMAT_VERSION = 3;

/** The index's one file not named by its content: the page table and where each shard lives. */
export const manifestFile = 'manifest.json';

/**
 * Field of a posting. Titles and headings of at most two words ("Indexer") are told
 * apart from longer ones ("SubQuery indexer deployment notes"): a word that is the
 * whole heading is a stronger answer than a word among many (Algolia's 'exact').
 */
export const FIELD = {title: 0, lvl2: 1, heading: 2, content: 3, lvl0: 4, titleLong: 5, lvl2Long: 6, headingLong: 7, code: 8} as const;
/** Weight of each field code when a query word matches it directly (code identifiers: lowest). */
export const FIELD_WEIGHT = [10, 7, 6, 3, 2, 9, 6.3, 5.4, 1.5];
/** Postings pack (record id delta × FIELD_BASE + field). */
export const FIELD_BASE = 16;

/** Record levels: 1..6 for headings (lvl1 = page), 7 for content. */
export const CONTENT_LEVEL = 7;

export interface Manifest {
  v: number;
  build: string;
  origin: string;
  /** [pathname, lvl0, lvl1, facet index, rank (0 = normal, <0 = older version)] */
  pages: Array<[string, string, string, number, number]>;
  facets: Array<{language: string; docusaurus_tag: string; version: string[]; chain?: string[]}>;
  /** Per page: id of its first record (a page's records are contiguous). */
  pageStart: number[];
  /** Per record: one character, '1'..'6' heading level, '7' content. */
  levels: string;
  /** First character → key length (1 or 2) of its term shards. */
  keyLen: Record<string, number>;
  /** Shard key → file name. */
  terms: Record<string, string>;
  /** [first record id, file name] sorted by first record id. */
  docs: Array<[number, string]>;
  /** Record count (same as recPage.length). */
  n: number;
  /**
   * Optional: records that say the same thing in several chains' folders ("twins", the key of grouping.ts), as
   * runs of group ids (encodeTwins). Absent in an index built without a twin key; the engine then folds nothing.
   */
  twins?: string;
}

export interface TermShard {
  /** Sorted terms. */
  t: string[];
  /** Postings of t[i]: comma-separated base-36 of (recordIdDelta * FIELD_BASE + field). */
  p: string[];
}

/** Display data of records [start, start + r.length). */
export interface DocShard {
  start: number;
  /** [anchor, lvl2, lvl3, lvl4, lvl5, lvl6, content, objectID] */
  r: Array<[string | null, string | null, string | null, string | null, string | null, string | null, string | null, string]>;
}

/** Shard key of a term for a given key length: its first `len` characters (or the whole term if shorter). */
export function shardKeyOf(term: string, keyLen: Record<string, number>): string {
  const first = Array.from(term)[0] ?? '';
  const len = keyLen[first] ?? 1;
  return Array.from(term).slice(0, len).join('');
}

/** Safe file-name fragment for a shard key (keys may hold any Unicode letter). */
export function keyFileName(key: string): string {
  return /^[a-z0-9]+$/.test(key)
    ? key
    : `u${Array.from(key)
        .map((c) => c.codePointAt(0)!.toString(36))
        .join('-')}`;
}

/**
 * Per record a twin group id (-1: none) as text: runs of consecutive records whose group ids are consecutive, each
 * "<records skipped since the last run> <first group id> <length>" in base 36, runs joined by commas. Groups are
 * numbered by first appearance, so the duplicated pages' records (same layout, same order) make long runs.
 */
export function encodeTwins(groupOf: ArrayLike<number>): string {
  const runs: string[] = [];
  let next = 0;
  for (let id = 0; id < groupOf.length;) {
    if (groupOf[id] < 0) {
      id++;
      continue;
    }
    let len = 1;
    while (id + len < groupOf.length && groupOf[id + len] === groupOf[id] + len) len++;
    runs.push([id - next, groupOf[id], len].map((v) => v.toString(36)).join(' '));
    id += len;
    next = id;
  }
  return runs.join(',');
}

export function decodeTwins(encoded: string | undefined, n: number): Int32Array {
  const groupOf = new Int32Array(n).fill(-1);
  if (!encoded) return groupOf;
  let id = 0;
  for (const run of encoded.split(',')) {
    const [skip, first, len] = run.split(' ').map((v) => parseInt(v, 36));
    id += skip;
    for (let i = 0; i < len && id < n; i++, id++) groupOf[id] = first + i;
  }
  return groupOf;
}

/** The manifest with per-record structure expanded (done once after fetching it). */
export interface LoadedManifest extends Manifest {
  /** Per record: page index. */
  recPage: Int32Array;
  /** Per record: nearest heading record above it on the same page, -1 for the page record. */
  recParent: Int32Array;
  /** Per record: 1..6 heading level, 7 content. */
  recLevel: Uint8Array;
  /** Per record: the id after its last record below it (the records a heading's match counts for); id + 1 for content. */
  recEnd: Int32Array;
  /** Per record: its twin group (the same heading or paragraph in other chains' folders), -1 for none. */
  recTwin: Int32Array;
}

export function hydrateManifest(m: Manifest): LoadedManifest {
  const n = m.levels.length;
  const recPage = new Int32Array(n);
  const recParent = new Int32Array(n);
  const recLevel = new Uint8Array(n);
  const recEnd = new Int32Array(n);
  const stack: number[] = [];
  let page = -1;
  for (let id = 0; id < n; id++) {
    if (page + 1 < m.pageStart.length && m.pageStart[page + 1] === id) {
      page++;
      while (stack.length) recEnd[stack.pop()!] = id;
    }
    const level = m.levels.charCodeAt(id) - 48;
    recLevel[id] = level;
    recPage[id] = page;
    recEnd[id] = id + 1;
    while (stack.length && recLevel[stack[stack.length - 1]] >= level) recEnd[stack.pop()!] = id;
    recParent[id] = stack.length ? stack[stack.length - 1] : -1;
    if (level < CONTENT_LEVEL) stack.push(id);
  }
  while (stack.length) recEnd[stack.pop()!] = n;
  return {...m, recPage, recParent, recLevel, recEnd, recTwin: decodeTwins(m.twins, n)};
}
