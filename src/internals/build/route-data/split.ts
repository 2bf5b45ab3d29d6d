/**
 * The client build's copy of Docusaurus's generated route data, split by documentation section.
 *
 * Docusaurus writes one registry (chunk name → page module loader) and one map of route → chunk
 * names for the whole site, and main.js carries both: for this site's ~500 routes that is ~15 KiB
 * of brotli on every page, almost all of it for sections the reader is not in. Here main.js keeps
 * the routes outside any section and the modules several sections share; each section's own
 * entries move to one chunk per section (`route-data-<section id>`). In main.js a section route's
 * chunk names are replaced by a marker naming that chunk: Docusaurus's link prefetching then
 * prefetches the section's data file, and src/internals/client/routeData.ts loads and merges it before a
 * route of the section is built (preload runs before every render: at hydration and on navigation).
 */
import {routeDataChunk, routeDataKey, routePathOf, sectionOfPath, type SectionBase} from '../../sectionPaths';
import {contractBroken, docsGlobalData, registryJs, routeKeys as routeKeysContract, siteConfigModule} from '../../contracts';

export {routeDataChunk, routeDataKey, type SectionBase};

/** The generated map: `${routePath}-${hash}` → chunk names (strings, nested in objects for props). */
export type ChunkNames = Record<string, unknown>;

// One line of Docusaurus 3.8.1's registry.js (server/codegen/codegenRoutes.js, genRegistry).
const registryLine =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "((?:[^"\\]|\\.)*)"\), "\2", require\.resolveWeak\("\2"\)\],(?:\};)?$/;

/** Chunk name → module path (as written, already escaped), from the generated registry.js. */
export function parseRegistry(source: string): Map<string, string> {
  const lines = source.trimEnd().split('\n');
  if (lines[0] !== 'export default {')
    throw contractBroken(registryJs, `registry.js starts with ${JSON.stringify(lines[0]?.slice(0, 80))}`);
  const entries = new Map<string, string>();
  for (const line of lines.slice(1)) {
    if (line === '};') continue;
    const match = registryLine.exec(line);
    if (!match) throw contractBroken(registryJs, `unexpected line in registry.js: ${line.slice(0, 120)}`);
    entries.set(match[1], match[2]);
  }
  return entries;
}

/** The registry module for the client: the module path (read only by server-side rendering) left out. */
export function registryEntry(chunkName: string, modulePath: string): string {
  return `  ${JSON.stringify(chunkName)}: [() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ "${modulePath}"), "", require.resolveWeak("${modulePath}")],`;
}

/** A key of routesChunkNames.json: a route path, '-', and 3 or 4 hex digits (core's codegenRoutes.js). */
const routeKeyPattern = /^\/.*-[0-9a-f]{3,4}$/;

/** Throws the routeKeys contract unless every key is `${routePath}-${hash}`, which sectionOf and prefetching split. */
export function checkRouteKeys(keys: readonly string[]): void {
  const odd = keys.find((key) => !routeKeyPattern.test(key));
  if (odd !== undefined) throw contractBroken(routeKeysContract, `routesChunkNames.json has the key ${JSON.stringify(odd.slice(0, 120))}`);
}

/** The section a route belongs to: the one with the longest base path that contains it. */
export function sectionOf(routeKey: string, sections: readonly SectionBase[]): string | undefined {
  return sectionOfPath(routePathOf(routeKey), sections);
}

function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

export interface RouteDataSplit {
  /** main.js: full entries for routes outside sections, a marker for each section route main.js's table keeps. */
  chunkNames: ChunkNames;
  /** Chunk names whose registry entries stay in main.js. */
  registry: string[];
  sections: Map<string, {chunkNames: ChunkNames; registry: string[]}>;
}

/**
 * `mainRouteKeys`: the routes main.js's route table keeps (./routesTree.ts). A section route that
 * is not among them is in its section's data only; one that is (the section's top route) gets the
 * marker.
 */
