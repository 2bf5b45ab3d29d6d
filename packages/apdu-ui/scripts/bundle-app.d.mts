/** The MCP App frame bundled into one HTML file (bundle-app.mjs). */
export declare const dataSlot: string;
export declare function framePolicy(script: string, style: string): string;
export declare function bundleApduApp(): Promise<{html: string; scriptBytes: number; styleBytes: number; ms: number}>;
