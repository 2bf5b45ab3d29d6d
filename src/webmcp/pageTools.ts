/**
 * The tools a page registers on `document.modelContext`: docs-core's definitions answering from the snapshot
 * the build publishes (mcp-snapshot/, the same files the MCP server and the edge Worker read), so an agent in
 * the browser gets the MCP server's answers. On an APDU page, a build_apdu call for the page's own chain also
 * opens the page's builder on what the agent built, so the reader sees it.
 */
import {apduPageFolder} from '@zondax/docs-core/paths/ledger-pages';
import {snapshotFolder} from '@zondax/docs-core/snapshot/format';
import {openSnapshot, type Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import {callDocsTool, mcpToolResult, toolInputJsonSchema} from '@zondax/docs-core/tools/call';
import type {DocsTool, ToolShape} from '@zondax/docs-core/tools/define';
import {buildApduTool, decodeApduResponseTool, getApduSpecTool} from '@zondax/docs-core/tools/apdu';
import {resolveLedgerFolder} from '@zondax/docs-core/tools/resolve';
import {searchDocsTool} from '@zondax/docs-core/tools/searchDocs';
import {siteBaseUrl} from '@site/src/internals/client/generatedModules';
import {showInBuilder} from './showInBuilder';

/** What Chrome's WebMCP takes (document.modelContext, draft of the W3C Web Machine Learning group). */
interface ModelContext {
  registerTool(
    tool: {
      name: string;
      description: string;
      inputSchema: object;
      annotations?: {readOnlyHint?: boolean};
      execute(input: object): Promise<unknown>;
    },
    options?: {signal?: AbortSignal},
  ): void;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

let opened: Promise<Snapshot> | undefined;

/** The build's snapshot, opened once per tab and read as the tools need it. */
function snapshot(): Promise<Snapshot> {
  const base = siteBaseUrl();
  opened ??= openSnapshot(
    {snapshotFile: (name) => fetchText(`${base}${snapshotFolder}/${name}`), buildFile: (name) => fetchText(`${base}${name}`)},
    `${base}${snapshotFolder}/`,
  );
  return opened;
}

export async function registerPageTools(pathname: string, signal: AbortSignal): Promise<void> {
  const modelContext = (document as Document & {modelContext?: ModelContext}).modelContext;
  if (!modelContext || signal.aborted) return;
  const docs = await snapshot();
  if (signal.aborted) return;
  const folder = apduPageFolder(pathname, docs.manifest.catalog.ledger.routeBasePath);
  const onPage = folder ? docs.apdu[folder] : undefined;
  const tools: Array<DocsTool<ToolShape>> = [searchDocsTool, ...(onPage ? [getApduSpecTool, buildApduTool, decodeApduResponseTool] : [])];
  for (const tool of tools) {
    const here = onPage && tool !== searchDocsTool ? ` This page is the ${onPage.appName} app's (chain '${onPage.folder}').` : '';
    modelContext.registerTool(
      {
        name: tool.name,
        description: `${tool.description(docs)}${here}`,
        inputSchema: toolInputJsonSchema(tool),
        annotations: {readOnlyHint: tool.annotations.readOnlyHint},
        execute: async (input) => {
          const result = await callDocsTool(docs, tool.name, input, tools);
          if (onPage && tool === buildApduTool && !result.isError) showOnPage(docs, onPage.folder, input);
          return mcpToolResult(result);
        },
      },
      {signal},
    );
  }
}

/** A build_apdu call for this page's chain opens the page's builder on the same command and values. */
function showOnPage(docs: Snapshot, folder: string, input: object): void {
  const {chain, command, fields, p1, p2} = input as {
    chain: string;
    command: string;
    fields?: Record<string, string>;
    p1?: number;
    p2?: number;
  };
  try {
    if (resolveLedgerFolder(docs, chain) !== folder) return;
  } catch {
    return;
  }
  showInBuilder({command, fields: fields ?? {}, p1, p2});
}
