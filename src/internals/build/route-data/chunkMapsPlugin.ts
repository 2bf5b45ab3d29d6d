import {routeDataChunk} from './split';
import {moveSectionChunkMaps, sectionOnlyChunks, withSectionChunkMaps, type GraphChunk, type GraphGroup} from './chunkMaps';

/** The parts of rspack's compiler and compilation this plugin uses. */
interface Source {
  source(): string | Buffer;
}
interface Compilation {
  readonly chunks: Iterable<GraphChunk & {readonly files: Iterable<string>}>;
  readonly entrypoints: Map<string, GraphGroup>;
  readonly hooks: {processAssets: {tap(options: {name: string; stage: number}, run: (assets: Record<string, Source>) => void): void}};
  updateAsset(file: string, source: Source): void;
}
interface Compiler {
  readonly webpack: {Compilation: {PROCESS_ASSETS_STAGE_PRE_PROCESS: number}; sources: {RawSource: new (code: string) => Source}};
  readonly hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}};
}

const name = 'client-route-data-chunk-maps';
const sectionOfChunk = (chunkName: string | null | undefined) =>
  chunkName?.startsWith(routeDataChunk('')) ? chunkName.slice(routeDataChunk('').length) : undefined;

/**
 * Moves each section's own chunks out of runtime~main's chunk maps and into its route-data chunk
 * (./chunkMaps.ts). Runs on the unminified assets, before minification and content hashing: the
 * real content hash step then names and references the changed files by their final content.
 */
export class SectionChunkMapsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_PRE_PROCESS}, (assets) => {
        const routeData = new Map<string, GraphChunk & {readonly files: Iterable<string>}>();
        for (const chunk of compilation.chunks) {
          const section = sectionOfChunk(chunk.name);
          if (section !== undefined) routeData.set(section, chunk);
        }
        const runtimeFile = Object.keys(assets).filter((file) => /(^|\/)runtime~main\.[^/]*\.js$/.test(file));
        if (runtimeFile.length !== 1) throw new Error(`${name}: expected one runtime~main script, found ${runtimeFile.length}`);
        const moved = moveSectionChunkMaps(
          String(assets[runtimeFile[0]!]!.source()),
          sectionOnlyChunks(compilation.entrypoints.values(), routeData),
        );
        compilation.updateAsset(runtimeFile[0]!, new compiler.webpack.sources.RawSource(moved.runtime));
        for (const [section, chunk] of routeData) {
          const file = [...chunk.files].find((f) => f.endsWith('.js'));
          if (!file || !assets[file]) throw new Error(`${name}: no script for ${chunk.name}`);
          const code = withSectionChunkMaps(String(assets[file].source()), moved.sections.get(section)!, section);
          compilation.updateAsset(file, new compiler.webpack.sources.RawSource(code));
        }
      });
    });
  }
}
