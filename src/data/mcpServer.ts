/**
 * How a reader starts this site's MCP server (packages/docs-mcp), named once for llms.txt, the
 * Copy page menu's client chooser and the READMEs (tests/unit/mcp-clients.test.ts holds them to it).
 * The server runs from a clone of the docs repository, after its build.
 */
import {docsSource} from './site';

/** Where the server's entry point sits in a clone of the docs repository. */
const binInClone = 'packages/docs-mcp/bin/zondax-docs-mcp.mjs';

/** The folder the clone is made in: `git clone <repository> zondax-docs`. */
const cloneFolder = 'zondax-docs';

export const mcpServer = {
  /** Name a client lists the server under. */
  name: 'zondax-docs',
  repository: docsSource.repository,
  cloneFolder,
  /** In the clone: installs, builds the site with the server's snapshot, then starts it over stdio. */
  setup: 'npm ci && npm run build',
  start: 'npx zondax-docs-mcp',
  /** Adds the server to an assistant that takes a command line (Claude Code), run in the clone's root. */
  addCommand: `claude mcp add zondax-docs -- node "$PWD/${binInClone}"`,
  /**
   * Stands for the clone's absolute path in the JSON configs: the site cannot know it, so the reader
   * replaces this one string (`pwd` in the clone prints it).
   */
  clonePathPlaceholder: `/ABSOLUTE/PATH/TO/${cloneFolder}`,
} as const;

/** From nothing to a built clone, in the clone's root at the end (the steps every client needs first). */
export const mcpCloneAndBuild = `git clone ${mcpServer.repository} ${cloneFolder} && cd ${cloneFolder} && ${mcpServer.setup}`;

/** For the JSON clients: the same, then `pwd` prints the path that replaces the placeholder. */
export const mcpSetupPrintingPath = `${mcpCloneAndBuild} && pwd`;

/**
 * Claude Code's snippet: from nothing to an assistant that has the server, in one paste (the server
 * is not on the npm registry, so it runs from a clone).
 */
export const mcpQuickStart = `${mcpCloneAndBuild} && ${mcpServer.addCommand}`;

/** The stdio launch every JSON config shares: node and the entry point under the clone's path. */
export function mcpStdioLaunch(clonePath: string = mcpServer.clonePathPlaceholder): {command: string; args: string[]} {
  return {command: 'node', args: [`${clonePath}/${binInClone}`]};
}

export interface McpClient {
  id: 'claude-code' | 'claude-desktop' | 'cursor' | 'vscode';
  name: string;
  /** A command line to run in a terminal, or JSON for the client's config file. */
  kind: 'command' | 'json';
  /** Where it goes, in a few words (the chooser's hint). */
  where: string;
  snippet: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The clients the chooser offers, each with the exact text to paste. Config file names and locations
 * are the clients' own documentation's: Claude Code's `claude mcp add <name> -- <command> [args]`;
 * Claude Desktop's Settings > Developer > Edit Config (modelcontextprotocol.io, "Connect to local MCP
 * servers"); Cursor's project and global mcp.json (Cursor docs, "Model Context Protocol"); VS Code's
 * workspace .vscode/mcp.json with "servers" and "type" (VS Code docs, "MCP configuration reference").
 */
export const mcpClients: readonly McpClient[] = [
  {
    id: 'claude-code',
    name: 'Claude Code',
    kind: 'command',
    where: 'Terminal: clones and builds the docs, then adds the server',
    snippet: mcpQuickStart,
  },
  {
    id: 'claude-desktop',
    name: 'Claude Desktop',
    kind: 'json',
    where:
      'claude_desktop_config.json (Settings › Developer › Edit Config): ~/Library/Application Support/Claude/ on macOS, %APPDATA%\\Claude\\ on Windows',
    snippet: json({mcpServers: {[mcpServer.name]: mcpStdioLaunch()}}),
  },
  {
    id: 'cursor',
    name: 'Cursor',
    kind: 'json',
    where: '.cursor/mcp.json in a project, or ~/.cursor/mcp.json for every project',
    snippet: json({mcpServers: {[mcpServer.name]: mcpStdioLaunch()}}),
  },
  {
    id: 'vscode',
    name: 'VS Code',
    kind: 'json',
    where: '.vscode/mcp.json in a workspace',
    snippet: json({servers: {[mcpServer.name]: {type: 'stdio', ...mcpStdioLaunch()}}}),
  },
];
