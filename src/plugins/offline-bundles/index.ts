import {existsSync, promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LOCAL_INDEX_DIR, LOCAL_SEARCH_PLUGIN} from '../../search/backend';
import {markdownPathFor} from '../markdown-export/paths';
import {bundlePath} from './paths';
import {bundleSpecs, docShardsOf, type BundleFile, type OfflineBundle, type SearchManifestParts} from './bundles';

const searchDir = `/${LOCAL_INDEX_DIR}/`;

/**
 * The local search plugin writes its index in its own postBuild, which runs beside this one: wait until
 * the manifest and every file it names are on disk with sizes that no longer change.
 */
async function writtenSearchIndex(
  outDir: string,
  timeoutMs = 10 * 60_000,
): Promise<{manifest: SearchManifestParts; sizes: Map<string, number>}> {
  const dir = path.join(outDir, LOCAL_INDEX_DIR);
  const started = Date.now();
  let previous = '';
  for (;;) {
    try {
      const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as SearchManifestParts;
      const names = ['manifest.json', ...Object.values(manifest.terms), ...manifest.docs.map(([, file]) => file)];
      const sizes = new Map(await Promise.all(names.map(async (name) => [name, (await fs.stat(path.join(dir, name))).size] as const)));
      const signature = JSON.stringify([...sizes]);
      if (signature === previous) return {manifest, sizes};
      previous = signature;
    } catch {
      previous = '';
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`[offline-bundles] the search index in ${dir} was not written within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function sizeOf(file: string): Promise<number> {
  return existsSync(file) ? (await fs.stat(file)).size : 0;
}

/** The HTML file of a page route (a doc with id 'index' is <route>/index.html). */
function htmlFileOf(outDir: string, route: string): string {
  const folderIndex = path.join(outDir, route, 'index.html');
  return existsSync(folderIndex) ? folderIndex : path.join(outDir, `${route}.html`);
}

/**
 * Writes /offline/<bundle id>.json for every section and chain landing page built: what "Keep this
 * section offline" (src/pwa/KeepOffline) downloads, with each file's size, shown before the download.
 */
export default function offlineBundles(context: LoadContext): Plugin {
  const themeConfig = context.siteConfig.themeConfig as {algolia?: {searchPagePath?: string}};
  const searchPage = themeConfig.algolia?.searchPagePath ? `${context.baseUrl}${themeConfig.algolia.searchPagePath}` : undefined;
  return {
    name: 'offline-bundles',
    async postBuild({outDir, routesPaths, plugins}) {
      // Without the plugin that writes the index, the wait below would last its whole limit before failing.
      if (!plugins.some((plugin) => plugin.name === LOCAL_SEARCH_PLUGIN))
        throw new Error(
          '[offline-bundles] needs the local-search plugin (src/plugins/local-search): a kept section keeps its part of the index',
        );
      const pagePaths = routesPaths.filter((route) => route !== '/404.html' && existsSync(htmlFileOf(outDir, route)));
      // The local index is written with either backend (src/plugins/local-search), and with hosted search the modal
      // and /search ask it while offline (src/search/offlineFallback.ts): a kept section keeps its part either way.
      const index = await writtenSearchIndex(outDir);
      const searchFile = (name: string): BundleFile => ({url: `${searchDir}${name}`, bytes: index.sizes.get(name) ?? 0});
      const specs = bundleSpecs(pagePaths);
      const sharedPages: BundleFile[] =
        searchPage && pagePaths.includes(searchPage) ? [{url: searchPage, bytes: await sizeOf(htmlFileOf(outDir, searchPage))}] : [];
      for (const spec of specs) {
        const pages = await Promise.all(
          spec.pages.map(async (route) => ({
            url: route,
            bytes: (await sizeOf(htmlFileOf(outDir, route))) + (await sizeOf(path.join(outDir, markdownPathFor(route)))),
          })),
        );
        const search = docShardsOf(index.manifest, spec.pages).map(searchFile);
        const sharedSearch = ['manifest.json', ...Object.values(index.manifest.terms)].map(searchFile);
        const files = [...pages, ...sharedPages, ...search, ...sharedSearch];
        const bundle: OfflineBundle = {
          ...spec,
          pages,
          sharedPages,
          search,
          sharedSearch,
          bytes: files.reduce((sum, f) => sum + f.bytes, 0),
        };
        const target = path.join(outDir, bundlePath(spec.id));
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, JSON.stringify(bundle));
      }
      console.log(`[offline-bundles] ${specs.length} bundles in /${path.dirname(bundlePath('x')).slice(1)}/`);
    },
  };
}
