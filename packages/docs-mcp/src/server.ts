/**
 * The MCP server: its tools (below), page resources (pageResources.ts) and prompt (prompts.ts) over a build snapshot. One McpServer per
 * connection (the SDK binds a server to one transport); the snapshot is shared and read-only.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import type {Snapshot} from './loadSnapshot';
import {buildApdu, decodeApduResponse, getApduSpec, statusWord} from './tools/apdu';
import {getPage} from './tools/getPage';
import {searchDocs, type SearchEntry} from './tools/searchDocs';
import {diffMethods, supportedMethods} from './tools/supportedMethods';
import {registerPageResources} from './pageResources';
import {registerPrompts} from './prompts';
import {serverInfo} from './serverInfo';

/** Longest text any argument may carry: a long transaction in hex fits, a runaway paste does not. */
export const MAX_INPUT_CHARS = 65_536;

const chainArg = z.string().min(1).max(64).describe("Chain name or ledger-apps folder, e.g. 'Filecoin', 'Aleph Zero', 'alephzero'");
const commandArg = z
  .string()
  .min(1)
  .max(64)
  .describe("Command id or instruction name from get_apdu_spec, e.g. 'getVersion' or 'INS_GET_VERSION'");
const versionArg = z.string().min(1).max(32).describe("Supported-methods list: 'latest' or a version such as '18.73' (or '18.73.x')");

const json = (value: unknown): CallToolResult => ({content: [{type: 'text', text: JSON.stringify(value, null, 2)}]});

function searchText(query: string, entries: SearchEntry[]): string {
  if (entries.length === 0) return `No results for "${query}".`;
  return entries
    .map((e, i) => `${i + 1}. ${e.title}\n   ${e.url}${e.chains ? `\n   Chains: ${e.chains.join(', ')}` : ''}\n   ${e.snippet}`)
    .join('\n\n');
}

export function createDocsServer(snapshot: Snapshot): McpServer {
  const server = new McpServer(serverInfo, {
    // logging: clients may set a level (logging/setLevel); the server has nothing to report at any level yet.
    capabilities: {tools: {}, resources: {}, prompts: {}, logging: {}},
    instructions:
      'Zondax developer documentation: Ledger app APDU specifications for ~35 chains, Filecoin, Polkadot and ICP tooling, Zemu and more. ' +
      'Use search_docs to find pages, get_page to read one, and the APDU tools to build or decode exact bytes as the site does.',
  });
  const sectionIds = snapshot.manifest.sections.map((s) => s.id);

  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description: `Searches the site with its own ranking. Returns the top entries with title, URL and snippet. Sections: ${sectionIds.join(', ')}.`,
      inputSchema: {
        query: z.string().min(1).max(snapshot.manifest.searchQueryMaxLength).describe('Words to search for'),
        section: z.string().max(64).optional().describe('Only this docs section (its id)'),
        chain: z.string().max(64).optional().describe("Only pages about this chain, e.g. 'Polkadot'"),
        limit: z.number().int().min(1).max(20).optional().describe('How many entries (default 10)'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => {
      const entries = await searchDocs(snapshot, args);
      return {content: [{type: 'text', text: searchText(args.query, entries)}], structuredContent: {results: entries}};
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        "A page's Markdown (the .md twin the site publishes) with its canonical URL. Give a path ('/zemu/quickstart') or a URL of the site.",
      inputSchema: {path: z.string().min(1).max(512).describe("Page path or URL, e.g. '/ledger-apps/filecoin/APDUSPEC'")},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({path}) => {
      const {page, markdown} = await getPage(snapshot, path);
      return {content: [{type: 'text', text: `Canonical URL: ${page.url}\n\n${markdown}`}]};
    },
  );

  server.registerTool(
    'get_apdu_spec',
    {
      title: 'APDU specification of a Ledger app',
      description: "Commands of a chain's Ledger app: CLA, INS, P1/P2, payload layout, response layout, chunking and status words.",
      inputSchema: {chain: chainArg, command: commandArg.optional()},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({chain, command}) => json(getApduSpec(snapshot, chain, command)),
  );

  server.registerTool(
    'build_apdu',
    {
      title: 'Build command APDUs',
      description:
        "The exact APDU bytes (hex, one per exchange, chunked where the app chunks) that the page's builder makes. Field values are text as typed in the builder: paths like m/44'/461'/0'/0/0, numbers, hex for bytes.",
      inputSchema: {
        chain: chainArg,
        command: commandArg,
        fields: z
          .record(z.string().max(64), z.string().max(MAX_INPUT_CHARS))
          .optional()
          .describe('Payload field id → value (ids from get_apdu_spec)'),
        p1: z.number().int().min(0).max(255).optional().describe('P1 when the command offers a choice (default: its first option)'),
        p2: z.number().int().min(0).max(255).optional().describe('P2 when the command offers a choice (default: its first option)'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => json(buildApdu(snapshot, args)),
  );

  server.registerTool(
    'decode_apdu_response',
    {
      title: 'Decode an APDU response',
      description: "Reads a response (data followed by SW1-SW2, in hex) with the command's response layout, as the page's decoder does.",
      inputSchema: {
        chain: chainArg,
        command: commandArg,
        hex: z.string().min(1).max(MAX_INPUT_CHARS).describe('Response bytes in hex, ending with the status word'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => json(decodeApduResponse(snapshot, args)),
  );

  server.registerTool(
    'status_word',
    {
      title: 'Explain a status word',
      description: 'What a status word (SW1-SW2) means, for one app when a chain is given, with a hint for the common failures.',
      inputSchema: {
        code: z.union([z.string().min(1).max(8), z.number().int()]).describe("Status word, e.g. '0x6985', '6985' or 27013"),
        chain: chainArg.optional(),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({code, chain}) => json(statusWord(snapshot, code, chain)),
  );

  server.registerTool(
    'supported_methods',
    {
      title: 'Methods a Substrate app version can sign',
      description: 'Pallets and methods of one supported-methods list of a chain (latest by default), per device build, with arguments.',
      inputSchema: {chain: chainArg, version: versionArg.optional()},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({chain, version}) => json(await supportedMethods(snapshot, chain, version)),
  );

  server.registerTool(
    'diff_methods',
    {
      title: 'What changed between two app versions',
      description: 'Pallets and methods added or removed, and methods whose arguments changed, from one supported-methods list to another.',
      inputSchema: {chain: chainArg, from: versionArg, to: versionArg},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({chain, from, to}) => json(await diffMethods(snapshot, chain, from, to)),
  );

  registerPageResources(server, snapshot);
  registerPrompts(server, snapshot);
  return server;
}
