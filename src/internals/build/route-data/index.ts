import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {sections} from '../../../data/sections';
import {SectionChunkMapsPlugin} from './chunkMapsPlugin';
import {PreloadReplacementPlugin} from './preloadReplacement';
import {addChunkMapsStatement} from './chunkMaps';
import {parseRoutes, routeKeys, routesSource, splitRoutes} from './routesTree';
import {
  clientSiteConfig,
  parseRegistry,
  registryEntry,
  routeDataChunk,
  splitRouteData,
  withoutDocLists,
  type ChunkNames,
  type SectionBase,
} from './split';

const outDirName = 'client-route-data';
const componentCreatorImport = "import ComponentCreator from '@docusaurus/ComponentCreator';";

/**
 * The client build gets a smaller copy of five generated files (the server build keeps them whole):
 * - routes.js, registry.js and routesChunkNames.json, split by documentation section (./routesTree.ts, ./split.ts), each
 *   section's route data also carrying its chunks' entries of the runtime's chunk maps (./chunkMaps.ts);
 * - globalData.json without the docs plugin's doc lists (id, path and sidebar of every doc: 43 KB,
 *   3.4 KB brotli). On this site nothing the browser renders reads them: theme-classic's navbar items of
 *   type doc, docSidebar and docsVersion(Dropdown) and its version banner do, and the site uses
 *   none (tests/unit/client-route-data.test.ts checks the navbar). Server-side rendering, the build
 *   tests and the search plugin still read the whole file;
 * - docusaurus.config.mjs without the keys only the build reads (./split.ts buildOnlySiteConfigKeys): the plugin list
 *   with every docs instance's options, the page template (6.1 KB of 16.6 are left, as JSON; 1.1 KB less brotli).
 * Production builds only: the dev server regenerates these files on every content change, after
 * its bundler configuration is made.
 */
export default function clientRouteData(context: LoadContext): Plugin {
  return {
    name: 'client-route-data',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      // Route paths start with the base URL (/ here; a test build uses another).
      const base = context.baseUrl.replace(/\/$/, '');
      const files = writeClientRouteData(
        context.generatedFilesDir,
        sections.map((s) => ({id: s.id, routeBasePath: `${base}${s.routeBasePath}`})),
      );
      return {
        // Typed for rspack's compiler (the one this site builds with), not webpack's.
        plugins: [
          new SectionChunkMapsPlugin() as unknown as WebpackPluginInstance,
          // Matches a path again once a section's routes are in (src/internals/client/preload.ts).
          new PreloadReplacementPlugin() as unknown as WebpackPluginInstance,
        ],
        module: {
          rules: Object.entries(files).map(([generated, replacement]) => ({
            test: new RegExp(`^${generated.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
            use: [{loader: require.resolve('./replaceWith.cjs'), options: {file: replacement}}],
          })),
        },
      };
    },
  };
}

/** Writes the client's files; answers generated file → its replacement. */
export function writeClientRouteData(generatedDir: string, sectionBases: readonly SectionBase[]): Record<string, string> {
  const read = (name: string) => fs.readFileSync(path.join(generatedDir, name), 'utf8');
  const outDir = path.join(generatedDir, outDirName);
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.mkdirSync(outDir, {recursive: true});
  const write = (name: string, content: string) => {
    fs.writeFileSync(path.join(outDir, name), content);
    return path.join(outDir, name);
  };

  const modules = parseRegistry(read('registry.js'));
  const routes = splitRoutes(parseRoutes(read('routes.js')), sectionBases);
  const split = splitRouteData(JSON.parse(read('routesChunkNames.json')) as ChunkNames, sectionBases, new Set(routeKeys(routes.main)));
  const entries = (names: string[]) =>
    names.map((name) => {
      const modulePath = modules.get(name);
      if (modulePath === undefined) throw new Error(`client-route-data: chunk ${name} is not in registry.js`);
      return registryEntry(name, modulePath);
    });

  const sectionEntries: string[] = [];
  for (const [id, data] of split.sections) {
    const sectionRoutes = routes.sections.get(id);
    write(
      `${id}.js`,
      [
        componentCreatorImport,
        `export default {\nchunkNames: ${JSON.stringify(data.chunkNames)},\nregistry: {\n${entries(data.registry).join('\n')}\n},`,
        sectionRoutes ? `path: ${JSON.stringify(sectionRoutes.path)},\nroutes: ${routesSource(sectionRoutes.routes)}};` : '};',
        addChunkMapsStatement,
        '',
      ].join('\n'),
    );
    sectionEntries.push(registryEntry(routeDataChunk(id), `@generated/${outDirName}/${id}.js`));
  }
  return {
    [path.join(generatedDir, 'registry.js')]: write(
      'registry.js',
      `export default {\n${[...entries(split.registry), ...sectionEntries].join('\n')}\n};\n`,
    ),
    [path.join(generatedDir, 'routesChunkNames.json')]: write('routesChunkNames.json', JSON.stringify(split.chunkNames)),
    [path.join(generatedDir, 'routes.js')]: write('routes.js', `${componentCreatorImport}\nexport default ${routesSource(routes.main)};\n`),
    [path.join(generatedDir, 'globalData.json')]: write(
      'globalData.json',
      JSON.stringify(withoutDocLists(JSON.parse(read('globalData.json')))),
    ),
    [path.join(generatedDir, 'docusaurus.config.mjs')]: write('docusaurus.config.mjs', clientSiteConfig(read('docusaurus.config.mjs'))),
  };
}
