/**
 * The local index: a small manifest plus term shards and document shards, all JSON,
 * written next to the built site under /search-index/. Built once in Node (postBuild);
 * the browser only parses it (no indexing in the browser).
 *
 * - manifest.json: page table (url, lvl0, lvl1, facets, rank), per-record structure
 *   (page, parent heading, level), where each shard lives, and (with a twin key) which
 *   records are the same in several chains' folders.
 * - terms-<key>.<hash>.json: the sorted terms whose first 1–2 characters are <key>,
 *   each with its postings (record id + field). A query fetches only the shards of
 *   its words.
 * - docs-<n>.<hash>.json: display text of a contiguous range of records (whole pages),
 *   fetched only for the hits being shown.
 */
import {indexTerms, joinedPairs} from './tokenizer';
import type {SearchRecord} from './record';
import {
  CONTENT_LEVEL,
  FIELD,
  FIELD_BASE,
  FIELD_WEIGHT,
  INDEX_FORMAT_VERSION,
  encodeTwins,
  keyFileName,
  manifestFile,
  shardKeyOf,
  type DocShard,
  type Manifest,
  type TermShard,
} from './indexTypes';

export * from './indexTypes';

export interface BuiltIndex {
  manifest: Manifest;
  files: Map<string, string>;
}

const TERM_SHARD_SPLIT_BYTES = 48_000;
const DOC_SHARD_TARGET_BYTES = 40_000;

/**
 * Ten hex digits naming a shard by its content, so hosts may cache shards for ever: cyrb53 (a public-domain
 * 53-bit string hash), pure so the index can be written in any runtime (a test, a worker). A name only has
 * to change with the content; it guards no secret.
 */
export function shortHash(s: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(16).padStart(14, '0').slice(-10);
}

export interface BuildOptions {
  /**
   * The key of a record that may say the same thing in another chain's folder (grouping.ts, `twinKey`): records
   * sharing a key become a twin group in the manifest, so the engine can fold them before it loads their text.
   */
  twinKey?: (record: SearchRecord) => string | undefined;
}

/** Twin group ids per record, numbered by first appearance; groups of one record are none (-1). */
function twinGroups(sorted: SearchRecord[], twinKey: BuildOptions['twinKey']): Int32Array | undefined {
  if (!twinKey) return undefined;
  const byKey = new Map<string, number[]>();
  sorted.forEach((r, id) => {
    const key = twinKey(r);
    if (key === undefined) return;
    const ids = byKey.get(key);
    if (ids) ids.push(id);
    else byKey.set(key, [id]);
  });
  const groupOf = new Int32Array(sorted.length).fill(-1);
  let groups = 0;
  for (const ids of byKey.values()) {
    if (ids.length < 2) continue;
    for (const id of ids) groupOf[id] = groups;
    groups++;
  }
  // Renumbered by first appearance: the runs of encodeTwins are then as long as the duplicated pages.
  const renumbered = new Map<number, number>();
  return groupOf.map((g) => (g < 0 ? g : (renumbered.get(g) ?? renumbered.set(g, renumbered.size).get(g)!)));
}

function twinsField(groupOf: Int32Array | undefined): {twins?: string} {
  const encoded = groupOf ? encodeTwins(groupOf) : '';
  return encoded ? {twins: encoded} : {};
}

