/** What the "Copy page" control announces (its live region); the e2e tests read them from here. */
export const copyMessages = {
  markdown: 'Page copied to the clipboard as Markdown',
  link: 'Page link copied to the clipboard',
  assistant: 'Commands that add the docs MCP server copied to the clipboard',
  failed: 'Could not copy to the clipboard',
} as const;
