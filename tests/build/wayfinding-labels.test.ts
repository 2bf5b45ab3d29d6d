import {describe, expect, it} from 'vitest';
import type {AnyNode, CheerioAPI} from 'cheerio';
import {landingPath, ledgerChains} from '../../src/data/chains';
import {sectionById, sectionEntryPath, sections} from '../../src/data/sections';
import {loadPage} from './built-site';
import {builtDocs} from './doc-pages';

/**
 * Issue 19, items 5 and 6, over every doc page of the build: breadcrumbs run Home › section ›
 * (chain) › page with every ancestor a link, the JSON-LD BreadcrumbList says the same, no page name
 * a reader sees is a raw file id, and previous/next stay inside a chain's folder.
 */
const docs = builtDocs();
const ledgerBase = sectionById('ledger-apps').routeBasePath;
const samePage = (a: string, b: string) =>
  a.replace(/\/index\/?$/, '').replace(/\/+$/, '') === b.replace(/\/index\/?$/, '').replace(/\/+$/, '');

interface Crumb {
  label: string;
  href?: string;
}

function visibleCrumbs($: CheerioAPI): Crumb[] {
  return $('nav.theme-doc-breadcrumbs li')
    .map((_, li) => {
      const a = $(li).find('a[href]');
      return {label: $(li).text().trim() || (a.attr('aria-label') ?? ''), href: a.attr('href')};
    })
    .get();
}

function jsonLdCrumbs($: CheerioAPI): {name: string; item: string}[] | undefined {
  for (const script of $('script[type="application/ld+json"]').toArray()) {
    const data = JSON.parse($(script).text()) as {'@type': string; itemListElement?: {name: string; item: string}[]};
    if (data['@type'] === 'BreadcrumbList') return data.itemListElement;
  }
  return undefined;
}

/** A label that is a file id: 'APDUSPEC', 'debug', 'zcash_workflow', 'zcash workflow v1'. */
function isRawId(label: string, href: string): boolean {
  const segment = decodeURIComponent(
    href
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .pop() ?? '',
  );
  return label === segment || label === segment.replace(/[_-]+/g, ' ') || label.includes('_');
}

interface Link {
  label: string;
  href: string;
}

/** What the tests below read of a page, kept per page: three tests go over the same ~380 pages of the ledger apps. */
interface Wayfinding {
  crumbs: Crumb[];
  ld: {name: string; item: string}[] | undefined;
  sidebar: Link[];
  /** Names two items of one sidebar list share ("Introduction" as a page and as the category after it). */
  sidebarTwins: string[];
  pagination: Link[];
}
const wayfindingOf = new Map<string, Wayfinding>();
function wayfinding(route: string): Wayfinding {
  let found = wayfindingOf.get(route);
  if (!found) {
    const $ = loadPage(route);
    const links = (selector: string, label: (a: AnyNode) => string) =>
      $(selector)
        .map((_, a) => ({label: label(a), href: $(a).attr('href')!}))
        .get();
    found = {
      crumbs: visibleCrumbs($),
      ld: jsonLdCrumbs($),
      sidebar: links('.theme-doc-sidebar-menu a.menu__link[href]', (a) => $(a).text().trim()),
      sidebarTwins: $('.theme-doc-sidebar-menu, .theme-doc-sidebar-menu ul.menu__list')
        .toArray()
        .flatMap((list) => {
          const names = $(list)
            .children('li')
            .map((_, li) => $(li).find('.menu__link').first().text().trim())
            .get();
          return names.filter((name, i) => names.indexOf(name) !== i);
        }),
      pagination: links('a.pagination-nav__link', (a) => $(a).find('.pagination-nav__label').text().trim()),
    };
    wayfindingOf.set(route, found);
  }
  return found;
}

