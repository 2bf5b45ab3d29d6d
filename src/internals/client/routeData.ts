/**
 * Loads a documentation section's route data into the maps Docusaurus's client reads.
 *
 * In the production client build, main.js carries the routes, chunk names and page loaders of the
 * pages outside sections only; a section's top route is in the route table without the routes under
 * it, and its entry in `@generated/routesChunkNames` is a marker naming the chunk with its section's
 * entries (src/internals/build/route-data). Docusaurus's ComponentCreator and link prefetching read
 * the maps when they are called, and route matching reads the table, so merging the section's
 * entries in and putting its routes back under the top route before any of them is needed is
 * enough (./preload.ts matches again once they are in). Server-side rendering and the dev server
 * have the whole table and maps: there is no marker and nothing to load.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import registry from '@generated/registry';
import {routeDataKey, routePathOf, sectionOfPath} from '../sectionPaths';
import {contractBroken, generatedMerge} from '../contracts';

interface SectionRoutes {
  path: string;
  routes?: unknown[];
}
type RouteData = {chunkNames: Record<string, unknown>; registry: Record<string, unknown>} & Partial<SectionRoutes>;
type Loader = () => Promise<{default: RouteData}>;

const loading = new Map<string, Promise<void>>();

const mutableObject = (value: unknown): value is object => typeof value === 'object' && value !== null && Object.isExtensible(value);

/**
 * What is wrong, if anything, with the @generated modules this file writes into: Docusaurus 3.8.1's
 * are a plain object (chunk names), an object (registry) and an array of route objects, all mutable.
 */
export function generatedMergeProblem(chunkNames: unknown, loaders: unknown, table: unknown): string | undefined {
  if (!mutableObject(chunkNames) || Array.isArray(chunkNames)) return '@generated/routesChunkNames is not an extensible object';
  if (!mutableObject(loaders) || Array.isArray(loaders)) return '@generated/registry is not an extensible object';
  if (!Array.isArray(table) || !table.every((route) => mutableObject(route) && typeof (route as {path?: unknown}).path === 'string')) {
    return '@generated/routes is not an array of extensible route objects';
  }
  return undefined;
}

/**
 * Checked once, when a section's data has arrived and is about to be merged (never while this module
 * is evaluated: the route table imports it through ComponentCreator, so @generated/routes is not
 * initialised yet). When it fails, nothing is merged: loading rejects with the named contract, logged
 * loudly once, and the section's pages stay the server-rendered HTML with plain links instead of a
 * half-merged table (Docusaurus reloads a navigation whose preload fails).
 */
let mergeProblem: string | undefined | null = null;
function checkedMergeProblem(): string | undefined {
  if (mergeProblem === null) {
    mergeProblem = generatedMergeProblem(routesChunkNames, registry, routes);
    if (mergeProblem !== undefined) console.error(contractBroken(generatedMerge, mergeProblem).message);
  }
  return mergeProblem;
}

/** The route data chunk a route still needs, if any. */
export function missingRouteData(routeKey: string): string | undefined {
  const names = (routesChunkNames as Record<string, Record<string, unknown> | undefined>)[routeKey];
  const chunk = names?.[routeDataKey];
  return typeof chunk === 'string' ? chunk : undefined;
}

/** Resolves once the route's chunk names and loaders are in Docusaurus's maps. */
export function loadRouteData(routeKey: string): Promise<void> {
  const chunk = missingRouteData(routeKey);
  if (chunk === undefined) return Promise.resolve();
  let pending = loading.get(chunk);
  if (!pending) {
    const [load] = (registry as unknown as Record<string, [Loader]>)[chunk]!;
    pending = load().then(({default: data}) => {
      const problem = checkedMergeProblem();
      if (problem !== undefined) throw contractBroken(generatedMerge, problem);
      Object.assign(routesChunkNames, data.chunkNames);
      Object.assign(registry, data.registry);
      // The routes under the section's top route (src/internals/build/route-data/routesTree.ts).
      if (data.routes) {
        const top = (routes as unknown as SectionRoutes[]).find((route) => route.path === data.path && !route.routes);
        if (top) top.routes = data.routes;
      }
    });
    // A failed load (offline) is tried again on the next navigation.
    pending.catch(() => loading.delete(chunk));
    loading.set(chunk, pending);
  }
  return pending;
}

/** Every section's route data: for what needs the whole route table (the not-found page's suggestions). */
export function loadAllRouteData(): Promise<void> {
  const markers = Object.keys(routesChunkNames).filter((routeKey) => missingRouteData(routeKey) !== undefined);
  return Promise.all(markers.map(loadRouteData)).then(() => undefined);
}

/**
 * The page being opened needs its section's data before it can hydrate, and Docusaurus asks for it
 * only once main.js has been evaluated (preload, then hydration). This module is evaluated early in
 * main.js (the route table imports it), so the request starts here instead and overlaps the rest of
 * that evaluation (~100 ms on a phone).
 */
export function startRouteDataFor(pathname: string): void {
  const paths = new Set([pathname]);
  try {
    paths.add(decodeURI(pathname));
  } catch {
    // A malformed escape in the address: Docusaurus shows its error; nothing to start here.
  }
  // Only a section's top route carries the marker; it matches every path under it.
  const tops = Object.keys(routesChunkNames)
    .filter((routeKey) => missingRouteData(routeKey) !== undefined)
    .map((routeKey) => ({id: routeKey, routeBasePath: routePathOf(routeKey)}));
  for (const path of paths) {
    const top = sectionOfPath(path, tops);
    if (top) return void loadRouteData(top).catch(() => undefined);
  }
}

if (ExecutionEnvironment.canUseDOM) startRouteDataFor(window.location.pathname);
