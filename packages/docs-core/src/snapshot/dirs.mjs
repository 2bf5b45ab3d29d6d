// Where a build's MCP snapshot lives, in plain JavaScript so the packing script (plain Node) and the
// TypeScript that bundles it read one rule.

/** The snapshot's manifest file (page list, search settings, the build it belongs to). */
export const snapshotManifestFile = 'snapshot.json';

/**
 * The snapshot's folder inside the build, and so its path on the site (/mcp-snapshot/snapshot.json): deployed
 * with the pages, so the edge worker reads it through its assets binding as it reads the search index and the
 * Markdown twins. Public documentation data (the APDU specs and supported-methods lists the pages render);
 * every host serves it as JSON.
 */
export const snapshotFolder = 'mcp-snapshot';

/** The snapshot folder of a build (build → build/mcp-snapshot). */
export function snapshotDirFor(outDir) {
  return `${outDir.replace(/[\\/]+$/, '')}/${snapshotFolder}`;
}
