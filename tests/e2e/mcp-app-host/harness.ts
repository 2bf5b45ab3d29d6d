/**
 * The spec side of the MCP Apps host harness (./host.ts): the docs-mcp server over the build's snapshot, with an
 * SDK client in the test process, and the host page, bundled with rspack once per worker and served at a path of
 * the e2e origin by a route (the site's own files are untouched). The page reaches the server through three
 * functions Playwright exposes, as a host reaches its server through its own MCP client.
 */
import {promises as fs} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {rspack} from '@rspack/core';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {snapshotDirFor} from '@zondax/docs-core/snapshot/format';
import {loadSnapshot} from '../../../packages/docs-mcp/src/loadSnapshot';
import {createDocsServer} from '../../../packages/docs-mcp/src/server';
import {e2eBaseUrl} from '../browser';

export const hostPath = '/__mcp-app-host__/';

let hostScript: Promise<string> | undefined;

function bundleHost(): Promise<string> {
  hostScript ??= (async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-app-host-'));
    const compiler = rspack({
      mode: 'production',
      target: 'web',
      context: __dirname,
      entry: {host: './host.ts'},
      output: {path: outDir, filename: '[name].js'},
      resolve: {extensions: ['.ts', '.mjs', '.js', '.json']},
      module: {
        rules: [
          {
            test: /\.ts$/,
            loader: 'builtin:swc-loader',
            options: {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}},
            type: 'javascript/auto',
          },
        ],
      },
      optimization: {splitChunks: false, runtimeChunk: false, minimize: false},
      devtool: false,
      performance: {hints: false},
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => {});
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString({all: false, errors: true})));
        else resolve();
      }),
    );
    const code = await fs.readFile(path.join(outDir, 'host.js'), 'utf8');
    await fs.rm(outDir, {recursive: true, force: true});
    return code;
  })();
  return hostScript;
}

let client: Promise<Client> | undefined;

/** An SDK client of the docs-mcp server over the build's snapshot (BUILD_DIR, as the served build). */
export function mcpClient(): Promise<Client> {
  client ??= (async () => {
    const snapshot = loadSnapshot(snapshotDirFor(path.resolve(process.env.BUILD_DIR ?? 'build')));
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createDocsServer(snapshot).connect(serverSide);
    const connected = new Client({name: 'e2e-host', version: '1.0.0'});
    await connected.connect(clientSide);
    return connected;
  })();
  return client;
}

export interface HarnessCall {
  tool: string;
  args: Record<string, unknown>;
  theme: 'light' | 'dark';
}

/** Opens the host page on one tool call; resolves once the frame has said it is initialized. */
export async function openHost(page: Page, call: HarnessCall): Promise<void> {
  const [script, mcp] = await Promise.all([bundleHost(), mcpClient()]);
  await page.exposeFunction('mcpListTools', async () => (await mcp.listTools()).tools);
  await page.exposeFunction('mcpReadResource', (uri: string) => mcp.readResource({uri}));
  await page.exposeFunction('mcpCallTool', (name: string, args: Record<string, unknown>) => mcp.callTool({name, arguments: args}));
  await page.addInitScript((c) => {
    (window as unknown as {harness: HarnessCall}).harness = c;
  }, call);
  const background = call.theme === 'dark' ? '#0f0f17' : '#ffffff';
  const color = call.theme === 'dark' ? '#e3e3e3' : '#1c1e21';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>MCP Apps host (test)</title>
<style>body{margin:0;padding:12px;font-family:system-ui,sans-serif;background:${background};color:${color}}
iframe{display:block;width:100%;border:1px solid #8d949e;border-radius:8px;color-scheme:normal}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:12px}</style></head>
<body><main><h1 style="font-size:1rem;margin:0 0 8px">Assistant (test host)</h1><div id="frame"></div>
<h2 style="font-size:.9rem">Text answer (what a client without MCP Apps shows)</h2><pre id="fallback"></pre></main>
<script>${script.replace(/<\/script/gi, '<\\/script')}</script></body></html>`;
  await page.route(`${e2eBaseUrl}${hostPath}`, (route) =>
    route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: html}),
  );
  await page.goto(hostPath);
  await page.waitForFunction(
    () => (window as unknown as {hostLog?: {initialized: boolean}}).hostLog?.initialized === true || document.body.dataset.hostError,
  );
  const error = await page.evaluate(() => document.body.dataset.hostError);
  if (error) throw new Error(`the host failed: ${error}`);
}
