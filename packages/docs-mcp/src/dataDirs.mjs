// Where the server finds its data, shared by the server (TypeScript, bundled) and the pack step
// (scripts/embed-data.mjs, plain Node), so the folder the tarball carries is the one the server reads.
import path from 'node:path';

/** The snapshot's manifest file (page list, search settings, the build it belongs to). */
export const snapshotManifestFile = 'snapshot.json';

/** The folder beside a build where its snapshot lives (build → build-mcp), as hosting's build-hosting. */
export function snapshotDirFor(outDir) {
  return `${outDir.replace(/[\\/]+$/, '')}-mcp`;
}

/**
 * The build a packed tarball carries inside the package (data/build, its snapshot data/build-mcp):
 * only what the server reads, copied by `npm pack` (prepack) and removed again after it (postpack).
 */
export function embeddedBuildDir(packageDir) {
  return path.join(packageDir, 'data', 'build');
}
