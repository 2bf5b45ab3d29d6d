export declare const contentTypes: Readonly<Record<string, string>>;
export declare const hostOnlyFiles: readonly string[];
