// Where the server finds its data, shared by the server (TypeScript, bundled) and the pack step
// (scripts/embed-data.mjs, plain Node), so the folder the tarball carries is the one the server reads.
import path from 'node:path';

export {snapshotDirFor, snapshotManifestFile} from '@zondax/docs-core/snapshot/dirs.mjs';

/**
 * The build a packed tarball carries inside the package (data/build, its snapshot data/build/mcp-snapshot):
 * only what the server reads, copied by `npm pack` (prepack) and removed again after it (postpack).
 */
export function embeddedBuildDir(packageDir) {
  return path.join(packageDir, 'data', 'build');
}
