// Bundles the Worker (src/entry.ts: src/worker.ts, docs-mcp's fetch handler and server, docs-core, the MCP SDK and
// zod) into one ES module for workerd, with the build's description (build-hosting/worker-site.json, written by
// the host kit) inlined: build-hosting/worker.mjs, beside the wrangler.jsonc that names it. rspack is in the lock
// already (@docusaurus/faster). Nothing is left to resolve at run time: wrangler.jsonc says no_bundle.
//
// BUILD_DIR picks the build (default: build/ at the repository root; a relative path is taken from where npm was run).
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {rspack} from '@rspack/core';
import {edgeSiteFile, hostingDirFor, workerScriptFile} from '@zondax/docs-core/hosting/dirs.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageDir, '../..');
const buildDir = path.resolve(process.env.INIT_CWD ?? repoRoot, process.env.BUILD_DIR ?? path.join(repoRoot, 'build'));
const hostingDir = hostingDirFor(buildDir);
const siteFile = path.join(hostingDir, edgeSiteFile);
if (!existsSync(siteFile)) {
  console.error(`[docs-edge] No ${siteFile}: build the site first (npm run build), or set BUILD_DIR.`);
  process.exit(1);
}
const started = Date.now();

const compiler = rspack({
  mode: 'production',
  target: ['webworker', 'es2022'],
  context: packageDir,
  entry: {worker: './src/entry.ts'},
  experiments: {outputModule: true},
  output: {
    path: hostingDir,
    filename: workerScriptFile,
    module: true,
    chunkFormat: 'module',
    library: {type: 'module'},
    asyncChunks: false,
    // build-hosting/ holds the other hosts' files too.
    clean: false,
  },
  resolve: {
    extensions: ['.ts', '.mjs', '.js', '.json'],
    conditionNames: ['workerd', 'worker', 'browser', 'import', 'default'],
    alias: {'@zondax/docs-edge-site$': siteFile},
  },
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
  optimization: {splitChunks: false, runtimeChunk: false},
  performance: {hints: false},
  devtool: false,
});

compiler.run((error, stats) => {
  compiler.close(() => {});
  if (error || stats?.hasErrors()) {
    console.error(error ?? stats.toString({all: false, errors: true}));
    process.exit(1);
  }
  const size = statSync(path.join(hostingDir, workerScriptFile)).size;
  console.log(
    `[docs-edge] bundled ${path.join(hostingDir, workerScriptFile)} (${(size / 1024).toFixed(0)} KiB) in ${Date.now() - started} ms`,
  );
});
