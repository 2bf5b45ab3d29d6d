export declare function assetFiles(outDir: string): Promise<string[]>;
