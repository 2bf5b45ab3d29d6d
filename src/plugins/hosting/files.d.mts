export declare const contentTypes: Readonly<Record<string, string>>;
export declare const typesByPath: Readonly<Record<string, string>>;
export declare const hostOnlyFiles: readonly string[];
