/**
 * Test helpers that start the real MCP server (packages/docs-mcp/bin, the bundled dist/) as a client
 * would: over stdio, or as a child process serving Streamable HTTP on a free loopback port.
 */
import type {ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {SnapshotManifest} from '@zondax/docs-core/snapshot/format';
import {buildDir} from './built-site';
import {startChild} from './child';

export const serverBin = path.resolve(__dirname, '../../packages/docs-mcp/bin/zondax-docs-mcp.mjs');

export interface Connected {
  client: Client;
  close: () => Promise<void>;
}

const bundle = path.resolve(__dirname, '../../packages/docs-mcp/dist/cli.cjs');

/** The client tests run the bundled server, as `npx zondax-docs-mcp` does. */
function newClient(): Client {
  if (!existsSync(bundle))
    throw new Error(`no bundled server at ${bundle}: run npm run build -w @zondax/docs-mcp (npm run build does it too)`);
  return new Client({name: 'docs-mcp-test', version: '1.0.0'});
}

/** Preload that reports and refuses any network use by the server (no-network.cjs). */
export const noNetworkPreload = path.resolve(__dirname, 'no-network.cjs');

/** How to start a server over stdio; by default the clone's, over this build, with the no-network preload. */
export interface StdioLaunch {
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
}

const cloneServer = (): StdioLaunch => ({command: process.execPath, args: ['--require', noNetworkPreload, serverBin, '--build', buildDir]});

/** Connects over stdio; `stderr()` is what the server wrote there so far. */
export async function connectStdio(launch: StdioLaunch = cloneServer()): Promise<Connected & {stderr: () => string}> {
  const client = newClient();
  const transport = new StdioClientTransport({...launch, stderr: 'pipe'});
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await client.connect(transport);
  return {client, close: () => client.close(), stderr: () => stderr};
}

/** Starts `zondax-docs-mcp --http --port 0` and resolves with the URL it prints once it listens; `stderr()` is all it printed. */
export async function startHttpChild(extraArgs: string[] = []): Promise<{child: ChildProcess; url: string; stderr: () => string}> {
  newClient();
  const {child, address, output} = await startChild(
    process.execPath,
    [serverBin, '--build', buildDir, '--http', '--port', '0', ...extraArgs],
    {
      ready: /Streamable HTTP on (http:\/\/\S+)/,
      name: 'the MCP server over HTTP',
      timeoutMs: 15_000,
    },
  );
  return {child, url: address, stderr: output};
}

export async function connectHttp(): Promise<Connected & {url: string; stderr: () => string}> {
  const {child, url, stderr} = await startHttpChild();
  const client = newClient();
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return {
    client,
    url,
    stderr,
    close: async () => {
      await client.close();
      child.kill();
    },
  };
}

/** How many pages the server lists as resources: every page get_page reads (docs pages, the site's own, the chain pages). */
export function pageResourceCount(manifest: SnapshotManifest): number {
  return manifest.pages.length + manifest.sitePages.length + manifest.catalog.chains.filter((c) => c.landingPath).length;
}
