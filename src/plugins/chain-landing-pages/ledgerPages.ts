/**
 * What a chain's landing page lists of its ledger-apps folder, read from the docs plugin's loaded
 * content: the pages in sidebar order, named as the sidebar names them (sidebar_label, else title),
 * with one entry for the supported-methods pages (the latest) and the number of versions behind it.
 */
import {isApduPagePath, isBuildPagePath} from '@zondax/docs-core/paths/ledger-pages';

export interface LedgerDocFacts {
  id: string;
  title: string;
  permalink: string;
  sidebarPosition?: number;
  frontMatter: {sidebar_label?: string};
}

export interface LedgerPageLink {
  label: string;
  path: string;
}

export interface ChainLedgerPages {
  pages: LedgerPageLink[];
  /** Supported-methods pages of single versions (not listed one by one). */
  versionCount: number;
}

const versionPage = /\/supported_\d/;

/** The chain's APDU specification page (`isApduPagePath`), if it has one. */
export const apduPageOf = <P extends {path: string}>(pages: readonly P[]) => pages.find((p) => isApduPagePath(p.path));
/** The chain's build guide (`isBuildPagePath`), if it has one. */
export const buildPageOf = <P extends {path: string}>(pages: readonly P[]) => pages.find((p) => isBuildPagePath(p.path));

/** Docusaurus's own rule for naming a doc in a sidebar. */
export const docLabel = (doc: Pick<LedgerDocFacts, 'title' | 'frontMatter'>): string => doc.frontMatter.sidebar_label ?? doc.title;

export function chainLedgerPages(docs: readonly LedgerDocFacts[], folder: string | undefined): ChainLedgerPages {
  if (!folder) return {pages: [], versionCount: 0};
  const own = docs.filter((d) => d.id.startsWith(`${folder}/`));
  const pages = own
    .filter((d) => !versionPage.test(d.id))
    .sort((a, b) => (a.sidebarPosition ?? Infinity) - (b.sidebarPosition ?? Infinity) || a.id.localeCompare(b.id))
    .map((d) => ({label: docLabel(d), path: d.permalink}));
  return {pages, versionCount: own.filter((d) => versionPage.test(d.id)).length};
}
