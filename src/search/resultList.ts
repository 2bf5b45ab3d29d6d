/**
 * The /search page's list: pages of hits as the backend answers them (hitsPerPage, SPEC 9), grouped
 * as one list, and shown a step of `limits.hitsPerPage` rows at a time. On the local index the engine
 * folds chain twins (`foldTwins`), so each page of hits is a page of rows and its answer says how many
 * matches the rows stand for (`nbMatches`). On Algolia one page of 20 hits can fold into a single row
 * ("INS_GET_ADDR — Acala, Aleph Zero and 18 more"), so the page keeps asking the backend for its next
 * page until the rows the reader asked for are there or the hits run out: the list never waits on a
 * scroll that cannot happen.
 */
import {groupChainDuplicates, type GroupableHit} from './siteGrouping';

export interface HitPage<H extends GroupableHit> {
  hits: H[];
  nbHits: number;
  nbPages: number;
  page: number;
  /** Set when the engine folded twins: nbHits counts rows, this the matches they stand for. */
  nbMatches?: number;
}

export interface ResultList<H extends GroupableHit> {
  /** Every hit loaded so far, in rank order. */
  hits: H[];
  nbHits: number;
  nbPages: number;
  /** Last page of hits loaded; -1 before the first answer. */
  lastPage: number;
  /** As the last answer said, when the engine folded twins (HitPage). */
  nbMatches?: number;
}

export const emptyResultList: ResultList<never> = {hits: [], nbHits: 0, nbPages: 0, lastPage: -1};

export function addHitPage<H extends GroupableHit>(list: ResultList<H>, answer: HitPage<H>): ResultList<H> {
  // An answer for a page already held (a repeated request) adds nothing.
  if (answer.page <= list.lastPage) return list;
  return {
    hits: list.hits.concat(answer.hits),
    nbHits: answer.nbHits,
    nbPages: answer.nbPages,
    lastPage: answer.page,
    ...(answer.nbMatches !== undefined && {nbMatches: answer.nbMatches}),
  };
}

/** All hits are loaded: the rows are final. */
export function isComplete(list: ResultList<GroupableHit>): boolean {
  return list.lastPage >= 0 && list.lastPage + 1 >= list.nbPages;
}

/** The rows the list shows: every loaded hit, cross-chain duplicates as one row. */
export function rowsOf<H extends GroupableHit>(list: ResultList<H>, currentPath?: string): H[] {
  return groupChainDuplicates(list.hits, currentPath);
}

/** The next page of hits to ask for, or undefined when the rows wanted are there or nothing is left. */
export function nextPageToLoad(list: ResultList<GroupableHit>, rows: number, wantedRows: number): number | undefined {
  if (list.lastPage < 0 || isComplete(list) || rows >= wantedRows) return undefined;
  return list.lastPage + 1;
}

/**
 * What the count says. It counts what the list shows: rows. Where a row stands for several hits
 * (grouped commands) it also says how many hits matched, as "matches": a hit is a section of a page,
 * so there can be more of them than pages. Before the last hits are in it says the list is partial.
 */
export function countLabel(list: ResultList<GroupableHit>, rows: number): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const grouped = 'a command documented for several chains is one result';
  if (list.nbMatches !== undefined) {
    // Folded by the engine: the rows are counted from the first answer, and the matches with them.
    const total = isComplete(list) ? rows : list.nbHits;
    const shown = isComplete(list) ? plural(total, 'result', 'results') : `Showing ${rows} of ${plural(total, 'result', 'results')}`;
    return list.nbMatches > total ? `${shown} (${plural(list.nbMatches, 'match', 'matches')}; ${grouped})` : shown;
  }
  if (isComplete(list)) {
    const shown = plural(rows, 'result', 'results');
    return rows === list.nbHits ? shown : `${shown} (${plural(list.nbHits, 'match', 'matches')}; ${grouped})`;
  }
  if (rows === list.hits.length) return `Showing ${rows} of ${plural(list.nbHits, 'result', 'results')}`;
  // Said as the complete list says it, so the two readings differ only by "the first H of".
  return `Showing ${plural(rows, 'result', 'results')} (the first ${list.hits.length} of ${plural(list.nbHits, 'match', 'matches')}; ${grouped})`;
}
