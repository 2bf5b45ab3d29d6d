/**
 * Issue 61: the Web-standard endpoint every HTTP runtime answers /mcp with (src/fetchHandler.ts), called directly
 * with Requests over docs-core's fixture: stateless (a fresh server per request, so any instance answers any
 * request and nothing is kept), the public-endpoint protections (Host, Origin, rate limit, body limit, malformed
 * JSON), every refusal a JSON-RPC error object, and no stack trace or file path in any answer. The SDK's Client
 * drives it through a fetch that calls the handler, as it would over the network.
 */
import {describe, expect, it, vi} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {openFixtureSnapshot, fixtureOrigin} from '@zondax/docs-core/testing/fixtureSnapshot';
import type {Snapshot} from '@zondax/docs-core/snapshot/snapshot';
import {MAX_REQUEST_BYTES} from '@zondax/docs-core/tools/define';
import {docsTools} from '@zondax/docs-core/tools/index';
import {
  createMcpFetchHandler,
  hostnameOf,
  isLoopbackHostname,
  originAllowed,
  parseOrigins,
  type McpEndpointOptions,
} from '../src/fetchHandler';
import {internalFailure} from '../src/server';

const snapshot = await openFixtureSnapshot();
const endpoint = 'http://127.0.0.1:8787/mcp';
const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'test', version: '1'}},
};

function handler(options: Partial<McpEndpointOptions> = {}) {
  return createMcpFetchHandler({
    snapshot: () => snapshot,
    allowedOrigins: [fixtureOrigin],
    allowedHosts: ['docs.example'],
    report: () => {},
    ...options,
  });
}

