/**
 * One tool call as a runtime without an MCP SDK makes it (WebMCP in the page, a worker's own endpoint, tests):
 * the arguments through the tool's zod schema, then its answer; bad input is an error result with the reason,
 * as the MCP server's (the SDK's McpServer validates with the same schema and turns a thrown ToolInputError
 * into isError with its message). tests/unit/mcp-app-same-answers.test.tsx holds this path, the MCP server and
 * the MCP App's frame to the same answer for every command of every app.
 */
import {z} from 'zod';
import type {Snapshot} from '../snapshot/snapshot';
import type {DocsTool, ToolShape} from './define';
import {docsTools} from './index';
import {ToolInputError} from './toolError';

export interface ToolCallResult {
  text: string;
  structured?: Record<string, unknown>;
  isError: boolean;
}

/** The reasons a schema refused the arguments, one per line, each with the argument it is about. */
function schemaProblems(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`).join('\n');
}

/** Calls `name` with `args` over `snapshot`. Throws only on a failure that is not the caller's (a file missing from the build). */
export async function callDocsTool(
  snapshot: Snapshot,
  name: string,
  args: unknown,
  tools: ReadonlyArray<DocsTool<ToolShape>> = docsTools,
): Promise<ToolCallResult> {
  const tool = tools.find((t) => t.name === name);
  if (!tool) return {text: `Unknown tool "${name}". Tools: ${tools.map((t) => t.name).join(', ')}.`, isError: true};
  const parsed = z.object(tool.inputSchema).safeParse(args ?? {});
  if (!parsed.success) return {text: `Invalid arguments for ${name}:\n${schemaProblems(parsed.error)}`, isError: true};
  try {
    const answer = await tool.answer(snapshot, parsed.data);
    return {...answer, isError: false};
  } catch (error) {
    if (error instanceof ToolInputError) return {text: error.message, isError: true};
    throw error;
  }
}

/** The tool's input as JSON Schema, converted as the MCP SDK converts it (draft 7, the input side): WebMCP registers it. */
export function toolInputJsonSchema(tool: DocsTool<ToolShape>): Record<string, unknown> {
  return z.toJSONSchema(z.object(tool.inputSchema), {target: 'draft-7', io: 'input'}) as Record<string, unknown>;
}

/** One argument of a tool as a client is told it: its name, its description, and whether a call may leave it out. */
export interface ToolArgument {
  name: string;
  description: string;
  optional: boolean;
}

/** A tool's arguments as its input JSON Schema gives them: the properties, `required` naming those a call must give. */
export function toolArguments(tool: DocsTool<ToolShape>): ToolArgument[] {
  const schema = toolInputJsonSchema(tool) as {properties?: Record<string, {description?: string}>; required?: string[]};
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    description: property.description ?? '',
    optional: !(schema.required ?? []).includes(name),
  }));
}

/** A call's result as an MCP tool result (content, structuredContent, isError), as the server sends it. */
export function mcpToolResult(result: ToolCallResult): {
  content: Array<{type: 'text'; text: string}>;
  structuredContent?: Record<string, unknown>;
  isError?: true;
} {
  return {
    content: [{type: 'text', text: result.text}],
    ...(result.structured ? {structuredContent: result.structured} : {}),
    ...(result.isError ? {isError: true as const} : {}),
  };
}
