export function hostingDirFor(outDir: string): string;
export const edgeSiteFile: string;
export const workerScriptFile: string;