export function buildIndex(records: SearchRecord[], options: BuildOptions = {}): BuiltIndex {
  // Records sorted by page url, then document position, so that a page's records are contiguous.
  const sorted = [...records].sort((a, b) =>
    a.url_without_anchor < b.url_without_anchor
      ? -1
      : a.url_without_anchor > b.url_without_anchor
        ? 1
        : a.weight.position - b.weight.position,
  );
  const origin = sorted.length ? new URL(sorted[0].url).origin : '';
  const pages: Manifest['pages'] = [];
  const pageIndex = new Map<string, number>();
  const facets: Manifest['facets'] = [];
  const facetIndex = new Map<string, number>();
  const recPage: number[] = [];
  const recLevel: number[] = [];
  const pageStart: number[] = [];
  const postings = new Map<string, Map<number, number>>();

  const post = (text: string | null, id: number, field: number) => {
    if (!text) return;
    const words = indexTerms(text);
    const terms = field === FIELD.content || field === FIELD.lvl0 || field === FIELD.code ? words : [...words, ...joinedPairs(text)];
    const long = field !== FIELD.code && words.length > 2;
    const f = !long
      ? field
      : field === FIELD.title
        ? FIELD.titleLong
        : field === FIELD.lvl2
          ? FIELD.lvl2Long
          : field === FIELD.heading
            ? FIELD.headingLong
            : field;
    for (const term of terms) {
      let m = postings.get(term);
      if (!m) postings.set(term, (m = new Map()));
      const prev = m.get(id);
      if (prev === undefined || FIELD_WEIGHT[f] > FIELD_WEIGHT[prev]) m.set(id, f);
    }
  };

  sorted.forEach((r, id) => {
    let p = pageIndex.get(r.url_without_anchor);
    if (p === undefined) {
      const fkey = JSON.stringify([r.language, r.docusaurus_tag, r.version, r.chain ?? null]);
      let f = facetIndex.get(fkey);
      if (f === undefined) {
        f = facets.length;
        facets.push({language: r.language, docusaurus_tag: r.docusaurus_tag, version: r.version, ...(r.chain ? {chain: r.chain} : {})});
        facetIndex.set(fkey, f);
      }
      p = pages.length;
      pages.push([new URL(r.url_without_anchor).pathname, r.hierarchy.lvl0 ?? '', r.hierarchy.lvl1 ?? '', f, r.weight.pageRank]);
      pageIndex.set(r.url_without_anchor, p);
      pageStart.push(id);
    }
    const level = r.type === 'content' ? CONTENT_LEVEL : Number(r.type.slice(3));
    recPage.push(p);
    recLevel.push(level);
    if (r.code) post(r.code, id, FIELD.code);
    if (r.type === 'lvl1') {
      post(r.hierarchy.lvl1, id, FIELD.title);
      post(r.hierarchy.lvl0, id, FIELD.lvl0);
    } else if (r.type === 'content') {
      post(r.content, id, FIELD.content);
    } else {
      post(r.hierarchy[r.type], id, r.type === 'lvl2' ? FIELD.lvl2 : FIELD.heading);
    }
  });

  // Term shards: by first character; a first character whose shard is too large is split by two.
  const byFirst = new Map<string, string[]>();
  for (const term of postings.keys()) {
    const first = Array.from(term)[0];
    const list = byFirst.get(first) ?? [];
    list.push(term);
    byFirst.set(first, list);
  }
  const encode = (term: string) => {
    const ids = [...postings.get(term)!.entries()].sort((a, b) => a[0] - b[0]);
    let prev = 0;
    return ids
      .map(([id, field]) => {
        const v = (id - prev) * FIELD_BASE + field;
        prev = id;
        return v.toString(36);
      })
      .join(',');
  };
  const keyLen: Record<string, number> = {};
  const shards = new Map<string, string[]>();
  for (const [first, terms] of byFirst) {
    const size = terms.reduce((s, t) => s + t.length + 4 + postings.get(t)!.size * 3, 0);
    keyLen[first] = size > TERM_SHARD_SPLIT_BYTES ? 2 : 1;
    for (const t of terms) {
      const key = shardKeyOf(t, keyLen);
      const list = shards.get(key) ?? [];
      list.push(t);
      shards.set(key, list);
    }
  }
  const files = new Map<string, string>();
  const termFiles: Record<string, string> = {};
  for (const [key, terms] of [...shards.entries()].sort()) {
    terms.sort();
    const shard: TermShard = {t: terms, p: terms.map(encode)};
    const json = JSON.stringify(shard);
    const name = `terms-${keyFileName(key)}.${shortHash(json)}.json`;
    files.set(name, json);
    termFiles[key] = name;
  }

  // Document shards: contiguous record ranges, cut at page boundaries.
  const docs: Manifest['docs'] = [];
  let current: DocShard | undefined;
  let currentBytes = 0;
  const flush = () => {
    if (!current) return;
    const json = JSON.stringify(current);
    const name = `docs-${docs.length}.${shortHash(json)}.json`;
    files.set(name, json);
    docs.push([current.start, name]);
    current = undefined;
    currentBytes = 0;
  };
  sorted.forEach((r, id) => {
    const newPage = id === 0 || recPage[id] !== recPage[id - 1];
    if (current && newPage && currentBytes > DOC_SHARD_TARGET_BYTES) flush();
    if (!current) current = {start: id, r: []};
    const h = r.hierarchy;
    const row: DocShard['r'][number] = [r.anchor, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6, r.content, r.objectID];
    current.r.push(row);
    currentBytes += JSON.stringify(row).length;
  });
  flush();

  const manifestBody = {
    v: INDEX_FORMAT_VERSION,
    origin,
    pages,
    facets,
    pageStart,
    levels: recLevel.join(''),
    keyLen,
    terms: termFiles,
    docs,
    n: sorted.length,
    ...twinsField(twinGroups(sorted, options.twinKey)),
  };
  const build = shortHash(JSON.stringify(manifestBody));
  const manifest: Manifest = {...manifestBody, build};
  files.set(manifestFile, JSON.stringify(manifest));
  return {manifest, files};
}
