#!/usr/bin/env node
/**
 * Runs the official MCP conformance suite (@modelcontextprotocol/conformance, server role, active
 * scenarios) against the docs MCP server (packages/docs-mcp) built over BUILD_DIR (default build/):
 *   - Streamable HTTP: the server itself, started with --http on a free port of 127.0.0.1;
 *   - worker: the build's Cloudflare Worker (packages/docs-edge) in workerd, as its generated wrangler.jsonc configures
 *     it (scripts/lib/edge-worker.mjs), answering at /mcp. Its per-client rate limit is raised for the run: the suite is
 *     one client making several hundred requests a minute (tests/build/edge-worker.test.ts checks the configured limit);
 *   - stdio: the suite's server mode only speaks HTTP (`conformance server --url`), so the stdio server
 *     is reached through scripts/lib/mcp-stdio-relay.mjs, which only forwards JSON-RPC messages between
 *     an SDK Streamable HTTP transport and the SDK's stdio client transport: the answers are the stdio server's.
 * Scenarios that exercise features this server does not offer (the suite's fixture tools such as
 * test_simple_text, logging, completions, resource subscriptions) are listed with the reason in
 * packages/docs-mcp/conformance-baseline.yml; any other failure, or a listed scenario that passes, fails the run.
 * The suite imports fs.globSync (Node 22+): on Node 20 it runs with scripts/lib/node20 resolving that import.
 *
 * Usage: BUILD_DIR=build node scripts/mcp-conformance.mjs [http|stdio|worker]...   (all three by default)
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
const serverBin = path.join(root, 'packages/docs-mcp/bin/zondax-docs-mcp.mjs');
const relay = path.join(root, 'scripts/lib/mcp-stdio-relay.mjs');
const edgeWorker = path.join(root, 'scripts/lib/edge-worker.mjs');
const baseline = path.join(root, 'packages/docs-mcp/conformance-baseline.yml');
const suiteBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')),
  'dist/index.js',
);
const nodeFlags =
  Number(process.versions.node.split('.')[0]) < 22
    ? ['--import', path.join(root, 'scripts/lib/node20/register-conformance-hooks.mjs')]
    : [];

/** Starts a server process and resolves with the MCP URL it prints on stderr once it listens. */
function startServer(args, urlPattern = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/) {
  const child = spawn(process.execPath, args, {stdio: ['ignore', 'ignore', 'pipe']});
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`no URL from ${args.join(' ')} in 20 s:\n${stderr}`)), 20_000);
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const url = urlPattern.exec(stderr)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({child, url});
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited (${code}):\n${stderr}`));
    });
  });
}

function runSuite(url) {
  const args = [...nodeFlags, suiteBin, 'server', '--url', url, '--expected-failures', baseline];
  return new Promise((resolve) => {
    // The suite writes a results/ folder in its working directory: keep it out of the repository.
    const cwd = mkdtempSync(path.join(tmpdir(), 'mcp-conformance-'));
    const child = spawn(process.execPath, args, {stdio: 'inherit', cwd});
    child.on('exit', (code) => {
      rmSync(cwd, {recursive: true, force: true});
      resolve(code ?? 1);
    });
  });
}

const transports = {
  http: () => startServer([serverBin, '--build', buildDir, '--http', '--port', '0']),
  stdio: () => startServer([relay, '--', process.execPath, serverBin, '--build', buildDir]),
  worker: async () => {
    const started = await startServer(
      [edgeWorker, '--port', '0', '--rate-limit', '100000'],
      /edge Worker on (http:\/\/127\.0\.0\.1:\d+\/)/,
    );
    return {...started, url: `${started.url}mcp`};
  },
};

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(transports);
let failed = 0;
for (const name of wanted) {
  if (!transports[name]) throw new Error(`unknown transport ${name}: http, stdio or worker`);
  const started = Date.now();
  const {child, url} = await transports[name]();
  console.log(`\n== MCP conformance, server role, over ${name} (${url})`);
  const code = await runSuite(url);
  child.kill();
  console.log(`== ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
