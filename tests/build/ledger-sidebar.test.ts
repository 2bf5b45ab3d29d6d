import {describe, expect, it} from 'vitest';
import {ledgerChains} from '../../src/data/chains';
import {sectionById, sectionEntryPath} from '../../src/data/sections';
import {loadPage} from './built-site';

/**
 * The ledger-apps sidebar is derived from chains.ts (issue 26: no hand-kept category files): after
 * the overview, one category per ledger chain, labelled with the chain's name, in the order of the
 * chains' folders.
 */
describe('ledger-apps sidebar', () => {
  const $ = loadPage(sectionEntryPath(sectionById('ledger-apps')));
  const topLevel = $('.theme-doc-sidebar-menu > li')
    .map((_, li) => ({
      label: $(li).children('.menu__list-item-collapsible, a').first().text().trim(),
      category: $(li).hasClass('theme-doc-sidebar-item-category'),
    }))
    .get();

  it('starts with the overview page', () => {
    expect(topLevel[0]).toEqual({label: 'Overview', category: false});
  });

  it('lists every ledger chain once, by name, in folder order', () => {
    const expected = [...ledgerChains].sort((a, b) => a.ledgerFolder.localeCompare(b.ledgerFolder)).map((c) => c.name);
    expect(topLevel.filter((item) => item.category).map((item) => item.label)).toEqual(expected);
  });
});
