/** Every page with a Markdown twin is a resource: text/markdown, at the twin's canonical URL. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';

export function registerPageResources(server: McpServer, snapshot: Snapshot): void {
  const {url, baseUrl} = snapshot.manifest.site;
  const twinUrl = (markdownFile: string) => `${url.replace(/\/+$/, '')}${baseUrl}${markdownFile}`;
  for (const page of snapshot.manifest.pages) {
    const uri = twinUrl(page.markdownFile);
    server.registerResource(
      page.permalink,
      uri,
      {title: page.title, description: page.description || undefined, mimeType: 'text/markdown'},
      async () => ({contents: [{uri, mimeType: 'text/markdown', text: await snapshot.readMarkdown(page)}]}),
    );
  }
}
