/**
 * The one entry of the framework internals for docusaurus.config.ts: the plugins (with their aliases,
 * module replacement and client module) that make up the layer, or none of them but the record of that
 * decision. See ./README.md.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import type {InternalsSetting} from '../config/buildSettings';
import clientRouteData from './build/route-data';
import lazyRouteComponents from './build/lazyRouteComponents';
import utilsCommonTslib from './build/utils-common-tslib';
import prismClientModule from './build/prismClientModule';
import translationDescriptions from './build/translation-descriptions';
import {checkColourModeProvider} from './build/colourModeProvider';
import {decideInternals, installedVersions, type FrameworkVersions} from './build/versions';
import {writtenFor} from './contracts';
import {internalsRecordPath} from './record';

/** The browser side: idle prefetching and the route loading src/routing/routeLoading.ts delegates to. */
function internalsClient(): Plugin {
  return {
    name: 'internals-client',
    getClientModules: () => [path.resolve(__dirname, 'client/clientModule.ts')],
  };
}

/**
 * Records, beside the build, whether the layer is on (./record.ts). The one plugin of this folder a build
 * with the layer off registers: it only writes that record after the build, and changes nothing in the site.
 */
function recordOf(on: boolean): () => Plugin {
  return function internalsRecord() {
    return {
      name: 'internals-record',
      postBuild: async ({outDir}) => {
        const file = internalsRecordPath(outDir);
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, `${JSON.stringify({on, writtenFor})}\n`);
      },
    };
  };
}

/**
 * The plugins of the layer for a DOCS_INTERNALS setting: all of them, or only the record of the decision (the
 * site is then stock Docusaurus in routing, preloading and prefetching). Prints one `[internals]` line saying which
 * (scripts/upgrade-rehearse.mjs quotes it), as a loud warning when the versions differ.
 */
export function internalsPlugins(
  setting: InternalsSetting,
  versions: FrameworkVersions = installedVersions(),
  print: {warn: (message: string) => void; info: (message: string) => void} = {
    warn: (message) => console.warn(`\n[WARNING] [internals] ${message}\n`),
    info: (message) => console.log(`[internals] ${message}`),
  },
): PluginConfig[] {
  const decision = decideInternals(setting, versions);
  if (decision.warning) print.warn(decision.warning);
  else
    print.info(
      `${decision.on ? 'on' : 'off'} (DOCS_INTERNALS=${setting}; @docusaurus/core ${versions.docusaurusCore}, @rspack/core ${versions.rspack ?? 'not installed'})`,
    );
  // A seam used with the layer on or off (README.md): its contract is checked either way.
  checkColourModeProvider();
  const record = recordOf(decision.on);
  if (!decision.on) return [record];
  // Route components built when a route is first rendered, section route data loaded on first use,
  // no tslib, no Prism and no translators' descriptions in main.js, idle prefetching.
  return [lazyRouteComponents, clientRouteData, utilsCommonTslib, prismClientModule, translationDescriptions, internalsClient, record];
}
