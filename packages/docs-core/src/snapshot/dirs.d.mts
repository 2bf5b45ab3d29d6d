export const snapshotManifestFile: string;
export const snapshotFolder: string;
export function snapshotDirFor(outDir: string): string;
