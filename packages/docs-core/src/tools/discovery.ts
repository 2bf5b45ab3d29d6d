/**
 * The MCP server's identity (what it reports at initialisation on every runtime) and its discovery document,
 * served at /.well-known/mcp (paths/mcp.ts): name, description, the Streamable HTTP URL and the tools, so a client
 * that knows only the site's address finds the server. Its fields follow the MCP server card proposal (SEP-2127:
 * name, title, version, description, remotes) and list the tools as published cards do.
 */
import corePackage from '../../package.json';
import type {Snapshot} from '../snapshot/snapshot';
import {docsTools} from './index';

export const mcpServerIdentity = {
  name: 'zondax-docs-mcp',
  title: 'Zondax developer documentation',
  /** The tools' version: the package every runtime runs them from. */
  version: corePackage.version,
  description:
    "Zondax developer documentation as MCP tools: search with the site's own ranking, any page or section as Markdown within a size budget, " +
    "each chain's Ledger app at a glance, the APDU specifications with the exact bytes the pages build and decode, the supported-methods " +
    'lists, and a prefilled report of a wrong page. Read-only; no account.',
  instructions:
    'Zondax developer documentation: Ledger app APDU specifications for ~36 chains, Filecoin, Polkadot and ICP tooling, Zemu and more. ' +
    'Use search_docs to find pages (whole questions work), get_page to read one or one of its sections within a size budget, get_chain for a ' +
    "chain's Ledger app at a glance, the APDU tools to build or decode exact bytes as the site's builder does, and report_doc_problem when a page is wrong.",
} as const;

export interface McpDiscoveryDocument {
  /** Reverse-DNS name from the site's host ('ch.zondax.docs/mcp'). */
  name: string;
  title: string;
  version: string;
  description: string;
  remotes: Array<{type: 'streamable-http'; url: string}>;
  tools: Array<{name: string; title: string; description: string}>;
  /** Where the same documentation is indexed for reading (llms.txt). */
  documentation: string;
}

/** The discovery document of the server answering at `endpointUrl` over `snapshot`. */
export function mcpDiscoveryDocument(snapshot: Snapshot, endpointUrl: string, documentationUrl: string): McpDiscoveryDocument {
  const host = new URL(endpointUrl).hostname;
  return {
    name: `${host.split('.').reverse().join('.')}/mcp`,
    title: mcpServerIdentity.title,
    version: mcpServerIdentity.version,
    description: mcpServerIdentity.description,
    remotes: [{type: 'streamable-http', url: endpointUrl}],
    tools: docsTools.map((tool) => ({name: tool.name, title: tool.title, description: tool.description(snapshot)})),
    documentation: documentationUrl,
  };
}
