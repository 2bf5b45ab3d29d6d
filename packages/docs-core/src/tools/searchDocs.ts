/**
 * search_docs: the site's own search (search/engine.ts) with the facet filters its search box
 * sends, the reader's section and chain scope (search/scope.ts), chain twins folded by the engine and
 * the cross-chain grouping (search/grouping.ts), so an assistant sees the entries a reader sees on
 * /search, in the same order: a heading every Ledger app has is one entry naming the chains, and the
 * rest of the list is other headings (grouping one page of raw hits left "apdu" a single entry).
 */
import {z} from 'zod';
import {scopeFilters} from '../search/scope';
import {unescapeHtml} from '../text/unescapeHtml.mjs';
import {limits} from '../limits';
import type {LocalHit} from '../search/engine';
import type {Snapshot} from '../snapshot/snapshot';
import {resolveChainName, resolveSection} from './resolve';
import {listOf, ToolInputError} from './toolError';
import {defineTool} from './define';
import {budgetChars, count, DEFAULT_MAX_TOKENS, maxTokensArg} from './budget';

export interface SearchInput {
  query: string;
  section?: string;
  chain?: string;
  limit?: number;
}

export interface SearchEntry {
  title: string;
  url: string;
  snippet: string;
  /** For an entry that stands for the same heading on several chains: those chains, linked one first. */
  chains?: string[];
}

/** Words that matched are wrapped in ** (Markdown bold) instead of the site's <mark>. */
const MARK = '**';

type GroupedHit = LocalHit & {chains?: string[]};

/** Page title, then the heading the hit is under ('Quick start › Install'). */
function titleOf(hit: GroupedHit): string {
  const page = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? '';
  const level = /^lvl[2-6]$/.test(hit.type) ? hit.type : ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'].find((l) => hit.hierarchy[l]);
  const heading = level ? hit.hierarchy[level] : null;
  return heading && heading !== page ? `${page} › ${heading}` : page;
}

function snippetOf(hit: GroupedHit): string {
  const content = hit._snippetResult.content?.value;
  if (content) return unescapeHtml(content);
  const level = /^lvl[1-6]$/.test(hit.type) ? hit.type : 'lvl1';
  return unescapeHtml(hit._snippetResult.hierarchy[level]?.value ?? hit._highlightResult.hierarchy[level]?.value ?? '');
}

export async function searchDocs(snapshot: Snapshot, input: SearchInput): Promise<SearchEntry[]> {
  const {manifest, search} = snapshot;
  if (!search)
    throw new ToolInputError(
      'This snapshot has no local search index (a build with hosted search made before the index was written for it too): rebuild the site.',
    );
  const query = input.query.trim();
  if (query === '') throw new ToolInputError('The query is empty: give a few words to search for.');
  // A question as an assistant asks it (issue 60): up to the length /search takes, not the modal's 64 (SPEC 9).
  if (query.length > limits.searchQuestionMaxLength) {
    throw new ToolInputError(`The query is ${query.length} characters; search takes at most ${limits.searchQuestionMaxLength}.`);
  }
  const section = input.section?.trim() ? resolveSection(snapshot, input.section) : undefined;
  const chain = input.chain?.trim() ? resolveChainName(snapshot, input.chain) : undefined;
  const result = await search.search({
    query,
    hitsPerPage: limits.hitsPerPage,
    facetFilters: [...manifest.searchFacetFilters, ...scopeFilters({section, chain})],
    attributesToSnippet: ['content:20'],
    snippetEllipsisText: '…',
    highlightPreTag: MARK,
    highlightPostTag: MARK,
    // As /search asks: no lead (an assistant's `chain` is a filter, and a chain the query names leads anyway).
    foldTwins: true,
  });
  // A grouped entry's title and snippet are its lead hit's as the engine answered them: the chains the site's list adds
  // to a heading ("— Acala, Aleph Zero and 33 more") are the entry's Chains line here, not said twice.
  const answered = new Map((result.hits as GroupedHit[]).map((hit) => [hit.url, hit]));
  return snapshot.grouping
    .groupChainDuplicates(result.hits as GroupedHit[])
    .slice(0, input.limit ?? 10)
    .map((entry) => {
      const hit = answered.get(entry.url) ?? entry;
      return {title: titleOf(hit), url: entry.url, snippet: snippetOf(hit), ...(entry.chains ? {chains: entry.chains} : {})};
    });
}

