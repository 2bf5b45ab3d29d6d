import {describe, expect, it} from 'vitest';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {docTrail} from '../../src/theme/DocBreadcrumbs/docTrail';
import {chainNameOf, chainScope, namedForChain, withinScope} from '../../src/theme/DocPaginator/chainScope';
import {chainCategoryProps} from '../../src/config/sidebar';
import {chainLedgerPages} from '../../src/plugins/chain-landing-pages/ledgerPages';
import {sidebarLinks} from '../../src/config/sidebarLinks';

const link = (label: string, docId: string): PropSidebarItem => ({type: 'link', label, href: `/ledger-apps/${docId}`, docId});
const category = (label: string, items: PropSidebarItem[], customProps?: Record<string, unknown>): PropSidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...(customProps ? {customProps} : {}),
});

const zcash = category('Zcash', [link('APDU specification', 'zcash/APDUSPEC'), link('Build and load', 'zcash/build')], {
  chain: chainCategoryProps('zcash'),
});
const statemint = category('Statemint', [link('APDU specification', 'statemint/APDUSPEC'), link('Build and load', 'statemint/build')], {
  chain: chainCategoryProps('statemint'),
});
const tools = category('Tools', [link('Debugging', 'tools/debug')]);
const xx = category('Xxnetwork', [link('Supported methods 1.200.x', 'xxnetwork/supported_1.200.x')], {
  chain: chainCategoryProps('xxnetwork'),
});
const sidebar = [link('Overview', 'overview'), tools, xx, zcash, statemint];
const section = {label: 'Ledger apps', href: '/ledger-apps/overview'};
const input = (docId: string, pageLabel = 'Title') => ({
  sidebarItems: sidebar,
  docId,
  permalink: `/ledger-apps/${docId}`,
  pageLabel,
  section,
  withBaseUrl: (p: string) => p,
});

describe('breadcrumb trail: section › (chain) › page, every ancestor a link (src/theme/DocBreadcrumbs/docTrail.ts)', () => {
  it('a chain page: the chain crumb links to its landing page, the page keeps its sidebar label', () => {
    expect(docTrail(input('zcash/APDUSPEC'))).toEqual([
      {label: 'Ledger apps', href: '/ledger-apps/overview'},
      {label: 'Zcash', href: '/Zcash'},
      {label: 'APDU specification', href: '/ledger-apps/zcash/APDUSPEC'},
    ]);
  });

  it('a chain without a landing page links to its first page; a plain category to its first page', () => {
    expect(docTrail(input('statemint/build'))[1]).toEqual({label: 'Statemint', href: '/ledger-apps/statemint/APDUSPEC'});
    // On that first page the chain is still named.
    expect(docTrail(input('statemint/APDUSPEC')).map((c) => c.label)).toEqual(['Ledger apps', 'Statemint', 'APDU specification']);
    expect(docTrail(input('tools/debug'))).toEqual([
      section,
      {label: 'Tools', href: '/ledger-apps/tools/debug'},
      {label: 'Debugging', href: '/ledger-apps/tools/debug'},
    ]);
  });

  it('a category with a page of its own is the page itself on that page', () => {
    const guides: PropSidebarItem = {
      type: 'category',
      label: 'Guides',
      href: '/ledger-apps/guides',
      items: [link('Setup', 'guides/setup')],
      collapsed: true,
      collapsible: true,
    };
    const items = [guides];
    expect(docTrail({...input('guides/index', 'Guides'), sidebarItems: items, permalink: '/ledger-apps/guides'})).toEqual([
      section,
      {label: 'Guides', href: '/ledger-apps/guides'},
    ]);
    expect(docTrail({...input('guides/setup'), sidebarItems: items}).map((c) => c.href)).toEqual([
      '/ledger-apps/overview',
      '/ledger-apps/guides',
      '/ledger-apps/guides/setup',
    ]);
  });

  it("a doc outside the sidebar sits under its folder's category, named by its own label", () => {
    expect(docTrail(input('zcash/zcash_workflow_v1', 'Zcash workflow (v1)')).map((c) => c.label)).toEqual([
      'Ledger apps',
      'Zcash',
      'Zcash workflow (v1)',
    ]);
  });

  it("the section's entry page is not its own ancestor, and is named after the section (not 'Overview')", () => {
    expect(docTrail(input('overview'))).toEqual([{label: 'Ledger apps', href: '/ledger-apps/overview'}]);
    expect(
      docTrail({
        ...input('index'),
        sidebarItems: [],
        permalink: '/namadexer/index',
        section: {label: 'Namadexer', href: '/namadexer/index'},
      }),
    ).toEqual([{label: 'Namadexer', href: '/namadexer/index'}]);
  });
});

