import {describe, expect, it} from 'vitest';
import type {CheerioAPI} from 'cheerio';
import {landingChains, landingPath} from '../../src/data/chains';
import {loadPage} from './built-site';
import {builtDocs} from './doc-pages';

/**
 * Issue 19, item 3: every level 2–3 heading a reader sees has an entry in "On this page", also when
 * a component draws the heading (APDU specifications, chain landing pages). The desktop TOC is in
 * the static HTML; the phone's collapsible one renders the same `toc` list when opened (checked in
 * tests/e2e/wayfinding-toc.spec.ts).
 */
function headingIds($: CheerioAPI, scope: string): string[] {
  return $(scope)
    .find('h2[id], h3[id]')
    .map((_, h) => $(h).attr('id')!)
    .get();
}

function tocTargets($: CheerioAPI): string[] {
  return $('.theme-doc-toc-desktop a.table-of-contents__link')
    .map((_, a) => decodeURIComponent(($(a).attr('href') ?? '').replace(/^#/, '')))
    .get();
}

/** Headings without an entry and entries without a heading, on one page. */
function mismatches(route: string, scope: string): string[] {
  const $ = loadPage(route);
  const headings = headingIds($, scope);
  const toc = tocTargets($);
  return [
    ...headings.filter((id) => !toc.includes(id)).map((id) => `${route}: heading #${id} has no TOC entry`),
    ...toc.filter((id) => !headings.includes(id)).map((id) => `${route}: TOC entry #${id} has no heading`),
  ];
}

const docs = builtDocs();

describe('"On this page" lists every h2/h3 of the page (issue 19.3)', () => {
  it('the build produced docs data', () => {
    expect(docs, 'build first (see tests/build/doc-pages.ts)').toBeDefined();
  });

  for (const [section, list] of docs ?? []) {
    it(`${section}: every h2/h3 with an id in the article has a desktop TOC entry linking to it, and no entry dangles`, () => {
      expect(list.length).toBeGreaterThan(0);
      expect(list.flatMap((doc) => mismatches(doc.path, 'article'))).toEqual([]);
    });
  }

  it('an APDU specification lists Commands, every command and Status words', () => {
    if (!docs?.has('ledger-apps')) return expect(docs?.has('ledger-apps'), 'ledger-apps was not built').toBe(true);
    const $ = loadPage('/ledger-apps/zcash/APDUSPEC');
    const toc = tocTargets($);
    const commands = $('article h3[id^="cmd-"]')
      .map((_, h) => $(h).attr('id')!)
      .get();
    expect(commands.length).toBeGreaterThan(5);
    expect(toc).toEqual(expect.arrayContaining(['commands', 'status-words', ...commands]));
    // In page order: Commands, then its commands, then Status words.
    expect(toc.indexOf('commands')).toBeLessThan(toc.indexOf(commands[0]));
    expect(toc.indexOf(commands.at(-1)!)).toBeLessThan(toc.indexOf('status-words'));
  });

  it("chain landing pages: every h2 has a TOC entry, on desktop and in the phone's collapsible TOC", () => {
    const problems = landingChains.flatMap((chain) => {
      const route = landingPath(chain);
      const $ = loadPage(route);
      const found = mismatches(route, 'main');
      if ($('.theme-doc-toc-mobile').length !== 1) found.push(`${route}: no collapsible TOC`);
      if (headingIds($, 'main').length === 0) found.push(`${route}: no h2`);
      return found;
    });
    expect(problems).toEqual([]);
  });
});
