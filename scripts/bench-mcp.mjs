#!/usr/bin/env node
/**
 * Benchmark of the docs MCP server (figures, not a test): cold start of the stdio server (spawn →
 * initialize answered → tools listed) and the latency of search_docs and build_apdu as a client sees
 * it over stdio (p50, p95), search_docs's for short queries and for long questions apart; and search_docs's
 * relevance on the held-out assistant set (issue 60) as a client gets it over stdio: top-1 and top-5, a
 * refused question counting as a miss. Needs the build and its snapshot (BUILD_DIR, default build/) and the
 * bundled server (npm run build -w @zondax/docs-mcp).
 *   BUILD_DIR=build node scripts/bench-mcp.mjs [--starts 5] [--calls 200]
 */
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {performance} from 'node:perf_hooks';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import jitiFactory from 'jiti';

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
