/**
 * How a reader starts this site's MCP server (packages/docs-mcp), named once for llms.txt and the
 * Copy page menu. The server runs from a clone of the docs repository, after its build.
 */
import {docsSource} from './site';

export const mcpServer = {
  /** Name a client lists the server under. */
  name: 'zondax-docs',
  repository: docsSource.repository,
  /** In the clone: installs, builds the site with the server's snapshot, then starts it over stdio. */
  setup: 'npm ci && npm run build',
  start: 'npx zondax-docs-mcp',
  /** Adds the server to an assistant that takes a command line (Claude Code), run in the clone's root. */
  addCommand: 'claude mcp add zondax-docs -- node "$PWD/packages/docs-mcp/bin/zondax-docs-mcp.mjs"',
} as const;

/**
 * What the Copy page menu copies: from nothing to an assistant that has the server, in one paste
 * (the server is not on the npm registry, so it runs from a clone of the docs repository).
 */
export const mcpQuickStart = `git clone ${mcpServer.repository} zondax-docs && cd zondax-docs && ${mcpServer.setup} && ${mcpServer.addCommand}`;
