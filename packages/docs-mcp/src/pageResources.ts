/**
 * Every page with a Markdown twin is a resource: text/markdown, at the twin's canonical URL. Answered by handlers
 * of the list and read requests over one table per snapshot (perSnapshot), instead of one McpServer.registerResource
 * per page: over HTTP a server is made for each request, and registering the ~400 pages each time was most of its
 * cost. The answers are those registerResource gives (same fields, same capability, same errors).
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type Resource,
} from '@modelcontextprotocol/sdk/types.js';
import type {SnapshotPage} from '@zondax/docs-core/snapshot/format';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import {perSnapshot} from './perSnapshot';
import type {ErrorReporter} from './server';

const pageTable = perSnapshot((snapshot: Snapshot) => {
  const {url, baseUrl} = snapshot.manifest.site;
  const twinUrl = (markdownFile: string) => new URL(`${url.replace(/\/+$/, '')}${baseUrl}${markdownFile}`).toString();
  const resources: Resource[] = [];
  const pages = new Map<string, SnapshotPage>();
  for (const page of snapshot.manifest.pages) {
    const uri = twinUrl(page.markdownFile);
    resources.push({uri, name: page.permalink, title: page.title, description: page.description || undefined, mimeType: 'text/markdown'});
    pages.set(uri, page);
  }
  return {resources, pages};
});

export function registerPageResources(server: McpServer, snapshot: Snapshot, report: ErrorReporter): void {
  const {resources, pages} = pageTable(snapshot);
  const low = server.server;
  low.registerCapabilities({resources: {listChanged: true}});
  low.setRequestHandler(ListResourcesRequestSchema, async () => ({resources}));
  low.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({resourceTemplates: []}));
  low.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const uri = new URL(request.params.uri).toString();
    const page = pages.get(uri);
    if (!page) throw new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`);
    try {
      return {contents: [{uri, mimeType: 'text/markdown', text: await snapshot.readMarkdown(page)}]};
    } catch (error) {
      // The reader's error names the file it could not read: reported, and the client told only which page.
      report(error, `resource ${uri}`);
      throw new McpError(ErrorCode.InternalError, `The Markdown of ${page.permalink} could not be read.`);
    }
  });
}