describe('breadcrumbs, labels and previous/next (issue 19.5, 19.6)', () => {
  it('the build produced docs data', () => expect(docs).toBeDefined());

  for (const [sectionId, list] of docs ?? []) {
    const section = sections.find((s) => s.id === sectionId)!;
    it(`${section.routeBasePath}: Home › section › … › page, every ancestor a link, the JSON-LD the same`, () => {
      const problems: string[] = [];
      for (const doc of list) {
        const {crumbs, ld} = wayfinding(doc.path);
        const ancestors = crumbs.slice(0, -1);
        if (ancestors.some((c) => !c.href)) problems.push(`${doc.path}: an ancestor is not a link: ${JSON.stringify(crumbs)}`);
        if (crumbs.at(-1)?.href) problems.push(`${doc.path}: the page's own crumb is a link`);
        if (crumbs[0]?.href !== '/') problems.push(`${doc.path}: the trail does not start at Home`);
        const onEntry = samePage(doc.path, sectionEntryPath(section));
        if (!onEntry && crumbs[1]?.href !== sectionEntryPath(section))
          problems.push(`${doc.path}: second crumb ${crumbs[1]?.href} is not the section entry`);
        const origin = ld?.[0]?.item.replace(/\/$/, '') ?? '';
        const expected = crumbs.map((c, i) => (i === crumbs.length - 1 ? undefined : `${origin}${c.href}`));
        if (!ld || ld.length !== crumbs.length) problems.push(`${doc.path}: JSON-LD has ${ld?.length} items, the page ${crumbs.length}`);
        else {
          ld.slice(0, -1).forEach(
            (item, i) => item.item !== expected[i] && problems.push(`${doc.path}: JSON-LD item ${i + 1} ${item.item} ≠ ${expected[i]}`),
          );
          ld.slice(1).forEach(
            (item, i) =>
              item.name !== crumbs[i + 1].label && problems.push(`${doc.path}: JSON-LD name ${item.name} ≠ ${crumbs[i + 1].label}`),
          );
          if (!samePage(new URL(ld.at(-1)!.item).pathname, doc.path)) problems.push(`${doc.path}: JSON-LD ends at ${ld.at(-1)!.item}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${section.routeBasePath}: sidebar, breadcrumbs and previous/next name pages, not files; no two items of a sidebar list share a name`, () => {
      const problems = new Set<string>();
      for (const doc of list) {
        const {crumbs, sidebar, sidebarTwins, pagination} = wayfinding(doc.path);
        for (const {label, href} of sidebar) if (isRawId(label, href)) problems.add(`sidebar: "${label}" (${href})`);
        for (const name of sidebarTwins) problems.add(`sidebar: two items named "${name}" in one list`);
        const pageCrumb = crumbs.at(-1)!;
        if (isRawId(pageCrumb.label, doc.path)) problems.add(`breadcrumb: "${pageCrumb.label}" (${doc.path})`);
        // Ancestors that are doc pages (a chain's crumb names its landing page, /Zcash, which is a name).
        for (const c of crumbs.slice(1, -1))
          if (c.href?.startsWith(`${section.routeBasePath}/`) && isRawId(c.label, c.href))
            problems.add(`breadcrumb: "${c.label}" (${c.href})`);
        for (const {label, href} of pagination) if (isRawId(label, href)) problems.add(`pagination: "${label}" (${href})`);
      }
      expect([...problems]).toEqual([]);
    });
  }

  it("ledger apps: the chain crumb links to the chain's landing page (or its APDU page), and previous/next stay in the chain", () => {
    if (!docs?.has('ledger-apps')) return expect(docs?.has('ledger-apps'), 'ledger-apps was not built').toBe(true);
    const problems: string[] = [];
    for (const doc of docs.get('ledger-apps')!) {
      const folder = doc.path.slice(ledgerBase.length + 1).split('/')[0];
      const chain = ledgerChains.find((c) => c.ledgerFolder === folder);
      if (!chain) continue;
      const {crumbs, pagination} = wayfinding(doc.path);
      const chainCrumb = crumbs[2];
      const landing = chain.landing ? landingPath({...chain, landing: chain.landing}) : undefined;
      if (chainCrumb?.label !== chain.name) problems.push(`${doc.path}: third crumb is "${chainCrumb?.label}", not ${chain.name}`);
      else if (landing ? chainCrumb.href !== landing : !chainCrumb.href?.startsWith(`${ledgerBase}/${folder}/`))
        problems.push(`${doc.path}: chain crumb links to ${chainCrumb.href}`);
      for (const {href} of pagination)
        if (!href.startsWith(`${ledgerBase}/${folder}/`)) problems.push(`${doc.path}: previous/next leaves ${chain.name} for ${href}`);
    }
    expect(problems).toEqual([]);
    // Inside a chain, pages still lead to each other: Zcash's build page has both neighbours.
    expect(wayfinding(`${ledgerBase}/zcash/build`).pagination.length).toBe(2);
  });

  it("ledger apps: labels say what a page is (the issue's examples)", () => {
    if (!docs?.has('ledger-apps')) return expect(docs?.has('ledger-apps'), 'ledger-apps was not built').toBe(true);
    // A page's sidebar shows its own chain's category open.
    const sidebarLabels = (route: string) => {
      const page = loadPage(route);
      return page('.theme-doc-sidebar-menu a.menu__link')
        .map((_, a) => page(a).text().trim())
        .get();
    };
    const $ = loadPage(`${ledgerBase}/xxnetwork/APDUSPEC`);
    const labels = sidebarLabels(`${ledgerBase}/xxnetwork/APDUSPEC`);
    expect(labels).toEqual(
      expect.arrayContaining(['APDU specification', 'Build and load', 'Supported methods (latest)', 'Supported methods 1.200.x']),
    );
    expect(labels).not.toContain('APDUSPEC');
    expect(sidebarLabels(`${ledgerBase}/cosmos/TXSPEC`)).toContain('Transaction format');
    expect(sidebarLabels(`${ledgerBase}/zcash/APDUSPEC`)).toContain('Zcash workflow');
    expect(visibleCrumbs($).map((c) => c.label)).toEqual(['Home page', 'Ledger apps', 'Xxnetwork', 'APDU specification']);
    expect(visibleCrumbs(loadPage(`${ledgerBase}/zcash/zcash_workflow_v1`)).map((c) => c.label)).toEqual([
      'Home page',
      'Ledger apps',
      'Zcash',
      'Zcash workflow (v1)',
    ]);
  });
});
