/**
 * Issue 61: the Worker's fetch (src/worker.ts) over a small build and a stand-in for its assets binding, in Node (the
 * same Web APIs as workerd; tests/build/edge-worker.test.ts runs the bundle in workerd over the real build). The
 * build as the host kit's servers answer it, and MCP at /mcp through the SDK's Client with docs-core's tool
 * answers, the snapshot read through the binding.
 */
import {describe, expect, it, vi} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {fixtureOrigin, fixtureToolCalls, openFixtureSnapshot} from '@zondax/docs-core/testing/fixtureSnapshot';
import {docsTools} from '@zondax/docs-core/tools/index';
import {createWorker, type Env} from '../src/worker';
import {assetsOf, fixtureBuild, fixtureSite, notFoundHtml, policy} from './fixtureSite';

const origin = 'http://127.0.0.1:8787';

function setUp(extra: Partial<Env> = {}) {
  const files = fixtureBuild();
  const requests: string[] = [];
  const env: Env = {ASSETS: assetsOf(files, requests), ...extra};
  const worker = createWorker(fixtureSite);
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    worker.fetch(new Request(`${origin}${path}`, {method, headers: {host: '127.0.0.1:8787', ...headers}}), env);
  return {files, env, worker, get, requests};
}

describe('61 the build, as the host kit serves it', () => {
  it('pages answer at their clean URLs with 200, the folder page first, with the header list and revalidation', async () => {
    const {get, files} = setUp();
    for (const [path, file] of [
      ['/zemu/quickstart', '/zemu/quickstart.html'],
      ['/zemu', '/zemu/index.html'],
      ['/zemu/', '/zemu/index.html'],
      ['/', '/index.html'],
      ['/namadexer/index', '/namadexer/index/index.html'],
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toBe(files.get(file));
      expect(answer.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('content-security-policy'), path).toBe(policy);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('cache-control'), path).toBe('no-cache');
      expect(answer.headers.get('vary'), path).toBe('Accept');
    }
  });

  it("files get the kit's type; hashed assets a year; a file without an extension its type by path", async () => {
    const {get} = setUp();
    const script = await get('/assets/js/main.0123abcd.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe(fixtureSite.immutableCache);
    expect(script.headers.get('vary')).toBeNull();
    const discovery = await get('/.well-known/mcp');
    expect(discovery.headers.get('content-type')).toBe('application/json');
    expect((await get('/mcp-snapshot/snapshot.json')).headers.get('content-type')).toBe('application/json');
  });

  it("an unknown path, a missing asset and a host's own file are the site's 404 page with status 404, never cached for a year", async () => {
    const {get} = setUp();
    for (const path of ['/no/such/page', '/assets/js/main.0000dead.js', '/vercel.json', '/_headers', '/zemu/nope.md']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toBe(notFoundHtml);
      expect(answer.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control'), path).toBe('no-cache');
      expect(answer.headers.get('content-security-policy'), path).toBe(policy);
    }
  });

  it('a page spelled in another letter case answers 301 to its own spelling, query kept, Location relative', async () => {
    const {get} = setUp();
    for (const [from, to] of [
      ['/ZEMU/QuickStart?x=1', '/zemu/quickstart?x=1'],
      ['/demo', '/Demo'],
      ['/DEMO/', '/Demo'],
      ['/Namadexer/Index', '/namadexer/index/'],
    ]) {
      const answer = await get(from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.get('location'), from).toBe(to);
      expect(answer.headers.get('content-security-policy'), from).toBe(policy);
    }
  });

  it('Accept: text/markdown answers the twin; a browser gets HTML; Vary: Accept on both', async () => {
    const {get, files} = setUp();
    for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9', 'text/plain;q=0.5, text/markdown']) {
      const answer = await get('/zemu/quickstart', {accept});
      expect(answer.status, accept).toBe(200);
      expect(answer.headers.get('content-type'), accept).toBe('text/markdown; charset=utf-8');
      expect(await answer.text(), accept).toBe(files.get('/zemu/quickstart.md'));
      expect(answer.headers.get('vary'), accept).toBe('Accept');
    }
    for (const accept of ['text/html,application/xhtml+xml,*/*;q=0.8', 'text/html, text/markdown', 'text/markdown;q=0, text/html']) {
      const answer = await get('/zemu/quickstart', {accept});
      expect(answer.headers.get('content-type'), accept).toBe('text/html; charset=utf-8');
    }
    // No twin: the page.
    expect((await get('/', {accept: 'text/markdown'})).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('hostile and malformed paths: 400 for what cannot be decoded, 404 for the rest, never a failure', async () => {
    const {get} = setUp();
    for (const path of ['/%', '/%zz', '/a%00b', '/%E0%A4%A']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('content-security-policy'), path).toBe(policy);
    }
    for (const path of ['/zemu/..%2f..%2fetc%2fpasswd', '/..%5c..%5cwindows', '//evil.example.com', `/${'a'.repeat(300)}`]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('HEAD answers without a body; conditional requests get 304; other methods 405', async () => {
    const {get} = setUp();
    const head = await get('/zemu/quickstart', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const etag = (await get('/zemu/quickstart')).headers.get('etag')!;
    const revalidated = await get('/zemu/quickstart', {'if-none-match': etag});
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBe(policy);
    const post = await get('/zemu/quickstart', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('61 MCP at /mcp', () => {
  async function connect(env: Env, worker: ReturnType<typeof createWorker>): Promise<Client> {
    const client = new Client({name: 'docs-edge-test', version: '1.0.0'});
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), {
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set('host', '127.0.0.1:8787');
          return worker.fetch(new Request(input, {...init, headers}), env);
        },
      }),
    );
    return client;
  }

  it("every tool answers as docs-core's definition does, the snapshot read through the assets binding", async () => {
    const {env, worker, requests} = setUp();
    const client = await connect(env, worker);
    const snapshot = await openFixtureSnapshot();
    const calls = fixtureToolCalls;
    expect(calls.map(([name]) => name).sort()).toEqual(docsTools.map((t) => t.name).sort());
    for (const [name, args] of calls) {
      const result = (await client.callTool({name, arguments: args})) as CallToolResult;
      expect(result.isError ?? false, name).toBe(false);
      const expected = await docsTools.find((t) => t.name === name)!.answer(snapshot, args as never);
      expect(result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n'), name).toBe(expected.text);
    }
    // The snapshot was opened once, through the binding, and is kept for the isolate's next requests.
    expect(requests.filter((p) => p === '/mcp-snapshot/snapshot.json')).toHaveLength(1);
    await client.close();
  });

  it('answers carry the header list and are never cached; a refused origin is a JSON-RPC 403', async () => {
    const {worker, env} = setUp();
    const post = (headers: Record<string, string>) =>
      worker.fetch(
        new Request(`${origin}/mcp`, {
          method: 'POST',
          headers: {host: '127.0.0.1:8787', 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers},
          body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'}),
        }),
        env,
      );
    const ok = await post({});
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-security-policy')).toBe(policy);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const refused = await post({origin: 'https://evil.example'});
    expect(refused.status).toBe(403);
    expect(JSON.parse(await refused.text())).toMatchObject({jsonrpc: '2.0', error: {code: -32000}});
  });

  it('the rate-limiting binding is asked per client (CF-Connecting-IP), and a client over it gets 429', async () => {
    const keys: string[] = [];
    const {worker, env} = setUp({MCP_RATE_LIMIT: {limit: async ({key}) => (keys.push(key), {success: keys.length < 2})}});
    const ping = () =>
      worker.fetch(
        new Request(`${origin}/mcp`, {
          method: 'POST',
          headers: {
            host: '127.0.0.1:8787',
            'cf-connecting-ip': '198.51.100.7',
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
          body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'}),
        }),
        env,
      );
    expect((await ping()).status).toBe(200);
    const limited = await ping();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(keys).toEqual(['198.51.100.7', '198.51.100.7']);
  });

  it("MCP_ALLOWED_ORIGINS (the variable) replaces the build's allow list; the site's own host is always served", async () => {
    const {worker, env} = setUp({MCP_ALLOWED_ORIGINS: 'https://app.example'});
    const post = (headers: Record<string, string>) =>
      worker.fetch(
        new Request('https://docs.example/mcp', {
          method: 'POST',
          headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers},
          body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'}),
        }),
        env,
      );
    expect((await post({host: 'docs.example', origin: 'https://app.example'})).status).toBe(200);
    expect((await post({host: 'docs.example', origin: fixtureOrigin})).status).toBe(403);
    expect((await post({host: 'docs.example'})).status).toBe(200);
    expect((await post({host: 'evil.example'})).status).toBe(403);
  });

  it('a snapshot that cannot be read answers a JSON-RPC 500 without its path, and is tried again on the next request', async () => {
    const {worker, env, files} = setUp();
    const snapshotFile = '/mcp-snapshot/snapshot.json';
    const saved = files.get(snapshotFile)!;
    files.delete(snapshotFile);
    const init = () =>
      worker.fetch(
        new Request(`${origin}/mcp`, {
          method: 'POST',
          headers: {host: '127.0.0.1:8787', 'content-type': 'application/json', accept: 'application/json, text/event-stream'},
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'initialize',
            params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 't', version: '1'}},
          }),
        }),
        env,
      );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await init();
    expect(failed.status).toBe(500);
    expect(await failed.text()).not.toContain('mcp-snapshot');
    // The Worker's log has the reason (wrangler tail, the dashboard), the client none of it.
    expect(String(logged.mock.calls[0])).toContain('/mcp-snapshot/snapshot.json: 404');
    logged.mockRestore();
    files.set(snapshotFile, saved);
    expect((await init()).status).toBe(200);
  });
});
