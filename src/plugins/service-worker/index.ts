import {createHash} from 'node:crypto';
import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildFilesLine, serviceWorkerFile} from '../../pwa/shared.mjs';
import {assetFiles} from './assetFiles.mjs';
import {provider} from '../../data/site';

/** The worker's code (src/pwa/sw), bundled into one file at the root of the build. */
const workerEntry = 'src/pwa/sw/index.mjs';

/**
 * A hash of the bundler's file names under assets/ (content-hashed: any changed script or style renames a
 * file). Written into the worker, so its bytes change with every deployment and browsers install the new
 * worker (which offers the reload); the same build gives the same hash, so redeploying it offers none.
 */
export async function buildFingerprint(outDir: string): Promise<string> {
  return fingerprintOf(await assetFiles(outDir));
}

export {assetFiles};

const fingerprintOf = (files: string[]) => createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);

/** Chunk groups whose name starts with this (a webpackChunkName comment on the dynamic import) are precached. */
export const precachedChunkPrefix = 'offline-';

type ChunkGroupStats = {namedChunkGroups?: Record<string, {assets?: {name: string}[]}>};

/**
 * The files of the client build's chunk groups named `offline-…`, read from the bundler's stats when it is
 * done; not those of the main entry (every page has loaded them already: the one stylesheet is in each group).
 */
export function precachedFiles(stats: ChunkGroupStats): string[] {
  const groups = stats.namedChunkGroups ?? {};
  const files = (name: string) => (groups[name]?.assets ?? []).map((asset) => asset.name);
  const everyPage = new Set(files('main'));
  const lazy = Object.keys(groups)
    .filter((name) => name.startsWith(precachedChunkPrefix))
    .flatMap(files);
  return [...new Set(lazy)].filter((file) => !file.endsWith('.map') && !everyPage.has(file)).sort();
}

/**
 * Offline reading (src/pwa, issue 42): the service worker and its registration.
 *
 * Not @docusaurus/plugin-pwa: its sw.js adds every event listener (ours included, loaded through its
 * `swCustom` option as an async chunk) only after an `await import()`, after the worker's first evaluation,
 * where browsers require them (a worker the browser stops when idle and starts again for an event may not
 * see it). Here the worker is one synchronous bundle whose listeners are added at its top level, built with
 * the bundler Docusaurus hands plugins (rspack with @docusaurus/faster, else webpack), and no private shape
 * of a plugin is involved. The manifest, icons and head tags are src/plugins/web-app-manifest.
 */
export default function serviceWorkerPlugin(context: LoadContext): Plugin {
  const workerUrl = `${context.baseUrl}${serviceWorkerFile}`;
  /** The lazy parts any page can open without navigating (the search modal, …): see precachedFiles. */
  let lazyParts: string[] = [];
  const collectLazyParts = {
    apply(compiler: {hooks: {done: {tap(name: string, callback: (stats: {toJson(options: object): ChunkGroupStats}) => void): void}}}) {
      compiler.hooks.done.tap('service-worker-precache', (stats) => {
        lazyParts = precachedFiles(stats.toJson({all: false, chunkGroups: true}));
      });
    },
  };
  return {
    name: 'service-worker',
    getClientModules: () => [path.join(context.siteDir, 'src/pwa/register.ts')],
    configureWebpack(_config, isServer, {currentBundler}) {
      // Registered in production builds only: `docusaurus start` has no worker file (and none should cache it).
      const url = process.env.NODE_ENV === 'production' ? workerUrl : '';
      const define = new currentBundler.instance.DefinePlugin({'process.env.DOCS_SERVICE_WORKER_URL': JSON.stringify(url)});
      return {plugins: isServer ? [define] : [define, collectLazyParts]};
    },
    async postBuild({outDir, currentBundler}) {
      const started = Date.now();
      // The worker records them when it installs, so a later worker knows what this build may drop (src/pwa/sw/garbage.mjs).
      const files = await assetFiles(outDir);
      const build = fingerprintOf(files);
      // An old tab asks its worker, not the server, for these: a deployment that removes them breaks nothing.
      if (lazyParts.length === 0)
        throw new Error(
          `[service-worker] no chunk group named ${precachedChunkPrefix}… in the client build: the worker would precache nothing (were the webpackChunkName comments dropped?)`,
        );
      const precache = lazyParts.map((file) => `${context.baseUrl}${file}`);
      const precacheBytes = (await Promise.all(lazyParts.map((file) => fs.stat(path.join(outDir, file))))).reduce(
        (sum, st) => sum + st.size,
        0,
      );
      const {DefinePlugin} = currentBundler.instance;
      const compiler = currentBundler.instance({
        mode: 'production',
        target: ['webworker', 'es2020'],
        context: context.siteDir,
        entry: path.join(context.siteDir, workerEntry),
        output: {path: outDir, filename: serviceWorkerFile, clean: false, publicPath: context.baseUrl},
        optimization: {minimize: true, splitChunks: false, runtimeChunk: false},
        performance: {hints: false},
        plugins: [
          new DefinePlugin({
            'process.env.DOCS_SITE_TITLE': JSON.stringify(`${provider.name} Docs`),
            'process.env.DOCS_PRECACHE': JSON.stringify(precache),
            'process.env.DOCS_BUILD': JSON.stringify(build),
          }),
        ],
      });
      const stats = await new Promise<{hasErrors(): boolean; toString(options: unknown): string}>((resolve, reject) =>
        compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
      );
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
      if (stats.hasErrors()) throw new Error(`[service-worker] ${stats.toString('errors-only')}`);
      // Written after minifying, which would drop the comment; the file list is a line of its own, which the
      // worker reads and scripts/keep-previous-assets.mjs finds in a deployed sw.js.
      const file = path.join(outDir, serviceWorkerFile);
      const code = `/* ${provider.name} Docs service worker, build ${build} */\n${buildFilesLine(files)}\n${await fs.readFile(file, 'utf8')}`;
      await fs.writeFile(file, code);
      const size = Buffer.byteLength(code);
      console.log(
        `[service-worker] ${workerUrl} (build ${build}, ${(size / 1024).toFixed(1)} KB; precaches ${precache.length} files of the lazy parts, ${(precacheBytes / 1024).toFixed(0)} KB before compression) in ${Date.now() - started} ms`,
      );
    },
  };
}