/** The Ledger apps of a snapshot: the catalog's chains with a folder in its Ledger section, and that section's title. */
export interface LedgerApps {
  names: readonly string[];
  title: string;
}

/**
 * An entry's Chains line: the chains by name, or, when the entry stands for most of the Ledger apps, the count and
 * the apps without it ("35 of the 36 Ledger apps: all but Tezos"), whichever is shorter. Named one by one, a
 * heading nearly every app has took about 300 characters, and an assistant asking which apps have it had to find the
 * one name not there. The structured answer keeps every name.
 */
export function chainsLine(chains: readonly string[], apps: LedgerApps): string {
  const named = chains.join(', ');
  const missing = apps.names.filter((name) => !chains.includes(name));
  if (!chains.every((c) => apps.names.includes(c)) || missing.length >= chains.length) return named;
  const counted =
    missing.length === 0
      ? `all ${apps.names.length} ${apps.title}`
      : `${chains.length} of the ${apps.names.length} ${apps.title}: all but ${listOf(missing)}`;
  return counted.length < named.length ? counted : named;
}

function entryText(e: SearchEntry, i: number, apps: LedgerApps): string {
  return `${i + 1}. ${e.title}\n   ${e.url}${e.chains ? `\n   Chains: ${chainsLine(e.chains, apps)}` : ''}\n   ${e.snippet}`;
}

/** The entries that fit the budget, in rank order; a note says how many were left out. */
function searchText(query: string, entries: SearchEntry[], apps: LedgerApps, maxTokens?: number): {text: string; shown: SearchEntry[]} {
  if (entries.length === 0) return {text: `No results for "${query}".`, shown: []};
  const limit = budgetChars(maxTokens);
  const blocks: string[] = [];
  let used = 0;
  for (const [i, entry] of entries.entries()) {
    const block = entryText(entry, i, apps);
    if (blocks.length > 0 && used + block.length + 2 > limit) break;
    blocks.push(block);
    used += block.length + 2;
  }
  const left = entries.length - blocks.length;
  if (left > 0)
    blocks.push(
      `[Cut to fit ${count(maxTokens ?? DEFAULT_MAX_TOKENS)} tokens: ${left} more ${left === 1 ? 'entry' : 'entries'} not shown. Raise maxTokens or narrow the query.]`,
    );
  return {text: blocks.join('\n\n'), shown: entries.slice(0, entries.length - left)};
}

export const searchDocsTool = defineTool({
  name: 'search_docs',
  title: 'Search the documentation',
  description: (snapshot) =>
    `Searches the site with its own ranking. Returns the top entries with title, URL and snippet. Sections: ${snapshot.manifest.sections.map((s) => s.id).join(', ')}.`,
  inputSchema: {
    query: z
      .string()
      .min(1)
      .max(limits.searchQuestionMaxLength)
      .describe('Words or a whole question to search for, up to 1,000 characters'),
    section: z
      .string()
      .max(64)
      .optional()
      .describe("Only this docs section: its id, title or path ('zemu', 'Ledger apps', '/fevm/filecoin-solidity')"),
    chain: z.string().max(64).optional().describe("Only pages about this chain, e.g. 'Polkadot'"),
    limit: z.number().int().min(1).max(20).optional().describe('How many entries (default 10)'),
    maxTokens: maxTokensArg,
  },
  answer: async (snapshot, args) => {
    const {catalog} = snapshot.manifest;
    const apps = {names: catalog.chains.flatMap((c) => (c.folder ? [c.name] : [])), title: catalog.ledger.title};
    const {text, shown} = searchText(args.query, await searchDocs(snapshot, args), apps, args.maxTokens);
    return {text, structured: {results: shown}};
  },
});
