// Where a build's MCP snapshot lives, in plain JavaScript so the packing script (plain Node) and the
// TypeScript that bundles it read one rule.

/** The snapshot's manifest file (page list, search settings, the build it belongs to). */
export const snapshotManifestFile = 'snapshot.json';

/** The folder beside a build where its snapshot lives (build → build-mcp), as hosting's build-hosting. */
export function snapshotDirFor(outDir) {
  return `${outDir.replace(/[\\/]+$/, '')}-mcp`;
}
