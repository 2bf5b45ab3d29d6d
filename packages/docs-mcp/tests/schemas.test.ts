/**
 * Issue 63 item 4: every runtime offers a tool with one schema. The schemas the SDK's server lists are the
 * ones docs-core converts for runtimes without the SDK (WebMCP in the page, an MCP App frame), and a call
 * through docs-core's callDocsTool answers as the server does, bad input included.
 */
import {afterAll, beforeAll, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {callDocsTool, mcpToolResult, toolInputJsonSchema} from '@zondax/docs-core/tools/call';
import {docsTools} from '@zondax/docs-core/tools/index';
import {loadSnapshot} from '../src/loadSnapshot';
import {createDocsServer} from '../src/server';
import {writeFixture, type WrittenFixture} from './fixture';

let fixture: WrittenFixture;
let client: Client;
beforeAll(async () => {
  fixture = writeFixture();
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(loadSnapshot(fixture.snapshotDir)).connect(serverSide);
  client = new Client({name: 'schemas-test', version: '1.0.0'});
  await client.connect(clientSide);
});
afterAll(async () => {
  await client?.close();
  fixture?.remove();
});

it("the server lists each tool's input schema exactly as docs-core converts it", async () => {
  const {tools} = await client.listTools();
  for (const tool of docsTools) {
    const listed = tools.find((t) => t.name === tool.name)!;
    expect(listed.inputSchema, tool.name).toEqual(toolInputJsonSchema(tool));
  }
});

it('callDocsTool answers as the server does, bad input as isError with the same reason', async () => {
  const snapshot = loadSnapshot(fixture.snapshotDir);
  const calls: Array<[string, Record<string, unknown>]> = [
    ['build_apdu', {chain: 'demo', command: 'getAddr'}],
    ['search_docs', {query: 'sign transaction'}],
    ['build_apdu', {chain: 'narnia', command: 'getAddr'}],
    ['status_word', {code: 'hello'}],
  ];
  for (const [name, args] of calls) {
    const server = await client.callTool({name, arguments: args});
    const local = mcpToolResult(await callDocsTool(snapshot, name, args));
    expect(local.content, name).toEqual(server.content);
    expect(local.isError ?? false, name).toBe(server.isError ?? false);
    if (local.structuredContent) expect(local.structuredContent).toEqual(server.structuredContent);
  }
  const missing = await callDocsTool(snapshot, 'build_apdu', {chain: 'demo'});
  expect(missing.isError).toBe(true);
  expect(missing.text).toMatch(/^Invalid arguments for build_apdu:\n.*command/s);
});
