#!/usr/bin/env node
/**
 * Benchmark of the docs MCP server (figures, not a test), on its three runtimes:
 *   - stdio: cold start (spawn → initialize answered → tools listed) and the latency of search_docs (short queries
 *     and long questions apart) and build_apdu as a client sees it (p50, p95); and search_docs's relevance on the
 *     held-out assistant set (issue 60) as a client gets it: top-1 and top-5, a refused question counting as a miss;
 *   - load (issue 61): `--load-calls` search_docs calls (1,000) from `--concurrency` clients at once (50), each with
 *     its own connection, over Streamable HTTP to the Node server (`--http`) and to the build's Cloudflare Worker in
 *     workerd (scripts/lib/edge-worker.mjs, its wrangler.jsonc as generated, rate limit included: each client has its
 *     own CF-Connecting-IP, as 50 readers' assistants would): p50, p95, max and errors (0 expected);
 *   - memory (issue 61): the Node `--http` server's live heap and RSS (after a collection) before and after
 *     `--clients` clients (1,000) that initialize, call a tool and never close.
 * Needs the build (BUILD_DIR, default build/), the bundled server and the Worker (npm run build does both).
 *   BUILD_DIR=build node scripts/bench-mcp.mjs [--starts 5] [--calls 200] [--load-calls 1000] [--concurrency 50] [--clients 1000]
 */
import {spawn} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {performance} from 'node:perf_hooks';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import jitiFactory from 'jiti';
import {edgeWorkerMissing, startEdgeWorker} from './lib/edge-worker.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The relevance queries are TypeScript: loaded with jiti, as bench-search.mjs does.
const jiti = jitiFactory(fileURLToPath(import.meta.url), {interopDefault: true});
const {relevanceQueries} = jiti('./lib/search-relevance-queries.ts');
const {assistantQueries} = jiti('./lib/search-relevance-assistant.ts');
const {assistantTuningQueries} = jiti('./lib/search-relevance-assistant-tuning.ts');
const {distinctPages, isExpectedPage, formatScores} = jiti('./lib/search-evaluate.ts');
const {limits} = jiti('../packages/docs-core/src/limits.ts');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
const serverBin = path.join(root, 'packages/docs-mcp/bin/zondax-docs-mcp.mjs');
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const starts = option('starts', 5);
const calls = option('calls', 200);
const loadCalls = option('load-calls', 1000);
const concurrency = option('concurrency', 50);
const idleClients = option('clients', 1000);

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const ms = (v) => `${v.toFixed(1)} ms`;

async function connect() {
  const client = new Client({name: 'bench-mcp', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: process.execPath, args: [serverBin, '--build', buildDir], stderr: 'ignore'}));
  return client;
}

// Latency depends on what else the machine runs: its load is printed first (2 cores: a load above 2 means waits).
console.log(
  `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`,
);

const coldStarts = [];
for (let i = 0; i < starts; i++) {
  const started = performance.now();
  const client = await connect();
  await client.listTools();
  coldStarts.push(performance.now() - started);
  await client.close();
}
console.log(
  `stdio cold start (spawn → initialized → tools listed), ${starts} runs: median ${ms(quantile(coldStarts, 0.5))}, max ${ms(Math.max(...coldStarts))}`,
);

const client = await connect();
async function latency(name, argsFor, label = name) {
  const times = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const result = await client.callTool({name, arguments: argsFor(i)});
    times.push(performance.now() - started);
    if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
  }
  console.log(
    `${label}, ${calls} calls over stdio: p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}, max ${ms(Math.max(...times))}`,
  );
}
const queries = relevanceQueries.map((q) => q.query);
// The first search reads the index manifest; every query after it only the shards it needs, as in the browser.
await latency('search_docs', (i) => ({query: queries[i % queries.length]}));
const questions = [...assistantQueries, ...assistantTuningQueries]
  .map((q) => q.query)
  .filter((q) => q.length > limits.searchQueryMaxLength);
await latency(
  'search_docs',
  (i) => ({query: questions[i % questions.length]}),
  `search_docs, long questions (${questions.length}, over ${limits.searchQueryMaxLength} characters)`,
);

// Relevance of the held-out assistant set as a client gets it: the entries' pages in order, a refusal ranking nothing.
let top1 = 0;
let top5 = 0;
let rr = 0;
let refused = 0;
for (const q of assistantQueries) {
  const result = await client.callTool({name: 'search_docs', arguments: {query: q.query}});
  if (result.isError) refused++;
  const pages = result.isError ? [] : distinctPages((result.structuredContent?.results ?? []).map((e) => e.url));
  const at = pages.findIndex((page) => isExpectedPage(q, page));
  if (at === 0) top1++;
  if (at >= 0 && at < 5) top5++;
  if (at >= 0) rr += 1 / (at + 1);
}
const n = assistantQueries.length;
console.log(
  `search_docs over stdio, assistant set (held out): ${formatScores('', {n, top1: top1 / n, top5: top5 / n, mrr: rr / n}).trim()}; refused ${refused}`,
);
const message = (i) => 'ab'.repeat(16 + (i % 8) * 100);
await latency('build_apdu', (i) => ({chain: 'kusama', command: 'sign', p2: 1, fields: {path: "m/44'/434'/0'/0'/0'", message: message(i)}}));
await client.close();

