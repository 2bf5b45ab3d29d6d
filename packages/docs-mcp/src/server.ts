/**
 * The MCP server: the assistant tools of @zondax/docs-core (one definition each, shared with every other
 * runtime), page resources and the tools' MCP App (resources.ts) and a prompt (prompts.ts) over
 * a build snapshot. One McpServer per connection (the SDK binds a server to one transport): over stdio one for the
 * process, over HTTP one per request (fetchHandler.ts); the snapshot is shared and read-only. Web APIs only, so the
 * Node server and the edge worker (packages/docs-edge) run this same module.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {registerAppTool} from '@modelcontextprotocol/ext-apps/server';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {AjvJsonSchemaValidator} from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import {z} from 'zod';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import type {DocsTool, ToolAnswer, ToolShape} from '@zondax/docs-core/tools/define';
import {mcpServerIdentity} from '@zondax/docs-core/tools/discovery';
import {docsTools} from '@zondax/docs-core/tools/index';
import {ToolInputError} from '@zondax/docs-core/tools/toolError';
import {perSnapshot} from './perSnapshot';
import {registerResources} from './resources';
import {registerPrompts} from './prompts';
import {serverInfo} from './serverInfo';

export {MAX_INPUT_CHARS} from '@zondax/docs-core/tools/define';

/** Where a runtime reports a failure that is not the caller's (a file missing from the build): never to the client. */
export type ErrorReporter = (error: unknown, context: string) => void;

/** By default, on stderr (Node) or the worker's log: stdout belongs to the protocol on stdio. */
export const reportToConsole: ErrorReporter = (error, context) => console.error(`[zondax-docs-mcp] ${context} failed:`, error);

/** What a client is told about a failure that is not its input: no message that could name a file or a stack. */
export const internalFailure = 'The server could not answer this (the failure was logged). Try again, or another tool.';

function toolResult({text, structured}: ToolAnswer): CallToolResult {
  return {content: [{type: 'text', text}], ...(structured ? {structuredContent: structured} : {})};
}

/**
 * One registration: the definition's words and schema. A ToolInputError (bad input) becomes an isError result with
 * its message (the SDK's McpServer turns a thrown error into one); any other failure is reported and answered with
 * internalFailure, so no file path or stack reaches the client. A tool with an MCP App (DocsTool.app) is registered
 * with ext-apps' helper, which puts the app's resource in the tool's `_meta.ui` (and the older `ui/resourceUri`
 * key); its answer stays the same text for every client.
 */
function registerDocsTool(
  server: McpServer,
  snapshot: Snapshot,
  {tool, description, inputSchema}: PreparedTool,
  report: ErrorReporter,
): void {
  const {name, title, annotations, app} = tool;
  const config = {title, description, inputSchema, annotations};
  const answer = async (args: Record<string, unknown>) => {
    try {
      return toolResult(await tool.answer(snapshot, args as never));
    } catch (error) {
      if (error instanceof ToolInputError) throw error;
      report(error, `tool ${name}`);
      throw new Error(internalFailure);
    }
  };
  // ext-apps takes the raw shape (it builds the object schema itself).
  if (app) registerAppTool(server, name, {...config, inputSchema: tool.inputSchema, _meta: {ui: {resourceUri: app.resourceUri}}}, answer);
  else server.registerTool(name, config, answer);
}

/** A tool as every server over one snapshot registers it: its description and its arguments' schema, made once. */
interface PreparedTool {
  tool: DocsTool<ToolShape>;
  description: string;
  inputSchema: z.ZodObject<ToolShape>;
}

const preparedTools = perSnapshot((snapshot): PreparedTool[] =>
  docsTools.map((tool) => ({tool, description: tool.description(snapshot), inputSchema: z.object(tool.inputSchema)})),
);

/**
 * The JSON Schema validator the SDK's Server checks elicitation answers with (this server never elicits): one for
 * every server, since building one (Ajv and its formats) took most of the time of making a server.
 */
let jsonSchemaValidator: AjvJsonSchemaValidator | undefined;

export function createDocsServer(snapshot: Snapshot, report: ErrorReporter = reportToConsole): McpServer {
  jsonSchemaValidator ??= new AjvJsonSchemaValidator();
  const server = new McpServer(serverInfo, {
    jsonSchemaValidator,
    // logging: clients may set a level (logging/setLevel); the server has nothing to report at any level yet.
    capabilities: {tools: {}, resources: {}, prompts: {}, logging: {}},
    instructions: mcpServerIdentity.instructions,
  });
  for (const tool of preparedTools(snapshot)) registerDocsTool(server, snapshot, tool, report);
  registerResources(server, snapshot, report);
  registerPrompts(server, snapshot);
  return server;
}
