/**
 * What the domain logic knows of the site's chains and sections: enough to tell which chain a page is
 * about. The site derives it from src/data (chains.ts, sections.ts); the MCP snapshot carries the same
 * object, so a server or worker answers for the build it reads, not for a list compiled into it.
 */
import type {SectionBase} from '../paths/sections';

export interface CatalogChain {
  /** Display name, e.g. 'Aleph Zero'. */
  name: string;
  /** Folder under the ledger-apps section ('alephzero'), when the chain has a documented app. */
  folder?: string;
  /** Other names the tools accept for it ('Internet Computer' for ICP): src/data/chains.ts says which. */
  aliases?: readonly string[];
  /** Its landing page ('/Aleph-Zero'), when it has one. */
  landingPath?: string;
  /** Ids of the sections beyond ledger-apps that are about this chain. */
  related: readonly string[];
}

export interface ChainCatalog {
  /** The section of the Ledger apps, whose folders are chains. */
  ledger: {routeBasePath: string; title: string};
  sections: readonly SectionBase[];
  chains: readonly CatalogChain[];
}

/** The heading and title of a chain's landing page, which get_page and the report tool name too. */
export const landingPageTitle = (chainName: string): string => `${chainName} developer documentation`;

/** The chains a section's pages are about: every chain that names the section in `related`. */
export function chainsOfSection(catalog: ChainCatalog, sectionId: string): string[] {
  return catalog.chains.filter((c) => c.related.includes(sectionId)).map((c) => c.name);
}
