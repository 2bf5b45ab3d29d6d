/**
 * The MCP Apps (SEP-1865) of the tools: each `ui://` resource a tool definition points to (DocsTool.app), registered
 * with ext-apps' own server helper (the MCP Apps MIME type, `text/html;profile=mcp-app`, and the resource's `_meta.ui`:
 * its CSP, permissions and border). Its HTML is the snapshot's (docs-core apps/apduAppData.ts), so every runtime
 * that opens a snapshot (this server, the edge worker) serves the same frame with the same data.
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {RESOURCE_MIME_TYPE, registerAppResource} from '@modelcontextprotocol/ext-apps/server';
import {apduApp} from '@zondax/docs-core/apps/apduApp';
import {apduAppHtml} from '@zondax/docs-core/apps/apduAppData';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';

export function registerAppResources(server: McpServer, snapshot: Snapshot): void {
  const {uri, name, title, description, meta} = apduApp;
  registerAppResource(server, name, uri, {title, description, _meta: {ui: meta}}, async () => ({
    contents: [{uri, mimeType: RESOURCE_MIME_TYPE, text: await apduAppHtml(snapshot), _meta: {ui: meta}}],
  }));
}
