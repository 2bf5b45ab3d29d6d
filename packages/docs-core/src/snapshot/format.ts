/**
 * What the site build leaves for the MCP server (src/plugins/mcp-snapshot writes it, snapshot.ts
 * opens it in any runtime). The snapshot folder lies inside the build (build/mcp-snapshot, deployed with it: the
 * edge worker reads it through its assets binding) and holds the page list and the ledger-apps data; the search
 * index and the Markdown twins stay where the build has them (the manifest names the build folder), because the
 * plugins that write them run at the same time as this one (Docusaurus runs every postBuild in parallel), so
 * copying them would race.
 */
import type {ChainCatalog} from '../chains/catalog';
import type {ChainFacts} from '../chains/facts';
import type {ApduSpec} from '../ledger/apdu/schema';
import {snapshotManifestFile} from './dirs.mjs';
import type {PackageRegistry} from '../packageRegistry';

/**
 * 2: the chains became a catalog (landing pages, related sections and the ledger-apps section).
 * 3: the MCP App's frame (apps/apdu-builder.template), which the APDU tools' UI resource serves.
 * 4: a chain's instructions carry their INS (and class) byte, not only their name; the catalog's chains their aliases.
 * 5: the site's own pages (sitePages), whose twins get_page reads as it reads a doc page's.
 */
export const SNAPSHOT_FORMAT = 5;

/** Files inside the snapshot folder. */
export const snapshotFiles = {
  manifest: snapshotManifestFile,
  apdu: 'ledger/apdu.json',
  /** Per chain folder: the facts its landing page shows (chains/facts.ts), read when get_chain is first asked. */
  chainFacts: 'ledger/chains.json',
  /** Per chain folder and version: the supported-methods list (data/ledger-apps/<folder>/supported/<version>.json). */
  supported: (folder: string, version: string) => `ledger/supported/${folder}/${version}.json`,
  /**
   * The MCP App frame of the APDU tools (apps/apduApp.ts): the builder's HTML, scripts and styles in one file,
   * bundled from packages/apdu-ui by the site build; the data is added when a server serves it (apduAppHtml).
   * Not named .html: a snapshot inside a build folder must not look like one of the site's pages to the build's
   * HTML steps (the Content-Security-Policy pass, the sitemap, the search records).
   */
  apduApp: 'apps/apdu-builder.template',
} as const;

/** The snapshot folder of a build (build → build/mcp-snapshot), and its name, which is its path on the site. */
export {snapshotDirFor, snapshotFolder} from './dirs.mjs';

/**
 * The code a hand-written page was last read against: the day, and each repository at the commit read (the site's
 * src/data/codeChecks.ts, or a Ledger app's record), with the repository's tree at that commit; and each published
 * package read where it is ahead of its repository's history, at the version read, with its page on the registry.
 */
export interface CodeCheckAnswer {
  checkedAt: string;
  sources: Array<{repository: string; commit: string; date: string; url: string}>;
  packages?: Array<{registry: PackageRegistry; name: string; version: string; url: string}>;
}

export interface SnapshotPage {
  /** Permalink of the page, as the site routes it: '/zemu/quickstart'. */
  permalink: string;
  /** Where its Markdown twin is, relative to the build folder: 'zemu/quickstart.md'. */
  markdownFile: string;
  /** Canonical URL of the page (site origin + base URL + permalink). */
  url: string;
  title: string;
  description: string;
  /** Docs section id ('zemu'). */
  section: string;
  /** The code the page was checked against; absent on pages generated from data and pages of no one repository. */
  checkedAgainst?: CodeCheckAnswer;
}

/** A page of the site's own (the home page, /fvm, the Beryx pages, …): no docs section, no code check. */
export type SitePage = Pick<SnapshotPage, 'permalink' | 'markdownFile' | 'url' | 'title' | 'description'>;

export interface SnapshotManifest {
  format: typeof SNAPSHOT_FORMAT;
  builtAt: string;
  /** Site origin and base URL the build was made for. */
  site: {url: string; baseUrl: string};
  /** The build folder, relative to the snapshot folder ('..'). */
  buildDir: string;
  /**
   * Search index folder inside the build ('search-index'). Null only in a snapshot of a build made before the index was
   * written with hosted search too.
   */
  searchIndexDir: string | null;
  /** The facet filters the site's search sends with every query (language, docs version tags: SPEC 7). */
  searchFacetFilters: Array<string | string[]>;
  /** Longest query the site's search takes (/search and search_docs; the modal keeps SPEC 9's 64 characters). */
  searchQueryMaxLength: number;
  sections: Array<{id: string; title: string; routeBasePath: string}>;
  /** The chains and the sections about them, as the site's search groups and filters by chain. */
  catalog: ChainCatalog;
  pages: SnapshotPage[];
  /** The site's own pages (src/pages of the site), each with a Markdown twin. */
  sitePages: SitePage[];
  /** Per chain folder: the supported-methods versions, newest first, and the latest one. */
  supported: Record<string, {latest: string; versions: string[]}>;
  /** Where readers report a problem with a page: the docs' source repository (an issue there) and branch. */
  docsSource: {repository: string; branch: string};
  /** The commit the site was built from, when the build knew it. */
  commit: string | null;
}

export type ApduSpecs = Record<string, ApduSpec>;

/** Chain facts by ledger-apps folder. */
export type ChainFactsByFolder = Record<string, ChainFacts>;
