/**
 * The MCP server: the assistant tools of @zondax/docs-core (one definition each, shared with every other
 * runtime), page resources (pageResources.ts), the tools' MCP App (appResources.ts) and a prompt (prompts.ts) over
 * a build snapshot. One
 * McpServer per connection (the SDK binds a server to one transport); the snapshot is shared and read-only.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {registerAppTool} from '@modelcontextprotocol/ext-apps/server';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import type {DocsTool, ToolAnswer, ToolShape} from '@zondax/docs-core/tools/define';
import {docsTools} from '@zondax/docs-core/tools/index';
import {registerAppResources} from './appResources';
import {registerPageResources} from './pageResources';
import {registerPrompts} from './prompts';
import {serverInfo} from './serverInfo';

export {MAX_INPUT_CHARS} from '@zondax/docs-core/tools/define';

function toolResult({text, structured}: ToolAnswer): CallToolResult {
  return {content: [{type: 'text', text}], ...(structured ? {structuredContent: structured} : {})};
}

/**
 * One registration: the definition's words and schema; a thrown ToolInputError becomes an isError result (the SDK's).
 * A tool with an MCP App (DocsTool.app) is registered with ext-apps' helper, which puts the app's resource in the
 * tool's `_meta.ui` (and the older `ui/resourceUri` key); its answer stays the same text for every client.
 */
function registerDocsTool(server: McpServer, snapshot: Snapshot, tool: DocsTool<ToolShape>): void {
  const {name, title, inputSchema, annotations, app} = tool;
  const config = {title, description: tool.description(snapshot), inputSchema, annotations};
  const answer = async (args: Record<string, unknown>) => toolResult(await tool.answer(snapshot, args as never));
  if (app) registerAppTool(server, name, {...config, _meta: {ui: {resourceUri: app.resourceUri}}}, answer);
  else server.registerTool(name, config, answer);
}

export function createDocsServer(snapshot: Snapshot): McpServer {
  const server = new McpServer(serverInfo, {
    // logging: clients may set a level (logging/setLevel); the server has nothing to report at any level yet.
    capabilities: {tools: {}, resources: {}, prompts: {}, logging: {}},
    instructions:
      'Zondax developer documentation: Ledger app APDU specifications for ~35 chains, Filecoin, Polkadot and ICP tooling, Zemu and more. ' +
      'Use search_docs to find pages (whole questions work), get_page to read one or one of its sections within a size budget, get_chain for a ' +
      "chain's Ledger app at a glance, the APDU tools to build or decode exact bytes as the site's builder does, and report_doc_problem when a page is wrong.",
  });
  for (const tool of docsTools) registerDocsTool(server, snapshot, tool);
  registerPageResources(server, snapshot);
  registerAppResources(server, snapshot);
  registerPrompts(server, snapshot);
  return server;
}
