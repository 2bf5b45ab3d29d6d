/**
 * The MCP server's tools as the /assistants page lists them: each tool's name and title, and its arguments as the
 * server describes them to a client (docs-core's toolArguments). The plugin writes them at build time
 * (@generated/mcp-snapshot/default/tools.json), so the page carries the list and not the tools' code.
 */
import type {ToolArgument} from '@zondax/docs-core/tools/call';

export interface ToolCard {
  name: string;
  title: string;
  arguments: ToolArgument[];
}

export const toolCardsFile = 'tools.json';
