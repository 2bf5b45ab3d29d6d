/**
 * A tool call as a runtime without an MCP SDK makes it (WebMCP in the page, an MCP App frame): the
 * arguments through the tool's schema, then its answer, as an MCP tool result. Bad input (the schema's or a
 * ToolInputError) is a result with isError, as the SDK's server makes it, so an agent reads why.
 */
import {z} from 'zod';
import type {Snapshot} from '../snapshot/snapshot';
import type {DocsTool, ToolShape} from './define';
import {ToolInputError} from './toolError';

export interface ToolCallResult {
  content: Array<{type: 'text'; text: string}>;
  structuredContent?: Record<string, unknown>;
  isError?: true;
}

/** The tool's input as JSON Schema, converted as the MCP SDK converts it (draft 7, the input side). */
export function toolInputJsonSchema(tool: DocsTool<ToolShape>): Record<string, unknown> {
  return z.toJSONSchema(z.object(tool.inputSchema), {target: 'draft-7', io: 'input'}) as Record<string, unknown>;
}

const failed = (text: string): ToolCallResult => ({content: [{type: 'text', text}], isError: true});

export async function callDocsTool(snapshot: Snapshot, tool: DocsTool<ToolShape>, input: unknown): Promise<ToolCallResult> {
  const args = z.object(tool.inputSchema).safeParse(input ?? {});
  if (!args.success) return failed(`Invalid arguments for tool ${tool.name}: ${z.prettifyError(args.error)}`);
  try {
    const {text, structured} = await tool.answer(snapshot, args.data);
    return {content: [{type: 'text', text}], ...(structured ? {structuredContent: structured} : {})};
  } catch (error) {
    if (error instanceof ToolInputError) return failed(error.message);
    return failed(`The tool ${tool.name} failed: the documentation it reads could not be loaded.`);
  }
}
