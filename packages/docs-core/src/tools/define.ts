/**
 * One assistant tool: its name, words, input schema and answer, written once and used by every runtime
 * that offers it (the MCP server over stdio and HTTP, the edge worker, MCP Apps, WebMCP in the page).
 * A runtime validates the arguments with `inputSchema` (zod) and shows `answer`'s text; structured
 * content goes with it where the protocol has a place for it. callDocsTool (call.ts) is that whole path
 * for a runtime without an MCP SDK (WebMCP in the page).
 */
import {z} from 'zod';
import type {Snapshot} from '../snapshot/snapshot';

export type ToolShape = z.ZodRawShape;

/** What a tool answers: text for any client, and the same facts as data where the client takes them. */
export interface ToolAnswer {
  text: string;
  structured?: Record<string, unknown>;
}

/**
 * An MCP App (SEP-1865) that renders a tool's result: the `ui://` resource a host shows in a sandboxed frame
 * beside the answer's text (apps/apduApp.ts). The answer stays the same text for clients that do not render apps.
 */
export interface ToolApp {
  /** The app's `ui://` resource (DocsApp.uri). */
  resourceUri: string;
}

export interface DocsTool<Shape extends ToolShape = ToolShape> {
  name: string;
  title: string;
  /** The MCP App a host may render for this tool's calls (registered by every MCP runtime with the tool). */
  app?: ToolApp;
  /** What the tool does, for the assistant choosing it; given the snapshot it answers from. */
  description: (snapshot: Snapshot) => string;
  inputSchema: Shape;
  /** The tools only read the documentation: nothing changes and nothing outside the snapshot is reached. */
  annotations: {readOnlyHint: true; openWorldHint: false};
  answer(snapshot: Snapshot, args: z.infer<z.ZodObject<Shape>>): Promise<ToolAnswer>;
}

/** A tool definition with its argument types checked against its schema. */
export function defineTool<Shape extends ToolShape>(tool: Omit<DocsTool<Shape>, 'annotations'>): DocsTool<Shape> {
  return {...tool, annotations: {readOnlyHint: true, openWorldHint: false}};
}

/** An answer that is data: pretty-printed JSON as the text. */
export function jsonAnswer(value: object): ToolAnswer {
  return {text: JSON.stringify(value, null, 2)};
}

/**
 * Longest text any argument may carry: a 16 KiB transaction in hex fits (no app documented here takes more in
 * one signing), a runaway paste does not.
 */
export const MAX_INPUT_CHARS = 32_768;

/** Most payload fields a build_apdu call may name (the largest command documented here has 4). */
export const MAX_FIELDS = 16;

/**
 * Largest request body an MCP endpoint over HTTP reads (the Node server and the edge worker answer 413 above it):
 * twice the longest argument, so a call carrying one argument at its limit always fits with its JSON-RPC envelope.
 */
export const MAX_REQUEST_BYTES = 2 * MAX_INPUT_CHARS;

export const chainArg = z
  .string()
  .min(1)
  .max(64)
  .describe(
    "Chain name, another name the site gives it, or ledger-apps folder, e.g. 'Filecoin', 'Aleph Zero', 'alephzero', 'Internet Computer'",
  );
export const commandArg = z
  .string()
  .min(1)
  .max(64)
  .describe(
    "Command id or instruction name from get_apdu_spec, e.g. 'getVersion', 'INS_GET_VERSION' or 'get_version'; the start of one ('sign') or words of an id ('version'); several matching commands are listed back",
  );
export const versionArg = z
  .string()
  .min(1)
  .max(32)
  .describe(
    "Supported-methods list: 'latest' or a version such as '18.73' (or '18.73.x'); a major version ('18') when one list starts with it",
  );
