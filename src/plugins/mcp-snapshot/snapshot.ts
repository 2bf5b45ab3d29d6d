/**
 * The MCP server's snapshot of one build (@zondax/docs-core/snapshot/format.ts): the pages that
 * have a Markdown twin, the chains, the search settings the site's search box uses, and the
 * ledger-apps data the APDU and supported-methods pages render. Pure apart from the file writes in
 * writeLedgerData, so the unit tests can make a snapshot without a build.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {siteCatalog} from '../../data/chainCatalog';
import {docsSource} from '../../data/site';
import {loadChainFacts} from '../chain-landing-pages/chainFactsLoader';
import {limits} from '../../data/site';
import {searchFacetFilters} from '../../search/backend';
import {apduSpecs} from '../../ledger/apdu';
import supportedIndex from '../../ledger/supported/index.generated.json';
import {absoluteUrl, markdownPathFor} from '../markdown-export/paths';
import {mcpEndpointUrl} from '@zondax/docs-core/paths/mcp';
import {SNAPSHOT_FORMAT, snapshotFiles, type SitePage, type SnapshotManifest, type SnapshotPage} from '@zondax/docs-core/snapshot/format';
import {snapshotFrom} from '@zondax/docs-core/snapshot/snapshot';
import {mcpDiscoveryDocument, type McpDiscoveryDocument} from '@zondax/docs-core/tools/discovery';
import {llmsTxtPath} from '../markdown-export/paths';

export interface SnapshotInput {
  outDir: string;
  siteUrl: string;
  baseUrl: string;
  /** The local search index folder inside the build, or null with hosted search. */
  searchIndexDir: string | null;
  sections: Array<{id: string; title: string; routeBasePath: string}>;
  pages: Array<Pick<SnapshotPage, 'permalink' | 'title' | 'description' | 'section' | 'checkedAgainst'>>;
  /** The site's own pages (src/pages), as markdown-export names them. */
  sitePages: Array<Pick<SitePage, 'permalink' | 'title' | 'description'>>;
  /** The commit the site was built from (src/config/buildCommit.ts). */
  commit: string | null;
}

export function snapshotManifest(input: SnapshotInput, snapshotDir: string): SnapshotManifest {
  const located = <P extends {permalink: string}>(p: P) => ({
    ...p,
    markdownFile: markdownPathFor(p.permalink).slice(input.baseUrl.length),
    url: absoluteUrl(input.siteUrl, '/', p.permalink),
  });
  const pages: SnapshotPage[] = input.pages.map(located);
  return {
    format: SNAPSHOT_FORMAT,
    builtAt: new Date().toISOString(),
    site: {url: input.siteUrl, baseUrl: input.baseUrl},
    buildDir: path.relative(snapshotDir, input.outDir) || '.',
    searchIndexDir: input.searchIndexDir,
    searchFacetFilters: searchFacetFilters(
      'en',
      input.sections.map((s) => s.id),
    ),
    searchQueryMaxLength: limits.searchQuestionMaxLength,
    sections: input.sections,
    catalog: siteCatalog,
    pages,
    sitePages: input.sitePages.map(located),
    supported: supportedIndex,
    docsSource: {repository: docsSource.repository, branch: docsSource.branch},
    commit: input.commit,
  };
}

/** Source of one supported-methods list: its version file, and for 'latest' the file the latest page renders. */
function supportedSource(folder: string, version: string, dataDir: string, files: string[]): string {
  if (version !== 'latest') return path.join(dataDir, folder, 'supported', `${version}.json`);
  const latestFile = files.includes('latest.json')
    ? 'latest.json'
    : `${(supportedIndex as SnapshotManifest['supported'])[folder].latest}.json`;
  return path.join(dataDir, folder, 'supported', latestFile);
}

/** Writes the APDU specs and the chain facts, and copies every supported-methods list (and 'latest') into the snapshot. */
export async function writeLedgerData(snapshotDir: string, dataDir: string): Promise<void> {
  await fs.mkdir(path.join(snapshotDir, path.dirname(snapshotFiles.apdu)), {recursive: true});
  await fs.writeFile(path.join(snapshotDir, snapshotFiles.apdu), JSON.stringify(apduSpecs));
  // The landing pages' facts, from the same loader (get_chain answers what /{Chain} shows).
  const facts = Object.fromEntries(Object.keys(apduSpecs).map((folder) => [folder, loadChainFacts(folder)]));
  await fs.writeFile(path.join(snapshotDir, snapshotFiles.chainFacts), JSON.stringify(facts));
  for (const [folder, {versions}] of Object.entries(supportedIndex as SnapshotManifest['supported'])) {
    const files = await fs.readdir(path.join(dataDir, folder, 'supported'));
    await fs.mkdir(path.join(snapshotDir, path.dirname(snapshotFiles.supported(folder, 'latest'))), {recursive: true});
    for (const version of [...versions, 'latest']) {
      await fs.copyFile(supportedSource(folder, version, dataDir, files), path.join(snapshotDir, snapshotFiles.supported(folder, version)));
    }
  }
}

/**
 * The discovery document (/.well-known/mcp) of the server this build's snapshot feeds, at the site's own origin
 * (the site-origin setting and BASE_URL): the tools' descriptions need only the manifest, so nothing is read.
 */
export function discoveryDocument(manifest: SnapshotManifest, siteUrl: string, baseUrl: string): McpDiscoveryDocument {
  const unread = () => Promise.reject(new Error('the discovery document reads no file'));
  const snapshot = snapshotFrom(manifest, apduSpecs, {snapshotFile: unread, buildFile: unread});
  const documentation = `${siteUrl.replace(/\/+$/, '')}${baseUrl.replace(/\/+$/, '')}${llmsTxtPath}`;
  return mcpDiscoveryDocument(snapshot, mcpEndpointUrl(siteUrl, baseUrl), documentation);
}
