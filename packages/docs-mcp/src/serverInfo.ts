import {mcpServerIdentity} from '@zondax/docs-core/tools/discovery';

/** Name, title and version the server reports at initialisation: docs-core's, the same on every runtime and in the discovery document. */
export const serverInfo = {name: mcpServerIdentity.name, title: mcpServerIdentity.title, version: mcpServerIdentity.version};
