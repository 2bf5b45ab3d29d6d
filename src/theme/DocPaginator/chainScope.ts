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

/** The name of the chain whose category holds `permalink`, at any depth. */
export function chainNameOf(items: readonly PropSidebarItem[], permalink: string): string | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const chain = chainOfCategory(item);
    if (chain && (item.href === permalink || sidebarLinks(item.items).some((link) => link.href === permalink))) return chain.name;
    const inner = chainNameOf(item.items, permalink);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * A link from outside the chains into one names its chain: the overview's "Next" is Acala's first page, which its own
 * label ("APDU specification") does not say.
 */
export function namedForChain<T extends {permalink: string; title: string}>(
  link: T | undefined,
  items: readonly PropSidebarItem[],
): T | undefined {
  const chain = link && chainNameOf(items, link.permalink);
  return link && chain ? {...link, title: `${chain}: ${link.title}`} : link;
}

/** A previous/next link, kept only when it stays inside the scope. */
export function withinScope<T extends {permalink: string}>(link: T | undefined, scope: ReadonlySet<string> | undefined): T | undefined {
  return link && (!scope || scope.has(link.permalink)) ? link : undefined;
}
