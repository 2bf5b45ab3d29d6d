import packageJson from '../package.json';

/** Name and version the server reports at initialisation: the package's own. */
export const serverInfo = {name: 'zondax-docs-mcp', title: 'Zondax developer documentation', version: packageJson.version};
