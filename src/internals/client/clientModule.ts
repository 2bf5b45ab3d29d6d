/**
 * Moves Docusaurus's link prefetching into idle time (src/internals/client/idlePrefetch.ts).
 *
 * `window.docusaurus` is set by Docusaurus's client entry after the client modules have been
 * imported, in the same task; a microtask runs once that task is over, before the app hydrates
 * (which waits for the page's chunks) and so before any `<Link>` is observed.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {browserRequestIdle, idlePrefetch} from './idlePrefetch';

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
