/**
 * Loads a documentation section's route data into the maps Docusaurus's client reads.
 *
 * In the production client build, main.js carries the chunk names and page loaders of the routes
 * outside sections only; a section route's entry in `@generated/routesChunkNames` is a marker naming
 * the chunk with its section's entries (src/plugins/client-route-data). Docusaurus's ComponentCreator
 * and link prefetching read both maps when they are called, so merging the section's entries in
 * before a route of the section is built is enough. Server-side rendering and the dev server have
 * the whole maps: there is no marker and nothing to load.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import {routeDataKey, routePathOf} from '../plugins/client-route-data/split';

type Loader = () => Promise<{default: {chunkNames: Record<string, unknown>; registry: Record<string, unknown>}}>;

const loading = new Map<string, Promise<void>>();

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
      Object.assign(routesChunkNames, data.chunkNames);
      Object.assign(registry, data.registry);
    });
    // A failed load (offline) is tried again on the next navigation.
    pending.catch(() => loading.delete(chunk));
    loading.set(chunk, pending);
  }
  return pending;
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
  for (const routeKey of Object.keys(routesChunkNames)) {
    if (paths.has(routePathOf(routeKey)) && missingRouteData(routeKey) !== undefined) {
      loadRouteData(routeKey).catch(() => undefined);
      return;
    }
  }
}

if (ExecutionEnvironment.canUseDOM) startRouteDataFor(window.location.pathname);
