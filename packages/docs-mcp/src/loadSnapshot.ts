/**
 * Reads a snapshot folder from disk (@zondax/docs-core/snapshot/format.ts). The manifest and the APDU
 * specs are read at start, so a missing or stale snapshot fails before the server answers anything;
 * the rest when first asked. Nothing here reaches the network: every read is a local file.
 */
import {existsSync, promises as fs, readFileSync} from 'node:fs';
import path from 'node:path';
import {snapshotFiles, type ApduSpecs, type SnapshotManifest} from '@zondax/docs-core/snapshot/format';
import {checkFormat, snapshotFrom, SnapshotError, type Snapshot} from '@zondax/docs-core/snapshot/snapshot';

export {SnapshotError};

/** A snapshot read from a folder, which it names for messages to people. */
export type NodeSnapshot = Snapshot & {dir: string};

function readJson<T>(file: string, what: string): T {
  if (!existsSync(file)) {
    throw new SnapshotError(
      `No ${what} at ${file}. Build the site first (npm run build writes the snapshot beside the build folder), or pass --snapshot <dir> / --build <dir>.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function loadSnapshot(dir: string): NodeSnapshot {
  const root = path.resolve(dir);
  const manifest = readJson<SnapshotManifest>(path.join(root, snapshotFiles.manifest), 'MCP snapshot (snapshot.json)');
  checkFormat(manifest, root);
  const apdu = readJson<ApduSpecs>(path.join(root, snapshotFiles.apdu), 'APDU data');
  const buildDir = path.resolve(root, manifest.buildDir);
  const snapshot = snapshotFrom(manifest, apdu, {
    snapshotFile: (name) => fs.readFile(path.join(root, name), 'utf8'),
    buildFile: (name) => fs.readFile(path.join(buildDir, name), 'utf8'),
  });
  return {...snapshot, dir: root};
}