export function splitRouteData(
  chunkNames: ChunkNames,
  sections: readonly SectionBase[],
  mainRouteKeys?: ReadonlySet<string>,
): RouteDataSplit {
  checkRouteKeys(Object.keys(chunkNames));
  const owners = new Map<string, Set<string>>();
  const sectionOfKey = new Map<string, string | undefined>();
  for (const [key, names] of Object.entries(chunkNames)) {
    const section = sectionOf(key, sections);
    sectionOfKey.set(key, section);
    for (const name of chunkNamesIn(names)) {
      if (!owners.has(name)) owners.set(name, new Set());
      owners.get(name)!.add(section ?? '');
    }
  }
  // A module used outside sections, or by more than one, stays in main.js.
  const home = (name: string) => {
    const users = owners.get(name)!;
    return users.size === 1 && !users.has('') ? [...users][0] : undefined;
  };
  const split: RouteDataSplit = {chunkNames: {}, registry: [], sections: new Map()};
  for (const [name] of owners) {
    const section = home(name);
    if (section === undefined) split.registry.push(name);
    else sectionData(split, section).registry.push(name);
  }
  for (const [key, names] of Object.entries(chunkNames)) {
    const section = sectionOfKey.get(key);
    if (section === undefined) split.chunkNames[key] = names;
    else {
      if (!mainRouteKeys || mainRouteKeys.has(key)) split.chunkNames[key] = {[routeDataKey]: routeDataChunk(section)};
      sectionData(split, section).chunkNames[key] = names;
    }
  }
  return split;
}

function sectionData(split: RouteDataSplit, section: string) {
  if (!split.sections.has(section)) split.sections.set(section, {chunkNames: {}, registry: []});
  return split.sections.get(section)!;
}

/** The docs plugin's global data without its per-version doc lists (see index.ts for who reads them). */
export function withoutDocLists(globalData: Record<string, Record<string, unknown>>): Record<string, Record<string, unknown>> {
  const docs = globalData['docusaurus-plugin-content-docs'];
  if (!docs) return globalData;
  const stripped = Object.fromEntries(
    Object.entries(docs).map(([id, data]) => {
      const {versions, ...rest} = data as {versions?: unknown};
      // Each instance: {path, versions: [{name, path, docs: [...], ...}], ...}; anything else is another plugin version.
      const valid = Array.isArray(versions) && versions.every((v) => isRecord(v) && Array.isArray(v.docs) && typeof v.path === 'string');
      if (!valid) throw contractBroken(docsGlobalData, `the global data of docs instance ${id} has no versions[].docs lists`);
      return [id, {...rest, versions: (versions as Record<string, unknown>[]).map((v) => ({...v, docs: []}))}];
    }),
  );
  return {...globalData, 'docusaurus-plugin-content-docs': stripped};
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Site config keys only the build reads: the plugin, preset and theme lists with their options (18 docs instances'),
 * the page template, the client module paths (core imports those from @generated/client-modules), and the build's
 * checks. No client code of core, the themes or the docs plugin reads them (checked for 3.8.1; a key not named here
 * is kept).
 */
export const buildOnlySiteConfigKeys = [
  'plugins',
  'presets',
  'themes',
  'ssrTemplate',
  'clientModules',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
] as const;

/** The generated docusaurus.config.mjs for the client: the same module without the build-only keys. */
export function clientSiteConfig(source: string): string {
  const match = /^\s*\/\*[\s\S]*?\*\/\s*export default (\{[\s\S]*\});\s*$/.exec(source);
  let config: unknown;
  try {
    config = match ? JSON.parse(match[1]) : undefined;
  } catch {
    config = undefined;
  }
  if (!isRecord(config) || typeof config.baseUrl !== 'string')
    throw contractBroken(siteConfigModule, 'docusaurus.config.mjs is not `export default` of a JSON object with a baseUrl');
  const kept = Object.fromEntries(Object.entries(config).filter(([key]) => !(buildOnlySiteConfigKeys as readonly string[]).includes(key)));
  return `export default ${JSON.stringify(kept)};\n`;
}