describe('previous/next stay inside a chain (src/theme/DocPaginator/chainScope.ts)', () => {
  it('a chain page keeps neighbours of its chain and drops the others', () => {
    const scope = chainScope(sidebar, '/ledger-apps/zcash/APDUSPEC');
    expect(withinScope({permalink: '/ledger-apps/xxnetwork/supported_1.200.x', title: 'x'}, scope)).toBeUndefined();
    expect(withinScope({permalink: '/ledger-apps/zcash/build', title: 'b'}, scope)).toEqual({
      permalink: '/ledger-apps/zcash/build',
      title: 'b',
    });
  });

  it('a link from outside into a chain names the chain; other links keep their label', () => {
    expect(chainNameOf(sidebar, '/ledger-apps/zcash/build')).toBe('Zcash');
    expect(chainNameOf(sidebar, '/ledger-apps/tools/debug')).toBeUndefined();
    expect(namedForChain({permalink: '/ledger-apps/xxnetwork/supported_1.200.x', title: 'Supported methods 1.200.x'}, sidebar)).toEqual({
      permalink: '/ledger-apps/xxnetwork/supported_1.200.x',
      title: 'Xxnetwork: Supported methods 1.200.x',
    });
    expect(namedForChain({permalink: '/ledger-apps/tools/debug', title: 'Debugging'}, sidebar)?.title).toBe('Debugging');
    expect(namedForChain(undefined, sidebar)).toBeUndefined();
  });

  it('pages outside chain folders are not restricted', () => {
    expect(chainScope(sidebar, '/ledger-apps/tools/debug')).toBeUndefined();
    expect(chainScope(sidebar, '/ledger-apps/overview')).toBeUndefined();
    expect(withinScope({permalink: '/anywhere'}, undefined)).toEqual({permalink: '/anywhere'});
  });
});

describe('the pages a sidebar links (src/config/sidebarLinks.ts: previous/next and the overview table)', () => {
  it('doc links keep their doc id, a category with its own page counts as a page, other items are left out', () => {
    const own = {...tools, href: '/ledger-apps/tools'};
    const html: PropSidebarItem = {type: 'html', value: '<hr>'};
    const external: PropSidebarItem = {type: 'link', label: 'Repo', href: 'https://example.org/'};
    expect(sidebarLinks([link('Overview', 'overview'), html, own, external])).toEqual([
      {href: '/ledger-apps/overview', docId: 'overview'},
      {href: '/ledger-apps/tools'},
      {href: '/ledger-apps/tools/debug', docId: 'tools/debug'},
      {href: 'https://example.org/'},
    ]);
  });
});

describe('chain landing pages list their ledger pages as the sidebar names them', () => {
  const doc = (id: string, title: string, sidebarPosition?: number, sidebar_label?: string) => ({
    id,
    title,
    permalink: `/ledger-apps/${id}`,
    sidebarPosition,
    frontMatter: {sidebar_label},
  });
  it('sidebar order and labels, one supported-methods entry, the count of versions', () => {
    const docs = [
      doc('zcash/zcash_workflow_v1', 'Zcash workflow, first design (v1)', 5, 'Zcash workflow (v1)'),
      doc('zcash/build', 'Build the Zcash app', 2, 'Build and load'),
      doc('zcash/APDUSPEC', 'Zcash APDU specification', 1, 'APDU specification'),
      doc('zcash/supported_latest', 'Latest', 10, 'Supported methods (latest)'),
      doc('zcash/supported_1.2.x', 'v1.2', 11, 'Supported methods 1.2.x'),
      doc('zcashy/APDUSPEC', 'Other chain', 1),
    ];
    expect(chainLedgerPages(docs, 'zcash')).toEqual({
      pages: [
        {label: 'APDU specification', path: '/ledger-apps/zcash/APDUSPEC'},
        {label: 'Build and load', path: '/ledger-apps/zcash/build'},
        {label: 'Zcash workflow (v1)', path: '/ledger-apps/zcash/zcash_workflow_v1'},
        {label: 'Supported methods (latest)', path: '/ledger-apps/zcash/supported_latest'},
      ],
      versionCount: 1,
    });
    expect(chainLedgerPages(docs, undefined)).toEqual({pages: [], versionCount: 0});
  });
});
