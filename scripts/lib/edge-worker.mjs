/**
 * The edge Worker of a build, run locally in workerd (Miniflare, both from the lock: no download, no account), as
 * the build's generated build-hosting/wrangler.jsonc configures it: wrangler reads that file into Miniflare's
 * options (its assets binding over the build, the rate-limiting binding, the variables), and the bundled
 * build-hosting/worker.mjs runs. Nothing reaches the network: no `cf` object is fetched, and every fetch the Worker
 * itself makes goes to `outbound` (the tests record them; there must be none).
 *
 * Used by tests/build/edge-worker.test.ts, scripts/mcp-conformance.mjs and scripts/bench-mcp.mjs; on its own,
 *   BUILD_DIR=build node scripts/lib/edge-worker.mjs [--port 8787] [--rate-limit <n>]
 * prints "edge Worker on http://127.0.0.1:<port>/" and serves until stopped.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {fileURLToPath} from 'node:url';
import {edgeSiteFile, hostingDirFor, workerScriptFile} from '@zondax/docs-core/hosting/dirs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Why the local Worker cannot run, or null: the runtime and the build's files, each named with what to do. */
export async function edgeWorkerMissing(buildDir) {
  try {
    // workerd's CommonJS entry: its default export is the path of the platform's binary (@cloudflare/workerd-<os>-<cpu>).
    const {default: workerd} = await import('workerd');
    const binary = workerd.default ?? workerd;
    if (!existsSync(binary)) return `workerd's binary is missing (${binary}): run npm ci (the lock installs it for this platform)`;
  } catch (error) {
    return `workerd is not installed (${error.message}): run npm ci`;
  }
  const hostingDir = hostingDirFor(path.resolve(buildDir));
  for (const file of ['wrangler.jsonc', edgeSiteFile, workerScriptFile]) {
    if (!existsSync(path.join(hostingDir, file))) {
      return `${path.join(hostingDir, file)} is missing: npm run build writes it (the Worker: npm run build -w @zondax/docs-edge)`;
    }
  }
  return null;
}

/**
 * Starts the Worker of `buildDir` on 127.0.0.1 and resolves once it answers.
 *   port: 0 picks a free one; rateLimit: replaces the configured per-client limit (a test or benchmark that is one
 *   client making more requests than a reader's assistant would); outbound: receives every fetch the Worker makes;
 *   log: receives workerd's and Miniflare's warnings and errors (workerd's output, line by line).
 */
export async function startEdgeWorker({buildDir, port = 0, rateLimit, outbound, log = () => {}}) {
  process.env.WRANGLER_SEND_METRICS = 'false';
  const missing = await edgeWorkerMissing(buildDir);
  if (missing) throw new Error(missing);
  const {Log, LogLevel, Miniflare} = await import('miniflare');
  const {unstable_getMiniflareWorkerOptions} = await import('wrangler');
  const hostingDir = hostingDirFor(path.resolve(buildDir));
  const {workerOptions} = unstable_getMiniflareWorkerOptions(path.join(hostingDir, 'wrangler.jsonc'));
  if (rateLimit !== undefined) {
    for (const binding of Object.values(workerOptions.ratelimits ?? {})) binding.simple.limit = rateLimit;
  }
  class Collected extends Log {
    log(message) {
      log(message);
    }
  }
  const mf = new Miniflare({
    ...workerOptions,
    modules: true,
    scriptPath: path.join(hostingDir, workerScriptFile),
    // Modules are named by their path from here (Miniflare's default is the working directory, and workerd refuses a
    // name with '..': a build outside the working directory, BUILD_DIR=/tmp/build-x, did not start).
    modulesRoot: hostingDir,
    host: '127.0.0.1',
    port,
    // No network: Miniflare would fetch Cloudflare's `cf` object, and a Worker's fetch would leave the machine.
    cf: false,
    outboundService: async (request) => {
      outbound?.(request.url);
      return new Response('The local Worker may not reach the network.', {status: 599});
    },
    log: new Collected(LogLevel.WARN),
    // workerd's own output (its errors), line by line, to `log` too; a client that closes its connection before the
    // answer is written (the tests' 413 requests, a benchmark client closing) is not an error of the Worker.
    handleRuntimeStdio: (stdout, stderr) => {
      let clientGone = false;
      for (const stream of [stdout, stderr]) {
        createInterface({input: stream}).on('line', (line) => {
          if (/disconnected: ::write\(.*\): Broken pipe|Connection reset by peer/.test(line)) clientGone = true;
          else if (clientGone && line.startsWith('stack:')) clientGone = false;
          else if (line.trim() !== '') log(`workerd: ${line}`);
        });
      }
    },
  });
  const url = await mf.ready;
  return {url: url.href, dispose: () => mf.dispose()};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name) => {
    const at = process.argv.indexOf(`--${name}`);
    return at >= 0 ? Number(process.argv[at + 1]) : undefined;
  };
  const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
  const {url, dispose} = await startEdgeWorker({
    buildDir,
    port: option('port') ?? 0,
    rateLimit: option('rate-limit'),
    outbound: (target) => console.error(`[edge-worker] the Worker fetched ${target} (refused)`),
    log: (message) => console.error(`[edge-worker] ${message}`),
  });
  console.error(`edge Worker on ${url} (build ${buildDir})`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dispose().then(() => process.exit(0)));
}
