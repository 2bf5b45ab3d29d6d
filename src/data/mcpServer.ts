/**
 * How a reader connects an assistant to this site's MCP server, named once for llms.txt, the Markdown twins'
 * header, the Copy page menu's client chooser and the READMEs (tests/unit/mcp-clients.test.ts holds them to it).
 * First by URL: the deployed site answers MCP at /mcp (the edge Worker, packages/docs-edge; or nginx and Caddy in
 * front of `zondax-docs-mcp --http`), the URL derived from the site origin. Then from a local clone of the docs
 * repository, after its build (offline, or for a build of one's own).
 */
import {mcpDiscoveryUrl, mcpEndpointUrl} from '@zondax/docs-core/paths/mcp';
import {docsSource, provider} from './site';

/** Where the server's entry point sits in a clone of the docs repository. */
const binInClone = 'packages/docs-mcp/bin/zondax-docs-mcp.mjs';

/** The folder the clone is made in: `git clone <repository> zondax-docs`. */
const cloneFolder = 'zondax-docs';

/** The hosted endpoint's URL: the site origin (docusaurus.config.ts `url`) and base URL. */
export function mcpUrl(siteUrl: string = provider.docsUrl, baseUrl = '/'): string {
  return mcpEndpointUrl(siteUrl, baseUrl);
}

export const mcpServer = {
  /** Name a client lists the server under. */
  name: 'zondax-docs',
  /** The endpoint of the deployed site (its origin is provider.docsUrl, the site-origin setting). */
  url: mcpUrl(),
  /** Its discovery document: name, description, transport URL and tools. */
  discoveryUrl: mcpDiscoveryUrl(provider.docsUrl),
  repository: docsSource.repository,
  cloneFolder,
  /** In the clone: installs, builds the site with the server's snapshot, then starts it over stdio. */
  setup: 'npm ci && npm run build',
  start: 'npx zondax-docs-mcp',
  /** Adds the clone's server to an assistant that takes a command line (Claude Code), run in the clone's root. */
  addCommand: `claude mcp add zondax-docs -- node "$PWD/${binInClone}"`,
  /**
   * Stands for the clone's absolute path in the JSON configs: the site cannot know it, so the reader
   * replaces this one string (`pwd` in the clone prints it).
   */
  clonePathPlaceholder: `/ABSOLUTE/PATH/TO/${cloneFolder}`,
} as const;

/** Claude Code's command for the hosted server at `url`. */
export const mcpAddHttpCommand = (url: string = mcpServer.url) => `claude mcp add --transport http ${mcpServer.name} ${url}`;

/** From nothing to a built clone, in the clone's root at the end (the steps every client needs first). */
export const mcpCloneAndBuild = `git clone ${mcpServer.repository} ${cloneFolder} && cd ${cloneFolder} && ${mcpServer.setup}`;

/** For the JSON clients: the same, then `pwd` prints the path that replaces the placeholder. */
export const mcpSetupPrintingPath = `${mcpCloneAndBuild} && pwd`;

/** Claude Code's snippet for a local clone: from nothing to an assistant that has the server, in one paste. */
export const mcpQuickStart = `${mcpCloneAndBuild} && ${mcpServer.addCommand}`;

/** The stdio launch every JSON config of a clone shares: node and the entry point under the clone's path. */
export function mcpStdioLaunch(clonePath: string = mcpServer.clonePathPlaceholder): {command: string; args: string[]} {
  return {command: 'node', args: [`${clonePath}/${binInClone}`]};
}

export interface McpClient {
  id: 'claude-code' | 'claude-desktop' | 'cursor' | 'vscode';
  name: string;
  /** How the server is reached: the hosted URL, or a local clone's stdio server. */
  via: 'url' | 'clone';
  /** A command line to run in a terminal, JSON for the client's config file, or the URL to paste into a dialog. */
  kind: 'command' | 'json' | 'url';
  /** Where it goes, in a few words (the chooser's hint). */
  where: string;
  snippet: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The clients the chooser offers first: the hosted server at `url`, each with the exact text to paste. Claude
 * Code's `claude mcp add --transport http <name> <url>`; Claude Desktop takes a remote server in Settings ›
 * Connectors › Add custom connector (its JSON config starts local servers only); Cursor's mcp.json takes `url`
 * (Cursor docs, "Model Context Protocol"); VS Code's mcp.json a server of `"type": "http"` with `url` (VS Code
 * docs, "MCP configuration reference").
 */
export function mcpHostedClients(url: string = mcpServer.url): McpClient[] {
  return [
    {
      id: 'claude-code',
      name: 'Claude Code',
      via: 'url',
      kind: 'command',
      where: 'Terminal: adds the hosted server, nothing to install',
      snippet: mcpAddHttpCommand(url),
    },
    {
      id: 'claude-desktop',
      name: 'Claude Desktop',
      via: 'url',
      kind: 'url',
      where: 'Settings › Connectors › Add custom connector: paste the URL',
      snippet: url,
    },
    {
      id: 'cursor',
      name: 'Cursor',
      via: 'url',
      kind: 'json',
      where: '.cursor/mcp.json in a project, or ~/.cursor/mcp.json for every project',
      snippet: json({mcpServers: {[mcpServer.name]: {url}}}),
    },
    {
      id: 'vscode',
      name: 'VS Code',
      via: 'url',
      kind: 'json',
      where: '.vscode/mcp.json in a workspace',
      snippet: json({servers: {[mcpServer.name]: {type: 'http', url}}}),
    },
  ];
}

/**
 * The clients the chooser offers after: a local clone's server over stdio. Config file names and locations are
 * the clients' own documentation's: Claude Code's `claude mcp add <name> -- <command> [args]`; Claude Desktop's
 * Settings > Developer > Edit Config (modelcontextprotocol.io, "Connect to local MCP servers"); Cursor's project
 * and global mcp.json; VS Code's workspace .vscode/mcp.json with "servers" and "type".
 */
export const mcpCloneClients: readonly McpClient[] = [
  {
    id: 'claude-code',
    name: 'Claude Code',
    via: 'clone',
    kind: 'command',
    where: 'Terminal: clones and builds the docs, then adds the server',
    snippet: mcpQuickStart,
  },
  {
    id: 'claude-desktop',
    name: 'Claude Desktop',
    via: 'clone',
    kind: 'json',
    where:
      'claude_desktop_config.json (Settings › Developer › Edit Config): ~/Library/Application Support/Claude/ on macOS, %APPDATA%\\Claude\\ on Windows',
    snippet: json({mcpServers: {[mcpServer.name]: mcpStdioLaunch()}}),
  },
  {
    id: 'cursor',
    name: 'Cursor',
    via: 'clone',
    kind: 'json',
    where: '.cursor/mcp.json in a project, or ~/.cursor/mcp.json for every project',
    snippet: json({mcpServers: {[mcpServer.name]: mcpStdioLaunch()}}),
  },
  {
    id: 'vscode',
    name: 'VS Code',
    via: 'clone',
    kind: 'json',
    where: '.vscode/mcp.json in a workspace',
    snippet: json({servers: {[mcpServer.name]: {type: 'stdio', ...mcpStdioLaunch()}}}),
  },
];
