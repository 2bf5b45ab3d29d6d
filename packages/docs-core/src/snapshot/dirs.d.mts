export const snapshotManifestFile: string;
export function snapshotDirFor(outDir: string): string;
