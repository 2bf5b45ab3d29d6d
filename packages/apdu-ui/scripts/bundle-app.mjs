// Bundles the MCP App frame (app/main.tsx: the builder's components, docs-core and ext-apps' App) into one HTML file
// with rspack (already in the lock through @docusaurus/faster): the script and the styles inline, a
// Content-Security-Policy that allows exactly those two by hash and nothing else (no network, no frames, no forms),
// and an empty data slot that a server fills with its snapshot's data when it serves the frame (docs-core
// apps/apduAppData.ts). The site build writes it into the MCP snapshot (src/plugins/mcp-snapshot); run alone,
// `npm run build -w @zondax/apdu-ui` (build.mjs) writes dist/apdu-builder.html. No top-level await here: the site
// loads this module through its TypeScript config loader (jiti), which runs it as CommonJS.
import {createHash} from 'node:crypto';
import {promises as fs} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {rspack} from '@rspack/core';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Must equal docs-core's apduAppDataSlot (apps/apduAppData.ts); tests/unit/mcp-app-frame.test.ts holds them equal. */
export const dataSlot = '<script type="application/json" id="apdu-app-data"></script>';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The frame's policy: its one script and one style block by hash; everything else, network included, refused. */
export function framePolicy(script, style) {
  return [
    "default-src 'none'",
    `script-src ${sha256(script)}`,
    `style-src ${sha256(style)}`,
    'img-src data:',
    "connect-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** `</script` or `</style` inside the inlined code would end its element early. */
function inlineSafe(code, tag) {
  return code.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');
}

function compile(outDir) {
  const compiler = rspack({
    mode: 'production',
    target: 'web',
    context: packageDir,
    entry: {app: './app/main.tsx'},
    output: {path: outDir, filename: '[name].js', cssFilename: '[name].css', publicPath: '', clean: true},
    resolve: {extensions: ['.tsx', '.ts', '.mjs', '.js', '.json']},
    module: {
      parser: {'css/module': {namedExports: false}},
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}, target: 'es2022'},
          },
          type: 'javascript/auto',
        },
        {test: /\.module\.css$/, type: 'css/module'},
        {test: /\.css$/, exclude: /\.module\.css$/, type: 'css'},
      ],
    },
    experiments: {css: true},
    optimization: {splitChunks: false, runtimeChunk: false, minimize: true},
    plugins: [
      new rspack.DefinePlugin({'process.env.NODE_ENV': JSON.stringify('production')}),
      new rspack.optimize.LimitChunkCountPlugin({maxChunks: 1}),
    ],
    devtool: false,
    performance: {hints: false},
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats.toString({all: false, errors: true})));
      else resolve();
    });
  });
}

/** The frame's HTML (without data) and its sizes. */
export async function bundleApduApp() {
  const started = Date.now();
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'apdu-app-'));
  try {
    await compile(outDir);
    const script = inlineSafe(await fs.readFile(path.join(outDir, 'app.js'), 'utf8'), 'script');
    const style = inlineSafe(await fs.readFile(path.join(outDir, 'app.css'), 'utf8'), 'style');
    const html = [
      '<!doctype html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<meta http-equiv="Content-Security-Policy" content="${framePolicy(script, style)}">`,
      '<title>APDU builder</title>',
      `<style>${style}</style>`,
      '</head>',
      '<body>',
      '<div id="root"></div>',
      dataSlot,
      `<script>${script}</script>`,
      '</body>',
      '</html>',
      '',
    ].join('\n');
    return {html, scriptBytes: Buffer.byteLength(script), styleBytes: Buffer.byteLength(style), ms: Date.now() - started};
  } finally {
    await fs.rm(outDir, {recursive: true, force: true});
  }
}
