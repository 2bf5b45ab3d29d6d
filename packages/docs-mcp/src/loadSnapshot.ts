/**
 * Reads a snapshot folder (snapshotFormat.ts) from disk. The manifest and the APDU specs are read
 * at start; the search index, the Markdown twins and the supported-methods lists when first asked.
 * Nothing here reaches the network: every read is a local file.
 */
import {existsSync, promises as fs, readFileSync} from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../../src/search/engine';
import type {SupportedVersion} from '../../../src/ledger/supported/schema';
import {SNAPSHOT_FORMAT, snapshotFiles, type ApduSpecs, type SnapshotManifest, type SnapshotPage} from './snapshotFormat';

export interface Snapshot {
  dir: string;
  manifest: SnapshotManifest;
  apdu: ApduSpecs;
  /** The site's search engine over the build's index, or undefined when the build has none (hosted search). */
  search: SearchEngine | undefined;
  readMarkdown(page: SnapshotPage): Promise<string>;
  readSupported(folder: string, version: string): Promise<SupportedVersion>;
}

export class SnapshotError extends Error {}

function readJson<T>(file: string, what: string): T {
  if (!existsSync(file)) {
    throw new SnapshotError(
      `No ${what} at ${file}. Build the site first (npm run build writes the snapshot beside the build folder), or pass --snapshot <dir> / --build <dir>.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function loadSnapshot(dir: string): Snapshot {
  const root = path.resolve(dir);
  const manifest = readJson<SnapshotManifest>(path.join(root, snapshotFiles.manifest), 'MCP snapshot (snapshot.json)');
  if (manifest.format !== SNAPSHOT_FORMAT) {
    throw new SnapshotError(
      `The snapshot in ${root} has format ${manifest.format}; this server reads format ${SNAPSHOT_FORMAT}. Rebuild the site.`,
    );
  }
  const apdu = readJson<ApduSpecs>(path.join(root, snapshotFiles.apdu), 'APDU data');
  const buildDir = path.resolve(root, manifest.buildDir);
  const indexDir = manifest.searchIndexDir === null ? undefined : path.join(buildDir, manifest.searchIndexDir);
  const search = indexDir ? new SearchEngine(async (file) => JSON.parse(await fs.readFile(path.join(indexDir, file), 'utf8'))) : undefined;
  return {
    dir: root,
    manifest,
    apdu,
    search,
    readMarkdown: (page) => fs.readFile(path.join(buildDir, page.markdownFile), 'utf8'),
    readSupported: async (folder, version) =>
      JSON.parse(await fs.readFile(path.join(root, snapshotFiles.supported(folder, version)), 'utf8')) as SupportedVersion,
  };
}
