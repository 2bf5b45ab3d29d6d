/**
 * The server as clients reach it, over docs-core's fixture snapshot (no site build): the SDK's Client
 * in-process, over stdio (the bundled bin, as `npx zondax-docs-mcp` starts) and over Streamable HTTP.
 * It lists exactly docs-core's tools and answers each as the definition does; bad input is a result
 * with isError, and the connection goes on.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY} from '@modelcontextprotocol/ext-apps/server';
import {fixtureToolCalls} from '@zondax/docs-core/testing/fixtureSnapshot';
import {apduApp} from '@zondax/docs-core/apps/apduApp';
import {apduAppHtml} from '@zondax/docs-core/apps/apduAppData';
import {docsTools} from '@zondax/docs-core/tools/index';
import {loadSnapshot} from '../src/loadSnapshot';
import {createDocsServer} from '../src/server';
import {writeFixture, type WrittenFixture} from './fixture';

const bin = path.resolve(__dirname, '../bin/zondax-docs-mcp.mjs');
let fixture: WrittenFixture;
beforeAll(() => {
  fixture = writeFixture();
});
afterAll(() => fixture?.remove());

interface Connection {
  client: Client;
  close: () => Promise<void>;
}

async function inProcess(): Promise<Connection> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(loadSnapshot(fixture.snapshotDir)).connect(serverSide);
  const client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  await client.connect(clientSide);
  return {client, close: () => client.close()};
}

async function overStdio(): Promise<Connection> {
  const client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: process.execPath, args: [bin, '--build', fixture.buildDir], stderr: 'ignore'}));
  return {client, close: () => client.close()};
}

async function overHttp(): Promise<Connection> {
  const child = spawn(process.execPath, [bin, '--build', fixture.buildDir, '--http', '--port', '0'], {stdio: ['ignore', 'ignore', 'pipe']});
  const url = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = /Streamable HTTP on (http:\/\/\S+)/.exec(stderr);
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${stderr}`)));
  });
  const client = new Client({name: 'docs-mcp-test', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return {
    client,
    close: async () => {
      await client.close();
      child.kill();
    },
  };
}

const textOf = (result: unknown) => ((result as CallToolResult).content ?? []).map((c) => (c.type === 'text' ? c.text : '')).join('\n');

describe.each([
  ['in process', inProcess],
  ['stdio', overStdio],
  ['Streamable HTTP', overHttp],
])('%s', (_name, connect) => {
  let mcp: Connection;
  beforeAll(async () => {
    mcp = await connect();
  }, 20_000);
  afterAll(() => mcp?.close());

  it("lists docs-core's tools, with their titles, schemas and read-only annotations", async () => {
    const {tools} = await mcp.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(docsTools.map((t) => t.name));
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations).toMatchObject({readOnlyHint: true, openWorldHint: false});
    }
  });

  it("answers as the tool's definition does", async () => {
    const snapshot = loadSnapshot(fixture.snapshotDir);
    const calls = [...fixtureToolCalls, ['get_page', {path: '/zemu/long', section: 'part-2', maxTokens: 200}] as const];
    expect([...new Set(calls.map(([name]) => name))].sort()).toEqual(docsTools.map((t) => t.name).sort());
    for (const [name, args] of calls) {
      const result = await mcp.client.callTool({name, arguments: args});
      expect(result.isError ?? false, `${name}: ${textOf(result)}`).toBe(false);
      const expected = await docsTools.find((t) => t.name === name)!.answer(snapshot, args as never);
      expect(textOf(result), name).toBe(expected.text);
      if (expected.structured) expect(result.structuredContent).toEqual(expected.structured);
    }
  });

  it("every page get_page reads is a resource, once: doc pages, the site's own and the chain pages", async () => {
    const {resources} = await mcp.client.listResources();
    const pages = resources.filter((r) => r.mimeType === 'text/markdown');
    const snapshot = loadSnapshot(fixture.snapshotDir);
    // The fixture's /Demo is a listed page and a chain's landing page: one resource.
    expect(pages.map((r) => r.name).sort()).toEqual(
      [...new Set([...snapshot.manifest.pages, ...snapshot.manifest.sitePages].map((p) => p.permalink).concat('/Demo', '/Plain'))].sort(),
    );
    expect(new Set(pages.map((r) => r.uri)).size).toBe(pages.length);
    expect(pages.find((r) => r.name === '/research')).toMatchObject({title: 'Research work', uri: 'https://docs.example/research.md'});
    expect(pages.find((r) => r.name === '/Plain')).toMatchObject({
      title: 'Plain developer documentation',
      uri: 'https://docs.example/Plain.md',
    });
    const [research] = (await mcp.client.readResource({uri: 'https://docs.example/research.md'})).contents;
    expect('text' in research && research.text).toMatch(/^# Research work\n/);
  });

  it("issue 63: the APDU tools point to the MCP App, whose resource is the snapshot's frame, served with ext-apps' MIME type and no network", async () => {
    const {tools} = await mcp.client.listTools();
    const withApp = tools.filter((t) => t._meta?.ui).map((t) => [t.name, t._meta]);
    expect(withApp).toEqual(
      docsTools.filter((t) => t.app).map((t) => [t.name, {ui: {resourceUri: apduApp.uri}, [RESOURCE_URI_META_KEY]: apduApp.uri}]),
    );
    expect(withApp.map(([name]) => name)).toEqual(['get_apdu_spec', 'build_apdu', 'decode_apdu_response']);

    const {resources} = await mcp.client.listResources();
    const listed = resources.find((r) => r.uri === apduApp.uri);
    expect(listed).toMatchObject({name: apduApp.name, title: apduApp.title, mimeType: RESOURCE_MIME_TYPE, _meta: {ui: apduApp.meta}});
    expect(RESOURCE_MIME_TYPE).toBe('text/html;profile=mcp-app');

    const [content] = (await mcp.client.readResource({uri: apduApp.uri})).contents;
    expect(content).toMatchObject({
      uri: apduApp.uri,
      mimeType: RESOURCE_MIME_TYPE,
      _meta: {ui: {csp: {connectDomains: [], resourceDomains: []}}},
    });
    const snapshot = loadSnapshot(fixture.snapshotDir);
    expect('text' in content && content.text).toBe(await apduAppHtml(snapshot));
    expect('text' in content && content.text).toContain('"appName":"Demo"');

    // The text answer does not change: clients that do not render apps read it as before.
    const built = await mcp.client.callTool({name: 'build_apdu', arguments: {chain: 'demo', command: 'getAddr'}});
    expect(textOf(built)).toBe(
      (await docsTools.find((t) => t.name === 'build_apdu')!.answer(snapshot, {chain: 'demo', command: 'getAddr'} as never)).text,
    );
  });

  it('bad input comes back as isError with the reason, and the next call still answers', async () => {
    const bad = await mcp.client.callTool({name: 'build_apdu', arguments: {chain: 'narnia', command: 'getAddr'}});
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toMatch(/Unknown chain "narnia"/);
    const malformed = await mcp.client.callTool({name: 'status_word', arguments: {code: {nested: true}}});
    expect(malformed.isError).toBe(true);
    expect(textOf(await mcp.client.callTool({name: 'status_word', arguments: {code: 9000}}))).toContain('0x2328');
  });
});
