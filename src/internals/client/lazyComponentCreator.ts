/**
 * Docusaurus's ComponentCreator, called on first use instead of at start-up.
 *
 * The generated route table (`@generated/routes`) calls ComponentCreator for each of the site's
 * routes while main.js is evaluated; each call builds a react-loadable component (a class, its
 * loader map and the lists react-loadable keeps). Only the few routes of the current page are
 * rendered or preloaded, so this returns a small component whose loadable is created the first
 * time the route is rendered or preloaded, then reused. Aliased over `@docusaurus/ComponentCreator`
 * by src/internals/build/lazyRouteComponents.ts.
 *
 * A section route's chunk names may not be in main.js yet (./routeData.ts): preloading loads them
 * first. Docusaurus preloads a route before it renders it, at hydration and on every navigation;
 * should a render come first, it shows nothing until the data is in.
 *
 * A load that fails offline waits for the connection (./retryWhenOnline.ts); `loadOrFail` is the
 * same load without the wait, for code that must know at once (src/theme/Root's offline notice).
 */
import {createElement, useEffect, useReducer, type ComponentType} from 'react';
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';
import {loadRouteData, missingRouteData} from './routeData';
import {retryWhenOnline} from './retryWhenOnline';

type RouteComponent = ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>};
export type LazyRouteComponent = RouteComponent & {loadOrFail: () => Promise<unknown>};

export default function ComponentCreator(path: string, hash: string): LazyRouteComponent {
  const routeKey = `${path}-${hash}`;
  let loadable: RouteComponent | undefined;
  const get = () => (loadable ??= createRouteComponent(path, hash) as RouteComponent);
  const Route = (props: Record<string, unknown>) => {
    const [, loaded] = useReducer((n: number) => n + 1, 0);
    const waiting = loadable === undefined && missingRouteData(routeKey) !== undefined;
    useEffect(() => {
      // A failed load (offline) leaves the route empty; the next navigation tries again.
      if (waiting) loadRouteData(routeKey).then(loaded, () => undefined);
    }, [waiting]);
    return waiting ? null : createElement(get(), props);
  };
  const loadOrFail = async () => {
    await loadRouteData(routeKey);
    const component = get();
    try {
      return await component.preload();
    } catch (error) {
      // react-loadable keeps a failed load for good; a new loadable asks for the chunks again.
      if (loadable === component) loadable = undefined;
      throw error;
    }
  };
  Route.preload = () => retryWhenOnline(loadOrFail);
  Route.loadOrFail = loadOrFail;
  return Route;
}
