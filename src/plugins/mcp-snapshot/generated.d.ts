// The tool list ./index.ts writes into the generated files (toolCards.ts).
declare module '@generated/mcp-snapshot/default/tools.json' {
  const tools: import('./toolCards').ToolCard[];
  export default tools;
}
