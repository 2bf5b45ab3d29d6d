/**
 * Previous/next of a ledger-apps page stay inside its chain: the sidebar runs through 35 chain
 * folders in a row, and "Previous" on Zcash's first page would otherwise open the last page of
 * xx network. The chain folders are the sidebar categories with customProps.chain (src/config/sidebar.ts).
 */
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {chainOfCategory} from '../../config/chainCategory';
import {sidebarLinks} from '../../config/sidebarLinks';

/** The pages of the chain category holding `permalink`, or undefined when it is in no chain's category. */
export function chainScope(items: readonly PropSidebarItem[], permalink: string): ReadonlySet<string> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const hrefs = sidebarLinks(item.items).map((link) => link.href);
    if (!hrefs.includes(permalink) && item.href !== permalink) continue;
    return chainOfCategory(item) ? new Set(hrefs) : chainScope(item.items, permalink);
  }
  return undefined;
}

/** A previous/next link, kept only when it stays inside the scope. */
export function withinScope<T extends {permalink: string}>(link: T | undefined, scope: ReadonlySet<string> | undefined): T | undefined {
  return link && (!scope || scope.has(link.permalink)) ? link : undefined;
}