// ---- Load over Streamable HTTP: the Node server and the Worker, the same calls from the same number of clients.

/** Starts `zondax-docs-mcp --http` on a free port (extra node flags first); resolves with its URL and the process. */
function startNodeHttp(nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, serverBin, '--build', buildDir, '--http', '--port', '0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const url = /Streamable HTTP on (http:\/\/\S+)/.exec(stderr)?.[1];
      if (url) resolve({child, url, stderr: () => stderr});
    });
    child.on('exit', (code) => reject(new Error(`zondax-docs-mcp --http exited (${code}):\n${stderr}`)));
  });
}

/** A client on its own connection; `clientIp` is the CF-Connecting-IP the Worker's rate limit counts it by. */
async function httpClient(url, clientIp) {
  const client = new Client({name: 'bench-mcp', version: '1.0.0'});
  const headers = clientIp ? {'CF-Connecting-IP': clientIp} : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(url), {requestInit: {headers}}));
  return client;
}

/** `loadCalls` search_docs calls from `concurrency` clients at once; latency per call and the calls that failed. */
async function load(name, url) {
  const clients = await Promise.all(
    Array.from({length: concurrency}, (_, i) => httpClient(url, `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`)),
  );
  const queries = relevanceQueries.map((q) => q.query);
  const times = [];
  const errors = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let i = next++; i < loadCalls; i = next++) {
        const t = performance.now();
        try {
          const result = await client.callTool({name: 'search_docs', arguments: {query: queries[i % queries.length]}});
          if (result.isError) errors.push(JSON.stringify(result.content).slice(0, 120));
        } catch (error) {
          errors.push(error.message.slice(0, 120));
        }
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.close().catch(() => {})));
  console.log(
    `${name}: ${loadCalls} search_docs calls, ${concurrency} clients at once: p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}, ` +
      `max ${ms(Math.max(...times))}, errors ${errors.length} (${(loadCalls / seconds).toFixed(0)} calls/s)`,
  );
  for (const error of [...new Set(errors)].slice(0, 3)) console.log(`  error: ${error}`);
}

const node = await startNodeHttp();
try {
  await load('Node --http (stateless)', node.url);
} finally {
  node.child.kill();
}

const missing = await edgeWorkerMissing(buildDir);
if (missing) console.log(`edge Worker: not measured (${missing})`);
else {
  const worker = await startEdgeWorker({buildDir});
  try {
    await load('edge Worker in workerd (wrangler.jsonc as generated)', `${worker.url}mcp`);
  } finally {
    await worker.dispose();
  }
}

// ---- Memory: clients that never close leave nothing behind in the stateless server.

const probed = await startNodeHttp(['--expose-gc', '--require', path.join(root, 'scripts/lib/mcp-memory-probe.cjs')]);
/** The server's live memory (after a collection), from the probe's line on its stderr. */
async function memory() {
  const before = probed.stderr().length;
  probed.child.kill('SIGUSR2');
  for (let i = 0; i < 100; i++) {
    const line = /\[memory\] (\{.*\})/.exec(probed.stderr().slice(before))?.[1];
    if (line) return JSON.parse(line);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not report its memory');
}
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
try {
  // Clients first that do the same and close, so what the first requests make once (the snapshot's index shards, the
  // optimised code of the request path) is in the baseline: what grows after it is what clients leave behind.
  for (let i = 0; i < 4; i++) {
    const warm = await Promise.all(Array.from({length: concurrency}, () => httpClient(probed.url)));
    await Promise.all(warm.map((client) => client.callTool({name: 'status_word', arguments: {code: '0x6985'}})));
    await Promise.all(warm.map((client) => client.close()));
  }
  const start = await memory();
  const open = [];
  for (let i = 0; i < idleClients; i += concurrency) {
    const batch = await Promise.all(
      Array.from({length: Math.min(concurrency, idleClients - i)}, async () => {
        const client = await httpClient(probed.url);
        await client.callTool({name: 'status_word', arguments: {code: '0x6985'}});
        return client; // never closed
      }),
    );
    open.push(...batch);
  }
  const end = await memory();
  // Their idle keep-alive connections are Node's to close (its 5 s keepAliveTimeout); nothing else of them stays.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const later = await memory();
  const perClient = (after) => `${((after.heapUsed - start.heapUsed) / open.length / 1024).toFixed(1)} KB of heap per client`;
  console.log(
    `Node --http memory, ${open.length} clients that never close: heap ${mb(start.heapUsed)} → ${mb(end.heapUsed)} ` +
      `(${perClient(end)}; their connections still open), ${mb(later.heapUsed)} 6 s later (${perClient(later)}); ` +
      `RSS ${mb(start.rss)} → ${mb(end.rss)} → ${mb(later.rss)}`,
  );
} finally {
  probed.child.kill();
}
