export declare function recordBuild(buildKey: string, files: string[]): Promise<void>;
export declare function namesOtherBuild(named: string[], ownFiles: Set<string>): boolean;
export declare function dropUnusedBuilds(buildKey: string): Promise<number>;
export declare function recordedFilesOf(page: Response): string[] | null;
