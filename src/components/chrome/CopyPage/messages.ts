import type {McpClient} from '@site/src/data/mcpServer';

/** What the "Copy page" control announces (its live region); the e2e tests read them from here. */
export const copyMessages = {
  markdown: 'Page copied to the clipboard as Markdown',
  link: 'Page link copied to the clipboard',
  /** After a client's snippet from the "Use with your assistant" chooser. */
  assistant: (client: Pick<McpClient, 'name' | 'kind'>) =>
    `${client.name} ${{command: 'command', json: 'configuration', url: 'URL'}[client.kind]} for the docs MCP server copied to the clipboard`,
  setup: 'Commands that clone and build the docs copied to the clipboard',
  failed: 'Could not copy to the clipboard',
} as const;
