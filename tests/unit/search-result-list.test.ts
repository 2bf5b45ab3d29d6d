/**
 * /search's list (src/search/resultList.ts): pages of hits grouped as one list, loaded until the
 * rows asked for are there, and a count that says what the list shows.
 */
import {describe, expect, it} from 'vitest';
import {addHitPage, countLabel, emptyResultList, isComplete, nextPageToLoad, rowsOf, type ResultList} from '../../src/search/resultList';
import type {GroupableHit} from '../../src/search/siteGrouping';
import {ledgerChains} from '../../src/data/chains';
import {limits} from '../../src/data/site';

const per = limits.hitsPerPage;

/** The same command on every chain (one row), then `others` distinct pages. */
function hits(others: number): GroupableHit[] {
  const command = ledgerChains.map((c) => ({
    url: `https://d.test/ledger-apps/${c.ledgerFolder}/APDUSPEC#ins_get_addr`,
    type: 'lvl2',
    hierarchy: {lvl0: `Ledger apps: ${c.name}`, lvl1: 'APDU specification', lvl2: 'INS_GET_ADDR (INS 0x01)'},
  }));
  const rest = Array.from({length: others}, (_, i) => ({
    url: `https://d.test/zemu/p${i}`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Zemu', lvl1: `Page ${i}`},
  }));
  return [...command, ...rest];
}

/** Loads pages the way /search does, as a backend with hitsPerPage 20 would answer. */
function loadUntilSettled(all: GroupableHit[], wantedRows: number, list: ResultList<GroupableHit> = emptyResultList) {
  const nbPages = Math.ceil(all.length / per);
  const answer = (page: number) => ({hits: all.slice(page * per, (page + 1) * per), nbHits: all.length, nbPages, page});
  let next: number | undefined = list.lastPage < 0 ? 0 : undefined;
  let requests = 0;
  if (next === undefined) next = nextPageToLoad(list, rowsOf(list).length, wantedRows);
  while (next !== undefined) {
    list = addHitPage(list, answer(next));
    requests++;
    next = nextPageToLoad(list, rowsOf(list).length, wantedRows);
  }
  return {list, requests};
}

describe('/search result list', () => {
  it('a first page that folds into one row does not stop the list: it loads on until a step of rows is shown', () => {
    const all = hits(30);
    const {list, requests} = loadUntilSettled(all, per);
    // 35 chains' hits are pages 0 and 1; the 20 rows wanted take the zemu pages from page 1 and 2.
    expect(rowsOf(list).length).toBeGreaterThanOrEqual(per);
    expect(requests).toBe(3);
    // Partial: the count names the hits as matches (a hit is a section, so there can be more than pages).
    expect(countLabel(list, rowsOf(list).length)).toBe(
      `Showing ${rowsOf(list).length} results (the first ${list.hits.length} of ${all.length} matches; a command documented for several chains is one result)`,
    );
    expect(rowsOf(list)[0].chains).toHaveLength(ledgerChains.length);
  });

  it('loads every hit to the end, and the count then equals the rows', () => {
    const all = hits(5);
    const {list} = loadUntilSettled(all, per);
    expect(isComplete(list)).toBe(true);
    const rows = rowsOf(list).length;
    expect(rows).toBe(6);
    expect(countLabel(list, rows)).toBe(`6 results (${all.length} matches; a command documented for several chains is one result)`);
  });

  it('a group whose hits span two pages stays one row', () => {
    const {list} = loadUntilSettled(hits(0), per);
    expect(list.lastPage).toBe(1);
    expect(rowsOf(list)).toHaveLength(1);
  });

  it('without grouping the count reads as before, and says when the list is partial', () => {
    const plain = Array.from({length: 45}, (_, i) => ({url: `https://d.test/zemu/p${i}`, type: 'lvl1', hierarchy: {lvl1: `P${i}`}}));
    const {list} = loadUntilSettled(plain, per);
    expect(countLabel(list, rowsOf(list).length)).toBe('Showing 20 of 45 results');
    const more = loadUntilSettled(plain, 2 * per + 1, list);
    expect(isComplete(more.list)).toBe(true);
    expect(countLabel(more.list, 45)).toBe('45 results');
    expect(countLabel(addHitPage(emptyResultList, {hits: plain.slice(0, 1), nbHits: 1, nbPages: 1, page: 0}), 1)).toBe('1 result');
  });

  it('ignores an answer for a page it already holds', () => {
    const page = {hits: hits(0).slice(0, per), nbHits: 35, nbPages: 2, page: 0};
    const once = addHitPage(emptyResultList, page);
    expect(addHitPage(once, page)).toBe(once);
  });

  it('folded by the engine, the count says the rows from the first answer and the matches they stand for', () => {
    const row = (i: number): GroupableHit => ({url: `https://d.test/zemu/p${i}`, type: 'lvl1', hierarchy: {lvl1: `P${i}`}});
    const first = addHitPage(emptyResultList, {
      hits: Array.from({length: per}, (_, i) => row(i)),
      nbHits: 25,
      nbPages: 2,
      page: 0,
      nbMatches: 90,
    });
    expect(countLabel(first, per)).toBe(`Showing ${per} of 25 results (90 matches; a command documented for several chains is one result)`);
    const all = addHitPage(first, {hits: Array.from({length: 5}, (_, i) => row(per + i)), nbHits: 25, nbPages: 2, page: 1, nbMatches: 90});
    expect(isComplete(all)).toBe(true);
    expect(countLabel(all, 25)).toBe('25 results (90 matches; a command documented for several chains is one result)');
    // Nothing folded: the rows are the matches, and the count reads as without grouping.
    const plain = addHitPage(emptyResultList, {hits: [row(0), row(1)], nbHits: 2, nbPages: 1, page: 0, nbMatches: 2});
    expect(countLabel(plain, 2)).toBe('2 results');
    expect(countLabel({...first, nbMatches: 25}, per)).toBe(`Showing ${per} of 25 results`);
  });
});
