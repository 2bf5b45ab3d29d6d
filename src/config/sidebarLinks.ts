import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** A page a sidebar links: its route, and its doc id when it is a doc link (a category's own page has none). */
export interface SidebarLink {
  href: string;
  docId?: string;
}

/** Every page a sidebar links, in its order: doc and page links, and categories that have a page of their own. */
export function sidebarLinks(items: readonly PropSidebarItem[]): SidebarLink[] {
  return items.flatMap((item): SidebarLink[] => {
    if (item.type === 'link') return [{href: item.href, ...(item.docId ? {docId: item.docId} : {})}];
    if (item.type === 'category') return [...(item.href ? [{href: item.href}] : []), ...sidebarLinks(item.items)];
    return [];
  });
}