/** A POST as clients send it (both Accept types, JSON body), with headers to add or override. */
function post(body: unknown, headers: Record<string, string> = {}, url = endpoint): Request {
  return new Request(url, {
    method: 'POST',
    headers: {
      host: new URL(url).host,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** An answer that is a JSON-RPC error object with this code, and no trace of the server's insides. */
async function expectRpcError(response: Response, status: number, code: number): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await response.text();
  const body = JSON.parse(text) as {jsonrpc: string; error: {code: number; message: string}; id: null};
  expect(body).toMatchObject({jsonrpc: '2.0', id: null, error: {code}});
  expect(text).not.toMatch(/node_modules|\/work\/|\s+at \S+ \(|Error:/);
  return body.error.message;
}

/** The SDK's Client talking to the handler through its fetch option. */
async function clientOf(handle: (request: Request) => Promise<Response>): Promise<Client> {
  const client = new Client({name: 'fetch-handler-test', version: '1.0.0'});
  const transport = new StreamableHTTPClientTransport(new URL(endpoint), {
    fetch: (input, init) => {
      // What a network request would carry: the Host header of the endpoint's address.
      const headers = new Headers(init?.headers);
      headers.set('host', '127.0.0.1:8787');
      return handle(new Request(input, {...init, headers}));
    },
  });
  await client.connect(transport);
  return client;
}

describe('61 stateless: any request, any instance', () => {
  it('the SDK Client lists and calls the tools; each request works on its own, with any session id or none', async () => {
    const handle = handler();
    const client = await clientOf(handle);
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(docsTools.map((t) => t.name));
    const result = (await client.callTool({name: 'status_word', arguments: {code: '0x9000'}})) as CallToolResult;
    expect(result.isError ?? false).toBe(false);
    // A second handler (another instance) answers a call with no initialize before it: nothing is kept between requests.
    const other = handler();
    const call = await other(
      post(
        {jsonrpc: '2.0', id: 7, method: 'tools/call', params: {name: 'status_word', arguments: {code: '0x9000'}}},
        {'mcp-protocol-version': '2025-06-18'},
      ),
    );
    expect(call.status).toBe(200);
    expect(call.headers.get('mcp-session-id')).toBeNull();
    expect(JSON.parse(await call.text())).toMatchObject({id: 7, result: {content: [{type: 'text'}]}});
    // A session id no instance ever gave is answered as well: nothing is looked up by it.
    const stray = await other(
      post({jsonrpc: '2.0', id: 8, method: 'ping'}, {'mcp-protocol-version': '2025-06-18', 'mcp-session-id': 'never-issued'}),
    );
    expect(stray.status).toBe(200);
    await client.close();
  });

  it('answers JSON, not an event stream; an initialize answer names a fresh session id that nothing keeps', async () => {
    const answer = await handler()(post(initialize));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const id = answer.headers.get('mcp-session-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await handler()(post(initialize))).headers.get('mcp-session-id')).not.toBe(id);
    expect(JSON.parse(await answer.text())).toMatchObject({id: 1, result: {serverInfo: {name: 'zondax-docs-mcp'}}});
  });

  it('GET (a notification stream) and DELETE (a session) have nothing to answer: 405 with Allow', async () => {
    for (const method of ['GET', 'DELETE']) {
      const answer = await handler()(new Request(endpoint, {method, headers: {host: '127.0.0.1:8787', accept: 'text/event-stream'}}));
      await expectRpcError(answer, 405, -32000);
      expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
    }
  });

  it('gives every request a server of its own (none is kept for a client to come back to)', async () => {
    const created: Snapshot[] = [];
    const handle = handler({
      snapshot: () => {
        created.push(snapshot);
        return snapshot;
      },
    });
    for (let i = 0; i < 200; i++) expect((await handle(post({...initialize, id: i}))).status).toBe(200);
    expect(created).toHaveLength(200);
  });
});

describe('61 public-endpoint protection', () => {
  it('Host: loopback names and the allowed hosts only (DNS rebinding), whatever address the server binds', async () => {
    for (const host of ['127.0.0.1:8787', 'localhost', '[::1]:3530', '127.0.0.2', 'docs.example', 'DOCS.EXAMPLE:443']) {
      expect((await handler()(post(initialize, {host}))).status, host).toBe(200);
    }
    for (const host of ['evil.example', 'docs.example.evil.example', '127.0.0.1.evil.example', '', 'a b']) {
      await expectRpcError(await handler()(post(initialize, {host})), 403, -32000);
    }
  });

  it('Origin: no Origin (not a browser), an allowed origin, or a loopback page calling a loopback server; anything else 403', async () => {
    expect((await handler()(post(initialize))).status).toBe(200);
    const allowed = await handler()(post(initialize, {origin: fixtureOrigin, host: 'docs.example'}));
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(fixtureOrigin);
    expect((await handler()(post(initialize, {origin: 'http://localhost:5173'}))).status).toBe(200);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:5173.evil.example', 'https://docs.example.evil.example']) {
      await expectRpcError(await handler()(post(initialize, {origin})), 403, -32000);
    }
    // A loopback page may not call the public server: only a server reached on a loopback name.
    await expectRpcError(await handler()(post(initialize, {origin: 'http://localhost:5173', host: 'docs.example'})), 403, -32000);
  });

  it('answers a CORS preflight from an allowed origin, and refuses one from another', async () => {
    const preflight = (origin: string) =>
      handler()(
        new Request(endpoint, {method: 'OPTIONS', headers: {host: 'docs.example', origin, 'access-control-request-method': 'POST'}}),
      );
    const ok = await preflight(fixtureOrigin);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(fixtureOrigin);
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    await expectRpcError(await preflight('https://evil.example'), 403, -32000);
  });

  it('a body over the limit answers 413 without being read to its end, declared or not', async () => {
    const big = JSON.stringify({...initialize, padding: 'x'.repeat(MAX_REQUEST_BYTES)});
    await expectRpcError(await handler()(post(big)), 413, -32000);
    // No Content-Length: the stream is cut once it passes the limit.
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode('x'.repeat(16_384)));
      },
    });
    const chunked = new Request(endpoint, {
      method: 'POST',
      headers: {host: '127.0.0.1', 'content-type': 'application/json', accept: 'application/json, text/event-stream'},
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectRpcError(await handler()(chunked), 413, -32000);
    expect(pulled).toBeLessThan(10);
  });

  it('malformed JSON answers 400 with a JSON-RPC parse error, never an HTML page', async () => {
    expect(await expectRpcError(await handler()(post('{"jsonrpc": "2.0", "id": 1, "method": ')), 400, -32700)).toMatch(/not JSON/);
  });

  it('the rate limit the runtime gives answers 429 with Retry-After, before the body is read', async () => {
    const rateLimit = vi.fn(async () => false);
    const answer = await handler({rateLimit, retryAfterSeconds: 60})(post(initialize));
    expect(await expectRpcError(answer, 429, -32000)).toMatch(/Too many requests/);
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(rateLimit).toHaveBeenCalledOnce();
    expect((await handler({rateLimit: async () => true})(post(initialize))).status).toBe(200);
  });

  it("a failure that is not the caller's is reported, and answered without a path or a stack", async () => {
    const reports: string[] = [];
    const broken = {
      ...snapshot,
      readSupported: () => Promise.reject(new Error("ENOENT: no such file or directory, open '/srv/docs/build/x.json'")),
    };
    const handle = handler({snapshot: () => broken, report: (_error, context) => reports.push(context)});
    const answer = await handle(
      post(
        {jsonrpc: '2.0', id: 3, method: 'tools/call', params: {name: 'supported_methods', arguments: {chain: 'demo'}}},
        {'mcp-protocol-version': '2025-06-18'},
      ),
    );
    const text = await answer.text();
    expect(text).toContain(internalFailure);
    expect(text).not.toContain('/srv/docs');
    expect(reports).toEqual(['tool supported_methods']);
    // The snapshot cannot be opened at all: 500, a JSON-RPC error, the failure reported.
    const down = handler({snapshot: () => Promise.reject(new Error('/srv/docs/build/mcp-snapshot/snapshot.json: 404')), report: () => {}});
    expect(await expectRpcError(await down(post(initialize)), 500, -32603)).not.toContain('/srv');
  });

  it('every argument is bounded by its schema: an over-long one is refused as a tool error', async () => {
    const call = (args: Record<string, unknown>) =>
      handler()(
        post(
          {jsonrpc: '2.0', id: 4, method: 'tools/call', params: {name: 'build_apdu', arguments: args}},
          {'mcp-protocol-version': '2025-06-18'},
        ),
      );
    const fields = Object.fromEntries(Array.from({length: 17}, (_, i) => [`f${i}`, '00']));
    for (const args of [
      {chain: 'x'.repeat(65), command: 'getVersion'},
      {chain: 'demo', command: 'getVersion', fields},
    ]) {
      const body = JSON.parse(await (await call(args)).text()) as {result: CallToolResult};
      expect(body.result.isError, JSON.stringify(args).slice(0, 60)).toBe(true);
    }
  });
});

describe('61 the rules, one by one', () => {
  it('host names: the Host header without its port; loopback names', () => {
    expect(hostnameOf('Docs.Example:8443')).toBe('docs.example');
    expect(hostnameOf('[::1]:3530')).toBe('[::1]');
    expect(hostnameOf('evil.example/x')).toBeNull();
    expect(hostnameOf(null)).toBeNull();
    expect(['localhost', '127.0.0.1', '127.255.0.9', '[::1]'].every(isLoopbackHostname)).toBe(true);
    expect(['127.0.0.1.evil.example', 'localhost.evil.example', '0.0.0.0', '::1'].some(isLoopbackHostname)).toBe(false);
  });

  it('origins: the allow list of a setting; a loopback page only to a loopback server', () => {
    expect(parseOrigins(' https://A.example/, http://127.0.0.1:3000  https://b.example')).toEqual([
      'https://a.example',
      'http://127.0.0.1:3000',
      'https://b.example',
    ]);
    expect(originAllowed(null, 'docs.example', [])).toBe(true);
    expect(originAllowed('https://A.example', 'docs.example', ['https://a.example'])).toBe(true);
    expect(originAllowed('http://127.0.0.1:9', '127.0.0.1', [])).toBe(true);
    expect(originAllowed('http://127.0.0.1:9', 'docs.example', [])).toBe(false);
  });
});
