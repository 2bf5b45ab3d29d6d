/**
 * The browser side of the framework internals, registered by src/internals/index.ts only when the
 * layer is built.
 *
 * 1. The site's route loading (src/routing/routeLoading.ts) becomes the layer's: a route's section
 *    data is loaded first and a failed load is dropped, not kept (./lazyComponentCreator.ts).
 * 2. Docusaurus's link prefetching moves into idle time (./idlePrefetch.ts). `window.docusaurus` is
 *    set by Docusaurus's client entry after the client modules have been imported, in the same task;
 *    a microtask runs once that task is over, before the app hydrates (which waits for the page's
 *    chunks) and so before any `<Link>` is observed.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {installRouteLoading} from '@site/src/routing/routeLoading';
import {browserRequestIdle, idlePrefetch} from './idlePrefetch';
import {loadMatchingRoutes} from './preload';
import {loadAllRouteData} from './routeData';
import type {LazyRouteComponent} from './lazyComponentCreator';

installRouteLoading({
  // As the layer's preload before every navigation, but failing offline instead of waiting. (window.docusaurus.preload
  // answers false for a route it tried before, even when that attempt failed, so it cannot tell.)
  loadRouteOrFail: (pathname) => loadMatchingRoutes(pathname, (component) => (component as Partial<LazyRouteComponent>).loadOrFail?.()),
  loadAllRouteData,
});

if (ExecutionEnvironment.canUseDOM) {
  queueMicrotask(() => {
    const original = window.docusaurus;
    if (!original) return;
    const prefetch = idlePrefetch(original.prefetch, browserRequestIdle(window));
    // Link reads `window.docusaurus.prefetch` at each call; Docusaurus's object is frozen, so it is replaced.
    window.docusaurus = Object.freeze({
      ...original,
      prefetch: (routePath: string) => (prefetch(routePath) ? Promise.resolve([]) : false),
    });
  });
}

export {};
