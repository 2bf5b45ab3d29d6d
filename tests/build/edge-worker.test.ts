/**
 * Issue 61: the production build served by its Cloudflare Worker in the real runtime: workerd (Miniflare, both from
 * the lock) with the build's generated build-hosting/wrangler.jsonc and bundled worker.mjs, on 127.0.0.1
 * (scripts/lib/edge-worker.mjs). Held to the checks every server of the host kit is held to (host-checks.ts); MCP at
 * /mcp driven by the SDK's Client over Streamable HTTP, every tool answering exactly as the stdio server does; the
 * public endpoint's protections with the configured rate-limiting binding; the discovery document; and `wrangler
 * deploy --dry-run` accepting the config as it would deploy it. The Worker reaches no network: every fetch it makes
 * is refused and recorded (none is expected). With CI=true a missing runtime fails the run.
 */
import {execFile} from 'node:child_process';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {apduApp} from '@zondax/docs-core/apps/apduApp';
import {mcpDiscoveryPath} from '@zondax/docs-core/paths/mcp';
import {MAX_REQUEST_BYTES} from '@zondax/docs-core/tools/define';
import type {McpDiscoveryDocument} from '@zondax/docs-core/tools/discovery';
import {docsTools} from '@zondax/docs-core/tools/index';
import {snapshotDirFor, snapshotFiles, type SnapshotManifest} from '@zondax/docs-core/snapshot/format';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {edgeWorkerMissing, startEdgeWorker} from '../../scripts/lib/edge-worker.mjs';
import {mcpServer} from '../../src/data/mcpServer';
import {hostingDirFor} from '../../src/plugins/hosting';
import {mcpRateLimit} from '../../src/plugins/hosting/mcp';
import {buildDir} from './built-site';
import {startChild} from './child';
import {expectRpcError, hostChecks, ping, postMcp, type Posted, type Running} from './host-checks';
import {connectStdio, pageResourceCount, type Connected} from './mcp-server';

const port = Number(process.env.EDGE_TEST_PORT ?? 3640);
const missing = await edgeWorkerMissing(buildDir);
if (missing && process.env.CI === 'true')
  throw new Error(`The edge Worker cannot run: ${missing}. CI must test it (npm ci installs workerd).`);
if (missing) console.warn(`[edge-worker] skipped: ${missing}`);

/** What the Worker fetched (refused) and what workerd and Miniflare warned about, over the whole file. */
const outbound: string[] = [];
const logged: string[] = [];

async function startWorker(at: number): Promise<Running> {
  const {dispose} = await startEdgeWorker({buildDir, port: at, outbound: (url) => outbound.push(url), log: (line) => logged.push(line)});
  return {stop: () => void dispose(), log: () => logged.join('\n')};
}

const manifest = JSON.parse(readFileSync(path.join(snapshotDirFor(buildDir), snapshotFiles.manifest), 'utf8')) as SnapshotManifest;
const textOf = (result: unknown) => ((result as CallToolResult).content ?? []).map((c) => (c.type === 'text' ? c.text : '')).join('\n');

