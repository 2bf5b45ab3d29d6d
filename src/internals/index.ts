/**
 * The one entry of the framework internals for docusaurus.config.ts: the plugins (with their aliases,
 * module replacement and client module) that make up the layer, or none at all. See ./README.md.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import type {InternalsSetting} from '../config/buildSettings';
import clientRouteData from './build/route-data';
import lazyRouteComponents from './build/lazyRouteComponents';
import utilsCommonTslib from './build/utils-common-tslib';
import prismClientModule from './build/prismClientModule';
import {decideInternals, installedVersions, type FrameworkVersions} from './build/versions';
import {writtenFor} from './contracts';
import {internalsMarkerFile} from './markerFile';

/** The browser side: idle prefetching and the route loading src/routing/routeLoading.ts delegates to. */
function internalsClient(): Plugin {
  return {
    name: 'internals-client',
    getClientModules: () => [path.resolve(__dirname, 'client/clientModule.ts')],
    postBuild: async ({outDir}) => writeFileSync(path.join(outDir, internalsMarkerFile), `${JSON.stringify({on: true, writtenFor})}\n`),
  };
}

/**
 * The plugins of the layer for a DOCS_INTERNALS setting: all of them, or an empty list (the site is then
 * stock Docusaurus in routing, preloading and prefetching). Prints one `[internals]` line saying which
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
  if (!decision.on) return [];
  // Route components built when a route is first rendered, section route data loaded on first use,
  // no tslib and no Prism in main.js, idle prefetching.
  return [lazyRouteComponents, clientRouteData, utilsCommonTslib, prismClientModule, internalsClient];
}
