/**
 * The chain a ledger-apps sidebar category stands for, as the sidebar carries it (customProps.chain)
 * to the theme: read by the breadcrumbs (the chain crumb links to the landing page) and by
 * previous/next (which stay inside the chain's folder).
 */
import {landingPath, ledgerChains} from '../data/chains';

export interface ChainCategoryProps {
  name: string;
  folder: string;
  /** The chain's landing page (/{ChainName}); absent for chains without one. */
  landingPath?: string;
}

export function chainCategoryProps(folder: string | undefined): ChainCategoryProps | undefined {
  const chain = ledgerChains.find((c) => c.ledgerFolder === folder);
  if (!chain) return undefined;
  return {
    name: chain.name,
    folder: chain.ledgerFolder,
    ...(chain.landing ? {landingPath: landingPath({...chain, landing: chain.landing})} : {}),
  };
}

/** customProps.chain of a sidebar category, when it has one. */
export function chainOfCategory(item: {customProps?: Record<string, unknown>}): ChainCategoryProps | undefined {
  const chain = item.customProps?.chain as ChainCategoryProps | undefined;
  return chain && typeof chain.name === 'string' && typeof chain.folder === 'string' ? chain : undefined;
}