describe.skipIf(missing !== null)('61 the build served by its Cloudflare Worker in workerd', () => {
  hostChecks({
    port,
    start: startWorker,
    kit: true,
    redirectOrigin: '',
    otherHosts: 'served',
    // Miniflare's log is given warnings and errors only: any line is one.
    warning: /./,
    serverMade: {
      '/%': 400,
      '/%zz': 400,
      '/zemu%2Fquickstart': 200,
      '/zemu/..%2f..%2fetc%2fpasswd': 404,
      '/a%00b': 400,
      long: 404,
      '/404.html': 200,
    },
    bare: [],
  });

  describe('MCP at /mcp', () => {
    let worker: Connected;
    let stdio: Connected & {stderr: () => string};
    beforeAll(async () => {
      const client = new Client({name: 'edge-worker-test', version: '1.0.0'});
      await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
      worker = {client, close: () => client.close()};
      stdio = await connectStdio();
    }, 120_000);
    afterAll(async () => {
      await worker?.close();
      await stdio?.close();
    });

    it('the SDK Client lists the same tools, resources and prompt as over stdio', async () => {
      const [overWorker, overStdio] = await Promise.all([worker.client.listTools(), stdio.client.listTools()]);
      expect(overWorker.tools.map((t) => t.name)).toEqual(docsTools.map((t) => t.name));
      expect(overWorker.tools).toEqual(overStdio.tools);
      const [resources, stdioResources] = await Promise.all([worker.client.listResources(), stdio.client.listResources()]);
      // Every page's twin (doc pages, the site's own, the chain pages), and the APDU tools' MCP App.
      expect(resources.resources).toHaveLength(pageResourceCount(manifest) + 1);
      expect(resources.resources).toEqual(stdioResources.resources);
      const app = {uri: apduApp.uri};
      expect(resources.resources.map((r) => r.uri)).toContain(app.uri);
      expect(await worker.client.readResource(app)).toEqual(await stdio.client.readResource(app));
      const uri = resources.resources.find((r) => r.uri.endsWith('/ledger-apps/filecoin/APDUSPEC.md'))!.uri;
      expect(await worker.client.readResource({uri})).toEqual(await stdio.client.readResource({uri}));
      const prompt = {name: 'integrate_ledger_app', arguments: {chain: 'Filecoin'}};
      expect(await worker.client.getPrompt(prompt)).toEqual(await stdio.client.getPrompt(prompt));
    });

    it('every tool answers exactly as over stdio (text and structured content), bad input too', async () => {
      const [folder, entry] = Object.entries(manifest.supported).find(([, e]) => e.versions.length >= 2)!;
      const calls: Array<[string, Record<string, unknown>]> = [
        ['search_docs', {query: 'zemu quickstart'}],
        ['search_docs', {query: 'sign transaction', chain: 'Polkadot', limit: 5}],
        ['get_page', {path: '/ledger-apps/filecoin/APDUSPEC'}],
        ['get_apdu_spec', {chain: 'Filecoin', command: 'getVersion'}],
        ['build_apdu', {chain: 'filecoin', command: 'getAddrSecp256k1', fields: {path: "m/44'/461'/0'/0/0"}}],
        ['decode_apdu_response', {chain: 'filecoin', command: 'getVersion', hex: '0000010203009000'}],
        ['status_word', {code: '0x6985'}],
        ['supported_methods', {chain: folder}],
        ['diff_methods', {chain: folder, from: entry.versions[1], to: entry.versions[0]}],
        ['get_chain', {chain: 'Polkadot'}],
        ['get_page', {path: '/zemu/quickstart', section: '1-install', maxTokens: 300}],
        ['report_doc_problem', {page: '/zemu/quickstart', problem: 'A step is missing.', quote: 'npm install'}],
        ['get_apdu_spec', {chain: 'Narnia'}],
        ['decode_apdu_response', {chain: 'filecoin', command: 'getVersion', hex: 'ab'.repeat(20_000)}],
      ];
      expect(new Set(calls.map(([name]) => name))).toEqual(new Set(docsTools.map((t) => t.name)));
      for (const [name, args] of calls) {
        const [overWorker, overStdio] = await Promise.all([
          worker.client.callTool({name, arguments: args}),
          stdio.client.callTool({name, arguments: args}),
        ]);
        expect(overWorker, `${name} ${JSON.stringify(args).slice(0, 60)}: ${textOf(overWorker).slice(0, 200)}`).toEqual(overStdio);
      }
    });

    it('another origin, an oversized body, malformed JSON and an unknown Host are JSON-RPC errors with the headers', async () => {
      expectRpcError(await postMcp(port, ping, {origin: 'https://evil.example'}), 403, -32000);
      expectRpcError(await postMcp(port, ping, {host: 'evil.example', origin: 'http://evil.example'}), 403, -32000);
      expectRpcError(
        await postMcp(port, JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping', pad: 'x'.repeat(MAX_REQUEST_BYTES)})),
        413,
        -32000,
      );
      expectRpcError(await postMcp(port, '{"jsonrpc": "2.0", "id": 1, "method": '), 400, -32700);
      const allowed = await postMcp(port, ping, {origin: mcpServer.url.replace(/\/mcp$/, ''), host: new URL(mcpServer.url).host});
      expect(allowed.status).toBe(200);
      expect(allowed.headers['access-control-allow-origin']).toBe(new URL(mcpServer.url).origin);
      expect(allowed.headers['cache-control']).toBe('no-store');
    });

    it(`a client over the configured rate (${mcpRateLimit.limit} a minute, the rate-limiting binding) gets 429 with Retry-After`, async () => {
      // One client of its own (the binding counts by CF-Connecting-IP), so no other check is limited.
      const headers = {'cf-connecting-ip': '203.0.113.61'};
      let first429: Posted | undefined;
      let answered = 0;
      // At most two of the binding's one-minute windows: the limit is met within them.
      for (let i = 0; i < 2 * mcpRateLimit.limit + 1 && !first429; i++) {
        const answer = await postMcp(port, ping, headers);
        if (answer.status === 429) {
          first429 = answer;
        } else {
          expect(answer.status).toBe(200);
          answered += 1;
        }
      }
      expect(first429).toBeDefined();
      expect(answered).toBeGreaterThanOrEqual(mcpRateLimit.limit);
      expectRpcError(first429!, 429, -32000);
      expect(first429!.headers['retry-after']).toBe(String(mcpRateLimit.period));
      // Another client is not limited.
      expect((await postMcp(port, ping, {'cf-connecting-ip': '203.0.113.62'})).status).toBe(200);
    });
  });

  it('61 found by URL: /.well-known/mcp names the server, its Streamable HTTP URL (from the site origin) and its tools', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}${mcpDiscoveryPath}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    const document = (await answer.json()) as McpDiscoveryDocument;
    expect(document.remotes).toEqual([{type: 'streamable-http', url: mcpServer.url}]);
    expect(document.name).toBe('ch.zondax.docs/mcp');
    expect(document.description.length).toBeGreaterThan(40);
    expect(document.tools.map((t) => t.name)).toEqual(docsTools.map((t) => t.name));
    for (const tool of document.tools) expect(tool.description.length, tool.name).toBeGreaterThan(20);
  });

  it('61 nothing the Worker did reached the network, and workerd reported no error', () => {
    expect(outbound).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('61 wrangler deploy --dry-run accepts the generated wrangler.jsonc and uploads the bundle with its bindings', async () => {
    const wrangler = path.join(__dirname, '../../node_modules/wrangler/bin/wrangler.js');
    const {stdout} = await promisify(execFile)(
      process.execPath,
      [wrangler, 'deploy', '--dry-run', '--config', path.join(hostingDirFor(buildDir), 'wrangler.jsonc')],
      // No banner: it asks the npm registry for a newer wrangler. No metrics.
      {env: {...process.env, WRANGLER_HIDE_BANNER: 'true', WRANGLER_SEND_METRICS: 'false', CI: 'true'}, timeout: 60_000},
    );
    expect(stdout).toContain('--dry-run: exiting now.');
    expect(stdout).toMatch(/Read \d+ files from the assets directory/);
    expect(stdout).toMatch(/env\.MCP_RATE_LIMIT \(120 requests\/60s\)/);
    expect(stdout).toContain('env.ASSETS');
    expect(stdout).toContain('env.MCP_ALLOWED_ORIGINS');
  }, 60_000);

  it('61 node scripts/lib/edge-worker.mjs starts from any working directory, with the build outside it (BUILD_DIR=/tmp/build-x)', async () => {
    // Miniflare named the Worker's module by its path from the working directory, and workerd refused the '..' in it.
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'edge-cwd-'));
    const script = path.join(__dirname, '../../scripts/lib/edge-worker.mjs');
    const started = startChild(process.execPath, [script, '--port', '0'], {
      cwd: elsewhere,
      env: {...process.env, BUILD_DIR: path.resolve(buildDir)},
      ready: /edge Worker on (\S+)/,
      name: 'scripts/lib/edge-worker.mjs',
      timeoutMs: 50_000,
    });
    try {
      const {address: url} = await started;
      expect(path.relative(elsewhere, hostingDirFor(buildDir))).toMatch(/^\.\./);
      expect((await fetch(url)).status).toBe(200);
    } finally {
      (await started.catch(() => undefined))?.stop();
      rmSync(elsewhere, {recursive: true, force: true});
    }
  }, 60_000);
});
