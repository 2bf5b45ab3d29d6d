/** Name and version the server reports at initialisation (the package's own). */
export const serverInfo = {name: 'zondax-docs-mcp', title: 'Zondax developer documentation', version: '0.1.0'} as const;
