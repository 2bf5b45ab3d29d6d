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
 * stock Docusaurus in routing, preloading and prefetching). A warning is printed when the versions differ.
 */
export function internalsPlugins(
  setting: InternalsSetting,
  versions: FrameworkVersions = installedVersions(),
  warn: (message: string) => void = (message) => console.warn(`\n[WARNING] ${message}\n`),
): PluginConfig[] {
  const decision = decideInternals(setting, versions);
  if (decision.warning) warn(decision.warning);
  if (!decision.on) return [];
  // Route components built when a route is first rendered, section route data loaded on first use,
  // no tslib in main.js, idle prefetching.
  return [lazyRouteComponents, clientRouteData, utilsCommonTslib, internalsClient];
}
