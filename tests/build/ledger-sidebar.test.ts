import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
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

/**
 * The newest list, when Supported methods (latest) is the same list, keeps its own page (SPEC 2.3: one page per
 * version) but is not a second sidebar entry: two entries with one list read as two versions.
 */
describe('the newest supported-methods list is listed once', () => {
  const index = JSON.parse(readFileSync(path.join(__dirname, '../../src/ledger/supported/index.generated.json'), 'utf8')) as Record<
    string,
    {latest: string; versions: string[]}
  >;
  const same = Object.entries(index).filter(
    ([folder]) => !existsSync(path.join(__dirname, `../../data/ledger-apps/${folder}/supported/latest.json`)),
  );

  it('covers the chains whose latest page shows their newest list', () => {
    expect(same.map(([folder]) => folder)).toContain('kusama');
    expect(same.length).toBeGreaterThan(10);
  });

  it.each(same)('%s: the sidebar lists latest, not the newest version again; that page points to latest', (folder, {versions}) => {
    const base = `/ledger-apps/${folder}`;
    const latest = loadPage(`${base}/supported_latest`);
    const sidebarLinks = latest('.theme-doc-sidebar-menu a')
      .map((_, a) => latest(a).attr('href'))
      .get();
    expect(sidebarLinks).toContain(`${base}/supported_latest`);
    expect(sidebarLinks).not.toContain(`${base}/supported_${versions[0]}.x`);
    const next = latest('.pagination-nav__link--next').attr('href');
    if (versions[1]) expect(next).toBe(`${base}/supported_${versions[1]}.x`);
    else expect(next).not.toBe(`${base}/supported_${versions[0]}.x`);

    const newest = loadPage(`${base}/supported_${versions[0]}.x`);
    expect(newest('.theme-doc-markdown .theme-admonition-note a').attr('href')).toBe(`${base}/supported_latest`);
    expect(newest('.theme-doc-sidebar-menu').length).toBe(1);
  });
});
