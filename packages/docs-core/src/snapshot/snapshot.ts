/**
 * A build snapshot opened for the tools, in any runtime: the runtime says how to read a file (Node's
 * file system for the MCP server, the assets binding for the edge worker, fetch in a page) and gets
 * the same object. The manifest and the APDU specs are read up front; the search index, the Markdown
 * twins and the supported-methods lists when first asked.
 */
import type {SupportedVersion} from '../ledger/supported/schema';
import {chainGrouping, type ChainGrouping} from '../search/grouping';
import {SearchEngine} from '../search/engine';
import {SNAPSHOT_FORMAT, snapshotFiles, type ApduSpecs, type ChainFactsByFolder, type SnapshotManifest, type SnapshotPage} from './format';

/** How a runtime reads the files of a snapshot: text of a file of the snapshot folder, or of the build. */
export interface SnapshotFiles {
  snapshotFile(name: string): Promise<string>;
  buildFile(name: string): Promise<string>;
}

export interface Snapshot {
  manifest: SnapshotManifest;
  apdu: ApduSpecs;
  /** The site's search engine over the build's index, or undefined when the build has none (an older build with hosted search). */
  search: SearchEngine | undefined;
  /** The search's cross-chain grouping over the snapshot's own chains. */
  grouping: ChainGrouping;
  readMarkdown(page: Pick<SnapshotPage, 'markdownFile'>): Promise<string>;
  readSupported(folder: string, version: string): Promise<SupportedVersion>;
  /** The chain facts of every ledger-apps folder, read once when first asked. */
  readChainFacts(): Promise<ChainFactsByFolder>;
  /** An MCP App's frame template, a file of the snapshot folder (snapshotFiles.apduApp). */
  readAppTemplate(file: string): Promise<string>;
}

/** A snapshot that cannot be used: missing, or written in another format. The message says what to do. */
export class SnapshotError extends Error {}

export function checkFormat(manifest: SnapshotManifest, where: string): void {
  if (manifest.format !== SNAPSHOT_FORMAT) {
    throw new SnapshotError(
      `The snapshot in ${where} has format ${manifest.format}; this server reads format ${SNAPSHOT_FORMAT}. Rebuild the site.`,
    );
  }
}

/** The snapshot over its manifest and APDU specs, reading everything else through `files` when asked. */
export function snapshotFrom(manifest: SnapshotManifest, apdu: ApduSpecs, files: SnapshotFiles): Snapshot {
  const {searchIndexDir} = manifest;
  const search =
    searchIndexDir === null ? undefined : new SearchEngine(async (file) => JSON.parse(await files.buildFile(`${searchIndexDir}/${file}`)));
  let chainFacts: Promise<ChainFactsByFolder> | undefined;
  return {
    manifest,
    apdu,
    search,
    grouping: chainGrouping(manifest.catalog),
    readMarkdown: (page) => files.buildFile(page.markdownFile),
    readSupported: async (folder, version) =>
      JSON.parse(await files.snapshotFile(snapshotFiles.supported(folder, version))) as SupportedVersion,
    readChainFacts: () =>
      (chainFacts ??= files.snapshotFile(snapshotFiles.chainFacts).then((text) => JSON.parse(text) as ChainFactsByFolder)),
    readAppTemplate: (file) => files.snapshotFile(file),
  };
}

/** Opens a snapshot whose every file is read through `files` (a worker's assets, a test's memory). */
export async function openSnapshot(files: SnapshotFiles, where = 'the snapshot'): Promise<Snapshot> {
  const manifest = JSON.parse(await files.snapshotFile(snapshotFiles.manifest)) as SnapshotManifest;
  checkFormat(manifest, where);
  const apdu = JSON.parse(await files.snapshotFile(snapshotFiles.apdu)) as ApduSpecs;
  return snapshotFrom(manifest, apdu, files);
}
