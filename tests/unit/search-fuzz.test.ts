/**
 * Fuzz: 10,000 random and hostile queries (HTML, regex metacharacters, emoji, RTL text,
 * 1,000-character strings, empty) against the local engine never throw and never
 * return markup other than the <mark> tags the engine adds to escaped text.
 */
import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../src/search/records';
import {buildIndex} from '@zondax/docs-core/search/indexFormat';
import {SearchEngine} from '@zondax/docs-core/search/engine';

const ORIGIN = 'https://docs.example.test';
const QUERIES = 10_000;

/** Deterministic PRNG (mulberry32) so a failure can be replayed. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hostile = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE docs; --",
  '</mark><script>',
  '<mark>',
  '&lt;b&gt;',
  '&amp;',
  '((((',
  '[a-z]+',
  '.*',
  '\\',
  '$^|?*+',
  '{{7*7}}',
  '${x}',
  '🔥🚀 ledger',
  '👨‍👩‍👧‍👦',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202eevil\u202c',
  '\u0000\u0001',
  'Zürich ñandú',
  '漢字 テスト',
  'INS_GET_ADDR_SAPLING',
  'transactionSignLotus',
  'balances.transfer',
  '0x6985',
  'sign_t',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  ' ',
  '',
  '\t\n',
  '%00',
  '%3Cscript%3E',
  'a'.repeat(1000),
  'transfer '.repeat(120),
];
const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789 _.-:/<>&"\'`()[]{}*+?^$|\\#%@!~=;,🙂ñü漢ش\u200b\u202e';

function randomQuery(r: () => number): string {
  const kind = r();
  if (kind < 0.3) return hostile[Math.floor(r() * hostile.length)];
  if (kind < 0.4) return hostile[Math.floor(r() * hostile.length)] + ' ' + hostile[Math.floor(r() * hostile.length)];
  const len = kind < 0.45 ? 1000 : Math.floor(r() * 40);
  let s = '';
  for (let i = 0; i < len; i++) s += Array.from(alphabet)[Math.floor(r() * Array.from(alphabet).length)];
  return s;
}

const page = (title: string, body: string) =>
  `<html><head><meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=docs-zemu-current></head><body><main><article><header><h1>${title}</h1></header>${body}</article></main></body></html>`;

function hostileEngine() {
  const pages = [
    page(
      '&lt;script&gt;alert(1)&lt;/script&gt; title',
      '<p>&lt;img src=x onerror=alert(1)&gt; transfer ledger &amp; more &quot;quoted&quot; &#39;single&#39;</p><h2 id=x>&lt;b&gt;bold&lt;/b&gt; heading</h2><p>[a-z]+ .* $^ regex (((( text 🔥 emoji مرحبا</p>',
    ),
    page(
      'Ledger transfer',
      '<p>INS_GET_ADDR_SAPLING balances.transfer transactionSignLotus 0x6985 sign_t</p><ul><li>&lt;/mark&gt;&lt;script&gt; inside a list</li></ul>',
    ),
  ];
  const records = pages.flatMap((html, i) => extractRecords(html, {pathname: `/p${i}`}, {origin: ORIGIN}));
  const {files} = buildIndex(records);
  return new SearchEngine(async (f) => JSON.parse(files.get(f)!));
}

/** Any tag that is not exactly <mark> or </mark>. */
const FOREIGN_TAG = /<(?!\/?mark>)/;

describe('search fuzz', () => {
  it(`${QUERIES} random and hostile queries never throw and never return unescaped markup`, async () => {
    const e = hostileEngine();
    const r = rng(20261122);
    let withHits = 0;
    for (let i = 0; i < QUERIES; i++) {
      const query = randomQuery(r);
      const result = await e.search({
        query,
        hitsPerPage: 20,
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:5'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetEllipsisText: '…',
      });
      if (result.nbHits > 0) withHits++;
      for (const hit of result.hits) {
        const values = [
          ...Object.values(hit._highlightResult.hierarchy).map((v) => v.value),
          ...Object.values(hit._snippetResult.hierarchy).map((v) => v.value),
          hit._highlightResult.content?.value ?? '',
          hit._snippetResult.content?.value ?? '',
        ];
        for (const v of values) {
          if (FOREIGN_TAG.test(v)) throw new Error(`markup for query ${JSON.stringify(query)}: ${v}`);
          // Balanced marks, never nested.
          expect(v.split('<mark>').length, v).toBe(v.split('</mark>').length);
        }
      }
    }
    // The fuzz must exercise the highlighter, not only the no-results path.
    expect(withHits).toBeGreaterThan(QUERIES / 10);
  }, 120_000);
});
