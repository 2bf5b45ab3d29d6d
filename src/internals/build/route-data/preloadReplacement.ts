/**
 * Puts ./src/internals/client/preload.ts in place of Docusaurus's client `./preload` (imported by
 * clientEntry, PendingNavigation and docusaurus.js in @docusaurus/core 3.8.1's lib/client).
 *
 * A NormalModuleReplacementPlugin that matches nothing does nothing, silently: if core renamed or
 * moved its preload, the site would build and then fail to open any section page. So the matches are
 * counted, and a build in which none happened fails (contract "core client imports ./preload").
 */
import path from 'node:path';
import {contractBroken, preloadImport} from '../../contracts';

interface Resource {
  context: string;
  request: string;
}
/** The parts of rspack's compiler used here. */
export interface PreloadCompiler {
  readonly webpack: {
    NormalModuleReplacementPlugin: new (pattern: RegExp, replace: (resource: Resource) => void) => {apply(compiler: never): void};
    Compilation: {PROCESS_ASSETS_STAGE_PRE_PROCESS: number};
  };
  readonly hooks: {
    thisCompilation: {
      tap(name: string, run: (compilation: {hooks: {processAssets: {tap(options: object, run: () => void): void}}}) => void): void;
    };
  };
}

const name = 'internals-preload-replacement';
const coreClientDir = /[\\/]node_modules[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;
export const preloadModule = path.resolve(__dirname, '../../client/preload.ts');
export const noMatchMessage = 'the preload replacement matched no module';

export class PreloadReplacementPlugin {
  apply(compiler: PreloadCompiler): void {
    let matched = 0;
    const replace = (resource: Resource) => {
      if (!coreClientDir.test(resource.context)) return;
      resource.request = preloadModule;
      matched += 1;
    };
    new compiler.webpack.NormalModuleReplacementPlugin(/^\.\/preload$/, replace).apply(compiler as never);
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      matched = 0;
      // Every module is resolved by the time assets are processed: the end of the module graph.
      compilation.hooks.processAssets.tap({name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_PRE_PROCESS}, () => {
        if (matched === 0) throw contractBroken(preloadImport, noMatchMessage);
      });
    });
  }
}
