/**
 * Issues 39 and 61: what the "Use with your assistant" chooser copies for each client (src/data/mcpServer.ts).
 * By URL first: the hosted endpoint derived from the site origin, for Claude Code (`claude mcp add --transport
 * http`), Claude Desktop (the URL for its connector dialog), Cursor and VS Code (`url` configs). Then a local
 * clone's server under the same name. The READMEs that restate the snippets say the same.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {mcpDiscoveryPath, mcpPath} from '@zondax/docs-core/paths/mcp';
import {provider} from '../../src/data/site';
import {
  mcpAddHttpCommand,
  mcpCloneAndBuild,
  mcpCloneClients,
  mcpHostedClients,
  mcpQuickStart,
  mcpServer,
  mcpSetupPrintingPath,
  mcpStdioLaunch,
  mcpUrl,
} from '../../src/data/mcpServer';

const root = path.resolve(__dirname, '../..');
const entry = 'packages/docs-mcp/bin/zondax-docs-mcp.mjs';
const clone = Object.fromEntries(mcpCloneClients.map((c) => [c.id, c]));
const hosted = Object.fromEntries(mcpHostedClients().map((c) => [c.id, c]));

/** The server entry of a client's JSON, under the key that client reads. */
function serverOf(snippet: string, key: 'mcpServers' | 'servers') {
  const parsed = JSON.parse(snippet) as Record<string, Record<string, unknown>>;
  expect(Object.keys(parsed)).toEqual([key]);
  expect(Object.keys(parsed[key])).toEqual([mcpServer.name]);
  return parsed[key][mcpServer.name] as {type?: string; command?: string; args?: string[]; url?: string};
}

describe('61 the hosted server, by URL', () => {
  it('the URL derives from the site origin (provider.docsUrl) and the base URL, at /mcp; the discovery document at the origin', () => {
    expect(mcpServer.url).toBe(`${provider.docsUrl}${mcpPath}`);
    expect(mcpUrl('https://docs.example.org/', '/docs/')).toBe('https://docs.example.org/docs/mcp');
    expect(mcpServer.discoveryUrl).toBe(`${provider.docsUrl}${mcpDiscoveryPath}`);
  });

  it('offers Claude Code, Claude Desktop, Cursor and VS Code, each saying where the text goes', () => {
    expect(mcpHostedClients().map((c) => c.name)).toEqual(['Claude Code', 'Claude Desktop', 'Cursor', 'VS Code']);
    for (const client of mcpHostedClients()) expect(client.via).toBe('url');
    expect(hosted['claude-desktop'].where).toContain('Connectors');
    expect(hosted.cursor.where).toContain('.cursor/mcp.json');
    expect(hosted.vscode.where).toContain('.vscode/mcp.json');
  });

  it('Claude Code: claude mcp add --transport http with the name and the URL; Claude Desktop: the URL itself', () => {
    expect(hosted['claude-code'].kind).toBe('command');
    expect(hosted['claude-code'].snippet).toBe(`claude mcp add --transport http ${mcpServer.name} ${mcpServer.url}`);
    expect(mcpAddHttpCommand('https://x.example/mcp')).toBe(`claude mcp add --transport http ${mcpServer.name} https://x.example/mcp`);
    expect(hosted['claude-desktop']).toMatchObject({kind: 'url', snippet: mcpServer.url});
  });

  it('Cursor and VS Code get valid JSON with the url (VS Code names the transport: http)', () => {
    expect(serverOf(hosted.cursor.snippet, 'mcpServers')).toEqual({url: mcpServer.url});
    expect(serverOf(hosted.vscode.snippet, 'servers')).toEqual({type: 'http', url: mcpServer.url});
    const elsewhere = Object.fromEntries(mcpHostedClients('https://docs.example.org/mcp').map((c) => [c.id, c]));
    expect(serverOf(elsewhere.cursor.snippet, 'mcpServers')).toEqual({url: 'https://docs.example.org/mcp'});
  });
});

describe('39 a local clone', () => {
  it('offers the same clients, each saying where the text goes', () => {
    expect(mcpCloneClients.map((c) => c.name)).toEqual(['Claude Code', 'Claude Desktop', 'Cursor', 'VS Code']);
    for (const client of mcpCloneClients) expect(client.where.length).toBeGreaterThan(10);
    expect(clone['claude-desktop'].where).toContain('claude_desktop_config.json');
    expect(clone.cursor.where).toContain('.cursor/mcp.json');
    expect(clone.vscode.where).toContain('.vscode/mcp.json');
  });

  it('JSON clients get valid JSON that runs node on the entry point under the one marked path', () => {
    const expected = {command: 'node', args: [`${mcpServer.clonePathPlaceholder}/${entry}`]};
    expect(serverOf(clone['claude-desktop'].snippet, 'mcpServers')).toEqual(expected);
    expect(serverOf(clone.cursor.snippet, 'mcpServers')).toEqual(expected);
    // VS Code's mcp.json names the transport.
    expect(serverOf(clone.vscode.snippet, 'servers')).toEqual({type: 'stdio', ...expected});
    for (const client of mcpCloneClients.filter((c) => c.kind === 'json')) {
      // The placeholder is the only path a reader has to change, and it appears once.
      expect(client.snippet.split(mcpServer.clonePathPlaceholder)).toHaveLength(2);
    }
  });

  it('Claude Code gets one shell line: clone, build, then claude mcp add with the same name and entry under $PWD', () => {
    const line = clone['claude-code'].snippet;
    expect(clone['claude-code'].kind).toBe('command');
    expect(line).toBe(mcpQuickStart);
    expect(line.startsWith(`git clone ${mcpServer.repository} ${mcpServer.cloneFolder} && cd ${mcpServer.cloneFolder} && `)).toBe(true);
    const add = line.slice(mcpCloneAndBuild.length + ' && '.length);
    const {command, args} = mcpStdioLaunch('$PWD');
    expect(add).toBe(`claude mcp add ${mcpServer.name} -- ${command} "${args[0]}"`);
    expect(mcpSetupPrintingPath).toBe(`${mcpCloneAndBuild} && pwd`);
  });

  it('the entry point the snippets name exists in the repository', () => {
    expect(() => readFileSync(path.join(root, entry))).not.toThrow();
  });
});

it("packages/docs-mcp/README.md restates the JSON and commands exactly as the chooser copies them; the top README the URL's", () => {
  const text = readFileSync(path.join(root, 'packages/docs-mcp/README.md'), 'utf8');
  const blocks = [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as unknown);
  for (const client of [...mcpHostedClients(), ...mcpCloneClients].filter((c) => c.kind === 'json')) {
    expect(blocks, `${client.name} (${client.via})`).toContainEqual(JSON.parse(client.snippet));
  }
  expect(text).toContain(mcpServer.addCommand);
  expect(text).toContain(mcpAddHttpCommand());
  const top = readFileSync(path.join(root, 'README.md'), 'utf8');
  expect(top).toContain(mcpAddHttpCommand());
  expect(top).toContain('(packages/docs-mcp/README.md)');
});
