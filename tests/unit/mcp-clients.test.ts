/**
 * Issue 39: what the "Use with your assistant" chooser copies for each client (src/data/mcpServer.ts)
 * starts the same server under the same name, and the READMEs that restate the JSON say the same.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {mcpClients, mcpCloneAndBuild, mcpQuickStart, mcpServer, mcpSetupPrintingPath, mcpStdioLaunch} from '../../src/data/mcpServer';

const root = path.resolve(__dirname, '../..');
const entry = 'packages/docs-mcp/bin/zondax-docs-mcp.mjs';
const byId = Object.fromEntries(mcpClients.map((c) => [c.id, c]));

/** The server entry of a client's JSON, under the key that client reads. */
function serverOf(snippet: string, key: 'mcpServers' | 'servers') {
  const parsed = JSON.parse(snippet) as Record<string, Record<string, unknown>>;
  expect(Object.keys(parsed)).toEqual([key]);
  expect(Object.keys(parsed[key])).toEqual([mcpServer.name]);
  return parsed[key][mcpServer.name] as {type?: string; command: string; args: string[]};
}

describe('39 client snippets', () => {
  it('offers Claude Code, Claude Desktop, Cursor and VS Code, each saying where the text goes', () => {
    expect(mcpClients.map((c) => c.name)).toEqual(['Claude Code', 'Claude Desktop', 'Cursor', 'VS Code']);
    for (const client of mcpClients) expect(client.where.length).toBeGreaterThan(10);
    expect(byId['claude-desktop'].where).toContain('claude_desktop_config.json');
    expect(byId.cursor.where).toContain('.cursor/mcp.json');
    expect(byId.vscode.where).toContain('.vscode/mcp.json');
  });

  it('JSON clients get valid JSON that runs node on the entry point under the one marked path', () => {
    const expected = {command: 'node', args: [`${mcpServer.clonePathPlaceholder}/${entry}`]};
    expect(serverOf(byId['claude-desktop'].snippet, 'mcpServers')).toEqual(expected);
    expect(serverOf(byId.cursor.snippet, 'mcpServers')).toEqual(expected);
    // VS Code's mcp.json names the transport.
    expect(serverOf(byId.vscode.snippet, 'servers')).toEqual({type: 'stdio', ...expected});
    for (const client of mcpClients.filter((c) => c.kind === 'json')) {
      // The placeholder is the only path a reader has to change, and it appears once.
      expect(client.snippet.split(mcpServer.clonePathPlaceholder)).toHaveLength(2);
    }
  });

  it('Claude Code gets one shell line: clone, build, then claude mcp add with the same name and entry under $PWD', () => {
    const line = byId['claude-code'].snippet;
    expect(byId['claude-code'].kind).toBe('command');
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

  it.each(['packages/docs-mcp/README.md', 'README.md'])('%s restates the JSON and command exactly as the chooser copies them', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const blocks = [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as unknown);
    for (const client of mcpClients.filter((c) => c.kind === 'json')) {
      expect(blocks, `${file}: ${client.name}`).toContainEqual(JSON.parse(client.snippet));
    }
    expect(text).toContain(mcpServer.addCommand);
  });
});
