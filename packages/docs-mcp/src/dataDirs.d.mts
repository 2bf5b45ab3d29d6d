export const snapshotManifestFile: string;
export function snapshotDirFor(outDir: string): string;
export function embeddedBuildDir(packageDir: string): string;
