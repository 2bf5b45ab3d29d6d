/**
 * The chain a ledger-apps sidebar category stands for, as the sidebar carries it (customProps.chain)
 * to the theme: read by the breadcrumbs (the chain crumb links to the landing page) and by
 * previous/next (which stay inside the chain's folder). Written at build time (src/config/sidebar.ts); this
 * module does not import chains.ts, so the page's code does not carry the chain list.
 */
export interface ChainCategoryProps {
  name: string;
  folder: string;
  /** The chain's landing page (/{ChainName}); absent for chains without one. */
  landingPath?: string;
}

/** customProps.chain of a sidebar category, when it has one. */
export function chainOfCategory(item: {customProps?: Record<string, unknown>}): ChainCategoryProps | undefined {
  const chain = item.customProps?.chain as ChainCategoryProps | undefined;
  return chain && typeof chain.name === 'string' && typeof chain.folder === 'string' ? chain : undefined;
}
