export function snapshotDirFor(outDir: string): string;
export function embeddedBuildDir(packageDir: string): string;
