/**
 * The search modal's line under a row (src/search/hitPath.ts): the page title, then the heading the row sits under, so
 * two paragraphs with the same words under two headings of one page read as two places.
 */
import {describe, expect, it} from 'vitest';
import type {DocSearchHit} from '@docsearch/react';
import {parentHeadingLevel, withHeadingInPath} from '../../src/search/hitPath';

const hierarchy = {
  lvl0: 'Ledger apps: Algorand',
  lvl1: 'Algorand APDU specification',
  lvl2: 'Commands',
  lvl3: 'INS_GET_ADDRESS (INS 0x04)',
  lvl4: null,
  lvl5: null,
  lvl6: null,
};
const hit = (type: DocSearchHit['type'], extra: Partial<DocSearchHit> = {}): DocSearchHit =>
  ({
    objectID: type,
    url: '/ledger-apps/algorand/APDUSPEC#cmd-getaddress',
    url_without_anchor: '',
    type,
    anchor: null,
    content: 'ACCOUNT · 4',
    hierarchy,
    ...extra,
  }) as DocSearchHit;
const path = (h: DocSearchHit) => h._snippetResult?.hierarchy.lvl1.value;

describe("a search row's path line", () => {
  it('names the deepest heading above a paragraph, and the parent heading of a sub-heading', () => {
    expect(parentHeadingLevel(hit('content'))).toBe('lvl3');
    expect(parentHeadingLevel(hit('lvl3'))).toBe('lvl2');
    expect(parentHeadingLevel(hit('lvl2'))).toBeUndefined();
    expect(parentHeadingLevel(hit('lvl1'))).toBeUndefined();
    expect(path(withHeadingInPath(hit('content')))).toBe('Algorand APDU specification › INS_GET_ADDRESS (INS 0x04)');
    expect(path(withHeadingInPath(hit('lvl3')))).toBe('Algorand APDU specification › Commands');
  });

  it('keeps the highlighted snippets the engine gave (already HTML) and escapes only the separator it adds', () => {
    const lvl = (value: string) => ({value, matchLevel: 'full' as const, matchedWords: []});
    const highlighted = hit('content', {
      _snippetResult: {
        content: lvl('x'),
        hierarchy: {
          ...hit('content').hierarchy,
          lvl1: lvl('Algorand <mark>APDU</mark> specification'),
          lvl3: lvl('INS_GET_ADDRESS &lt;0x04&gt;'),
        },
      } as unknown as DocSearchHit['_snippetResult'],
    });
    expect(path(withHeadingInPath(highlighted, ' > '))).toBe('Algorand <mark>APDU</mark> specification &gt; INS_GET_ADDRESS &lt;0x04&gt;');
    expect(withHeadingInPath(highlighted)._snippetResult?.content).toEqual(lvl('x'));
  });

  it('leaves a page row, a section row and a hit without a page title as they were', () => {
    for (const h of [hit('lvl1'), hit('lvl2'), hit('content', {hierarchy: {...hierarchy, lvl1: ''}})]) expect(withHeadingInPath(h)).toBe(h);
  });
});
