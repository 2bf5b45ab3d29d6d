/**
 * The breadcrumb trail of a doc page below Home: section › sidebar categories (a chain) › page.
 * One function for what the reader sees (DocBreadcrumbs) and for the JSON-LD BreadcrumbList
 * (DocItem/Metadata), so the two always agree. Every ancestor links somewhere: a category to its own
 * page, else to its chain's landing page (customProps.chain, set by src/config/sidebar.ts), else to
 * its first page (which may be the current page: the crumb still names the folder).
 */
import type {PropSidebarItem, PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';
import {chainOfCategory} from '../../config/chainCategory';

export interface TrailCrumb {
  label: string;
  href: string;
}

export interface DocTrailInput {
  /** Items of the doc's sidebar, or of every sidebar of its version when it is in none. */
  sidebarItems: readonly PropSidebarItem[];
  docId: string;
  permalink: string;
  /** The page's own name when the sidebar does not list it (sidebar_label, else title). */
  pageLabel: string;
  /** The section and its entry page, both with the base URL. */
  section?: {label: string; href: string};
  /** Adds the base URL to a site path (a landing page). */
  withBaseUrl: (path: string) => string;
}

type Link = Extract<PropSidebarItem, {type: 'link'}>;

/** The categories from the top down to the first link that matches, and that link. */
function findPath(
  items: readonly PropSidebarItem[],
  matches: (link: Link) => boolean,
): {ancestors: PropSidebarItemCategory[]; link: Link} | undefined {
  for (const item of items) {
    if (item.type === 'link' && matches(item)) return {ancestors: [], link: item};
    if (item.type === 'category') {
      const found = findPath(item.items, matches);
      if (found) return {ancestors: [item, ...found.ancestors], link: found.link};
    }
  }
  return undefined;
}

function firstHref(items: readonly PropSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      const href = item.href ?? firstHref(item.items);
      if (href) return href;
    }
  }
  return undefined;
}

export function categoryHref(category: PropSidebarItemCategory, withBaseUrl: (path: string) => string): string | undefined {
  if (category.href && !category.linkUnlisted) return category.href;
  const landing = chainOfCategory(category)?.landingPath;
  return landing ? withBaseUrl(landing) : firstHref(category.items);
}

/** '/namadexer/index', '/namadexer/' and '/namadexer' are one page. */
const samePage = (a: string, b: string) => {
  const norm = (p: string) => p.replace(/\/index\/?$/, '').replace(/\/+$/, '');
  return norm(a) === norm(b);
};

export function docTrail({sidebarItems, docId, permalink, pageLabel, section, withBaseUrl}: DocTrailInput): TrailCrumb[] {
  const folder = docId.includes('/') ? docId.slice(0, docId.lastIndexOf('/') + 1) : undefined;
  // A doc left out of the sidebar (sidebar_exclude) takes the place of its folder's other pages.
  const found =
    findPath(sidebarItems, (l) => l.docId === docId || samePage(l.href, permalink)) ??
    (folder ? findPath(sidebarItems, (l) => typeof l.docId === 'string' && l.docId.startsWith(folder)) : undefined);
  const own = found && (found.link.docId === docId || samePage(found.link.href, permalink));

  const crumbs: TrailCrumb[] = [];
  const add = (crumb: TrailCrumb) => {
    if (crumbs.some((c) => samePage(c.href, crumb.href))) return;
    crumbs.push(crumb);
  };
  // The section's entry page and a category's own page are the page itself, not its ancestors. A
  // category that only borrows its first page's link stays: it names the folder (a chain) the page is in.
  if (section && !samePage(section.href, permalink)) add(section);
  for (const category of found?.ancestors ?? []) {
    if (category.href && samePage(category.href, permalink)) continue;
    const href = categoryHref(category, withBaseUrl);
    if (href) add({label: category.label, href});
  }
  // The entry page's own label is often "Overview" or "Introduction", which names no project: Home › Overview.
  const onEntry = section !== undefined && samePage(section.href, permalink);
  return [...crumbs, {label: onEntry ? section.label : own ? found.link.label : pageLabel, href: permalink}];
}
