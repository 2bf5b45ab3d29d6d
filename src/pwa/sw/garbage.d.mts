export declare function recordBuild(buildKey: string, files: string[]): Promise<void>;
export declare function namesOtherBuild(named: string[], ownFiles: Set<string>): boolean;
export declare function dropUnusedBuilds(buildKey: string): Promise<number>;
export declare function recordedFilesOf(page: Response): string[] | null;
export declare function shardsNamedBy(manifest: {terms?: Record<string, string>; docs?: Array<[number, string]>}): Set<string>;
export declare function storeManifest(cache: Cache, request: Request | string, response: Response): Promise<number>;
