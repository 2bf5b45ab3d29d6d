/**
 * Every section's sidebar is generated from its folder structure (ordering via
 * `sidebar_position` front matter and `_category_.json`; ledger-apps chain folders: see below).
 * The sidebar name comes from sections.ts so that SPEC 3's "sidebar (name of its sidebar)" is data, not convention
 * (./sectionSidebars.ts writes each section's sidebar file).
 */
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {sectionById} from '../data/sections';
import {landingPath, ledgerChains} from '../data/chains';
import type {ChainCategoryProps} from './chainCategory';

type Generator = NonNullable<PluginOptions['sidebarItemsGenerator']>;
type GeneratedItem = Awaited<ReturnType<Generator>>[number];

/** The folder a generated category stands for: that of its first doc. */
function categoryFolder(items: readonly GeneratedItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.id.includes('/') ? item.id.slice(0, item.id.lastIndexOf('/')) : undefined;
    if (item.type === 'category') return categoryFolder(item.items)?.split('/')[0];
  }
  return undefined;
}

/** The chain a ledger-apps folder stands for, as its sidebar category carries it (./chainCategory.ts). */
export function chainCategoryProps(folder: string | undefined): ChainCategoryProps | undefined {
  const chain = ledgerChains.find((c) => c.ledgerFolder === folder);
  if (!chain) return undefined;
  return {
    name: chain.name,
    folder: chain.ledgerFolder,
    ...(chain.landing ? {landingPath: landingPath({...chain, landing: chain.landing})} : {}),
  };
}

/**
 * A ledger-apps chain folder's category takes its label from chains.ts (the folders have no
 * _category_.json, so adding a chain needs no sidebar edit; the default generator already lists
 * unpositioned folders alphabetically after the overview) and carries its chain (customProps, read by
 * the breadcrumbs and the previous/next links of src/theme: the crumb links to the chain's landing
 * page, and previous/next stay inside the chain).
 */
function markChainCategories(items: GeneratedItem[]): GeneratedItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const chain = chainCategoryProps(categoryFolder(item.items));
    return chain ? {...item, label: chain.name, customProps: {...item.customProps, chain}} : item;
  });
}

/**
 * Docs with `sidebar_exclude: true` in their front matter stay routable but are left out
 * of the generated sidebar (SPEC 2.3: zcash's earlier workflow pages have no sidebar).
 */
export const sidebarItemsGenerator: Generator = async ({defaultSidebarItemsGenerator, ...args}) => {
  const excluded = new Set(args.docs.filter((d) => d.frontMatter.sidebar_exclude === true).map((d) => d.id));
  const items = await defaultSidebarItemsGenerator({...args, docs: args.docs.filter((d) => !excluded.has(d.id))});
  return path.basename(args.version.contentPath) === sectionById('ledger-apps').id ? markChainCategories(items) : items;
};
