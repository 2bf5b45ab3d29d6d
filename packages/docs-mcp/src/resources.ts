/**
 * The server's resources, answered by handlers of the list and read requests over one table per snapshot
 * (perSnapshot) instead of one McpServer.registerResource each: over HTTP a server is made for each request, and
 * registering the ~400 pages each time was most of its cost. The answers are those registerResource gives (same
 * fields, same capability, same errors). Two kinds:
 * - every page with a Markdown twin (doc pages, the site's own pages, chain pages), as text/markdown at the twin's
 *   canonical URL;
 * - the tools' MCP Apps (SEP-1865): each `ui://` resource a tool definition points to (DocsTool.app), with ext-apps'
 *   MIME type (`text/html;profile=mcp-app`) and the app's `_meta.ui` (its CSP, permissions and border). Its HTML is
 *   the snapshot's (docs-core apps/apduAppData.ts), so every runtime that opens a snapshot serves the same frame.
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {RESOURCE_MIME_TYPE} from '@modelcontextprotocol/ext-apps/server';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type ReadResourceResult,
  type Resource,
} from '@modelcontextprotocol/sdk/types.js';
import {apduApp} from '@zondax/docs-core/apps/apduApp';
import {apduAppHtml} from '@zondax/docs-core/apps/apduAppData';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import {readablePages} from '@zondax/docs-core/tools/getPage';
import {perSnapshot} from './perSnapshot';
import type {ErrorReporter} from './server';

interface Entry {
  /** What the client is told when the read fails for a reason that is not its own (the error itself is reported). */
  failure: string;
  read: () => Promise<ReadResourceResult>;
}

const resourceTable = perSnapshot((snapshot: Snapshot) => {
  const {url, baseUrl} = snapshot.manifest.site;
  const twinUrl = (markdownFile: string) => new URL(`${url.replace(/\/+$/, '')}${baseUrl}${markdownFile}`).toString();
  const resources: Resource[] = [];
  const entries = new Map<string, Entry>();
  // Every page get_page reads: the docs sections' pages, the site's own (the home page, /fvm, …) and the chain pages.
  for (const page of readablePages(snapshot)) {
    const uri = twinUrl(page.markdownFile);
    if (entries.has(uri)) continue;
    resources.push({uri, name: page.permalink, title: page.title, description: page.description || undefined, mimeType: 'text/markdown'});
    entries.set(uri, {
      failure: `The Markdown of ${page.permalink} could not be read.`,
      read: async () => ({contents: [{uri, mimeType: 'text/markdown', text: await snapshot.readMarkdown(page)}]}),
    });
  }
  const {uri, name, title, description, meta} = apduApp;
  resources.push({uri, name, title, description, mimeType: RESOURCE_MIME_TYPE, _meta: {ui: meta}});
  entries.set(new URL(uri).toString(), {
    failure: `The app ${uri} could not be read.`,
    read: async () => ({contents: [{uri, mimeType: RESOURCE_MIME_TYPE, text: await apduAppHtml(snapshot), _meta: {ui: meta}}]}),
  });
  return {resources, entries};
});

export function registerResources(server: McpServer, snapshot: Snapshot, report: ErrorReporter): void {
  const {resources, entries} = resourceTable(snapshot);
  const low = server.server;
  low.registerCapabilities({resources: {listChanged: true}});
  low.setRequestHandler(ListResourcesRequestSchema, async () => ({resources}));
  low.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({resourceTemplates: []}));
  low.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const uri = new URL(request.params.uri).toString();
    const entry = entries.get(uri);
    if (!entry) throw new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`);
    try {
      return await entry.read();
    } catch (error) {
      // The reader's error names the file it could not read: reported, and the client told only which resource.
      report(error, `resource ${uri}`);
      throw new McpError(ErrorCode.InternalError, entry.failure);
    }
  });
}
