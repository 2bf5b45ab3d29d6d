// Bundles the server (src/cli.ts and the domain logic it runs, @zondax/docs-core, which is TypeScript
// source) into one CommonJS file for Node 20, with rspack (already in the lock through @docusaurus/faster).
// Other packages (the MCP SDK, zod) stay outside the bundle and load from node_modules, except ext-apps' server
// helpers (ESM only; bundled, so the CommonJS bundle does not require() an ES module).
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {rspack} from '@rspack/core';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

const compiler = rspack({
  mode: 'production',
  target: 'node20',
  context: packageDir,
  entry: {cli: './src/cli.ts'},
  output: {
    path: path.join(packageDir, 'dist'),
    filename: '[name].cjs',
    chunkFilename: '[name].cjs',
    library: {type: 'commonjs2'},
    clean: true,
  },
  resolve: {extensions: ['.ts', '.mjs', '.js', '.json']},
  externalsPresets: {node: true},
  // Bare specifiers are packages: leave them to Node's resolution at run time, except docs-core and ext-apps (bundled).
  externals: [
    ({request}, callback) =>
      request &&
      !request.startsWith('.') &&
      !path.isAbsolute(request) &&
      !request.startsWith('@zondax/docs-core/') &&
      !request.startsWith('@modelcontextprotocol/ext-apps/')
        ? callback(undefined, `commonjs ${request}`)
        : callback(),
  ],
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
  optimization: {minimize: false},
  devtool: false,
});

compiler.run((error, stats) => {
  compiler.close(() => {});
  if (error || stats?.hasErrors()) {
    console.error(error ?? stats.toString({all: false, errors: true}));
    process.exit(1);
  }
  console.log(`[docs-mcp] bundled dist/cli.cjs in ${Date.now() - started} ms`);
});
